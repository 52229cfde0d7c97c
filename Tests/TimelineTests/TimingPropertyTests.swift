import SeededRandom
import Testing
@testable import Timeline

/// Seeded property tests of the timeline (SplitMix64, fixed seeds).
@Suite struct TimingPropertyTests {
    private static func randomFunction(_ rng: inout SplitMix64) -> TimingFunction {
        TimingFunction(rng.double(in: 0...1), rng.double(in: -0.5...1.5), rng.double(in: 0...1),
                       rng.double(in: -0.5...1.5))
    }

    /// Infinite repeats are periodic: value(t) = value(t + k·c).
    @Test(arguments: [UInt64(21), 22, 23])
    func repeatIsPeriodic(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<50 {
            let d = rng.double(in: 0.1...3), offset = rng.double(in: -2...2)
            let reverses = rng.next() & 1 == 0
            let timing = MediaTiming(beginTime: rng.double(in: -1...1), duration: d, timeOffset: offset,
                                     repeatCount: .infinity, autoreverses: reverses)
            let a = opacityAnimation(timing: timing, timingFunction: Self.randomFunction(&rng))
            let t = rng.double(in: 2...10), k = Double(Int.random(in: 1...5, using: &rng))
            let c = timing.cycleDuration
            #expect(near(try opacity([a], at: t), try opacity([a], at: t + k * c), 1e-7))
        }
    }

    /// Autoreverse is symmetric within a cycle: value(u) = value(c − u).
    @Test(arguments: [UInt64(31), 32, 33])
    func autoreverseIsSymmetric(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<50 {
            let d = rng.double(in: 0.1...3)
            let timing = MediaTiming(duration: d, repeatCount: 4, autoreverses: true)
            let a = opacityAnimation(timing: timing, timingFunction: Self.randomFunction(&rng))
            let u = rng.double(in: 0.001...(2 * d - 0.001))
            #expect(near(try opacity([a], at: u), try opacity([a], at: 2 * d - u), 1e-7))
        }
    }

    /// A sample's simple time always lies in 0…duration, and its local time
    /// follows (t − beginTime)·speed + timeOffset while active.
    @Test(arguments: [UInt64(41), 42])
    func samplesStayInsideTheCycle(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let timing = MediaTiming(beginTime: rng.double(in: -2...2), duration: rng.double(in: 0...2),
                                     speed: rng.double(in: -3...3), timeOffset: rng.double(in: -3...3),
                                     repeatCount: rng.double(in: 0...4), autoreverses: rng.next() & 1 == 0,
                                     fillMode: .both)
            let t = rng.double(in: -10...10)
            guard let s = timing.sample(atParentTime: t, isRemovedOnCompletion: false) else { continue }
            #expect(s.simpleTime >= 0 && s.simpleTime <= s.duration)
            if s.state == .active {
                #expect(near(s.localTime, timing.localTime(forParentTime: t), 1e-12))
            }
        }
    }
}
