import Geometry
import Paths
import Presentation

/// The one place where strokes become polygons, so the GPU draws exactly
/// the outline the CPU fills.
enum StrokeOutlining {
    /// The stroke's outline, trimmed to `strokeStart…strokeEnd`, as closed
    /// polygons in device pixels whose nonzero fill is the stroke.
    ///
    /// TODO(paths merge): the outline comes from Paths'
    /// `Stroker.outline(of:style:strokeStart:strokeEnd:tolerance:)`, built in
    /// local units (a non-uniform transform stretches the pen, as in Core
    /// Animation) with tolerance `tolerance / item.transform.meanScale`,
    /// then every contour's points mapped by `item.transform`. Until the
    /// paths branch merges this returns no polygons, exactly as the CPU
    /// renderer's `strokePolygons` does, so both backends agree.
    static func deviceContours(of item: StrokeItem, tolerance: Double) throws(GPUError) -> [[Point]] {
        []
    }
}
