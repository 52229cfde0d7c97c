import Foundation
import Geometry
import Layers
import Paths
import Timeline

/// `presentation()`: what the layer shows now on the scene clock.
extension CALayer {
    /// `presentation()` of a plain layer.
    func layerPresentation() -> CALayer? {
        guard let values = presentedValues() else { return nil }
        let copy = CALayer(detachedModel: Layer())
        copy.takePresentation(values, from: self)
        return copy
    }

    /// The values shown now, keyed by property.
    func presentedValues() -> [String: AnimatableValue]? {
        try? AnimationEvaluator.presentationValues(of: assembledAnimations().map(\.animation),
                                                   atLayerTime: localTime(fromScene: recorder?.now ?? 0),
                                                   model: model.modelValues())
    }

    /// Sets this (detached) copy's CALayer properties from `values`.
    func takePresentation(_ values: [String: AnimatableValue], from layer: CALayer) {
        name = layer.name
        if case .rect(let r)? = values["bounds"] { bounds = CGRect(r) }
        if case .point(let p)? = values["position"] { position = CGPoint(p) }
        if case .point(let p)? = values["anchorPoint"] { anchorPoint = CGPoint(p) }
        if case .transform(let t)? = values["transform"] { transform = CATransform3D(t) }
        if case .number(let x)? = values["opacity"] { opacity = Float(x) }
        if case .bool(let b)? = values["hidden"] { isHidden = b }
        if case .color(let c)? = values["backgroundColor"] { backgroundColor = presented(c, layer.backgroundColor) }
        if case .number(let x)? = values["cornerRadius"] { cornerRadius = CGFloat(x) }
        if case .number(let x)? = values["borderWidth"] { borderWidth = CGFloat(x) }
        if case .color(let c)? = values["borderColor"] { borderColor = presented(c, layer.borderColor) }
    }

    /// The color shown, as the layer's own CGColor when it is unchanged
    /// (nil stays nil: the model shows it as clear).
    func presented(_ color: Color, _ original: CGColor?) -> CGColor? {
        if let original, original.model == color { return original }
        return original == nil && color == .clear ? nil : CGColor(color)
    }
}

extension CAShapeLayer {
    /// `presentation()` of a shape layer: the shape's properties too.
    func shapePresentation() -> CAShapeLayer? {
        guard let values = presentedValues() else { return nil }
        let copy = CAShapeLayer(detached: true)
        copy.takePresentation(values, from: self)
        if case .path(let p)? = values["path"] { copy.path = path == nil && p.isEmpty ? nil : CGPath(p) }
        if case .color(let c)? = values["fillColor"] { copy.fillColor = presented(c, fillColor) }
        if case .color(let c)? = values["strokeColor"] { copy.strokeColor = presented(c, strokeColor) }
        for (key, set) in [("lineWidth", { copy.lineWidth = $0 }), ("strokeStart", { copy.strokeStart = $0 }),
                           ("strokeEnd", { copy.strokeEnd = $0 }), ("lineDashPhase", { copy.lineDashPhase = $0 }),
                           ("miterLimit", { copy.miterLimit = $0 })] as [(String, (CGFloat) -> Void)] {
            if case .number(let x)? = values[key] { set(CGFloat(x)) }
        }
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.fillRule = fillRule
        copy.lineDashPattern = lineDashPattern
        return copy
    }
}
