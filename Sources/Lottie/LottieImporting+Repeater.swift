import Foundation
import Geometry
import Layers
import Presentation
import SceneFile
import Support
import Timeline

extension LottieImporting {
    /// Layers a repeater adds around one copy: position and opacity,
    /// scale x, scale y, rotation, anchor.
    static let repeaterCopyLayers = 5

    /// The layers `block` (bottom to top: what the items listed before a
    /// repeater `rp` drew) repeated as its copies `c`, bottom to top, as
    /// ThorVG draws them: copy i (0-based) with multiplier k = offset
    /// `o` + i is drawn through `T(k·p + a) · S(s^k) · R(k·r) · T(−a)`
    /// (its transform `tr`: position p, anchor a, scale s in percent,
    /// rotation r in degrees) and with opacity `so + (eo − so) · (i + 1)
    /// / c` percent. Composite `m` 1 puts copy 0 on top, 2 the last copy.
    /// The first copy holds `block` itself, the others deep copies; each
    /// copy's outer layer is named "<nm> copy <i>".
    /// Static values are set on the copy's layers; when any is animated
    /// every copy's position, scale, rotation, anchor and opacity are
    /// sampled at every frame over the keyframes and joined linearly (k
    /// multiplies and raises the animated values, no linear map of their
    /// keyframes). An animated copy count is held at its first value,
    /// with a warning.
    func repeated(_ block: [Layer], by rp: SceneFileItem, depth: Int) throws -> [Layer] {
        var copiesProperty = try vectorProperty(rp.field("c"), default: [1])
        if copiesProperty.isAnimated {
            warn("animated repeater copy count (held at its first value)", at: rp.field("c") ?? rp)
            copiesProperty = .fixed(copiesProperty.initialValue)
        }
        // More copies than layers allowed fail at the layer count anyway.
        let c = copiesProperty.initialValue[0, or: 1]
        let copies = NumberInput.whole(min(max(c, 0), Double(limits.maximumLayers) + 1), rounding: .down) ?? 0
        guard copies > 0, !block.isEmpty else { return [] }
        guard block.map(Self.height).max()! + depth + Self.repeaterCopyLayers <= limits.maximumLayerDepth else {
            throw rp.error("layers nest deeper than \(limits.maximumLayerDepth) levels "
                           + "(SceneFileLimits.maximumLayerDepth)", .limit)
        }
        let tr = rp.field("tr")
        if let tr { _ = try tr.requireObject() }
        let parts = [try vectorProperty(rp.field("o"), default: [0]).map { [$0[0, or: 0]] },
                     try vectorProperty(tr?.field("p"), default: [0, 0]).map { [$0[0, or: 0], $0[1, or: 0]] },
                     try vectorProperty(tr?.field("a"), default: [0, 0]).map { [$0[0, or: 0], $0[1, or: 0]] },
                     try vectorProperty(tr?.field("s"), default: [100, 100]).map { [$0[0, or: 100], $0[1, or: 100]] },
                     try vectorProperty(tr?.field("r"), default: [0]).map { [$0[0, or: 0]] },
                     try vectorProperty(tr?.field("so"), default: [100]).map { [$0[0, or: 100]] },
                     try vectorProperty(tr?.field("eo"), default: [100]).map { [$0[0, or: 100]] }]
        // The parts are sampled once (their values do not depend on the
        // copy), and every copy's samples are counted against the limit
        // before any copy is built: 10 000 copies of 1 000 samples fail
        // here at once, not after a hundred copies' worth of work.
        let sampled = try sampledEveryFrame(parts, at: rp) { $0 }
        if case .animated(let keys) = sampled, copies > 1 {
            try count(\.keyframeCount, by: (copies - 1) * keys.count, maximum: limits.maximumAnimations, "keyframes",
                      limitName: "maximumAnimations", at: rp)
        }
        var layers: [Layer] = []
        for i in 0..<copies {
            let values = sampled.map { Self.repeaterCopy(i, of: copies, $0) }
            let content = i == 0 ? block : block.map { $0.deepCopy() }
            if i > 0 { for l in content { try countCopy(l, at: rp) } }
            let copy = try copyLayers(values, holding: content, depth: depth, at: rp)
            copy.name = "\(try rp.field("nm")?.string() ?? "repeater") copy \(i)"
            layers.append(copy)
        }
        return try rp.number("m", default: 1) == 2 ? layers : layers.reversed()
    }

