import Foundation
import Geometry
import Lottie
import Paths
import Testing

/// Polystars (`sr`): stars and regular polygons, their rotation,
/// roundness and keyframes, against hand-computed vertices.
@Suite struct LottiePolystarTests {
    /// A polystar item; `outerProperty` replaces the fixed outer radius
    /// with a property object (JSON).
    static func polystar(star: Bool, points: Double, outer: Double, inner: Double = 0, rotation: Double = 0,
                         outerRoundness: Double = 0, innerRoundness: Double = 0, outerProperty: String? = nil) -> String {
        "{\"ty\": \"sr\", \"sy\": \(star ? 1 : 2), \"d\": 1, \"p\": {\"a\": 0, \"k\": [50, 50]}, "
            + "\"pt\": {\"a\": 0, \"k\": \(points)}, \"r\": {\"a\": 0, \"k\": \(rotation)}, "
            + "\"or\": \(outerProperty ?? "{\"a\": 0, \"k\": \(outer)}"), \"os\": {\"a\": 0, \"k\": \(outerRoundness)}, "
            + "\"ir\": {\"a\": 0, \"k\": \(inner)}, \"is\": {\"a\": 0, \"k\": \(innerRoundness)}}"
    }

    static func elements(_ item: String, at t: Double = 0) throws -> [PathElement] {
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", item + "," + LottieJSON.fill())]))
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        return try LottieShapeTests.path(lottie, at: t)
    }

    /// The vertex points of a closed path of lines (moves and line ends,
    /// without the line back to the start).
    static func vertices(_ elements: [PathElement]) -> [Point] {
        let points = elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        return points.count > 1 && points.last == points.first ? Array(points.dropLast()) : points
    }

    static func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    /// A square (polygon of 4) of radius 20: from straight up, clockwise.
    @Test func polygonVerticesStartUpAndGoClockwise() throws {
        let v = Self.vertices(try Self.elements(Self.polystar(star: false, points: 4, outer: 20)))
        let expected = [Point(50, 30), Point(70, 50), Point(50, 70), Point(30, 50)]
        #expect(v.count == 4 && zip(v, expected).allSatisfy(Self.near), "\(v)")
    }

    /// A 5-pointed star alternates outer (radius 30) and inner (radius 12)
    /// vertices 36° apart; rotation 90 turns the first one to the right.
    @Test func starAlternatesRadiiAndRotates() throws {
        let v = Self.vertices(try Self.elements(Self.polystar(star: true, points: 5, outer: 30, inner: 12, rotation: 90)))
        #expect(v.count == 10)
        for (i, p) in v.enumerated() {
            let angle = (-90.0 + 90 + 36 * Double(i)) * Double.pi / 180, r = i % 2 == 0 ? 30.0 : 12
            #expect(Self.near(p, Point(50 + r * cos(angle), 50 + r * sin(angle))), "vertex \(i): \(p)")
        }
    }

    /// Outer roundness 100 % on a polygon of 4 and radius 20 gives each
    /// vertex tangents along its circle, 2π·20 / 16 long: the first segment
    /// leaves the top vertex toward the right.
    @Test func roundnessBendsAlongTheCircle() throws {
        let e = try Self.elements(Self.polystar(star: false, points: 4, outer: 20, outerRoundness: 100))
        guard case .cubic(let c1, let c2, let end)? = e.dropFirst().first else {
            Issue.record("expected a cubic, got \(e)")
            return
        }
        let k = 2 * Double.pi * 20 / 16
        #expect(Self.near(c1, Point(50 + k, 30)) && Self.near(c2, Point(70, 50 - k)) && Self.near(end, Point(70, 50)),
                "\(c1) \(c2) \(end)")
    }

    /// An animated outer radius (10 → 30 over frames 0…10, linear) is 20
    /// at frame 5: the path animates with it.
    @Test func animatedRadius() throws {
        let item = Self.polystar(star: false, points: 3, outer: 0, outerProperty: LottieJSON.animated("10", "30"))
        let v = Self.vertices(try Self.elements(item, at: 0.5))
        #expect(v.first.map { Self.near($0, Point(50, 30)) } == true, "\(v)")
    }
}
