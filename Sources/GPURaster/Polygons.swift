import Geometry
import Paths
import Presentation

/// The one place where shapes become polygons, mirroring the CPU's
/// `CPURenderer.fillPolygons` and `strokePolygons` step for step, so both
/// backends fill exactly the same polygons (DESIGN.md).
enum Polygons {
    /// `path` mapped by `transform`, clamped to
    /// `Path.maximumDeviceCoordinate`, flattened in device space at
    /// `tolerance` device pixels; one point list per subpath (fills close
    /// them implicitly), those with fewer than 3 points dropped.
    static func fill(_ path: Path, transform: AffineTransform, tolerance: Double) -> [[Point]] {
        path.applying(transform).clampingCoordinates().flattened(tolerance: tolerance).compactMap { contour in
            contour.points.count >= 3 ? contour.points : nil
        }
    }

    /// The stroke's outline, trimmed to `strokeStart…strokeEnd`, as closed
    /// polygons in device pixels whose nonzero fill is the stroke: built in
    /// local units by `Stroker` (a non-uniform transform stretches the pen,
    /// as in Core Animation) at `tolerance` device pixels divided by the
    /// transform's mean scale, then mapped and clamped.
    static func stroke(_ item: StrokeItem, tolerance: Double) -> [[Point]] {
        let scale = item.transform.meanScale
        guard scale > 0, scale.isFinite else { return [] }
        let outline = Stroker.outline(of: item.path, style: item.style, strokeStart: item.strokeStart,
                                      strokeEnd: item.strokeEnd, tolerance: tolerance / scale)
        let m = Path.maximumDeviceCoordinate
        return outline.compactMap { contour in
            guard contour.points.count >= 3 else { return nil }
            return contour.points.map { p in
                let q = item.transform.apply(p)
                return Point(min(max(q.x, -m), m), min(max(q.y, -m), m))
            }
        }
    }
}
