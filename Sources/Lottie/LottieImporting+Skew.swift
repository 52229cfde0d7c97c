import Foundation
import Geometry
import Layers
import SceneFile
import Timeline

extension LottieImporting {
    /// A transform's skew: `sk` degrees along the axis `sa` degrees from
    /// +x. Nil when neither is animated and the skew is zero.
    struct LottieSkew {
        var skew: LottieProperty<[Double]>
        var axis: LottieProperty<[Double]>

        var isAnimated: Bool { skew.isAnimated || axis.isAnimated }
    }

    /// The skew of the transform `ks` (`sk`, `sa`; both default 0); nil
    /// when it is a constant zero.
    func lottieSkew(of ks: SceneFileItem?) throws -> LottieSkew? {
        let skew = try vectorProperty(ks?.field("sk"), default: [0])
        let axis = try vectorProperty(ks?.field("sa"), default: [0])
        guard skew.isAnimated || skew.modelValue[0, or: 0] != 0 else { return nil }
        return LottieSkew(skew: skew, axis: axis)
    }

    /// The skew layer that sits between rotation and scale
    /// (`T(p) · R · K · S · T(−a)`): a static matrix, or, when `sk` or
    /// `sa` is animated, a "transform" keyframe animation of the matrix
    /// sampled at every Lottie frame over the keyframes' span (and at each
    /// keyframe) and joined linearly — a shear is no rotation or scale
    /// component, so there is no closed mapping onto animatable key paths;
    /// between frames the decomposed matrices are interpolated.
    func skewLayer(_ skew: LottieSkew, layer: () throws -> Layer, at owner: SceneFileItem) throws -> Layer {
        let skewing = try layer()
        func matrix(atFrame f: Double) -> Transform3D {
            Self.skewTransform(degrees: skew.skew.value(atFrame: f)[0, or: 0],
                               axisDegrees: skew.axis.value(atFrame: f)[0, or: 0])
        }
        guard skew.isAnimated else {
            skewing.transform = Self.skewTransform(degrees: skew.skew.modelValue[0, or: 0],
                                                   axisDegrees: skew.axis.modelValue[0, or: 0])
            return skewing
        }
        try addSampledTransform(of: [skew.skew, skew.axis], to: skewing, at: owner, matrix: matrix(atFrame:))
        return skewing
    }

    /// A "transform" keyframe animation of `matrix` on `layer`, sampled at
    /// every Lottie frame over the span of the animated `properties`'
    /// keyframes and at each keyframe, joined linearly (between samples
    /// the decomposed matrices are interpolated). The layer's own
    /// transform becomes the first sample.
    func addSampledTransform(of properties: [LottieProperty<[Double]>], to layer: Layer, at owner: SceneFileItem,
                             matrix: (Double) -> Transform3D) throws {
        let keyFrames = properties.flatMap { p -> [Double] in
            guard p.isAnimated, case .animated(let keys) = p else { return [] }
            return keys.map(\.frame)
        }
        guard let start = keyFrames.min(), let end = keyFrames.max(), end > start else { return }
        // Counted before sampling, so a span of a billion frames fails at
        // the limit instead of filling memory.
        let sorted = Set(keyFrames).union(try steppedFrames(from: start.rounded(.up), to: end, extra: 2, at: owner))
            .sorted()
        layer.transform = matrix(start)
        let kind = Animation.Kind.keyframe(values: sorted.map { .transform(matrix($0)) },
                                           keyTimes: sorted.map { ($0 - start) / (end - start) },
                                           timingFunctions: [], calculationMode: .linear)
        try add(Animation(keyPath: "transform", kind: kind,
                          timing: MediaTiming(beginTime: start / framesPerSecond, duration: (end - start) / framesPerSecond,
                                              fillMode: .both),
                          isRemovedOnCompletion: false), to: layer, at: owner)
    }

    /// After Effects' skew control stops at ±85° (a skew of 90° would be
    /// degenerate).
    static let maximumSkewDegrees = 85.0

    /// Lottie's skew `K = Rot(−sa) · ShearX(tan(−sk)) · Rot(sa)` (column
    /// vectors, angles in degrees, y down; as lottie-web's
    /// `skewFromAxis(−sk, sa)` and ThorVG): points are sheared along the
    /// axis at `sa` from +x in proportion to their distance across it; with
    /// `sa` 0, x' = x − y · tan(sk). `sk` is clamped to ±85°.
    static func skewTransform(degrees sk: Double, axisDegrees sa: Double) -> Transform3D {
        let clamped = min(max(sk, -maximumSkewDegrees), maximumSkewDegrees)
        let t = tan(-clamped * Double.pi / 180), axis = sa * Double.pi / 180
        // K = I + t · u vᵀ with u = Rot(−sa) e₁ and v = Rot(−sa) e₂.
        let u = Point(cos(axis), -sin(axis)), v = Point(sin(axis), cos(axis))
        let a = 1 + t * u.x * v.x, c = t * u.x * v.y, b = t * u.y * v.x, d = 1 + t * u.y * v.y
        // Row vectors (p' = p · M): the first row is the image of x.
        return Transform3D([a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }
}
