import Foundation
import Geometry
import Lottie
import Paths
import Testing

/// Rounded corners (`rd`): each sharp corner cut back along both chords by
/// min(half the chord, r) (polystars 0.95658 of it, as ThorVG) and joined
/// by a cubic whose control points are 0.5519 of the way to the corner
/// (lottie-ios's TANGENT_LENGTH; polystars half way, as ThorVG); against
/// hand-computed paths and pixels.
@Suite struct LottieRoundedCornerTests {
    static func rounded(_ radius: String) -> String {
        let r = radius.hasPrefix("{") ? radius : "{\"a\": 0, \"k\": \(radius)}"
        return "{\"ty\": \"rd\", \"r\": \(r)}"
    }

    /// A path item through `points`, all tangents zero.
    static func path(_ points: [(Double, Double)], closed: Bool = true) -> String {
        let v = points.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ")
        let zero = Array(repeating: "[0, 0]", count: points.count).joined(separator: ", ")
        return "{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": {\"c\": \(closed), \"v\": [\(v)], \"i\": [\(zero)], \"o\": [\(zero)]}}}"
    }

    static func elements(_ items: [String], at t: Double = 0) throws -> [PathElement] {
        let json = LottieJSON.document([LottieJSON.shapes("R", (items + [LottieJSON.fill()]).joined(separator: ","))])
        let lottie = try LottieImport(json: json)
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        return try LottieShapeTests.path(lottie, at: t)
    }

    static let square = path([(0, 0), (40, 0), (40, 40), (0, 40)])

    /// lottie-ios's TANGENT_LENGTH: the share of the way from a cut point
    /// to its corner where a path's corner curve has its control point.
    static let h = 0.5519

    /// A 40-point square with r = 10: every corner cut 10 back; the path
    /// starts after the first corner (10, 0) and ends with it.
    @Test func squarePath() throws {
        let found = try Self.elements([Self.square, Self.rounded("10")])
        let k = 10 * Self.h
        let expected: [PathElement] = [
            .move(Point(10, 0)), .line(Point(30, 0)), .cubic(Point(30 + k, 0), Point(40, 10 - k), Point(40, 10)),
            .line(Point(40, 30)), .cubic(Point(40, 30 + k), Point(30 + k, 40), Point(30, 40)),
            .line(Point(10, 40)), .cubic(Point(10 - k, 40), Point(0, 30 + k), Point(0, 30)),
            .line(Point(0, 10)), .cubic(Point(0, 10 - k), Point(10 - k, 0), Point(10, 0)), .close,
        ]
        #expect(found == expected, "\(found)")
    }

    /// A radius past half an edge cuts at the edge's middle.
    @Test func radiusIsLimitedToHalfAnEdge() throws {
        let found = try Self.elements([Self.square, Self.rounded("100")])
        #expect(found.first == .move(Point(20, 0)))
        #expect(found.dropFirst().first == .line(Point(20, 0)))
        let k = 20 * Self.h
        #expect(found.dropFirst(2).first == .cubic(Point(20 + k, 0), Point(40, 20 - k), Point(40, 20)))
    }

    /// An open path keeps its two ends; a rounded corners item listed
    /// before the path does not act on it; under 1 point rounds nothing.
    @Test func openEndsAndOrder() throws {
        let open = Self.path([(0, 0), (40, 0), (40, 40)], closed: false)
        let found = try Self.elements([open, Self.rounded("10")])
        let k = 10 * Self.h
        #expect(found == [.move(.zero), .line(Point(30, 0)), .cubic(Point(30 + k, 0), Point(40, 10 - k), Point(40, 10)),
                          .line(Point(40, 40))], "\(found)")
        let before = try Self.elements([Self.rounded("10"), open])
        #expect(before == [.move(.zero), .line(Point(40, 0)), .line(Point(40, 40))])
        let tiny = try Self.elements([open, Self.rounded("0.5")])
        #expect(tiny == [.move(.zero), .line(Point(40, 0)), .line(Point(40, 40))])
    }

    /// A polygon of 4 (radius 20 about (50, 50): corners (50, 30), (70, 50)…),
    /// r = 10: the edges are 20√2 long, cut 0.95658 · 10 back, so the path
    /// starts 9.5658 from (50, 30) toward (70, 50).
    @Test func polystarCut() throws {
        let found = try Self.elements([LottiePolystarTests.polystar(star: false, points: 4, outer: 20), Self.rounded("10")])
        let d = 9.5658 / 2.squareRoot()
        guard case .move(let start) = found.first else { Issue.record("\(found)"); return }
        #expect(abs(start.x - (50 + d)) < 1e-9 && abs(start.y - (30 + d)) < 1e-9, "\(start)")
        #expect(found.count == 10)
    }

    /// A rectangle without roundness takes the radius as its own.
    @Test func rectangleTakesTheRadius() throws {
        let rect = LottieJSON.rect(center: "50, 50", size: "40, 40")
        let withRadius = try Self.elements([rect, Self.rounded("8")])
        let ownRoundness = try Self.elements([LottieJSON.rect(center: "50, 50", size: "40, 40", roundness: 8)])
        #expect(withRadius == ownRoundness)
        #expect(withRadius.first == .move(Point(70, 38)))
    }

    /// A radius keyframed 0 → 20 over frames 0…10 (linear) is 10 at
    /// frame 5: the square's path starts at (10, 0); at frame 0 at (0, 0).
    @Test func animatedRadius() throws {
        let items = [Self.square, Self.rounded(LottieJSON.animated("0", "20"))]
        #expect(try Self.elements(items, at: 0.5).first == .move(Point(10, 0)))
        #expect(try Self.elements(items, at: 0).first == .move(Point(0, 0)))
    }

    /// A radius keyframed 0 → 40 over frames 0…10 passes half the edge
    /// (20) at frame 5; sampled at whole frames, the cut stays at 20 after
    /// it (at frame 7.5 the radius is 30): the path starts at (20, 0), not
    /// (15, 0) as paths interpolated from frame 0 to 10 would.
    @Test func animatedRadiusStopsAtHalfAnEdge() throws {
        let items = [Self.square, Self.rounded(LottieJSON.animated("0", "40"))]
        #expect(try Self.elements(items, at: 0.75).first == .move(Point(20, 0)))
        #expect(try Self.elements(items, at: 0.25).first == .move(Point(10, 0)))
    }

    /// A keyframed path under a keyframed radius, as lottie-ios combines
    /// them: a square growing from 40 to 60 points over frames 0…10 under
    /// a radius keyframed 0 → 30 over frames 0…20 (other keyframes, so
    /// both are sampled at whole frames). At frame 5 the square is 50
    /// points and the radius 7.5: the path starts at (7.5, 0); at frame
    /// 15 the square is 60 and the radius 22.5. No warning (the radius was
    /// held at 0, with one).
    @Test func animatedRadiusOnAnimatedPath() throws {
        func square(_ side: Double) -> String {
            "{\"c\": true, \"v\": [[0, 0], [\(side), 0], [\(side), \(side)], [0, \(side)]], "
                + "\"i\": [[0, 0], [0, 0], [0, 0], [0, 0]], \"o\": [[0, 0], [0, 0], [0, 0], [0, 0]]}"
        }
        let growing = "{\"ty\": \"sh\", \"ks\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [\(square(40))], "
            + "\"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 10, \"s\": [\(square(60))]}]}}"
        let items = [growing, Self.rounded(LottieJSON.animated("0", "30", t1: 20))]
        let middle = try Self.elements(items, at: 0.5)
        #expect(middle.first == .move(Point(7.5, 0)), "\(middle)")
        #expect(middle.count > 1 && middle[1] == .line(Point(42.5, 0)), "\(middle)")
        #expect(try Self.elements(items, at: 1.5).first == .move(Point(22.5, 0)))
    }

    /// A filled 40-point square at (30, 30) rounded by 15: the corner pixel
    /// is clear, the middle of an edge and the centre red.
    @Test func pixels() throws {
        let square = Self.path([(30, 30), (70, 30), (70, 70), (30, 70)])
        let json = LottieJSON.document([LottieJSON.shapes("R", [square, Self.rounded("15"), LottieJSON.fill()]
            .joined(separator: ","))])
        let lottie = try LottieImport(json: json)
        #expect(try lottie.pixel(31, 31, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(50, 31, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(50, 50, at: 0) == LottieRenderTests.red)
    }
}
