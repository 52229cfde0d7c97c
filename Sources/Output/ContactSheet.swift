import Geometry

/// One picture of many frames: thumbnails in a grid, left to right, top to
/// bottom, for people who would rather look at one image than at 600.
public enum ContactSheet {
    /// Transparent gap between thumbnails and around the sheet, in pixels:
    /// 2 px separates thumbnails visibly without wasting space.
    public static let spacing = 2

    /// A sheet of `frames` (premultiplied) downscaled to `thumbnailWidth`
    /// pixels wide (heights keep each frame's aspect ratio, at least 1 px),
    /// `columns` to a row, each cell as tall as the tallest thumbnail, on a
    /// transparent background. Premultiplied. Columns and width below 1
    /// count as 1; no frames give an empty (0 × 0) bitmap.
    public static func make(frames: [Bitmap], columns: Int, thumbnailWidth: Int) -> Bitmap {
        guard !frames.isEmpty else { return Bitmap(width: 0, height: 0) }
        let thumbnails = frames.map { thumbnail(of: $0, width: max(thumbnailWidth, 1)) }
        let layout = ContactSheetLayout(count: frames.count, columns: columns, cellWidth: thumbnailWidth,
                                        cellHeight: thumbnails.map(\.height).max() ?? 1)
        var sheet = Bitmap(width: layout.width, height: layout.height)
        for (index, thumb) in thumbnails.enumerated() { place(thumb, at: index, in: &sheet, layout: layout) }
        return sheet
    }

    /// Copies `thumb` (at most a cell's size) into cell `index` of
    /// `sheet`, laid out by `layout`.
    public static func place(_ thumb: Bitmap, at index: Int, in sheet: inout Bitmap, layout: ContactSheetLayout) {
        let (x0, y0) = layout.origin(of: index)
        let width = min(thumb.width, layout.cellWidth), height = min(thumb.height, layout.cellHeight)
        for y in 0..<height {
            let from = y * thumb.width * 4, to = ((y0 + y) * sheet.width + x0) * 4
            sheet.pixels.replaceSubrange(to..<(to + width * 4), with: thumb.pixels[from..<(from + width * 4)])
        }
    }

    /// The height of `thumbnail(of:width:)` for a `frameWidth` × `frameHeight`
    /// frame, without drawing it.
    public static func thumbnailHeight(frameWidth: Int, frameHeight: Int, width: Int) -> Int {
        guard frameWidth > 0, frameHeight > 0 else { return 0 }
        return max(1, Int((Double(frameHeight) * Double(max(width, 1)) / Double(frameWidth)).rounded()))
    }

    /// `frame` (premultiplied) resized to `width` pixels wide and the height
    /// that keeps its aspect ratio (rounded, at least 1) by a box filter:
    /// every output pixel is the area-weighted mean of the input pixels it
    /// covers, so downscaling never aliases. Premultiplied.
    public static func thumbnail(of frame: Bitmap, width: Int) -> Bitmap {
        guard frame.width > 0, frame.height > 0 else { return Bitmap(width: 0, height: 0) }
        let width = max(width, 1)
        let height = thumbnailHeight(frameWidth: frame.width, frameHeight: frame.height, width: width)
        let horizontal = BoxWeights(from: frame.width, to: width)
        let vertical = BoxWeights(from: frame.height, to: height)
        // Pass 1: rows resampled horizontally into floats; pass 2: columns.
        var rows = [Float](repeating: 0, count: width * frame.height * 4)
        for y in 0..<frame.height {
            for x in 0..<width {
                for (source, weight) in horizontal.taps(x) {
                    for c in 0..<4 {
                        rows[(y * width + x) * 4 + c] += Float(frame.pixels[(y * frame.width + source) * 4 + c]) * weight
                    }
                }
            }
        }
        var out = Bitmap(width: width, height: height)
        for y in 0..<height {
            let taps = vertical.taps(y)
            for x in 0..<width {
                for c in 0..<4 {
                    var sum: Float = 0
                    for (source, weight) in taps { sum += rows[(source * width + x) * 4 + c] * weight }
                    out.pixels[(y * width + x) * 4 + c] = UInt8(min(max(sum + 0.5, 0), 255))
                }
            }
        }
        return out
    }
}

/// Where the cells of a contact sheet go, and the sheet's size, known
/// before any thumbnail is drawn (so a sheet too big can be refused first).
public struct ContactSheetLayout: Equatable, Sendable {
    /// Cells a row: `columns` (at least 1), fewer when there are fewer cells.
    public let columns: Int
    /// Rows of cells.
    public let rows: Int
    /// Cell size in pixels (at least 1 × 1).
    public let cellWidth: Int, cellHeight: Int

    /// `count` cells of `cellWidth` × `cellHeight` pixels, `columns` to a row.
    public init(count: Int, columns: Int, cellWidth: Int, cellHeight: Int) {
        self.columns = max(1, min(max(columns, 1), count))
        rows = (max(count, 0) + self.columns - 1) / self.columns
        self.cellWidth = max(cellWidth, 1)
        self.cellHeight = max(cellHeight, 1)
    }

    /// The sheet's width in pixels, spacing included.
    public var width: Int { ContactSheet.spacing + columns * (cellWidth + ContactSheet.spacing) }
    /// The sheet's height in pixels, spacing included.
    public var height: Int { ContactSheet.spacing + rows * (cellHeight + ContactSheet.spacing) }

    /// The top-left pixel of cell `index` (left to right, top to bottom).
    public func origin(of index: Int) -> (x: Int, y: Int) {
        (ContactSheet.spacing + (index % columns) * (cellWidth + ContactSheet.spacing),
         ContactSheet.spacing + (index / columns) * (cellHeight + ContactSheet.spacing))
    }
}

/// Box-filter weights along one axis: output pixel i covers the input
/// interval [i·s, (i+1)·s) with s = input/output, and each input pixel is
/// weighted by its overlap with it, divided by s.
private struct BoxWeights {
    let inputCount: Int
    let scale: Double

    init(from input: Int, to output: Int) {
        inputCount = input
        scale = Double(input) / Double(output)
    }

    func taps(_ i: Int) -> [(Int, Float)] {
        let start = Double(i) * scale, end = Double(i + 1) * scale
        var result: [(Int, Float)] = []
        var j = Int(start.rounded(.down))
        while Double(j) < end && j < inputCount {
            let overlap = min(end, Double(j + 1)) - max(start, Double(j))
            if overlap > 0 { result.append((j, Float(overlap / scale))) }
            j += 1
        }
        return result
    }
}
