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
        if case .number(let v)? = values["opacity"] { opacity = v } else { opacity = 1 }
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
    /// Read only when the stroke shows (`strokes`); else 10 and 0.
    let miterLimit: Double, dashPhase: Double

    /// Whether a stroke is drawn.
    var strokes: Bool { stroke.alpha > 0 && lineWidth > 0 && strokeEnd > strokeStart }

    init<Values: AnimatedValueStore>(_ values: Values) {
        func number(_ key: String, _ fallback: Double) -> Double {
            if case .number(let v)? = values[key] { return v }
            return fallback
        }
        func color(_ key: String) -> Color {
            if case .color(let v)? = values[key] { return v }
            return .clear
        }
        guard case .path(let path)? = values["path"], !path.isEmpty else {
            (self.path, fill, stroke, lineWidth, strokeStart, strokeEnd, miterLimit, dashPhase)
                = (nil, .clear, .clear, 0, 0, 1, 10, 0)
            return
        }
        self.path = path
        fill = color("fillColor")
        stroke = color("strokeColor")
        lineWidth = number("lineWidth", 0)
        strokeStart = min(max(number("strokeStart", 0), 0), 1)
        strokeEnd = min(max(number("strokeEnd", 1), 0), 1)
        let shows = stroke.alpha > 0 && lineWidth > 0 && strokeEnd > strokeStart
        miterLimit = shows ? number("miterLimit", 10) : 10
        dashPhase = shows ? number("lineDashPhase", 0) : 0
    }
}
