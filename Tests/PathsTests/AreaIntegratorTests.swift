import Geometry
import Paths
import Testing

/// The test-side area tools are checked on shapes with known areas first,
/// so the stroke tests that rely on them can be trusted.
@Suite struct AreaIntegratorTests {
    static func square(_ x: Double, _ y: Double, _ s: Double, reversed: Bool = false) -> Contour {
        let pts = [Point(x, y), Point(x + s, y), Point(x + s, y + s), Point(x, y + s)]
        return Contour(points: reversed ? pts.reversed() : pts, isClosed: true)
    }

    @Test func nonzeroAreaOfKnownShapes() {
        #expect(abs(AreaIntegrator.nonzeroArea([Self.square(0, 0, 2)]) - 4) < 1e-12)
        // Orientation does not matter under nonzero, overlap counts once.
        #expect(abs(AreaIntegrator.nonzeroArea([Self.square(0, 0, 2, reversed: true)]) - 4) < 1e-12)
        #expect(abs(AreaIntegrator.nonzeroArea([Self.square(0, 0, 2), Self.square(1, 1, 2)]) - 7) < 1e-12)
        // Opposite windings cancel where they overlap.
        let cancel = AreaIntegrator.nonzeroArea([Self.square(0, 0, 2), Self.square(1, 1, 2, reversed: true)])
        #expect(abs(cancel - 6) < 1e-12)
        // A rotated square (crossing edges inside strips) and a triangle.
        let diamond = Contour(points: [Point(0, -1), Point(1, 0), Point(0, 1), Point(-1, 0)], isClosed: true)
        // The diamond covers half of the unit square: 2 + 1 − 0.5.
        #expect(abs(AreaIntegrator.nonzeroArea([diamond, Self.square(0, 0, 1)]) - 2.5) < 1e-12)
        let bowtie = Contour(points: [Point(0, 0), Point(2, 2), Point(2, 0), Point(0, 2)], isClosed: true)
        #expect(abs(AreaIntegrator.nonzeroArea([bowtie]) - 2) < 1e-12)
    }

    @Test func capsuleAreaOfKnownShapes() {
        // A disk, a capsule (rectangle + disk), and an L whose corner
        // overlap must count once: the capsules share a unit square and
        // three quarter disks around the corner.
        let disk = AreaIntegrator.capsuleUnionArea([Point(0, 0)], radius: 2, strips: 4000)
        #expect(abs(disk - 4 * .pi) < 1e-3)
        let capsule = AreaIntegrator.capsuleUnionArea([Point(0, 0), Point(10, 0)], radius: 1, strips: 4000)
        #expect(abs(capsule - (20 + .pi)) < 1e-3)
        let ell = AreaIntegrator.capsuleUnionArea([Point(0, 0), Point(10, 0), Point(10, 10)], radius: 1, strips: 4000)
        #expect(abs(ell - (2 * (20 + .pi) - 1 - 0.75 * .pi)) < 1e-3)
    }
}