    /// Copy `i` of `copies` from the repeater's values [offset, p.x, p.y,
    /// a.x, a.y, s.x, s.y, r, so, eo]: [position.x, .y, scale.x, .y
    /// (fractions), rotation (radians), anchor −a.x, −a.y, opacity 0…1].
    /// A negative scale raised to a fractional power is 0 (no real value).
    static func repeaterCopy(_ i: Int, of copies: Int, _ v: [Double]) -> [Double] {
        let k = v[0] + Double(i)
        func power(_ s: Double) -> Double {
            let p = pow(s / 100, k)
            return p.isFinite ? p : 0
        }
        let opacity = v[8] + (v[9] - v[8]) * Double(i + 1) / Double(copies)
        return [k * v[1] + v[3], k * v[2] + v[4], power(v[5]), power(v[6]), k * v[7] * .pi / 180, -v[3], -v[4],
                opacity / 100]
    }

    /// One copy's layers, outer to inner: position and opacity, scale x,
    /// scale y, rotation, anchor; `content` inside. Animated, the scale
    /// and rotation layers keep identity models and each animates one
    /// component ("transform.scale.x", ".y", "transform.rotation.z"), so
    /// a zero or negative scale never has to be decomposed.
    private func copyLayers(_ values: LottieProperty<[Double]>, holding content: [Layer], depth: Int,
                            at rp: SceneFileItem) throws -> Layer {
        let chain = try (0..<Self.repeaterCopyLayers).map { try makeLayer(Layer.init, depth: depth + $0, at: rp) }
        for (a, b) in zip(chain, chain.dropFirst()) { a.addSublayer(b) }
        let (outer, scaleX, scaleY, rotation, inner) = (chain[0], chain[1], chain[2], chain[3], chain[4])
        let v = values.modelValue
        outer.position = Point(v[0], v[1])
        outer.opacity = v[7]
        inner.position = Point(v[5], v[6])
        for l in content { inner.addSublayer(l) }
        guard values.isAnimated else {
            scaleX.transform = .scale(v[2], v[3])
            rotation.transform = .rotation(v[4])
            return outer
        }
        let fps = framesPerSecond
        func animate(_ layer: Layer, _ keyPath: String, _ value: @escaping ([Double]) -> AnimatableValue) throws {
            try add(values.animation(keyPath: keyPath, framesPerSecond: fps, value), to: layer, at: rp)
        }
        try animate(outer, "position") { .point(Point($0[0], $0[1])) }
        try animate(outer, "opacity") { .number($0[7]) }
        try animate(scaleX, "transform.scale.x") { .number($0[2]) }
        try animate(scaleY, "transform.scale.y") { .number($0[3]) }
        try animate(rotation, "transform.rotation.z") { .number($0[4]) }
        try animate(inner, "position") { .point(Point($0[5], $0[6])) }
        return outer
    }

    /// Counts a deep copy's layers and animations against the limits.
    private func countCopy(_ layer: Layer, at item: SceneFileItem) throws {
        try count(\.layerCount, maximum: limits.maximumLayers, "layers", limitName: "maximumLayers", at: item)
        try count(\.animationCount, by: layer.animations.count, maximum: limits.maximumAnimations, "animations",
                  limitName: "maximumAnimations", at: item)
        if let mask = layer.mask { try countCopy(mask, at: item) }
        for s in layer.sublayers { try countCopy(s, at: item) }
    }

    /// Levels of layers from `layer` down (1 for a leaf), masks included.
    static func height(_ layer: Layer) -> Int {
        1 + ((layer.sublayers + (layer.mask.map { [$0] } ?? [])).map(height).max() ?? 0)
    }
}
