import Dispatch
import Geometry

/// Images prepared for the axis-aligned path (`ImageTexels`), shared by
/// the bands and frames a `CPURenderer` draws, so that an image is
/// prepared once instead of once per band and frame (a large image's
/// preparation reads all of its texels). An entry holds its bitmap, so
/// its storage cannot be freed and reused by another image while it is
/// here: a match by storage address is the same pixels. Each band's `RasterContext` asks
/// here only when its own slots miss, so the lock is taken once per image
/// and band. `ImageTexels` never changes after it is made, so the bands may
/// read one at the same time. It keeps as many as a context does
/// (`RasterContext.preparedImageSlots`, the oldest dropped).
final class PreparedImages: @unchecked Sendable {
    /// Guards `images`.
    private let queue = DispatchQueue(label: "flipbook.cpu.prepared-images")
    private var images: [ImageTexels] = []

    /// The prepared texels of `image`: the ones made earlier, or made now
    /// in `layout` when `mayPrepare` (the caller's rule for an image not yet
    /// prepared), else nil.
    func texels(of image: Bitmap, layout: ImageTexels.Layout, mayPrepare: Bool) -> ImageTexels? {
        queue.sync {
            if let made = images.first(where: { $0.matches(image) && $0.layout == layout }) { return made }
            guard mayPrepare else { return nil }
            let made = ImageTexels(image, layout: layout)
            if images.count >= RasterContext.preparedImageSlots { images.removeFirst() }
            images.append(made)
            return made
        }
    }
}
