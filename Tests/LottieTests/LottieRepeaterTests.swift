import Geometry
import Lottie
import Testing

/// Repeaters `rp`: copies of the items before them, copy i through the
/// repeater's transform taken offset + i times, opacity from `so` to `eo`.
@Suite struct LottieRepeaterTests {
    /// A 10×10 red square at (10, 50) (x 5…15) then a repeater of
    /// `copies` with transform members `tr`, then the fill.
    static func row(copies: String = "{\"a\": 0, \"k\": 3}", offset: String = "{\"a\": 0, \"k\": 0}", tr: String) throws
        -> LottieImport {
        let rp = "{\"ty\": \"rp\", \"nm\": \"R\", \"c\": \(copies), \"o\": \(offset), \"m\": 1, \"tr\": {\(tr)}}"
        let items = [LottieJSON.rect(center: "10,50", size: "10,10"), rp, LottieJSON.fill()].joined(separator: ",")
        return try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", items)]))
    }

    /// Three copies 20 apart: squares over x 5…15, 25…35, 45…55.
    @Test func copiesAlongPosition() throws {
        let lottie = try Self.row(tr: "\"p\": {\"a\": 0, \"k\": [20, 0]}")
        #expect(try lottie.pixel(50, 50, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(30, 50, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(20, 50, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(60, 50, at: 0) == LottieRenderTests.clear)
        #expect(lottie.warnings.isEmpty)
    }

    /// Opacity so 100 → eo 50 over 3 copies: copy i has 100 − 50 (i + 1)
    /// / 3 percent: 83.3, 66.7, 50 (alpha 212, 170, 128).
    @Test func opacityFromStartToEnd() throws {
        let lottie = try Self.row(tr: "\"p\": {\"a\": 0, \"k\": [20, 0]}, \"so\": {\"a\": 0, \"k\": 100}, \"eo\": {\"a\": 0, \"k\": 50}")
        for (x, alpha) in [(10, 212), (30, 170), (50, 128)] {
            #expect(abs(Int(try lottie.pixel(x, 50, at: 0)[3]) - alpha) <= 1)
        }
    }

    /// Rotation about the anchor, scale as a power: with anchor (10, 50),
    /// rotation 90° and scale 50 %, copy 1 is the square turned and
    /// halved about its own center (x 7.5…12.5), copy 2 a quarter; the
    /// layers show k·r and s^k.
    @Test func rotationAndScaleAboutAnchor() throws {
        let tr = "\"a\": {\"a\": 0, \"k\": [10, 50]}, \"r\": {\"a\": 0, \"k\": 90}, \"s\": {\"a\": 0, \"k\": [50, 50]}"
        let lottie = try Self.row(tr: tr)
        let copy2 = try lottie.layer("R copy 2", at: 0)
        #expect(copy2.point("position") == Point(10, 50))
        let scale = copy2.sublayers[0].transform("transform")
        let rotation = copy2.sublayers[0].sublayers[0].sublayers[0].transform("transform")
        #expect(close(scale.m11, 0.25) && close(scale.m22, 0.25))
        // 2 × 90° = 180°: cos −1, sin 0.
        #expect(close(rotation.m11, -1) && close(rotation.m12, 0))
    }

    /// An animated offset 0 → 1 over frames 0…10 moves copy 1 from 1 to
    /// 2 steps: 1.5 × 20 = 30 at frame 5 (sampled per frame, joined
    /// linearly).
    @Test func animatedOffset() throws {
        let lottie = try Self.row(offset: LottieJSON.animated("0", "1"), tr: "\"p\": {\"a\": 0, \"k\": [20, 0]}")
        #expect(try lottie.layer("R copy 1", at: 0.5).point("position") == Point(30, 0))
        #expect(try lottie.layer("R copy 0", at: 1).point("position") == Point(20, 0))
    }

    /// An animated scale 100 → 50 % over frames 0…10 is 75 % at frame 5,
    /// so copy 2 is scaled 0.75² = 0.5625, x and y on layers of their own.
    @Test func animatedScaleAsPower() throws {
        let lottie = try Self.row(tr: "\"s\": \(LottieJSON.animated("100, 100", "50, 50"))")
        let copy2 = try lottie.layer("R copy 2", at: 0.5)
        let x = copy2.sublayers[0], y = x.sublayers[0]
        #expect(close(x.transform("transform").m11, 0.5625) && close(x.transform("transform").m22, 1))
        #expect(close(y.transform("transform").m22, 0.5625) && close(y.transform("transform").m11, 1))
    }

    /// Nested: a square, 2 copies 20 apart in x, a half-opaque fill, 2
    /// copies 20 apart in y: four squares, each drawn once (alpha 128;
    /// ThorVG 1.0.4 draws the inner copies once more).
    @Test func nestedRepeatersDrawEachCopyOnce() throws {
        func rp(_ p: String) -> String {
            "{\"ty\": \"rp\", \"c\": {\"a\": 0, \"k\": 2}, \"o\": {\"a\": 0, \"k\": 0}, \"m\": 1, "
                + "\"tr\": {\"p\": {\"a\": 0, \"k\": [\(p)]}}}"
        }
        let items = [LottieJSON.rect(center: "10,10", size: "10,10"), rp("20, 0"), LottieJSON.fill(opacity: 50), rp("0, 20")]
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", items.joined(separator: ","))]))
        for (x, y) in [(10, 10), (30, 10), (10, 30), (30, 30)] {
            #expect(abs(Int(try lottie.pixel(x, y, at: 0)[3]) - 128) <= 1)
        }
        #expect(try lottie.pixel(50, 10, at: 0) == LottieRenderTests.clear)
        #expect(try lottie.pixel(10, 50, at: 0) == LottieRenderTests.clear)
    }

    /// An animated copy count is held at its first value, warned.
    @Test func animatedCopyCountHeld() throws {
        let lottie = try Self.row(copies: LottieJSON.animated("2", "5"), tr: "\"p\": {\"a\": 0, \"k\": [20, 0]}")
        #expect(try lottie.pixel(50, 50, at: 1) == LottieRenderTests.clear)
        #expect(try lottie.pixel(30, 50, at: 1) == LottieRenderTests.red)
        #expect(lottie.warnings.map(\.feature) == ["animated repeater copy count (held at its first value)"])
    }
}
