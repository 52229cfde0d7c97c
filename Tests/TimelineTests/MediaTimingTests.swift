import Testing
@testable import Timeline

/// One row of the timing table: an opacity animation 0 → 10 (linear, so
/// the value is 10 × the simple fraction), a parent time, the expected
/// presentation value (`modelOpacity` = shows nothing).
struct TimingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var timing: MediaTiming
    var removedOnCompletion = true
    var t: Double
    var expected: Double
    var testDescription: String { "\(name) @ \(t)" }
}

private func fill(_ m: FillMode, _ base: MediaTiming) -> MediaTiming {
    var timing = base
    timing.fillMode = m
    return timing
}

@Suite struct MediaTimingTests {
    static let cases: [TimingCase] = [
        // Plain 1 s cycle: t = AD is outside [0, AD) and fill is removed.
        TimingCase(name: "start", timing: MediaTiming(duration: 1), t: 0, expected: 0),
        TimingCase(name: "quarter", timing: MediaTiming(duration: 1), t: 0.25, expected: 2.5),
        TimingCase(name: "end removed", timing: MediaTiming(duration: 1), t: 1, expected: modelOpacity),
        TimingCase(name: "before begin, no fill", timing: MediaTiming(duration: 1), t: -0.1, expected: modelOpacity),
        TimingCase(name: "end, forwards but removedOnCompletion", timing: MediaTiming(duration: 1, fillMode: .forwards),
                   t: 1, expected: modelOpacity),
        TimingCase(name: "end, forwards kept", timing: MediaTiming(duration: 1, fillMode: .forwards),
                   removedOnCompletion: false, t: 1, expected: 10),
        TimingCase(name: "long after, both kept", timing: MediaTiming(duration: 1, fillMode: .both),
                   removedOnCompletion: false, t: 50, expected: 10),
        // Repeats: an interior boundary starts the next cycle.
        TimingCase(name: "repeat boundary", timing: MediaTiming(duration: 1, repeatCount: 3), t: 1, expected: 0),
        TimingCase(name: "repeat boundary 2", timing: MediaTiming(duration: 1, repeatCount: 3), t: 2, expected: 0),
        TimingCase(name: "second cycle", timing: MediaTiming(duration: 1, repeatCount: 3), t: 2.5, expected: 5),
        TimingCase(name: "repeat end kept", timing: MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards),
                   removedOnCompletion: false, t: 3, expected: 10),
        // Decimal cycles: 0.1 · 3 is not 0.3 in binary; boundaries still hold.
        TimingCase(name: "decimal boundary", timing: MediaTiming(duration: 0.1, repeatCount: 3), t: 0.2, expected: 0),
        TimingCase(name: "decimal end removed", timing: MediaTiming(duration: 0.1, repeatCount: 3), t: 0.3,
                   expected: modelOpacity),
        TimingCase(name: "decimal end kept", timing: MediaTiming(duration: 0.1, repeatCount: 3, fillMode: .forwards),
                   removedOnCompletion: false, t: 0.3, expected: 10),
        // Fractional repeat: 1.5 cycles end half-way, and hold there.
        TimingCase(name: "fractional repeat", timing: MediaTiming(duration: 1, repeatCount: 1.5), t: 1.2, expected: 2),
        TimingCase(name: "fractional repeat end", timing: MediaTiming(duration: 1, repeatCount: 1.5, fillMode: .both),
                   removedOnCompletion: false, t: 1.5, expected: 5),
        TimingCase(name: "fractional repeat after", timing: MediaTiming(duration: 1, repeatCount: 1.5), t: 1.5,
                   expected: modelOpacity),
        // repeatDuration overrides repeatCount.
        TimingCase(name: "repeatDuration", timing: MediaTiming(duration: 1, repeatCount: 9, repeatDuration: 2.5),
                   t: 2.25, expected: 2.5),
        TimingCase(name: "repeatDuration end", timing: MediaTiming(duration: 1, repeatCount: 9, repeatDuration: 2.5),
                   t: 2.5, expected: modelOpacity),
        TimingCase(name: "repeatDuration end kept",
                   timing: MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards),
                   removedOnCompletion: false, t: 3, expected: 5),
        TimingCase(name: "infinite repeat", timing: MediaTiming(duration: 1, repeatCount: .infinity), t: 1000.25,
                   expected: 2.5),
        // beginTime and backwards fill (held at local time = timeOffset).
        TimingCase(name: "before begin", timing: MediaTiming(beginTime: 2, duration: 1), t: 1, expected: modelOpacity),
        TimingCase(name: "backwards", timing: fill(.backwards, MediaTiming(beginTime: 2, duration: 1)), t: 1, expected: 0),
        TimingCase(name: "both before", timing: fill(.both, MediaTiming(beginTime: 2, duration: 1)), t: 1, expected: 0),
        TimingCase(name: "forwards before", timing: fill(.forwards, MediaTiming(beginTime: 2, duration: 1)), t: 1,
                   expected: modelOpacity),
        TimingCase(name: "backwards with offset",
                   timing: MediaTiming(beginTime: 2, duration: 1, timeOffset: 0.3, fillMode: .backwards),
                   t: 1, expected: 3),
        TimingCase(name: "after begin", timing: MediaTiming(beginTime: 2, duration: 1), t: 2.5, expected: 5),
        // Speed: local time runs faster; AD is in local time.
        TimingCase(name: "speed 2", timing: MediaTiming(duration: 1, speed: 2), t: 0.25, expected: 5),
        TimingCase(name: "speed 2 ended", timing: MediaTiming(duration: 1, speed: 2), t: 0.5, expected: modelOpacity),
        TimingCase(name: "speed 0 frozen", timing: MediaTiming(duration: 1, speed: 0), t: 100, expected: 0),
        TimingCase(name: "speed 0 offset", timing: MediaTiming(duration: 1, speed: 0, timeOffset: 0.4), t: 7,
                   expected: 4),
        // Negative speed: active while (t − begin)·speed ∈ [0, AD), i.e.
        // t ∈ (begin − AD, begin].
        TimingCase(name: "negative speed", timing: MediaTiming(beginTime: 1, duration: 1, speed: -1), t: 0.75,
                   expected: 2.5),
        TimingCase(name: "negative speed at begin", timing: MediaTiming(beginTime: 1, duration: 1, speed: -1), t: 1,
                   expected: 0),
        TimingCase(name: "negative speed later", timing: MediaTiming(beginTime: 1, duration: 1, speed: -1), t: 1.25,
                   expected: modelOpacity),
        TimingCase(name: "negative speed AD", timing: MediaTiming(beginTime: 1, duration: 1, speed: -1), t: 0,
                   expected: modelOpacity),
        // timeOffset shifts the phase inside [0, AD) and wraps around.
        TimingCase(name: "offset start", timing: MediaTiming(duration: 1, timeOffset: 0.5), t: 0, expected: 5),
        TimingCase(name: "offset wraps", timing: MediaTiming(duration: 1, timeOffset: 0.5), t: 0.6, expected: 1),
        TimingCase(name: "offset still active", timing: MediaTiming(duration: 1, timeOffset: 0.5), t: 0.99,
                   expected: 4.9),
        TimingCase(name: "offset end kept", timing: MediaTiming(duration: 1, timeOffset: 0.5, fillMode: .forwards),
                   removedOnCompletion: false, t: 1, expected: 5),
        // Autoreverse: the reverse half mirrors the forward half.
        TimingCase(name: "autoreverse forward", timing: MediaTiming(duration: 1, autoreverses: true), t: 0.25,
                   expected: 2.5),
        TimingCase(name: "autoreverse peak", timing: MediaTiming(duration: 1, autoreverses: true), t: 1, expected: 10),
        TimingCase(name: "autoreverse back", timing: MediaTiming(duration: 1, autoreverses: true), t: 1.25,
                   expected: 7.5),
        TimingCase(name: "autoreverse active until 2", timing: MediaTiming(duration: 1, autoreverses: true), t: 1.9,
                   expected: 1),
        TimingCase(name: "autoreverse end kept",
                   timing: MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards),
                   removedOnCompletion: false, t: 2, expected: 0),
        TimingCase(name: "autoreverse repeat boundary",
                   timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true), t: 2, expected: 0),
        TimingCase(name: "autoreverse second cycle",
                   timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true), t: 3.5, expected: 5),
        // duration 0 is Core Animation's 0.25 s.
        TimingCase(name: "default duration", timing: MediaTiming(duration: 0), t: 0.125, expected: 5),
        TimingCase(name: "default duration ended", timing: MediaTiming(duration: 0), t: 0.25, expected: modelOpacity),
    ]

    @Test(arguments: cases)
    func timingRule(_ c: TimingCase) throws {
        let animation = opacityAnimation(timing: c.timing, removedOnCompletion: c.removedOnCompletion)
        #expect(near(try opacity([animation], at: c.t), c.expected, 1e-9))
    }

    /// Fuber (Sources/Scenes/README.md, "Fuber (UIKit)"): duration 3,
    /// repeat ∞, timeOffset 2.1 ⇒ cycle time
    /// c = (t + 2.1) mod 3. With 0 → 30 the value is 10·c.
    @Test(arguments: [(0.0, 21.0), (0.5, 26.0), (0.9, 0.0), (1.0, 1.0), (3.0, 21.0), (10.2, 3.0)])
    func fuberLogoWrap(t: Double, expected: Double) throws {
        let timing = MediaTiming(duration: 3, timeOffset: 2.1, repeatCount: .infinity)
        #expect(near(try opacity([opacityAnimation(to: 30, timing: timing)], at: t), expected, 1e-9))
    }

    @Test func activeDurationFormula() {
        #expect(MediaTiming(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration == 6)
        #expect(MediaTiming(duration: 2, repeatCount: 3, repeatDuration: 1).activeDuration == 1)
        #expect(MediaTiming(duration: 0).activeDuration == 0.25)
        #expect(MediaTiming(duration: 1, repeatCount: .infinity).activeDuration == .infinity)
        #expect(opacityAnimation(timing: MediaTiming(duration: 2, repeatCount: 2)).activeDuration == 4)
    }

    @Test func sampleReportsStateAndIteration() throws {
        let timing = MediaTiming(beginTime: 1, duration: 2, repeatCount: 3, fillMode: .both)
        let before = try #require(timing.sample(atParentTime: 0, isRemovedOnCompletion: false))
        #expect(before.state == .fillingBackwards && before.simpleTime == 0)
        let active = try #require(timing.sample(atParentTime: 4.5, isRemovedOnCompletion: false))
        #expect(active.state == .active && active.iteration == 1 && near(active.simpleTime, 1.5))
        #expect(near(active.fraction, 0.75) && active.localTime == 3.5)
        let after = try #require(timing.sample(atParentTime: 9, isRemovedOnCompletion: false))
        #expect(after.state == .fillingForwards && after.iteration == 2 && after.simpleTime == 2)
        #expect(timing.sample(atParentTime: 9, isRemovedOnCompletion: true) == nil)
        #expect(timing.sample(atParentTime: .nan, isRemovedOnCompletion: false) == nil)
    }

    /// Animation.progress applies the timing function to the fraction.
    @Test func progressAppliesTheTimingFunction() throws {
        let a = opacityAnimation(timing: MediaTiming(duration: 2), timingFunction: .easeIn)
        let sample = try #require(a.timingSample(atParentTime: 1.315))
        // Fraction 0.6575 is x(½) of easeIn, whose y(½) = ½.
        #expect(near(a.progress(at: sample), 0.5, 5e-5))
    }
}
