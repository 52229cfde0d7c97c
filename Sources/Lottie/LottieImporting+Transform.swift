import Foundation
import Geometry
import Layers
import SceneFile
import Timeline

extension LottieImporting {
    /// A Lottie transform (a layer's `ks` or a group's `tr`: anchor `a`,
    /// position `p`, scale `s` in percent, rotation `r` in degrees,
    /// opacity `o` in percent, skew `sk` along axis `sa` in degrees, turns
    /// `rx`, `ry` about x and y in degrees) as
    /// zero-bounds layers, outer to inner: position and opacity;
    /// auto-orientation (`autoOrient`, a layer's `ao`); rotation; skew;
    /// scale; the anchor as the inner layer's position −a. A point p in
    /// the inner layer is drawn at `T(p) · R · K · S · T(−a)`, Lottie's
    /// order, R turning about x, then y, then z when `rx` or `ry` is used
    /// (Core Animation's "transform.rotation.x/.y/.z", as lottie-ios sets
    /// them), drawn without perspective. Static
    /// rotation, skew and scale share the outer layer's
    /// transform; animated ones get layers of
    /// their own, so each sub-key-path animation ("transform.rotation.z",
    /// "transform.scale.x/.y") replaces a component of an identity (a
    /// negative or zero scale never has to be decomposed). `depth` is the
    /// outer layer's nesting and comes back as the inner one's + 1.
    func transformLayers(_ ks: SceneFileItem?, opacity withOpacity: Bool, autoOrient: Bool = false, depth: inout Int,
                         at owner: SceneFileItem) throws -> (outer: Layer, inner: Layer) {
        if let ks { _ = try ks.requireObject() }
        var anchor = try vectorProperty(ks?.field("a"), default: [0, 0])
        var scale = try vectorProperty(ks?.field("s"), default: [100, 100])
        var rotation = try vectorProperty(ks?.field("r") ?? ks?.field("rz"), default: [0])
        let skew = try lottieSkew(of: ks)
        try warnIfUsed(ks?.field("or"), "3D orientation or")
        var position = try positionParts(ks?.field("p"))
        // lottie-ios animates a skewed transform, or one with a negative x
        // scale, as one matrix. Where its parts are keyframed apart, or the
        // skew animates, it interpolates them itself, and its interpolator
        // moves along spatial keyframes by length, not by curve parameter.
        let negativeXScale = !scale.allValues { $0[0, or: 100] >= 0 }
        let sampledByLottieIOS = (skew != nil || negativeXScale)
            && (skew?.isAnimated ?? false || !sharesKeyframeTiming([anchor] + position + [scale, rotation]))
        // Mixed hold keyframes as lottie-ios plays them: it animates each
        // part on a key path of its own, or, with a negative x scale, the
        // whole as one matrix whose own value is the identity. A skewed
        // transform's holds are left as they are.
        if skew == nil && !negativeXScale {
            scale = asCoreAnimationHolds(scale, underlying: [100, 100])
            rotation = asCoreAnimationHolds(rotation, underlying: [0])
            position = position.map { asCoreAnimationHolds($0, underlying: $0.initialValue.map { _ in 0 }) }
        }
        // With fixed rotation and scale the identity is one discrete
        // "transform" animation of the outer layer's matrix (fewer layers
        // than animating each part, in every parented copy).
        var matrixSpans: [LottieFrameSpan] = []
        if skew == nil && negativeXScale {
            let spans = combinedTransformUnseenSpans([anchor] + position + [scale, rotation])
            anchor = showing([0, 0], during: spans, in: anchor)
            position = position.map { showing($0.initialValue.map { _ in 0 }, during: spans, in: $0) }
            if !rotation.isAnimated && !scale.isAnimated && !autoOrient {
                matrixSpans = spans
            } else {
                scale = showing([100, 100], during: spans, in: scale)
                rotation = showing([0], during: spans, in: rotation)
            }
        }
        // Turns about x or y join the z turn in one 3D matrix (read after
        // the holds and spans above, so the z turn's are kept).
        let turn3D = try lottieRotation3D(of: ks, z: rotation)
        func layer() throws -> Layer {
            defer { depth += 1 }
            return try makeLayer(Layer.init, depth: depth, at: owner)
        }
        let outer = try layer()
        try place(outer, at: position, split: try ks?.field("p")?.flag("s") ?? false,
                  progress: sampledByLottieIOS ? .length : segmentProgress, owner: owner)
        if withOpacity {
            let opacity = asCoreAnimationHolds(try vectorProperty(ks?.field("o"), default: [100]), underlying: [100])
            outer.opacity = opacity.modelValue[0, or: 100] / 100
            try add(opacity.animation(keyPath: "opacity", framesPerSecond: framesPerSecond) { .number($0[0, or: 100] / 100) },
                    to: outer, at: owner)
        }
        var current = outer
        func nest(_ l: Layer) { current.addSublayer(l); current = l }
        let orienting = autoOrient ? try orientationLayer(ks?.field("p"), layer: layer, at: owner) : nil
        if !rotation.isAnimated && !scale.isAnimated && !(skew?.isAnimated ?? false) && !(turn3D?.isAnimated ?? false)
            && orienting == nil {
            let skewing = skew.map { Self.skewTransform(degrees: $0.skew.modelValue[0, or: 0],
                                                        axisDegrees: $0.axis.modelValue[0, or: 0]) } ?? .identity
            outer.transform = Self.scaleTransform(scale.modelValue).concatenating(skewing)
                .concatenating(turn3D?.modelMatrix ?? Self.rotationTransform(rotation.modelValue))
            let matrix = showing(.identity, during: matrixSpans, in: LottieProperty.fixed(outer.transform))
            try add(matrix.animation(keyPath: "transform", framesPerSecond: framesPerSecond) { .transform($0) },
                    to: outer, at: owner)
        } else {
            if let orienting { nest(orienting) }
            if let turn3D {
                nest(try rotation3DLayer(turn3D, layer: layer, at: owner))
            } else if rotation.isAnimated || rotation.modelValue[0, or: 0] != 0 {
                let rotating = try layer()
                rotating.transform = Self.rotationTransform(rotation.modelValue)
                try add(rotation.animation(keyPath: "transform.rotation.z", framesPerSecond: framesPerSecond) {
                    .number(Self.radians($0)) }, to: rotating, at: owner)
                nest(rotating)
            }
            if let skew { nest(try skewLayer(skew, layer: layer, at: owner)) }
            try scaleLayers(scale, nest: nest, layer: layer, at: owner)
        }
        let inner = try layer()
        inner.position = Point(-anchor.modelValue[0, or: 0], -anchor.modelValue[1, or: 0])
        try add(anchor.animation(keyPath: "position", framesPerSecond: framesPerSecond) {
            .point(Point(-$0[0, or: 0], -$0[1, or: 0])) }, to: inner, at: owner)
        nest(inner)
        return (outer, inner)
    }

