import Foundation
import Geometry
import SeededRandom
import Testing

@Suite struct Transform3DInverseTests {
    @Test func translationInvertsToTheOppositeTranslation() throws {
        let inv = try #require(Transform3D.translation(3, 4, 5).inverted)
        #expect(near(inv, .translation(-3, -4, -5)))
    }

    @Test func scaleInvertsToReciprocalScale() throws {
        let inv = try #require(Transform3D.scale(2, 4, 8).inverted)
        #expect(near(inv, .scale(0.5, 0.25, 0.125)))
    }

    @Test func determinantOfScaleIsTheProductOfItsFactors() {
        #expect(near(Transform3D.scale(2, 3, 4).determinant, 24))
    }

    /// Rows (2,0,0,1), (0,1,0,0), (0,0,3,0), (1,0,0,1): expanding along the
    /// middle rows leaves |2 1; 1 1| · 1 · 3 = (2 − 1) · 3 = 3.
    @Test func determinantByHand() {
        let m = Transform3D([2, 0, 0, 1, 0, 1, 0, 0, 0, 0, 3, 0, 1, 0, 0, 1])
        #expect(near(m.determinant, 3))
    }

    @Test func singularMatrixHasNoInverse() {
        let m = Transform3D([1, 2, 3, 4, 2, 4, 6, 8, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(m.inverted == nil)
        #expect(Transform3D.scale(0, 1).inverted == nil)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func inverseTimesMatrixIsIdentity(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<50 {
            let m = Transform3D((0..<16).map { _ in rng.double(in: -3...3) })
            guard abs(m.determinant) > 1e-3 else { continue }
            let inv = try #require(m.inverted)
            #expect(near(m.concatenating(inv), .identity, 1e-8))
            #expect(near(inv.concatenating(m), .identity, 1e-8))
        }
    }

    @Test func transposeSwapsRowsAndColumns() {
        let m = Transform3D((1...16).map(Double.init))
        #expect(m.transposed.m12 == 5 && m.transposed.m41 == 4 && m.transposed.transposed == m)
    }
}
