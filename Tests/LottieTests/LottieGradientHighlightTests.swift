import Geometry
import Layers
import Lottie
import Testing
import Timeline

/// A radial gradient's highlight (`h` length in percent of the radius,
/// `a` angle in degrees) as the gradient layer's "focalPoint", in unit
/// coordinates of its bounds (−1, −1, 102, 102), and a few pixels, in the
/// After Effects reading; the Core Animation reading draws none.
@Suite struct LottieGradientHighlightTests {
    static func radial(s: String = "[50, 50]", e: String = "[100, 50]", h: String, a: String = "{\"a\": 0, \"k\": 0}",
                       reading: LottieReading = .afterEffects) throws -> LottieImport {
        let paint = LottieGradientTests.gradient(
            t: 2, s: "{\"a\": 0, \"k\": \(s)}", e: "{\"a\": 0, \"k\": \(e)}", extra: ", \"h\": \(h), \"a\": \(a)")
        let rect = LottieJSON.rect(center: "50,50", size: "100,100")
        var decoder = LottieDecoder()
        decoder.reading = reading
        return try decoder.decode(Array(LottieJSON.document([LottieJSON.shapes("S", rect + "," + paint)]).utf8),
                                  file: "test.json")
    }

    /// Core Animation's reading (the default) has no focal point: the
    /// gradient is drawn from its center, as lottie-ios draws it, with the
    /// pixels of the same gradient without a highlight.
    @Test func coreAnimationDrawsNoHighlight() throws {
        let lottie = try Self.radial(h: "{\"a\": 0, \"k\": 50}", reading: .coreAnimation)
        #expect((try lottie.layer("G", at: 0).model as? GradientLayer)?.focalPoint == nil)
        let plain = try Self.radial(h: "{\"a\": 0, \"k\": 0}")
        #expect(try lottie.pixel(24, 50, at: 0) == plain.pixel(24, 50, at: 0))
        #expect(LottieDecoder().reading == .coreAnimation)
    }

    static func focal(_ lottie: LottieImport, at time: Double) throws -> Point {
        try lottie.layer("G", at: time).point("focalPoint")
    }

    static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    /// Center (50, 50), e (80, 90): radius 50 in direction (0.6, 0.8).
    /// h 30: 15 along it, (59, 62) → (60/102, 63/102). a 90 turns the
    /// direction clockwise on screen to (−0.8, 0.6): (38, 59) → (39/102,
    /// 60/102).
    @Test(arguments: [(0.0, Point(60.0 / 102, 63.0 / 102)), (90.0, Point(39.0 / 102, 60.0 / 102))])
    func staticHighlight(angle: Double, expected: Point) throws {
        let lottie = try Self.radial(e: "[80, 90]", h: "{\"a\": 0, \"k\": 30}", a: "{\"a\": 0, \"k\": \(angle)}")
        #expect(Self.close(try Self.focal(lottie, at: 0), expected))
        #expect(lottie.warnings.isEmpty)
    }

    /// h 100 and −100 are drawn at ±99 % (lottie-web, ThorVG): 49.5 from
    /// the center (50, 50) toward / away from e (100, 50).
    @Test func fullHighlightIsClampedTo99Percent() throws {
        #expect(Self.close(try Self.focal(Self.radial(h: "{\"a\": 0, \"k\": 100}"), at: 0), Point(100.5 / 102, 51.0 / 102)))
        #expect(Self.close(try Self.focal(Self.radial(h: "{\"a\": 0, \"k\": -100}"), at: 0), Point(1.5 / 102, 51.0 / 102)))
    }

    /// No highlight (h fixed at 0) leaves the focal point unset.
    @Test func zeroHighlightSetsNoFocalPoint() throws {
        let lottie = try Self.radial(h: "{\"a\": 0, \"k\": 0}")
        #expect((try lottie.layer("G", at: 0).model as? GradientLayer)?.focalPoint == nil)
    }

    /// h 0 → 50 over frames 0…10 (10 fps), a 0 → 90: sampled per frame.
    /// At 0.5 s (frame 5) h 25, a 45: 12.5 from (50, 50) at 45°, (58.839,
    /// 58.839); at 1 s h 50, a 90: (50, 75).
    @Test func animatedHighlightIsSampledPerFrame() throws {
        let lottie = try Self.radial(h: "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0]}, {\"t\": 10, \"s\": [50]}]}",
                                     a: "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0]}, {\"t\": 10, \"s\": [90]}]}")
        let d = 12.5 / 2.0.squareRoot()
        #expect(Self.close(try Self.focal(lottie, at: 0), Point(51.0 / 102, 51.0 / 102)))
        #expect(Self.close(try Self.focal(lottie, at: 0.5), Point((51 + d) / 102, (51 + d) / 102)))
        #expect(Self.close(try Self.focal(lottie, at: 1), Point(51.0 / 102, 76.0 / 102)))
    }

    /// Red (0) to blue (1) around (50, 50), radius 50, focal point (75, 50)
    /// (h 50): pixel (24, 50) at (24.5, 50.5) is t = 0.6734 along the ray
    /// from the focal point (red 83, blue 172; 125/130 without it); pixel
    /// (74, 50) next to the focal point is t = 0.011 (red 252).
    @Test func highlightPixels() throws {
        let lottie = try Self.radial(h: "{\"a\": 0, \"k\": 50}")
        let p = try lottie.pixel(24, 50, at: 0), q = try lottie.pixel(74, 50, at: 0)
        #expect(abs(Int(p[0]) - 83) <= 2 && abs(Int(p[2]) - 172) <= 2 && p[3] == 255)
        #expect(abs(Int(q[0]) - 252) <= 2 && q[3] == 255)
    }
}
