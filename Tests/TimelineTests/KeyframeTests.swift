import Geometry
import Testing
@testable import Timeline

private func keyframes(_ values: [Double], keyTimes: [Double] = [], functions: [TimingFunction] = [],
                       mode: CalculationMode = .linear, timingFunction: TimingFunction? = nil) -> Animation {
    Animation(keyPath: "opacity", kind: .keyframe(values: values.map { .number($0) }, keyTimes: keyTimes,
                                                  timingFunctions: functions, calculationMode: mode),
              timing: MediaTiming(duration: 1, fillMode: .forwards), timingFunction: timingFunction,
              isRemovedOnCompletion: false)
}

@Suite struct KeyframeTests {
    @Test(arguments: [(0.125, 5.0), (0.25, 10.0), (0.625, 15.0), (1.0, 20.0)])
    func linearWithKeyTimes(t: Double, expected: Double) throws {
        #expect(near(try opacity([keyframes([0, 10, 20], keyTimes: [0, 0.25, 1])], at: t), expected))
    }

    @Test func keyTimesDefaultToEvenSpacing() throws {
        #expect(near(try opacity([keyframes([0, 10, 40])], at: 0.75), 25))
    }

    /// Before the first key time the first value holds.
    @Test func beforeFirstKeyTime() throws {
        #expect(near(try opacity([keyframes([3, 10], keyTimes: [0.5, 1])], at: 0.25), 3))
    }

    /// Segment 0 spans 0…½ with easeIn: x = ½·0.6575 is its local 0.6575,
    /// where easeIn gives ½ (see TimingFunctionTests), so the value is 5.
    @Test func segmentTimingFunctions() throws {
        let a = keyframes([0, 10, 20], keyTimes: [0, 0.5, 1], functions: [.easeIn, .linear])
        #expect(near(try opacity([a], at: 0.32875), 5, 1e-3))
        #expect(near(try opacity([a], at: 0.75), 15))
    }

    /// The animation-level function runs first: easeIn maps 0.6575 to ½,
    /// the middle key time, so the value is the middle value.
    @Test func animationTimingFunctionAppliesFirst() throws {
        let a = keyframes([0, 10, 20], functions: [.easeOut, .easeOut], timingFunction: .easeIn)
        #expect(near(try opacity([a], at: 0.6575), 10, 1e-3))
    }

    /// Apple's discrete form: n + 1 key times, value i on [k_i, k_i+1).
    @Test(arguments: [(0.1, 1.0), (0.2, 2.0), (0.49, 2.0), (0.5, 3.0), (1.0, 3.0)])
    func discreteWithApplesKeyTimes(t: Double, expected: Double) throws {
        #expect(try opacity([keyframes([1, 2, 3], keyTimes: [0, 0.2, 0.5, 1], mode: .discrete)], at: t) == expected)
    }

    /// Default discrete spacing gives each of n values 1/n of the cycle;
    /// equal counts show the last value from its own key time.
    @Test func discreteDefaultsAndEqualCounts() throws {
        #expect(try opacity([keyframes([1, 2, 3], mode: .discrete)], at: 0.34) == 2)
        #expect(try opacity([keyframes([1, 2, 3], mode: .discrete)], at: 0.66) == 2)
        #expect(try opacity([keyframes([1, 2, 3], mode: .discrete)], at: 0.67) == 3)
        #expect(try opacity([keyframes([1, 2, 3], keyTimes: [0, 0.2, 0.5], mode: .discrete)], at: 0.6) == 3)
    }

