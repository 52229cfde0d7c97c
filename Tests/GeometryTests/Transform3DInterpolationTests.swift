import Foundation
import Geometry
import Testing

@Suite struct Transform3DInterpolationTests {
    /// Fuber's circle: rot(−45°)·scale(0.25) → identity. Halfway the scale
    /// is (0.25 + 1)/2 = 0.625 and the angle −22.5°.
    @Test func rotateAndScaleInterpolateSeparately() {
        let from = Transform3D.rotation(-.pi / 4).concatenating(.scale(0.25, 0.25, 0.25))
        let mid = from.interpolated(to: .identity, fraction: 0.5)
        let expected = Transform3D.scale(0.625, 0.625, 0.625).concatenating(.rotation(-.pi / 8))
        #expect(near(mid, expected))
    }

    @Test func endpointsAreExact() {
        let a = Transform3D.rotation(1), b = Transform3D.translation(3, 4)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func translationInterpolatesLinearly() {
        let mid = Transform3D.translation(0, 10, 0).interpolated(to: .translation(20, 30, 40), fraction: 0.25)
        #expect(near(mid, .translation(5, 15, 10)))
    }

    /// 0 → 270° takes the shorter arc: halfway is −45°.
    @Test func rotationTakesShorterArc() {
        let mid = Transform3D.identity.interpolated(to: .rotation(1.5 * .pi), fraction: 0.5)
        #expect(near(mid, .rotation(-.pi / 4)))
    }

    /// m44 = 0 cannot decompose, so the fields blend: halfway from the
    /// identity to the zero matrix is half the identity.
    @Test func undecomposableFallsBackToFieldBlend() {
        let zero = Transform3D([Double](repeating: 0, count: 16))
        let mid = Transform3D.identity.interpolated(to: zero, fraction: 0.5)
        #expect(near(mid, Transform3D([0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0.5])))
    }

    /// scale 0 → 1 is a plain scale ramp.
    @Test func scaleThroughZero() {
        let mid = Transform3D.scale(0, 0, 1).interpolated(to: .identity, fraction: 0.3)
        #expect(near(mid, .scale(0.3, 0.3, 1)))
    }

    @Test func powerRepeatsConcatenation() {
        #expect(near(Transform3D.translation(1, 2, 0).power(3), .translation(3, 6, 0)))
        #expect(near(Transform3D.rotation(0.5).power(-2), .rotation(-1)))
        #expect(Transform3D.rotation(0.5).power(0) == .identity)
    }
}
