import Geometry
import Paths

/// The one place where display-list shapes become device-space polygons,
/// used by both backends so they fill exactly the same polygons and differ
/// only in anti-aliasing (Sources/Presentation/README.md, "The pipeline").
public enum DevicePolygons {
    /// `path` mapped by `transform`, clamped to
    /// `Path.maximumDeviceCoordinate`, flattened in device space at
    /// `tolerance` device pixels: one point list per subpath (fills close
    /// them implicitly), those with fewer than 3 points dropped.
    public static func fill(_ path: Path, transform: AffineTransform, tolerance: Double) -> [[Point]] {
        path.flattenedPoints(transform: transform, clampingTo: Path.maximumDeviceCoordinate, tolerance: tolerance)
            .filter { $0.count >= 3 }
    }

    /// The stroke's outline, trimmed to `strokeStart…strokeEnd`, as closed
    /// polygons in device pixels whose nonzero fill is the stroke: built in
    /// local units by `Stroker` (so a non-uniform transform stretches the
    /// pen, as in Core Animation) at `tolerance` device pixels divided by
    /// the transform's mean scale, then mapped and clamped.
    public static func stroke(_ item: StrokeItem, tolerance: Double) -> [[Point]] {
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
