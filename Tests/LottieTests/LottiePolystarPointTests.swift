import Foundation
import Geometry
import Lottie
import Paths
import Testing

/// Polystars with a fractional or keyframed point count `pt`, as ThorVG
/// draws them: a polygon rounds down; a star grows a partial point;
/// keyframed counts are sampled at whole frames, held where the vertex
/// count changes.
@Suite struct LottiePolystarPointTests {
    static func elements(_ item: String, at t: Double = 0) throws -> [PathElement] {
        try LottiePolystarTests.elements(item, at: t)
    }

    /// A polygon keyframed from 3 to 5 points over frames 0…10 (linear):
    /// 4.8 points at frame 9 is 4 vertices; at frame 4.5 the samples at
    /// frames 4 (3.8: 3 vertices) and 5 (4 vertices) differ, so the frame
    /// 4 shape holds until frame 5.
    @Test func keyframedPolygonCount() throws {
        let item = "{\"ty\": \"sr\", \"sy\": 2, \"p\": {\"k\": [50, 50]}, \"pt\": \(LottieJSON.animated("3", "5")), "
            + "\"r\": {\"k\": 0}, \"or\": {\"k\": 20}, \"os\": {\"k\": 0}}"
        #expect(LottiePolystarTests.vertices(try Self.elements(item, at: 0.9)).count == 4)
        #expect(LottiePolystarTests.vertices(try Self.elements(item, at: 0.45)).count == 3)
        #expect(LottiePolystarTests.vertices(try Self.elements(item, at: 0.5)).count == 4)
        #expect(LottiePolystarTests.vertices(try Self.elements(item, at: 1)).count == 5)
    }

    /// A star of 3.5 points (outer 20, inner 10, about (50, 50)): 8
    /// vertices. The partial point's vertex lies first, on radius 15,
    /// at −90° + (360° / 3.5) / 4 = −64.29°; the inner vertices beside
    /// it are a quarter step (25.71°) away: the first at −38.57°, the last
    /// at 270°, straight up at (50, 40).
    @Test func partialStar() throws {
        let item = LottiePolystarTests.polystar(star: true, points: 3.5, outer: 20, inner: 10)
        let v = LottiePolystarTests.vertices(try Self.elements(item))
        #expect(v.count == 8)
        func polar(_ r: Double, _ degrees: Double) -> Point {
            Point(50 + r * cos(degrees * .pi / 180), 50 + r * sin(degrees * .pi / 180))
        }
        let quarter = 360 / 3.5 / 4
        func near(_ a: Point?, _ b: Point) -> Bool { a.map { abs($0.x - b.x) < 1e-9 && abs($0.y - b.y) < 1e-9 } ?? false }
        #expect(near(v.first, polar(15, -90 + quarter)), "\(v)")
        #expect(near(v.dropFirst().first, polar(10, -90 + 2 * quarter)))
        #expect(near(v.dropFirst(2).first, polar(20, -90 + 4 * quarter)))
        #expect(near(v.last, Point(50, 40)))
    }
}
