import Geometry
import Paths
import Presentation

/// The one place where strokes become polygons, so the GPU draws exactly
/// the outline the CPU fills.
enum StrokeOutlining {
    /// The stroke's outline, trimmed to `strokeStart…strokeEnd`, as closed
    /// polygons in device pixels whose nonzero fill is the stroke.
    ///
    /// INTERIM: Paths' `Stroker.outline(of:style:strokeStart:strokeEnd:tolerance:)`
    /// is not on main yet; until it is merged, strokes are reported as
    /// unsupported rather than drawn wrong.
    static func deviceContours(of item: StrokeItem, tolerance: Double) throws(GPUError) -> [[Point]] {
        throw GPUError(.unsupported, "GPU strokes wait for Paths' Stroker (not merged yet)")
    }
}
