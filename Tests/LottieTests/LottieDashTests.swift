import Layers
import Lottie
import Presentation
import Testing

/// Stroke dashes `d`: dash and gap lengths as the dash pattern, the
/// offset as the (animated) dash phase.
@Suite struct LottieDashTests {
    /// A horizontal line y = 50 from x 0 to 100, stroked 10 wide in blue
    /// with `dashes` (the `d` array's elements).
    static func line(_ dashes: String) throws -> LottieImport {
        let line = "{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": {\"c\": false, \"v\": [[0, 50], [100, 50]]}}}"
        let stroke = LottieJSON.stroke(width: 10).dropLast() + ", \"d\": [\(dashes)]}"
        return try LottieImport(json: LottieJSON.document([LottieJSON.shapes("S", line + "," + stroke)]))
    }

    static func dash(_ n: String, _ v: String) -> String { "{\"n\": \"\(n)\", \"v\": \(v)}" }

    static func shape(_ lottie: LottieImport, at t: Double) throws -> PresentedLayer? {
        try lottie.scene.presentation(at: t).allLayers.first { $0.model is ShapeLayer }
    }

    /// Dash 10, gap 10, offset 0 → 50 over frames 0…10: pattern [10, 10],
    /// phase 25 at frame 5.
    @Test func patternAndPhase() throws {
        let lottie = try Self.line([Self.dash("d", "{\"a\": 0, \"k\": 10}"), Self.dash("g", "{\"a\": 0, \"k\": 10}"),
                                    Self.dash("o", LottieJSON.animated("0", "50"))].joined(separator: ","))
        let shape = try #require(try Self.shape(lottie, at: 0.5))
        #expect((shape.model as? ShapeLayer)?.lineDashPattern == [10, 10])
        #expect(close(shape.number("lineDashPhase"), 25))
        // Phase 0 at frame 0: dashes over x 0…10, 20…30.
        #expect(try lottie.pixel(5, 50, at: 0) == LottieRenderTests.blue)
        #expect(try lottie.pixel(15, 50, at: 0) == LottieRenderTests.clear)
        // Phase 5 at frame 1: the pattern starts 5 into a dash: x 0…5, 15…25.
        #expect(try lottie.pixel(10, 50, at: 0.1) == LottieRenderTests.clear)
        #expect(try lottie.pixel(20, 50, at: 0.1) == LottieRenderTests.blue)
        #expect(lottie.warnings.isEmpty)
    }

    /// One dash length alone repeats as dash and gap (x 0…10 drawn, 10…20
    /// not); an animated length is held at its first value, warned.
    @Test func oddCountAndAnimatedLength() throws {
        let lottie = try Self.line(Self.dash("d", LottieJSON.animated("10", "30")))
        #expect(try lottie.pixel(5, 50, at: 1) == LottieRenderTests.blue)
        #expect(try lottie.pixel(15, 50, at: 1) == LottieRenderTests.clear)
        #expect(lottie.warnings.map(\.feature) == ["animated dash lengths (held at their first values)"])
    }

    /// All-zero lengths draw a solid line.
    @Test func zeroLengthsAreSolid() throws {
        let lottie = try Self.line([Self.dash("d", "{\"a\": 0, \"k\": 0}"), Self.dash("g", "{\"a\": 0, \"k\": 0}")]
            .joined(separator: ","))
        #expect(try lottie.pixel(15, 50, at: 0) == LottieRenderTests.blue)
    }
}
