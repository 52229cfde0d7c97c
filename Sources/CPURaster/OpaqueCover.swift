import Geometry
import Paths
import Presentation

/// The first item of a fresh layer, when it paints the whole layer one
/// opaque color: the canvas' root background, or a group's backdrop.
enum OpaqueCover {
    /// The pixel word (RGBA8 in memory order) of `item` when it is an opaque
    /// solid fill of one axis-aligned rectangle containing `rect` (device
    /// pixels) once `outer` places it; nil otherwise. Such a fill, drawn
    /// first into a transparent layer covering `rect`, covers each of its
    /// pixels exactly (its edges are at or beyond the layer's sides, so
    /// every pixel's area sum is exactly 1), and the blend stores an opaque
    /// color at coverage 1 as its bytes whatever lies beneath: the layer may
    /// start as that word instead of transparent, and the item be skipped,
    /// with the same bytes (`FastPathTests`).
    static func word(of item: DisplayItem?, outer: AffineTransform, covering rect: PixelRect,
                     tolerance: Double) -> UInt32? {
        guard case .fill(let fill)? = item, case .solid(let paint) = fill.paint else { return nil }
        let color = PremultipliedColor(paint)
        guard color.alpha >= 255 else { return nil }
        // The polygon the fill would be drawn with (`drawFill`'s transform).
        let polygons = DevicePolygons.fill(fill.path, transform: fill.transform.concatenating(outer), tolerance: tolerance)
        guard polygons.count == 1 else { return nil }
        var corners = polygons[0]
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, right = xs.max()!, top = ys.min()!, bottom = ys.max()!
        guard left <= Double(rect.x), top <= Double(rect.y), right >= Double(rect.maxX), bottom >= Double(rect.maxY) else {
            return nil
        }
        // The four corners, each once, joined by horizontal and vertical sides.
        for k in 0..<4 {
            let p = corners[k], q = corners[(k + 1) % 4]
            guard p.x == left || p.x == right, p.y == top || p.y == bottom, (p.x == q.x) != (p.y == q.y) else { return nil }
        }
        guard Set(corners.map { [$0.x, $0.y] }).count == 4 else { return nil }
        return color.word
    }
}
