import Foundation
import Geometry
import Output
import Presentation
import Terminal

/// The contact sheet of a render, drawn as frames finish: each frame's
/// thumbnail goes into its cell at once, so memory is the sheet's (at
/// most `CanvasLimits.maximumPixels`), whatever the frame count. Filled
/// from several threads.
final class ContactSheetCanvas: @unchecked Sendable {
    private let lock = NSLock()
    private let layout: ContactSheetLayout
    private var bitmap: Bitmap

    /// An empty sheet laid out by `layout`.
    init(layout: ContactSheetLayout) {
        self.layout = layout
        bitmap = Bitmap(width: layout.width, height: layout.height)
    }

    /// Draws `frame`'s thumbnail into cell `index`.
    func draw(_ frame: Bitmap, at index: Int) {
        let thumbnail = ContactSheet.thumbnail(of: frame, width: layout.cellWidth)
        lock.lock(); defer { lock.unlock() }
        ContactSheet.place(thumbnail, at: index, in: &bitmap, layout: layout)
    }

    /// The sheet as drawn so far.
    var sheet: Bitmap {
        lock.lock(); defer { lock.unlock() }
        return bitmap
    }

    /// The layout of a sheet of `count` frames of `width` × `height` pixels
    /// (`--even` may crop kept frames, so a cell takes the taller of both
    /// thumbnails).
    /// - Throws: exit 2 naming `--contact-sheet` when the sheet would be
    ///   larger than a frame may be (`CanvasLimits`: a side of at most
    ///   16 384 px, 64 Mpx in all), checked before anything is drawn.
    static func layout(frames count: Int, width: Int, height: Int, croppedHeight: Int) throws -> ContactSheetLayout {
        let cellWidth = RenderCommand.thumbnailWidth
        let cellHeight = max(ContactSheet.thumbnailHeight(frameWidth: width, frameHeight: height, width: cellWidth),
                             ContactSheet.thumbnailHeight(frameWidth: width, frameHeight: croppedHeight, width: cellWidth))
        let layout = ContactSheetLayout(count: count, columns: RenderCommand.contactSheetColumns,
                                        cellWidth: cellWidth, cellHeight: cellHeight)
        let side = CanvasLimits.maximumSide, pixels = CanvasLimits.maximumPixels
        guard layout.width <= side, layout.height <= side, layout.width * layout.height <= pixels else {
            // The most frames whose sheet fits, for the message.
            let rows = min((side - ContactSheet.spacing) / (layout.cellHeight + ContactSheet.spacing),
                           pixels / layout.width / (layout.cellHeight + ContactSheet.spacing))
            throw CLIError.usage("--contact-sheet: \(counted(count, "frame")) make a \(layout.width)x\(layout.height) px "
                                 + "sheet, larger than \(side) px a side or \(pixels >> 20) Mpx; at most "
                                 + "\(max(rows, 0) * layout.columns) frames of this size fit one sheet")
        }
        return layout
    }
}
