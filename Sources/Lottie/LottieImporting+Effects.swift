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
    /// A drop-shadow layer style is applied after it
    /// (`applyDropShadowStyle`).
    func applyDropShadow(of item: SceneFileItem, to layer: Layer) throws {
        let applied = try applyDropShadowEffect(of: item, to: layer)
        try applyDropShadowStyle(of: item, to: layer, afterEffect: applied)
    }

    /// The drop-shadow effect of `applyDropShadow`; whether there was one.
    private func applyDropShadowEffect(of item: SceneFileItem, to layer: Layer) throws -> Bool {
        guard let effects = try item.field("ef")?.array() else { return false }
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
        return applied
    }

    /// Lottie's drop-shadow layer style (`sy` entry `ty` 1, After
    /// Effects' Layer Styles), as lottie-ios's Core Animation engine maps
    /// it onto the layer's shadow: color `c` (r, g, b; its alpha
    /// multiplies the opacity), opacity `o` (percent), offset
    /// (d · cos a, d · sin a) for distance `d` and angle `a` (degrees, 90
    /// straight down), and shadowRadius `s` / 2 (Core Animation's shadow
    /// radius is the Gaussian's standard deviation, as the model's).
    /// Animated values keep their first value, warned; other styles, a
    /// second shadow and one after the drop-shadow effect are warned.
    private func applyDropShadowStyle(of item: SceneFileItem, to layer: Layer, afterEffect: Bool) throws {
        guard let styles = try item.field("sy")?.array() else { return }
        var applied = afterEffect
        for style in styles {
            guard try style.number("ty", default: -1) == 1 else {
                warn("layer styles other than the drop shadow", at: style)
                continue
            }
            guard !applied else { warn("more than one drop shadow on a layer", at: style); continue }
            applied = true
            func value(_ key: String, default fallback: [Double]) throws -> [Double] {
                let p = try vectorProperty(style.field(key), default: fallback)
                if p.isAnimated { warn("animated drop shadow (its first value is drawn)", at: style.field(key) ?? style) }
                return p.initialValue
            }
            let rgba = try value("c", default: [0, 0, 0, 1])
            let opacity = try value("o", default: [75])[0, or: 75] / 100
            let angle = try value("a", default: [120])[0, or: 120] * Double.pi / 180
            let distance = try value("d", default: [5])[0, or: 5]
            let size = try value("s", default: [5])[0, or: 5]
            layer.shadowColor = Color(red: rgba[0, or: 0], green: rgba[1, or: 0], blue: rgba[2, or: 0])
            layer.shadowOpacity = min(max(opacity * min(max(rgba[3, or: 1], 0), 1), 0), 1)
            layer.shadowOffset = Size(distance * cos(angle), distance * sin(angle))
            layer.shadowRadius = max(size, 0) / 2
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
