import Foundation
import Geometry
import Layers
import SceneFile
import Timeline

extension LottieImporting {
    /// A transform's rotation about the three axes (`rx`, `ry`, and `rz`
    /// or `r`, degrees), as lottie-ios's Core Animation engine applies
    /// them: "transform.rotation.x", ".y" and ".z" on one layer, in that
    /// order, without perspective (m34 0), so the layer is drawn as the
    /// orthographic projection of its turned plane.
    struct LottieRotation3D {
        var x: LottieProperty<[Double]>
        var y: LottieProperty<[Double]>
        var z: LottieProperty<[Double]>

        var isAnimated: Bool { x.isAnimated || y.isAnimated || z.isAnimated }

        /// The parts with their key paths, in the order lottie-ios adds
        /// them.
        var parts: [(LottieProperty<[Double]>, String)] {
            [(x, "transform.rotation.x"), (y, "transform.rotation.y"), (z, "transform.rotation.z")]
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

    /// The matrix Core Animation makes of "transform.rotation.x", ".y"
    /// and ".z" set in that order on an identity (degrees): each replaces
    /// its Euler angle of the matrix so far (`Transform3D.replacing`), so
    /// a point turns about x first, then y, then z, and three half turns
    /// are one half turn about z (the first two make it, the third
    /// replaces it).
    static func rotation3DTransform(x: Double, y: Double, z: Double) -> Transform3D {
        func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
        return Transform3D.identity.replacing(.rotationX, with: radians(x))
            .replacing(.rotationY, with: radians(y))
            .replacing(.rotationZ, with: radians(z))
    }

    /// The layer of a 3D rotation, between the position and the skew:
    /// the model values' matrix, and a "transform.rotation.x", ".y" or
    /// ".z" animation for each keyframed part, added in that order as
    /// lottie-ios adds them. The three share one layer: Core Animation
    /// flattens each layer into its superlayer, so turns on layers of
    /// their own would lose the depth one turn brings back into the
    /// plane.
    func rotation3DLayer(_ rotation: LottieRotation3D, layer: () throws -> Layer, at owner: SceneFileItem) throws
        -> Layer {
        let turning = try layer()
        // As lottie-ios: a fixed part is set on the model, a keyframed one
        // only animated (its component of the model stays 0), so its
        // animation replaces an angle of the fixed parts' matrix alone.
        func fixed(_ p: LottieProperty<[Double]>) -> Double { p.isAnimated ? 0 : p.modelValue[0, or: 0] }
        turning.transform = Self.rotation3DTransform(x: fixed(rotation.x), y: fixed(rotation.y), z: fixed(rotation.z))
        for (part, keyPath) in rotation.parts {
            try add(part.animation(keyPath: keyPath, framesPerSecond: framesPerSecond) { .number(Self.radians($0)) },
                    to: turning, at: owner)
        }
        return turning
    }
}
