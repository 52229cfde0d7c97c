import Geometry
import Paths
import Presentation

/// Where fills become polygons, mirroring the CPU's
/// `CPURenderer.fillPolygons` step for step, so both backends fill exactly
/// the same polygons (DESIGN.md). Strokes: `StrokeMesh` and
/// `TrimmableOutline`, which give the CPU's `strokePolygons` in local units.
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
}
