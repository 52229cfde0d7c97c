import Foundation
import Lottie
import Testing

/// `LottieDecoder.reading`: a layer moving along a curved spatial keyframe
/// by the curve's parameter (Core Animation, the default) or by arc length
/// (After Effects), and by length inside a time remap in both readings,
/// where lottie-ios interpolates the values itself.
@Suite struct LottieReadingTests {
    /// Position from (0, 50) to (90, 50) over frames 0…10, linear in
    /// time, along a straight cubic whose handles are uneven (`to` 60 pt
    /// ahead, `ti` 0): by parameter it leaves fast.
    static let position = "{\"p\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0, 50], \"to\": [60, 0], \"ti\": [0, 0], "
        + "\"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 10, \"s\": [90, 50]}]}}"

    /// The Bézier x at parameter f of the cubic 0, 60, 90, 90.
    static func bezierX(_ f: Double) -> Double {
        let u = 1 - f
        return 3 * u * u * f * 60 + 3 * u * f * f * 90 + f * f * f * 90
    }

    static func x(_ json: String, _ name: String, at t: Double, reading: LottieReading?) throws -> Double {
        var decoder = LottieDecoder()
        if let reading { decoder.reading = reading }
        let lottie = try decoder.decode(Array(json.utf8), file: "test.json")
        return try #require(try lottie.layer(name, at: t).values["position"]?.point?.x)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.8])
    func coreAnimationMovesByParameter(fraction: Double) throws {
        let json = LottieJSON.document([LottieJSON.solid("S", ks: Self.position)])
        let byDefault = try Self.x(json, "S", at: fraction, reading: nil)
        #expect(close(byDefault, Self.bezierX(fraction), 1e-9), "\(byDefault)")
        #expect(try Self.x(json, "S", at: fraction, reading: .coreAnimation) == byDefault)
        let afterEffects = try Self.x(json, "S", at: fraction, reading: .afterEffects)
        #expect(close(afterEffects, 90 * fraction, 1e-6), "\(afterEffects)")
        #expect(abs(afterEffects - byDefault) > 5, "the readings differ here")
    }

    /// The same square with a negative x scale, which lottie-ios animates
    /// with position as one matrix: keyframed apart from the position
    /// (frames 0…5), the parts are interpolated by lottie-ios itself, by
    /// length; keyframed with it (0…10, the same easing), Core Animation
    /// interpolates the combined keyframes, and the square moves by
    /// parameter as before.
    @Test(arguments: [(5.0, false), (10.0, true)])
    func negativeScaleKeyframedApartMovesByLength(scaleEnd: Double, byParameter: Bool) throws {
        let scale = "\"s\": " + LottieJSON.animated("-100, 100", "-50, 100", t1: scaleEnd)
        let ks = Self.position.dropLast() + ", " + scale + "}"
        let json = LottieJSON.document([LottieJSON.solid("S", ks: String(ks))])
        for fraction in [0.25, 0.8] {
            let x = try Self.x(json, "S", at: fraction, reading: .coreAnimation)
            let expected = byParameter ? Self.bezierX(fraction) : 90 * fraction
            #expect(close(x, expected, 1e-6), "\(x) at \(fraction)")
        }
    }

    /// The same square in a time-remapped precomposition (child time =
    /// parent time): sampled by length in both readings, as lottie-ios's
    /// own interpolation places it (Issues/issue_2330).
    @Test(arguments: [LottieReading.coreAnimation, .afterEffects])
    func timeRemapMovesByLength(reading: LottieReading) throws {
        let assets = "[{\"id\": \"moving\", \"layers\": [\(LottieJSON.solid("S", ks: Self.position))]}]"
        let remap = "\"tm\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0], \"o\": {\"x\": 0, \"y\": 0}, "
            + "\"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 20, \"s\": [2]}]}"
        let json = LottieJSON.document([LottieJSON.layer(0, name: "remapped", extra: "\"refId\": \"moving\", "
                                                         + "\"w\": 100, \"h\": 100, " + remap)], assets: assets)
        let x = try Self.x(json, "S", at: 0.5, reading: reading)
        #expect(close(x, 45, 1e-6), "\(x)")
    }
}
