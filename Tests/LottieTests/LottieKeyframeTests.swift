import Foundation
import Geometry
import Lottie
import Testing

/// The keyframe mapping, case by case against values worked out by hand:
/// a 10 fps document, so frame f is time f / 10 s.
@Suite struct LottieKeyframeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The layer's `ks` (transform).
        var ks: String
        var key: String
        var frame: Double
        var expected: [Double]
        var testDescription: String { "\(name) at frame \(frame)" }
    }

    /// Easing handles o = (1/3, 0), i = (2/3, 1): x(s) = s exactly, so the
    /// eased value at fraction u is y(u) = 3u² − 2u³ (0.15625 at u = 0.25).
    static let smooth = (o: "{\"x\": [0.3333333333333333], \"y\": [0]}", i: "{\"x\": [0.6666666666666666], \"y\": [1]}")

    static let cases: [Case] = [
        Case(name: "linear opacity", ks: "{\"o\": \(LottieJSON.animated("0", "100"))}", key: "opacity", frame: 2.5,
             expected: [0.25]),
        Case(name: "bezier easing", ks: "{\"o\": \(LottieJSON.animated("0", "100", o: smooth.o, i: smooth.i))}",
             key: "opacity", frame: 2.5, expected: [0.15625]),
        Case(name: "bezier easing, half way", ks: "{\"o\": \(LottieJSON.animated("0", "100", o: smooth.o, i: smooth.i))}",
             key: "opacity", frame: 5, expected: [0.5]),
        Case(name: "hold before its end", ks: "{\"o\": \(LottieJSON.animated("20", "100", hold: true))}", key: "opacity",
             frame: 9.5, expected: [0.2]),
        Case(name: "hold at its end", ks: "{\"o\": \(LottieJSON.animated("20", "100", hold: true))}", key: "opacity",
             frame: 10, expected: [1]),
        Case(name: "before the first keyframe", ks: "{\"o\": \(LottieJSON.animated("40", "100", t0: 5, t1: 15))}",
             key: "opacity", frame: 2, expected: [0.4]),
        Case(name: "after the last keyframe", ks: "{\"o\": \(LottieJSON.animated("40", "80", t0: 5, t1: 15))}",
             key: "opacity", frame: 18, expected: [0.8]),
        Case(name: "old form: end value e and a bare last keyframe",
             ks: "{\"o\": {\"k\": [{\"t\": 0, \"s\": [0], \"e\": [100], \"i\": {\"x\": [1], \"y\": [1]}, "
                 + "\"o\": {\"x\": [0], \"y\": [0]}}, {\"t\": 10}]}}",
             key: "opacity", frame: 5, expected: [0.5]),
        Case(name: "spatial position along its cubic",
             ks: "{\"p\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0, 0, 0], \"to\": [0, 40, 0], \"ti\": [0, 40, 0], "
                 + "\"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 10, \"s\": [100, 0, 0]}]}}",
             key: "position", frame: 5, expected: [50, 30]),
        Case(name: "straight position", ks: "{\"p\": \(LottieJSON.animated("0, 0", "100, 50"))}", key: "position",
             frame: 2, expected: [20, 10]),
        Case(name: "split position",
             ks: "{\"p\": {\"s\": true, \"x\": \(LottieJSON.animated("0", "100")), \"y\": {\"a\": 0, \"k\": 20}}}",
             key: "position", frame: 5, expected: [50, 20]),
    ]

    @Test(arguments: cases)
    func presentedValue(_ c: Case) throws {
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("L", ks: c.ks)]))
        let value = try lottie.layer("L", at: c.frame / 10).values[c.key]
        if c.expected.count == 1 {
            #expect(close(value?.number, c.expected[0], 1e-6), "\(String(describing: value))")
        } else {
            let p = try #require(value?.point)
            #expect(close(p.x, c.expected[0], 1e-6) && close(p.y, c.expected[1], 1e-6), "\(p)")
        }
    }

    /// In and out points: hidden before ip, shown on [ip, op), hidden from op.
    @Test(arguments: [(4.0, true), (5.0, false), (14.9, false), (15.0, true)])
    func visibility(frame: Double, hidden: Bool) throws {
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("L", ip: 5, op: 15)]))
        #expect(try lottie.layer("L", at: frame / 10).values["hidden"]?.bool == hidden)
    }

    /// Rotation keyframes in degrees become "transform.rotation.z" in
    /// radians on their own layer: 0 → 180° is π/2 half way.
    @Test func rotation() throws {
        let ks = "{\"r\": \(LottieJSON.animated("0", "180"))}"
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("L", ks: ks)]))
        let outer = try lottie.layer("L", at: 0.5)
        let rotating = try #require(outer.sublayers.first)
        let angle = rotating.values["transform"].flatMap { v -> Double? in
            if case .transform(let t) = v { return atan2(t.m12, t.m11) }
            return nil
        }
        #expect(close(angle, Double.pi / 2, 1e-9))
    }

    /// The loop, frame rate, canvas and name come from the file.
    @Test func sceneTiming() throws {
        let lottie = try LottieImport(json: LottieJSON.document([LottieJSON.solid("L")], fr: 25, ip: 5, op: 55))
        #expect(lottie.scene.framesPerSecond == 25)
        #expect(lottie.scene.loopStart == 0.2)
        #expect(lottie.scene.loopDuration == 2)
        #expect(lottie.scene.size == Size(100, 100))
        #expect(lottie.scene.name == "test")
        #expect(lottie.warnings.isEmpty)
    }
}