    /// Scale below the rotation: a static matrix, or "transform.scale.x"
    /// and ".y" animations on one layer (two when a value is negative).
    private func scaleLayers(_ scale: LottieProperty<[Double]>, nest: (Layer) -> Void, layer: () throws -> Layer,
                             at owner: SceneFileItem) throws {
        guard scale.isAnimated else {
            let s = scale.modelValue
            if s[0, or: 100] != 100 || s[1, or: 100] != 100 {
                let scaled = try layer()
                scaled.transform = Self.scaleTransform(s)
                nest(scaled)
            }
            return
        }
        let positive = scale.allValues { $0[0, or: 100] > 0 && $0[1, or: 100] > 0 }
        let sx = try layer()
        try add(scale.animation(keyPath: "transform.scale.x", framesPerSecond: framesPerSecond) {
            .number($0[0, or: 100] / 100) }, to: sx, at: owner)
        nest(sx)
        let sy = positive ? sx : try layer()
        try add(scale.animation(keyPath: "transform.scale.y", framesPerSecond: framesPerSecond) {
            .number($0[1, or: 100] / 100) }, to: sy, at: owner)
        if sy !== sx { nest(sy) }
    }

    /// Position `p`: one point, or, split (`"s": true`), `x` and `y`;
    /// none when absent.
    private func positionParts(_ p: SceneFileItem?) throws -> [LottieProperty<[Double]>] {
        guard let p else { return [] }
        _ = try p.requireObject()
        if try p.flag("s") {
            return [try vectorProperty(p.field("x"), default: [0]), try vectorProperty(p.field("y"), default: [0])]
        }
        return [try vectorProperty(p, default: [0, 0])]
    }

    /// The position (`positionParts`) on `layer`: one point (along a path
    /// when its keyframes have spatial tangents) or x and y on their own.
    private func place(_ layer: Layer, at parts: [LottieProperty<[Double]>], split: Bool,
                       progress: KeyframePath.SegmentProgress, owner: SceneFileItem) throws {
        if split, parts.count == 2 {
            let (x, y) = (parts[0], parts[1])
            layer.position = Point(x.modelValue[0, or: 0], y.modelValue[0, or: 0])
            try add(x.animation(keyPath: "position.x", framesPerSecond: framesPerSecond) { .number($0[0, or: 0]) },
                    to: layer, at: owner)
            try add(y.animation(keyPath: "position.y", framesPerSecond: framesPerSecond) { .number($0[0, or: 0]) },
                    to: layer, at: owner)
            return
        }
        guard let position = parts.first else { return }
        layer.position = position.modelValue.point
        let animation = position.isSpatial
            ? position.pathAnimation(framesPerSecond: framesPerSecond, progress: progress)
            : position.animation(keyPath: "position", framesPerSecond: framesPerSecond) { .point($0.point) }
        try add(animation, to: layer, at: owner)
    }

    /// Warns about `feature` when the property is animated or not zero.
    func warnIfUsed(_ item: SceneFileItem?, _ feature: String) throws {
        guard let item else { return }
        let p = try vectorProperty(item, default: [0])
        if p.isAnimated || p.modelValue.contains(where: { $0 != 0 }) { warn(feature, at: item) }
    }

    static func radians(_ v: [Double]) -> Double { v[0, or: 0] * Double.pi / 180 }

    static func rotationTransform(_ v: [Double]) -> Transform3D { .rotation(radians(v)) }

    static func scaleTransform(_ v: [Double]) -> Transform3D { .scale(v[0, or: 100] / 100, v[1, or: 100] / 100) }
}
