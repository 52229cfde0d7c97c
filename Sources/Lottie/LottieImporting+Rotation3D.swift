import Foundation
import Geometry
import Layers
import SceneFile
import Timeline

extension LottieImporting {
    /// A transform's rotation about the three axes (`rx`, `ry`, and `rz`
    /// or `r`, degrees), as lottie-ios's Core Animation engine applies
    /// them: one CATransform3D without perspective (m34 0), so the layer
    /// is drawn as the orthographic projection of its turned plane.
    struct LottieRotation3D {
        var x: LottieProperty<[Double]>
        var y: LottieProperty<[Double]>
        var z: LottieProperty<[Double]>

        var isAnimated: Bool { x.isAnimated || y.isAnimated || z.isAnimated }
        var parts: [LottieProperty<[Double]>] { [x, y, z] }

        /// The matrix at Lottie frame `f`.
        func matrix(atFrame f: Double) -> Transform3D {
            LottieImporting.rotation3DTransform(x: x.value(atFrame: f)[0, or: 0], y: y.value(atFrame: f)[0, or: 0],
                                                z: z.value(atFrame: f)[0, or: 0])
        }

        /// The matrix of the model values.
        var modelMatrix: Transform3D {
            LottieImporting.rotation3DTransform(x: x.modelValue[0, or: 0], y: y.modelValue[0, or: 0],
                                                z: z.modelValue[0, or: 0])
        }
    }

    /// The rotation of the transform `ks` about x and y (`rx`, `ry`;
    /// default 0) with `z`; nil when both are a constant zero, so a 2D
    /// transform keeps its "transform.rotation.z" layer. lottie-ios reads
    /// them whether or not the layer is `ddd`; neither does it read the
    /// orientation `or` (warned).
    func lottieRotation3D(of ks: SceneFileItem?, z: LottieProperty<[Double]>) throws -> LottieRotation3D? {
        let x = asCoreAnimationHolds(try vectorProperty(ks?.field("rx"), default: [0]), underlying: [0])
        let y = asCoreAnimationHolds(try vectorProperty(ks?.field("ry"), default: [0]), underlying: [0])
        func used(_ p: LottieProperty<[Double]>) -> Bool { p.isAnimated || p.modelValue[0, or: 0] != 0 }
        guard used(x) || used(y) else { return nil }
        return LottieRotation3D(x: x, y: y, z: z)
    }

    /// lottie-ios's `CATransform3DMakeTranslation(p).rotated(rx, .x)
    /// .rotated(ry, .y).rotated(rz, .z)`: a point is turned about z first,
    /// then y, then x (degrees; each `CATransform3DMakeRotation` about its
    /// axis). Row vectors, so `Rz · Ry · Rx`.
    static func rotation3DTransform(x: Double, y: Double, z: Double) -> Transform3D {
        func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
        return Transform3D.rotation(radians(z), 0, 0, 1)
            .concatenating(.rotation(radians(y), 0, 1, 0))
            .concatenating(.rotation(radians(x), 1, 0, 0))
    }

    /// The layer of a 3D rotation, between the position and the skew:
    /// its static matrix, or, when a part is keyframed, a "transform"
    /// keyframe animation of the matrix sampled at every Lottie frame of
    /// the keyframes' span (and at each keyframe), as the skew. A turn
    /// about x or y is no one sub-key-path component, and the three turns
    /// must share one matrix: flattened one layer at a time, as Core
    /// Animation flattens sublayers, a turn about y then x would lose
    /// the depth that the x turn brings back into the plane.
    func rotation3DLayer(_ rotation: LottieRotation3D, layer: () throws -> Layer, at owner: SceneFileItem) throws
        -> Layer {
        let turning = try layer()
        turning.transform = rotation.modelMatrix
        guard rotation.isAnimated else { return turning }
        try addSampledTransform(of: rotation.parts, to: turning, at: owner, matrix: rotation.matrix(atFrame:))
        return turning
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
}
