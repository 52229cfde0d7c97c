import Geometry
import Layers
import Lottie
import Testing
import Timeline

/// Gradient fills `gf` and strokes `gs`: a gradient layer masked by the
/// shape, its stops (color and opacity stops merged), its points in unit
/// coordinates of its bounds, and a few pixels.
@Suite struct LottieGradientTests {
    /// A 100×100 rectangle from (0, 0) painted by `paint`; the gradient
    /// layer's bounds are its control points padded by 1: (−1, −1, 102, 102).
    static func square(_ paint: String) throws -> LottieImport {
        let rect = LottieJSON.rect(center: "50,50", size: "100,100")
        return try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", rect + "," + paint)]))
    }

    static func gradient(t: Int = 1, s: String = "{\"a\": 0, \"k\": [0, 50]}", e: String = "{\"a\": 0, \"k\": [100, 50]}",
                         stops: String = "0, 1, 0, 0, 1, 0, 0, 1", count: Int = 2, opacity: Double = 100,
                         extra: String = "") -> String {
        "{\"ty\": \"gf\", \"nm\": \"G\", \"t\": \(t), \"o\": {\"a\": 0, \"k\": \(opacity)}, \"r\": 1, \"s\": \(s), \"e\": \(e), "
            + "\"g\": {\"p\": \(count), \"k\": {\"a\": 0, \"k\": [\(stops)]}}\(extra)}"
    }

    /// Opacity stops at 0 (1), 0.5 (0.2) and 1 (1) merge with color stops
    /// red at 0 and blue at 1 into three stops: the middle one is the
    /// colors' midpoint (0.5, 0, 0.5) with alpha 0.2.
    @Test func mergedStops() throws {
        let lottie = try Self.square(Self.gradient(stops: "0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0.2, 1, 1"))
        let g = try lottie.layer("G", at: 0)
        guard case .numbers(let locations)? = g.values["locations"], case .colors(let colors)? = g.values["colors"] else {
            Issue.record("no stops"); return
        }
        #expect(locations == [0, 0.5, 1])
        #expect(colors == [Color(red: 1, green: 0, blue: 0), Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.2),
                           Color(red: 0, green: 0, blue: 1)])
    }

    /// An opacity stop between color stops (0.25, alpha 0.5) adds a stop
    /// whose color is interpolated there, and color stops get the alpha
    /// interpolated (and held past the last opacity stop).
    @Test func opacityStopBetweenColorStops() throws {
        let lottie = try Self.square(Self.gradient(stops: "0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.25, 0.5"))
        let g = try lottie.layer("G", at: 0)
        guard case .numbers(let locations)? = g.values["locations"], case .colors(let colors)? = g.values["colors"] else {
            Issue.record("no stops"); return
        }
        #expect(locations == [0, 0.25, 1])
        #expect(colors == [Color(red: 1, green: 0, blue: 0), Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.5),
                           Color(red: 0, green: 0, blue: 1, alpha: 0.5)])
    }

    /// s (0, 50) and e (100, 50) in bounds (−1, −1, 102, 102): (1/102,
    /// 51/102) and (101/102, 51/102); an animated s moves linearly.
    @Test func pointsInUnitCoordinates() throws {
        let s = "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0, 50]}, {\"t\": 10, \"s\": [50, 50]}]}"
        let lottie = try Self.square(Self.gradient(s: s))
        let g0 = try lottie.layer("G", at: 0), g5 = try lottie.layer("G", at: 0.5)
        #expect(close(g0.point("startPoint").x, 1.0 / 102) && close(g0.point("startPoint").y, 51.0 / 102))
        #expect(close(g0.point("endPoint").x, 101.0 / 102))
        #expect(close(g5.point("startPoint").x, 26.0 / 102))
        #expect(g0.rect("bounds") == Rect(x: -1, y: -1, width: 102, height: 102))
    }

    /// Radial: center s (50, 50), e (80, 90) is 50 away, so the end point
    /// is s + (50, 50) = (100, 100): (101/102, 101/102). A highlight is
    /// read as the reading says (LottieGradientHighlightTests), not warned
    /// about.
    @Test func radialEndPoint() throws {
        let lottie = try Self.square(Self.gradient(t: 2, s: "{\"a\": 0, \"k\": [50, 50]}", e: "{\"a\": 0, \"k\": [80, 90]}",
                                                   extra: ", \"h\": {\"a\": 0, \"k\": 30}"))
        let g = try lottie.layer("G", at: 0)
        #expect(close(g.point("startPoint").x, 51.0 / 102) && close(g.point("endPoint").y, 101.0 / 102))
        #expect((g.model as? GradientLayer)?.kind == .radial)
        #expect(lottie.warnings.isEmpty)
    }

    /// Red at x 0 to blue at x 100: the pixel centered at x 24.5 is 24.5 %
    /// of the way (red 193, blue 62); outside the rectangle nothing. Fill
    /// opacity 50 % halves the alpha.
    @Test func linearPixels() throws {
        let rect = LottieJSON.rect(center: "50,50", size: "60,60")
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", rect + "," + Self.gradient())]))
        let p = try lottie.pixel(24, 50, at: 0)
        #expect(abs(Int(p[0]) - 193) <= 2 && p[1] == 0 && abs(Int(p[2]) - 62) <= 2 && p[3] == 255)
        #expect(try lottie.pixel(10, 50, at: 0) == [0, 0, 0, 0])
        let faded = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", rect + "," + Self.gradient(opacity: 50))]))
        #expect(abs(Int(try faded.pixel(24, 50, at: 0)[3]) - 128) <= 1)
    }

    /// A gradient stroke 10 wide along y = 50 from x 10 to 90, red to
    /// blue over that line: halfway it is half and half; 10 points off
    /// the line, nothing.
    @Test func strokePixels() throws {
        let line = "{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": {\"c\": false, \"v\": [[10, 50], [90, 50]]}}}"
        let gs = "{\"ty\": \"gs\", \"nm\": \"G\", \"t\": 1, \"o\": {\"a\": 0, \"k\": 100}, \"w\": {\"a\": 0, \"k\": 10}, "
            + "\"lc\": 1, \"lj\": 1, \"ml\": 4, \"s\": {\"a\": 0, \"k\": [10, 50]}, \"e\": {\"a\": 0, \"k\": [90, 50]}, "
            + "\"g\": {\"p\": 2, \"k\": {\"a\": 0, \"k\": [0, 1, 0, 0, 1, 0, 0, 1]}}}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", line + "," + gs)]))
        let p = try lottie.pixel(49, 52, at: 0)
        #expect(abs(Int(p[0]) - 128) <= 3 && abs(Int(p[2]) - 128) <= 3 && p[3] == 255)
        #expect(try lottie.pixel(49, 60, at: 0) == [0, 0, 0, 0])
    }
}
