import Foundation
import Geometry
import Layers
import SceneFile

extension LottieImporting {
    /// Lottie's drop-shadow effect (`ef` entry `ty` 25, "ADBE Drop
    /// Shadow").
    static let dropShadowEffectType = 25.0
    /// From a Lottie softness to the Gaussian's standard deviation (layer
    /// pixels): 0.216. ThorVG asks for σ = 0.3 · softness but draws it with
    /// box blurs (quality 25) whose spread measures as a Gaussian of about
    /// 0.72 of that (σ 2.05 at softness 10, 4.3 at 20, fitted to ThorVG
    /// 1.0.4's shadow profiles across a straight edge).
    static let softnessToSigma = 0.216

    /// Maps the layer's enabled drop-shadow effect onto `layer`'s shadow,
    /// as ThorVG draws it: properties in order Shadow Color ([r, g, b, a];
    /// only r, g, b count), Opacity (0…255, capped there), Direction
    /// (degrees clockwise from up), Distance (layer pixels; the offset
    /// cut to whole pixels toward zero, as ThorVG does), Softness
    /// (σ = 0.216 · softness, see `softnessToSigma`), Shadow Only (not drawn: warned). Animated
    /// values keep their first keyframe's value and are warned; a second
    /// drop shadow on one layer is warned and left out.
    func applyDropShadow(of item: SceneFileItem, to layer: Layer) throws {
        guard let effects = try item.field("ef")?.array() else { return }
        var applied = false
        for effect in effects where try effect.number("ty", default: -1) == Self.dropShadowEffectType {
            if let en = effect.field("en"), !(try en.flag()) { continue }
            guard !applied else { warn("more than one drop shadow on a layer", at: effect); continue }
            applied = true
            let values = try effect.field("ef")?.array() ?? []
            func value(_ index: Int, default fallback: [Double]) throws -> [Double] {
                guard index < values.count else { return fallback }
                let p = try vectorProperty(values[index].field("v"), default: fallback)
                if p.isAnimated { warn("animated drop shadow (its first value is drawn)", at: values[index]) }
                return p.initialValue
            }
            let rgb = try value(0, default: [0, 0, 0, 1])
            let opacity = try value(1, default: [191.25])[0, or: 191.25]
            let direction = try value(2, default: [135])[0, or: 135] * Double.pi / 180
            let distance = try value(3, default: [5])[0, or: 5]
            let softness = try value(4, default: [0])[0, or: 0]
            if try value(5, default: [0])[0, or: 0] != 0 { warn("drop shadow \"Shadow Only\"", at: values[5]) }
            layer.shadowColor = Color(red: rgb[0, or: 0], green: rgb[1, or: 0], blue: rgb[2, or: 0])
            layer.shadowOpacity = min(max(opacity, 0), 255) / 255
            // ThorVG cuts its offset to whole pixels toward zero.
            layer.shadowOffset = Size((distance * sin(direction)).rounded(.towardZero),
                                      (-distance * cos(direction)).rounded(.towardZero))
            layer.shadowRadius = max(softness, 0) * Self.softnessToSigma
        }
    }

    /// Warns once, at `ef`, when a layer has an effect that is not drawn
    /// (any but the drop shadow).
    func warnUnsupportedEffects(of item: SceneFileItem) throws {
        guard let effects = item.field("ef"), case .array = effects.node.value else { return }
        let others = try effects.array().filter { try $0.number("ty", default: -1) != Self.dropShadowEffectType }
        if !others.isEmpty { warn("effects", at: effects) }
    }
}
