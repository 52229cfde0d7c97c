import Geometry
import Output

/// Skia DM's filmstrip check: frames spread over the animation, rendered
/// in a shuffled order and laid out in time order as one grid per side, so
/// state carried from one frame to the next shows up as a mismatch.
public enum Filmstrip {
    /// Frames in a filmstrip: 25, a 5 × 5 grid, as Skia DM's Skottie
    /// filmstrip uses.
    public static let frameCount = 25
    /// Tiles per row; each tile is 1/5 of a frame wide, so a strip is
    /// about the size of one frame.
    public static let columns = 5
    /// Seed of the shuffle, fixed so every run visits frames in the same
    /// order (reproducible failures).
    public static let shuffleSeed: UInt64 = 0x5EED_F11B

    /// `count` indices evenly spread over `0..<available` (all of them
    /// when there are no more than `count`), in increasing order.
    public static func picks(from available: Int, count: Int = frameCount) -> [Int] {
        guard available > count else { return Array(0..<max(available, 0)) }
        return (0..<count).map { $0 * available / count }
    }

    /// A fixed pseudo-random permutation of `0..<count` (Fisher–Yates
    /// driven by SplitMix64 seeded with `shuffleSeed`).
    public static func shuffledOrder(_ count: Int) -> [Int] {
        var order = Array(0..<count)
        var state = shuffleSeed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for i in stride(from: count - 1, to: 0, by: -1) {
            order.swapAt(i, Int(next() % UInt64(i + 1)))
        }
        return order
    }

    /// A | heat map | B, each a grid of thumbnails (`columns` to a row, in
    /// time order), premultiplied. Frame thumbnails are box-filtered; the
    /// heat thumbnails keep each tile's largest difference (max pooling),
    /// so a one-pixel defect still shows. `a`, `b` and `differences` are
    /// parallel arrays of full-size frames.
    public static func image(a: [Bitmap], b: [Bitmap], differences: [DifferenceMap], threshold: Int) -> Bitmap {
        guard let first = a.first else { return Bitmap(width: 0, height: 0) }
        let tileWidth = max(1, first.width / columns)
        let thumbsA = a.map { ContactSheet.thumbnail(of: $0, width: tileWidth) }
        let thumbsB = b.map { ContactSheet.thumbnail(of: $0, width: tileWidth) }
        let heat = zip(differences, thumbsA).map { difference, thumb in
            HeatMap.make(difference.maxPooled(width: thumb.width, height: thumb.height), over: thumb, threshold: threshold)
        }
        func sheet(_ tiles: [Bitmap]) -> Bitmap {
            ContactSheet.make(frames: tiles, columns: columns, thumbnailWidth: tileWidth)
        }
        return ThreePanel.make(sheet(thumbsA), sheet(heat), sheet(thumbsB))
    }
}
