import Foundation
import Geometry
import SeededRandom
import Testing

@Suite struct Transform3DComponentTests {
    @Test func readsRotationAboutZ() {
        #expect(near(Transform3D.rotation(0.3).component(.rotationZ), 0.3))
        #expect(near(Transform3D.scale(2, 2, 1).concatenating(.rotation(-1)).component(.rotationZ), -1))
    }

    /// 1.5π must compose a −90° turn: rows (0,−1,0), (1,0,0).
    @Test func replacingRotationDoesNotCollapseTurns() {
        let m = Transform3D.identity.replacing(.rotationZ, with: 1.5 * .pi)
        #expect(near(m.m11, 0) && near(m.m12, -1) && near(m.m21, 1) && near(m.m22, 0))
    }

    @Test func uniformScaleReadsTheMeanAndWritesAllAxes() {
        #expect(near(Transform3D.scale(1, 2, 3).component(.scale), 2))
        #expect(near(Transform3D.identity.replacing(.scale, with: 0.5), .scale(0.5, 0.5, 0.5)))
        #expect(near(Transform3D.scale(1, 2, 3).adding(0.5, to: .scale), .scale(1.5, 2.5, 3.5)))
    }

    @Test func axisScalesAndTranslations() {
        let m = Transform3D.scale(2, 3, 4).concatenating(.translation(7, 8, 9))
        #expect(near(m.component(.scaleX), 2) && near(m.component(.scaleY), 3) && near(m.component(.scaleZ), 4))
        #expect(near(m.component(.translationX), 7) && near(m.component(.translationZ), 9))
        #expect(near(m.replacing(.translationY, with: -1),
                     Transform3D.scale(2, 3, 4).concatenating(.translation(7, -1, 9))))
        #expect(near(m.replacing(.scaleY, with: 5),
                     Transform3D.scale(2, 5, 4).concatenating(.translation(7, 8, 9))))
    }

    @Test func replacingKeepsOtherParts() {
        let m = Transform3D.scale(2, 2, 1).concatenating(.rotation(0.2)).concatenating(.translation(5, 6))
        let r = m.replacing(.rotationZ, with: 0.9)
        #expect(near(r, Transform3D.scale(2, 2, 1).concatenating(.rotation(0.9)).concatenating(.translation(5, 6))))
        #expect(near(m.adding(0.7, to: .rotationZ), r))
    }

    /// Property: Euler angles inside their reading ranges round-trip.
    @Test func eulerAnglesRoundTrip() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<100 {
            let e = Vector3(rng.double(in: -3...3), rng.double(in: -1.5...1.5), rng.double(in: -3...3))
            var d = DecomposedTransform3D()
            d.eulerAngles = e
            #expect(near(d.eulerAngles, e, 1e-9))
            let m = Transform3D.rotation(e.x, 1, 0, 0).concatenating(.rotation(e.y, 0, 1, 0))
                .concatenating(.rotation(e.z, 0, 0, 1))
            #expect(near(Transform3D(d), m))
        }
    }
}
