import Geometry
import Layers
import Paths
import Timeline

/// The values the display list reads of a layer that the compiled scene
/// presents once for every frame (`PresentedLayer.fixedReads`), read once
/// instead of by key each frame: a Lottie file's layers are mostly such,
/// and its display list was mostly string hashing (Sources/Benchmarks/
/// README.md, "Figures behind the code").
struct DisplayReads: Sendable {
    /// `opacity` (1 when absent).
    let opacity: Double
    /// A shape layer's values; nil for other layers.
    let shape: ShapeReads?

    init(_ values: PresentedValues, model: Layer) {
        opacity = values.number("opacity", 1)
        shape = model is ShapeLayer ? ShapeReads(values) : nil
    }
}

/// What `DisplayListBuilder.appendShapeItems` reads of a shape layer, in
/// its order: nothing past an empty path, and the miter limit and dash
/// phase only for a stroke that shows.
struct ShapeReads: Sendable {
    /// The path; nil when absent or empty (nothing drawn).
    let path: Path?
    let fill: Color
    let stroke: Color
    let lineWidth: Double
    /// Clamped to 0…1.
    let strokeStart: Double, strokeEnd: Double
    /// Whether a stroke is drawn.
    let strokes: Bool
    /// Read only when the stroke shows (`strokes`); else 10 and 0.
    let miterLimit: Double, dashPhase: Double

    init(_ values: PresentedValues) {
        guard case .path(let path)? = values["path"], !path.isEmpty else {
            (self.path, fill, stroke, lineWidth, strokeStart, strokeEnd, strokes, miterLimit, dashPhase)
                = (nil, .clear, .clear, 0, 0, 1, false, 10, 0)
            return
        }
        self.path = path
        fill = values.color("fillColor")
        stroke = values.color("strokeColor")
        lineWidth = values.number("lineWidth", 0)
        strokeStart = min(max(values.number("strokeStart", 0), 0), 1)
        strokeEnd = min(max(values.number("strokeEnd", 1), 0), 1)
        strokes = stroke.alpha > 0 && lineWidth > 0 && strokeEnd > strokeStart
        miterLimit = strokes ? values.number("miterLimit", 10) : 10
        dashPhase = strokes ? values.number("lineDashPhase", 0) : 0
    }
}
