import Geometry
import Paths
import Presentation

extension CPURenderer {
    /// The polygons (device pixels) whose nonzero fill is the stroke of
    /// `item`, whose `transform` already maps local units to device pixels;
    /// `tolerance` is in device pixels.
    ///
    /// TODO(paths merge): the stroke outline comes from the Paths target's
    /// `Stroker.outline(of:style:strokeStart:strokeEnd:tolerance:)`, built in
    /// local units (so a non-uniform transform stretches the pen, as in Core
    /// Animation) with tolerance `tolerance / item.transform.meanScale`, then
    /// every contour's points mapped by `item.transform`. Until the `paths`
    /// branch merges this returns no polygons: strokes are not drawn yet.
    static func strokePolygons(_ item: StrokeItem, tolerance: Double) -> [[Point]] {
        []
    }
}
