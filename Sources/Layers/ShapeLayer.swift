import Geometry
import Paths
import Timeline

/// A layer that draws a path, as CAShapeLayer. The path is in the layer's
/// coordinates (with zero bounds at position p, path coordinates are the
/// superlayer's shifted by p).
public final class ShapeLayer: Layer, @unchecked Sendable {
    /// Default: nil (draws nothing).
    public var path: Path?
    /// Default: opaque black; nil draws no fill.
    public var fillColor: Color? = .black
    /// Default: nil (no stroke).
    public var strokeColor: Color?
    /// Stroke width in points. Default: 1.
    public var lineWidth: Double = 1
    /// Default: `.butt`.
    public var lineCap: LineCap = .butt
    /// Default: `.miter`.
    public var lineJoin: LineJoin = .miter
    /// Default: 10.
    public var miterLimit: Double = 10
    /// Dash and gap lengths in points; empty for solid. Default: [].
    public var lineDashPattern: [Double] = []
    /// Points into the dash pattern. Default: 0.
    public var lineDashPhase: Double = 0
    /// Fraction of the path's length where the stroke starts. Default: 0.
    public var strokeStart: Double = 0
    /// Fraction of the path's length where the stroke ends. Default: 1.
    public var strokeEnd: Double = 1
    /// Default: `.nonZero`.
    public var fillRule: FillRule = .nonZero

    public override var typeName: String { "shape" }

    public override func makeEmptyCopy() -> Layer {
        let copy = ShapeLayer()
        copy.path = path
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.lineWidth = lineWidth
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        copy.strokeStart = strokeStart
        copy.strokeEnd = strokeEnd
        copy.fillRule = fillRule
        return copy
    }

    public override func modelValues() -> [String: AnimatableValue] {
        var values = super.modelValues()
        values["path"] = .path(path ?? Path())
        values["fillColor"] = .color(fillColor ?? .clear)
        values["strokeColor"] = .color(strokeColor ?? .clear)
        values["lineWidth"] = .number(lineWidth)
        values["miterLimit"] = .number(miterLimit)
        values["lineDashPhase"] = .number(lineDashPhase)
        values["strokeStart"] = .number(strokeStart)
        values["strokeEnd"] = .number(strokeEnd)
        return values
    }
}
