import Geometry
import Paths
import Presentation

extension CPURenderer {
    /// The polygons (device pixels) filling `path` once mapped by
    /// `transform`: clamped to `Path.maximumDeviceCoordinate`, then
    /// flattened in device space by the Paths stage (the same flattening
    /// the GPU backend uses) at `tolerance` device pixels.
    static func fillPolygons(_ path: Path, transform: AffineTransform, tolerance: Double) -> [[Point]] {
        path.applying(transform).clampingCoordinates().flattened(tolerance: tolerance).compactMap { contour in
            contour.points.count >= 3 ? contour.points : nil
        }
    }

    /// The polygons (device pixels) whose nonzero fill is the stroke of
    /// `item`, whose `transform` already maps local units to device pixels.
    /// The outline is built in local units by `Stroker` (so a non-uniform
    /// transform stretches the pen, as in Core Animation) at `tolerance`
    /// device pixels divided by the transform's mean scale, then mapped.
    static func strokePolygons(_ item: StrokeItem, tolerance: Double) -> [[Point]] {
        let scale = item.transform.meanScale
        guard scale > 0, scale.isFinite else { return [] }
        let outline = Stroker.outline(of: item.path, style: item.style, strokeStart: item.strokeStart,
                                      strokeEnd: item.strokeEnd, tolerance: tolerance / scale)
        return outline.compactMap { contour in
            guard contour.points.count >= 3 else { return nil }
            return contour.points.map { clamp(item.transform.apply($0)) }
        }
    }

    /// `p` with each coordinate clamped to ±`Path.maximumDeviceCoordinate`.
    static func clamp(_ p: Point) -> Point {
        let m = Path.maximumDeviceCoordinate
        return Point(min(max(p.x, -m), m), min(max(p.y, -m), m))
    }
}
