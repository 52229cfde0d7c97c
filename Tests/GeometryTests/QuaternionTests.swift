import Foundation
import Geometry
import SeededRandom
import Testing

@Suite struct QuaternionTests {
    @Test func quaternionMatrixMatchesCATransform3DRotation() {
        for (angle, axis) in [(0.7, Vector3(0, 0, 1)), (-1.2, Vector3(1, 0, 0)), (2.5, Vector3(1, 2, -3))] {
            let q = Quaternion(angle: angle, axis: axis.x, axis.y, axis.z)
            #expect(near(Transform3D(rotation: q), .rotation(angle, axis.x, axis.y, axis.z)))
        }
    }

    /// A z turn of θ is (0, 0, sin θ/2, cos θ/2); halfway between 0 and 90°
    /// is 45°.
    @Test func slerpHalfwayIsHalfTheAngle() {
        let a = Quaternion.identity, b = Quaternion(angle: .pi / 2, axis: 0, 0, 1)
        let mid = a.slerp(to: b, 0.5)
        #expect(near(mid.z, sin(.pi / 8)) && near(mid.w, cos(.pi / 8)))
    }

    /// 270° and −90° are the same rotation; the shorter arc from 0 passes −45°.
    @Test func slerpTakesTheShorterArc() {
        let b = Quaternion(angle: 1.5 * .pi, axis: 0, 0, 1)
        let mid = Quaternion.identity.slerp(to: b, 0.5)
        #expect(sameRotation(mid, Quaternion(angle: -.pi / 4, axis: 0, 0, 1)))
    }

    @Test func matrixToQuaternionRoundTrips() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<100 {
            let q = Quaternion(x: rng.double(in: -1...1), y: rng.double(in: -1...1),
                               z: rng.double(in: -1...1), w: rng.double(in: -1...1)).normalized
            let m = Transform3D(rotation: q)
            let back = Quaternion(rotationRows: [Vector3(m.m11, m.m12, m.m13), Vector3(m.m21, m.m22, m.m23),
                                                 Vector3(m.m31, m.m32, m.m33)])
            #expect(sameRotation(back, q, 1e-12))
            #expect(back.w >= 0)
        }
    }
}
