import Foundation
import Geometry
import SeededRandom
import Testing

@Suite struct DecompositionTests {
    /// scale(2,3,1) then a 30° z turn then translate(5,6): by construction
    /// M = Scale · Rotation · Translation, so each part comes back as built.
    @Test func scaleRotateTranslateComeBackAsBuilt() throws {
        let m = Transform3D.scale(2, 3, 1).concatenating(.rotation(.pi / 6)).concatenating(.translation(5, 6, 0))
        let d = try #require(m.decomposed)
        #expect(near(d.scale, Vector3(2, 3, 1)))
        #expect(near(d.translation, Vector3(5, 6, 0)))
        #expect(near(d.skew, .zero))
        #expect(sameRotation(d.rotation, Quaternion(angle: .pi / 6, axis: 0, 0, 1)))
    }

    /// Rows (1,0,0), (0.5,1,0), (0,0,1): the y axis leans by half of x.
    @Test func shearBecomesSkewXY() throws {
        let d = try #require(Transform3D([1, 0, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]).decomposed)
        #expect(near(d.skew, Vector3(0.5, 0, 0)))
        #expect(near(d.scale, Vector3(1, 1, 1)))
    }

    /// The classic m34 = −1/500 perspective: A = I, so pc = (0, 0, −0.002).
    @Test func perspectiveRow() throws {
        var m = Transform3D.identity
        m.m34 = -0.002
        let d = try #require(m.decomposed)
        #expect(near(d.perspective.z, -0.002) && near(d.perspective.w, 1))
        #expect(near(Transform3D(d), m))
    }

    /// scale(−1, 1): the mirror folds into the scales, leaving a proper
    /// 180° turn about x: (−1,−1,−1) · rows (1,0,0),(0,−1,0),(0,0,−1).
    @Test func mirrorFoldsIntoScale() throws {
        let d = try #require(Transform3D.scale(-1, 1, 1).decomposed)
        #expect(near(d.scale, Vector3(-1, -1, -1)))
        #expect(sameRotation(d.rotation, Quaternion(x: 1, y: 0, z: 0, w: 0)))
        #expect(near(Transform3D(d), .scale(-1, 1, 1)))
    }

    @Test func zeroScaleDecomposes() throws {
        let d = try #require(Transform3D.scale(0, 0, 1).decomposed)
        #expect(near(d.scale, Vector3(0, 0, 1)))
        #expect(near(Transform3D(d), .scale(0, 0, 1)))
    }

    @Test func undecomposableMatrices() {
        var zeroW = Transform3D.identity
        zeroW.m44 = 0
        #expect(zeroW.decomposed == nil)
        var nan = Transform3D.identity
        nan.m11 = .nan
        #expect(nan.decomposed == nil)
    }

    /// A scaled matrix (m44 = 2) means the same as the one divided by 2.
    @Test func homogeneousScaleIsNormalized() throws {
        let m = Transform3D([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 6, 8, 0, 2])
        let d = try #require(m.decomposed)
        #expect(near(d.translation, Vector3(3, 4, 0)) && near(d.scale, Vector3(1, 1, 1)))
    }

    /// Property: random invertible matrices (with perspective) recompose
    /// to themselves.
    @Test(arguments: [UInt64(7), 8, 9, 10])
    func decompositionRecomposes(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<100 {
            var f = (0..<16).map { _ in rng.double(in: -2...2) }
            f[15] = rng.double(in: 0.5...2)
            let m = Transform3D(f)
            var linear = m
            linear.m14 = 0; linear.m24 = 0; linear.m34 = 0; linear.m41 = 0; linear.m42 = 0; linear.m43 = 0
            guard abs(linear.determinant) > 1e-2 else { continue }
            let d = try #require(m.decomposed)
            let back = Transform3D(d)
            let scaled = Transform3D(f.map { $0 / f[15] })
            #expect(near(back, scaled, 1e-9), "\(f)")
        }
    }
}