    /// Paced 0 → 10 → 40: distances 10 and 30 put the middle value at ¼;
    /// at ½ the value is 10 + 30·(¼/¾) = 20. keyTimes and functions are
    /// ignored.
    @Test func pacedNumbers() throws {
        #expect(near(try opacity([keyframes([0, 10, 40], mode: .paced)], at: 0.5), 20))
        let noisy = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], functions: [.easeIn, .easeIn], mode: .paced)
        #expect(near(try opacity([noisy], at: 0.5), 20))
    }

    /// (0,0) → (3,4) → (3,14): lengths 5 and 10, so at ½ the point is ¼ of
    /// the way along the second leg: (3, 6.5).
    @Test func pacedPoints() throws {
        let a = Animation(keyPath: "position", kind: .keyframe(values: [.point(Point(0, 0)), .point(Point(3, 4)),
                                                                        .point(Point(3, 14))],
                                                               keyTimes: [], timingFunctions: [],
                                                               calculationMode: .paced),
                          timing: MediaTiming(duration: 1))
        let v = try value("position", [a], at: 0.5, model: ["position": .point(.zero)])
        guard case .point(let p)? = v else { Issue.record("not a point"); return }
        #expect(near(p.x, 3) && near(p.y, 6.5))
    }

    /// Catmull-Rom through 0, 10, 30 (ends repeated): in segment 0 the
    /// tangents are (10 − 0)/2 = 5 and (30 − 0)/2 = 15, so at its middle
    /// ½·0 + ⅛·5 + ½·10 − ⅛·15 = 3.75 (linear would give 5). It passes
    /// through the values at the key times.
    @Test func cubicCatmullRom() throws {
        #expect(near(try opacity([keyframes([0, 10, 30], mode: .cubic)], at: 0.25), 3.75))
        #expect(near(try opacity([keyframes([0, 10, 30], mode: .cubic)], at: 0.5), 10))
    }

    /// Fuber's line transform (Sources/Scenes/README.md, "Fuber (UIKit)"):
    /// rot(−45°)·scale(¼) → identity →
    /// scale(0.15) at 0, 0.8333, 1: identity at the middle key time.
    @Test func transformKeyframes() throws {
        let from = Transform3D.rotation(-.pi / 4).concatenating(.scale(0.25, 0.25, 1))
        let a = Animation(keyPath: "transform",
                          kind: .keyframe(values: [.transform(from), .transform(.identity),
                                                   .transform(.scale(0.15, 0.15, 1))],
                                          keyTimes: [0, 2.5 / 3, 1], timingFunctions: [], calculationMode: .linear),
                          timing: MediaTiming(duration: 3))
        #expect(near(try transform([a], at: 2.5), .identity))
        #expect(near(try transform([a], at: 2.75), .scale(0.575, 0.575, 1)))
    }

    @Test func emptyKeyframesShowNothing() throws {
        #expect(try opacity([keyframes([])], at: 0.5) == modelOpacity)
        #expect(try opacity([keyframes([7])], at: 0.5) == 7)
    }
}

/// Fuber's container zoom (Sources/Scenes/README.md, "Fuber (UIKit)"):
/// transform.scale keyframes 0.75, 0.75,
/// 1, 1 at 0, 0.45, 0.887, 1 of 3 s, segment curves linear,
/// T(0.6,0,0.15,1), linear; repeat ∞, timeOffset 1.05 ⇒ g = (t + 1.05) mod 3.
@Suite struct FuberContainerScaleTests {
    static let zoom = Animation(
        keyPath: "transform.scale",
        kind: .keyframe(values: [.number(0.75), .number(0.75), .number(1), .number(1)],
                        keyTimes: [0, 0.45, 0.887, 1],
                        timingFunctions: [.linear, TimingFunction(0.6, 0, 0.15, 1), .linear],
                        calculationMode: .linear),
        timing: MediaTiming(duration: 3, timeOffset: 1.05, repeatCount: .infinity))

    /// t = 0: g = 1.05 (fraction 0.35, first segment) → 0.75.
    /// t = 1.611: g = 2.661 (fraction 0.887) → 1. t = 1.8: g = 2.85 → 1.
    /// t = 1.95: g wraps to 0 → 0.75 again.
    @Test(arguments: [(0.0, 0.75), (1.611, 1.0), (1.8, 1.0), (1.95, 0.75)])
    func zoom(t: Double, expected: Double) throws {
        let m = try transform([Self.zoom], at: t)
        #expect(near(m, .scale(expected, expected, expected), 1e-6))
    }

    /// T(0.6,0,0.15,1) has x(½) = 0.375·0.75 + 0.125 = 0.40625 and
    /// y(½) = ½, so at segment fraction 0.40625 (cycle fraction
    /// 0.45 + 0.40625·0.437) the scale is 0.75 + 0.25·½ = 0.875.
    @Test func easedSegment() throws {
        let g = (0.45 + 0.40625 * 0.437) * 3
        let m = try transform([Self.zoom], at: g - 1.05)
        #expect(near(m.component(.scale), 0.875, 1e-4))
    }
}
