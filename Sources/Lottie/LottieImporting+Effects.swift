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
    /// (σ = 0.216 · softness, see `softnessToSigma`), Shadow Only (not
    /// drawn: warned). Keyframed values animate the shadow; a second drop
    /// shadow on one layer is warned and left out. A drop-shadow layer
    /// style is applied after it (`applyDropShadowStyle`).
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
            func value(_ index: Int, default fallback: [Double]) throws -> LottieProperty<[Double]> {
                guard index < values.count else { return .fixed(fallback) }
                return try vectorProperty(values[index].field("v"), default: fallback)
            }
            if try value(5, default: [0]).initialValue[0, or: 0] != 0 { warn("drop shadow \"Shadow Only\"", at: values[5]) }
            let shadow = ShadowValues(
                color: try value(0, default: [0, 0, 0, 1]).map { Color(red: $0[0, or: 0], green: $0[1, or: 0], blue: $0[2, or: 0]) },
                opacity: try value(1, default: [191.25]).map { min(max($0[0, or: 191.25], 0), 255) / 255 },
                radius: try value(4, default: [0]).map { max($0[0, or: 0], 0) * Self.softnessToSigma },
                offset: (try value(2, default: [135]), try value(3, default: [5])),
                offsetOf: { direction, distance in
                    // ThorVG cuts its offset to whole pixels toward zero.
                    let θ = direction * Double.pi / 180
                    return Size((distance * sin(θ)).rounded(.towardZero), (-distance * cos(θ)).rounded(.towardZero))
                })
            try apply(shadow, to: layer, at: effect)
        }
        return applied
    }

    /// Lottie's drop-shadow layer style (`sy` entry `ty` 1, After
    /// Effects' Layer Styles), as lottie-ios's Core Animation engine maps
    /// it onto the layer's shadow: color `c` (r, g, b; its first alpha
    /// multiplies the opacity), opacity `o` (percent), offset
    /// (d · cos a, d · sin a) for distance `d` and angle `a` (degrees, 90
    /// straight down), and shadowRadius `s` / 2 (Core Animation's shadow
    /// radius is the Gaussian's standard deviation, as the model's).
    /// Keyframed values animate the shadow; other styles, a second shadow
    /// and one after the drop-shadow effect are warned.
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
            let color = try vectorProperty(style.field("c"), default: [0, 0, 0, 1])
            let alpha = min(max(color.initialValue[3, or: 1], 0), 1)
            let shadow = ShadowValues(
                color: color.map { Color(red: $0[0, or: 0], green: $0[1, or: 0], blue: $0[2, or: 0]) },
                opacity: try vectorProperty(style.field("o"), default: [75]).map { min(max($0[0, or: 75] / 100 * alpha, 0), 1) },
                radius: try vectorProperty(style.field("s"), default: [5]).map { max($0[0, or: 5], 0) / 2 },
                offset: (try vectorProperty(style.field("a"), default: [120]), try vectorProperty(style.field("d"), default: [5])),
                offsetOf: { angle, distance in
                    let a = angle * Double.pi / 180
                    return Size(distance * cos(a), distance * sin(a))
                })
            try apply(shadow, to: layer, at: style)
        }
    }

    /// A shadow's values from the file, converted to the model's.
    private struct ShadowValues {
        var color: LottieProperty<Color>
        var opacity: LottieProperty<Double>
        var radius: LottieProperty<Double>
        /// The two properties the offset is made of (direction or angle,
        /// and distance), made into one by `offsetOf`.
        var offset: (LottieProperty<[Double]>, LottieProperty<[Double]>)
        var offsetOf: (Double, Double) -> Size
    }

    /// Sets `layer`'s shadow to the values' model values and animates
    /// each keyframed one. The offset is sampled at whole frames over the
    /// keyframes of either of its two properties.
    private func apply(_ shadow: ShadowValues, to layer: Layer, at item: SceneFileItem) throws {
        layer.shadowColor = shadow.color.modelValue
        layer.shadowOpacity = shadow.opacity.modelValue
        layer.shadowRadius = shadow.radius.modelValue
        let (a, b) = shadow.offset
        layer.shadowOffset = shadow.offsetOf(a.modelValue[0, or: 0], b.modelValue[0, or: 0])
        try add(shadow.color.animation(keyPath: "shadowColor", framesPerSecond: framesPerSecond) { .color($0) },
                to: layer, at: item)
        try add(shadow.opacity.animation(keyPath: "shadowOpacity", framesPerSecond: framesPerSecond) { .number($0) },
                to: layer, at: item)
        try add(shadow.radius.animation(keyPath: "shadowRadius", framesPerSecond: framesPerSecond) { .number($0) },
                to: layer, at: item)
        guard let frames = try wholeFrames(spanning: [a, b], at: item) else { return }
        let keys = frames.map { frame -> LottieKeyframe<Size> in
            let offset = shadow.offsetOf(a.value(atFrame: frame)[0, or: 0], b.value(atFrame: frame)[0, or: 0])
            return LottieKeyframe(frame: frame, value: offset, hold: false, timing: nil)
        }
        try add(LottieProperty<Size>.animated(keys).animation(keyPath: "shadowOffset", framesPerSecond: framesPerSecond) {
            .size($0)
        }, to: layer, at: item)
    }

    /// Warns once, at `ef`, when a layer has an effect that is not drawn
    /// (any but the drop shadow).
    func warnUnsupportedEffects(of item: SceneFileItem) throws {
        guard let effects = item.field("ef"), case .array = effects.node.value else { return }
        let others = try effects.array().filter { try $0.number("ty", default: -1) != Self.dropShadowEffectType }
        if !others.isEmpty { warn("effects", at: effects) }
    }
}
