import Geometry
import SeededRandom
import Testing
@testable import Timeline

/// The compiled track table against `AnimationEvaluator`, case by case:
/// every timing field, every boundary, every supported kind of track.
@Suite struct TrackTableTests {
    @Test func basicWithBeginTimeAndBackwardsFill() throws {
        try expectTableMatches([opacityAnimation(from: 0.2, to: 0.9,
                                                 timing: MediaTiming(beginTime: 0.5, duration: 2, fillMode: .backwards),
                                                 timingFunction: .easeInEaseOut)])
    }

    @Test func beforeBeginTimeWithoutFillShowsTheModel() throws {
        try expectTableMatches([opacityAnimation(timing: MediaTiming(beginTime: 1, duration: 2))])
    }

    @Test func fractionalRepeatAutoreverseAndForwardsFill() throws {
        try expectTableMatches([opacityAnimation(from: 0.1, to: 0.7,
                                                 timing: MediaTiming(beginTime: 0.3, duration: 0.8, repeatCount: 2.5,
                                                                     autoreverses: true, fillMode: .both),
                                                 removedOnCompletion: false, timingFunction: .easeIn)])
    }

    @Test func removedOnCompletionIgnoresForwardsFill() throws {
        try expectTableMatches([opacityAnimation(timing: MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards))])
    }

    @Test func timeOffsetWrapsAroundTheActivePeriod() throws {
        try expectTableMatches([opacityAnimation(timing: MediaTiming(beginTime: 0.5, duration: 1, timeOffset: 0.7,
                                                                     repeatCount: 3, fillMode: .both),
                                                 removedOnCompletion: false, timingFunction: .default)])
    }

    @Test func speedAndRepeatDuration() throws {
        try expectTableMatches([opacityAnimation(timing: MediaTiming(beginTime: 0.2, duration: 0.6, speed: 2.5,
                                                                     timeOffset: 0.1, repeatDuration: 2.2,
                                                                     fillMode: .both),
                                                 removedOnCompletion: false)])
        try expectTableMatches([opacityAnimation(timing: MediaTiming(duration: 0.7, speed: 0.5, repeatCount: 3,
                                                                     autoreverses: true, fillMode: .forwards),
                                                 removedOnCompletion: false)])
    }

    @Test func defaultDurationAndInfiniteRepeat() throws {
        try expectTableMatches([opacityAnimation(timing: MediaTiming(beginTime: 0.1, repeatCount: .infinity,
                                                                     fillMode: .both),
                                                 removedOnCompletion: false)])
    }

    @Test func overshootingCurveOnABasicAnimation() throws {
        try expectTableMatches([opacityAnimation(from: 0.3, to: 0.6, timing: MediaTiming(duration: 1.5),
                                                 timingFunction: TimingFunction(0.3, -0.6, 0.7, 1.6))])
    }

    @Test func keyframesWithSegmentAndAnimationCurves() throws {
        try expectTableMatches([numberKeyframes("opacity", [0, 1, 0.45, 0.6, 0, 0],
                                                keyTimes: [0, 0.61, 0.7, 0.767, 0.95, 1],
                                                functions: [.easeInEaseOut, TimingFunction(0.25, 0, 0.2, 1),
                                                            .linear, .easeOut],
                                                timing: MediaTiming(beginTime: 0.25, duration: 3, timeOffset: 1.05,
                                                                    repeatCount: 2, fillMode: .both),
                                                timingFunction: .easeIn, removedOnCompletion: false)])
    }

    @Test func keyframesWithEqualKeyTimesAndKeyTimesInside() throws {
        try expectTableMatches([numberKeyframes("opacity", [0.2, 0.4, 0.9, 0.1], keyTimes: [0.1, 0.5, 0.5, 0.8],
                                                timing: MediaTiming(duration: 2, repeatCount: 2))])
        try expectTableMatches([numberKeyframes("opacity", [0.2, 0.4, 0.9], keyTimes: [0, 0.9, 0.3])])
    }

    @Test func discreteKeyframes() throws {
        let timing = MediaTiming(beginTime: 0.2, duration: 1.2, repeatCount: 2, autoreverses: true, fillMode: .both)
        for keyTimes in [[0, 0.2, 0.5, 1.0], [0, 0.25, 0.75], [], [0.5, 0.1, 0.2, 1]] {
            try expectTableMatches([numberKeyframes("opacity", [0.1, 0.5, 0.9], keyTimes: keyTimes, mode: .discrete,
                                                    timing: timing, timingFunction: .easeOut,
                                                    removedOnCompletion: false)])
        }
    }

    @Test func pacedAndSingleValueKeyframes() throws {
        try expectTableMatches([numberKeyframes("opacity", [0, 0.1, 0.9, 0.3], mode: .paced,
                                                timing: MediaTiming(duration: 2), timingFunction: .easeInEaseOut)])
        try expectTableMatches([numberKeyframes("opacity", [0.4], mode: .cubic, timing: MediaTiming(duration: 2))])
    }

    @Test func cumulativeRepeats() throws {
        try expectTableMatches([opacityAnimation(from: 0.1, to: 0.3,
                                                 timing: MediaTiming(duration: 0.5, repeatCount: 4, fillMode: .both),
                                                 removedOnCompletion: false, cumulative: true)])
        try expectTableMatches([numberKeyframes("instanceOffset", [0, 1, 0.5],
                                                timing: MediaTiming(duration: 0.5, repeatCount: 3, autoreverses: true),
                                                cumulative: true)])
    }

    @Test func additiveTracksStackOnTheModel() throws {
        let by = Animation(keyPath: "opacity", kind: .basic(from: nil, to: nil, by: .number(0.5)),
                           timing: MediaTiming(beginTime: 0.4, duration: 1), isAdditive: true)
        let from = Animation(keyPath: "position.x", kind: .basic(from: .number(3), to: nil, by: nil),
                             timing: MediaTiming(duration: 2), isAdditive: true)
        try expectTableMatches([opacityAnimation(timing: MediaTiming(duration: 2, fillMode: .forwards),
                                                 removedOnCompletion: false), by, from,
                                numberKeyframes("position.y", [0, 10, -4], additive: true)])
    }

    @Test func laterTracksOverrideWhileActive() throws {
        let first = opacityAnimation(from: 0, to: 1, timing: MediaTiming(duration: 1, fillMode: .forwards),
                                     removedOnCompletion: false)
        let second = opacityAnimation(from: 5, to: 6, timing: MediaTiming(beginTime: 1.5, duration: 1))
        try expectTableMatches([first, second])
        let toBy = Animation(keyPath: "position.x", kind: .basic(from: nil, to: .number(4), by: .number(3)),
                             timing: MediaTiming(duration: 1))
        let fromBy = Animation(keyPath: "position.y", kind: .basic(from: .number(1), to: nil, by: .number(-2)),
                               timing: MediaTiming(duration: 1))
        try expectTableMatches([toBy, fromBy])
    }

    @Test func groupsTimeTheirChildren() throws {
        let children = [
            numberKeyframes("transform.scale", [1, 1, 1.05, 1, 1], keyTimes: [0, 0.61, 0.7, 0.887, 1],
                            functions: [.linear, TimingFunction(0.25, 0, 0.2, 1), TimingFunction(0.25, 0, 0.2, 1)],
                            timing: MediaTiming(duration: 3)),
            numberKeyframes("instanceOffset", [0, 0, 1, 0, 0], keyTimes: [0, 0.61, 0.7, 0.887, 1],
                            timing: MediaTiming(beginTime: 0.2, duration: 2, fillMode: .backwards)),
            opacityAnimation(from: 0.1, to: 0.8, timing: MediaTiming(beginTime: 0.5, duration: 0.6, repeatCount: 2,
                                                                     autoreverses: true)),
        ]
        let fuber = Animation(keyPath: nil, kind: .group(children),
                              timing: MediaTiming(beginTime: 0.25, duration: 3, timeOffset: 1.05,
                                                  repeatCount: .infinity, fillMode: .backwards),
                              isRemovedOnCompletion: false)
        try expectTableMatches([fuber])
        let held = Animation(keyPath: nil, kind: .group(children),
                             timing: MediaTiming(beginTime: 0.5, duration: 1.7, repeatCount: 1.5, autoreverses: true,
                                                 fillMode: .both),
                             isRemovedOnCompletion: false)
        try expectTableMatches([held])
    }

    @Test func childEndingWithItsHeldGroupShowsItsEnd() throws {
        // The child ends exactly where the group is frozen by fill forwards.
        let child = opacityAnimation(from: 0.2, to: 0.6, timing: MediaTiming(beginTime: 0.5, duration: 1.5))
        let group = Animation(keyPath: nil, kind: .group([child]), timing: MediaTiming(duration: 2, fillMode: .forwards),
                              isRemovedOnCompletion: false)
        let table = try compiledTable([group])
        let v = table.values(at: 3, instance: TrackTable.Instance(), model: TrackTable.Values(opacity: -1))
        #expect(v.opacity == 0.6)
        try expectTableMatches([group])
    }

    @Test func optionalBitsSelectTracksPerInstance() throws {
        let always = opacityAnimation(from: 0, to: 1)
        let optional = numberKeyframes("instanceOffset", [0, 2], timing: MediaTiming(duration: 2))
        let table = try compiledTable([always, optional], bits: [nil, 3])
        let times = trackTestTimes([always, optional])
        let off = TrackTable.Instance(timeShift: 0.3, optionalTracks: 0b0111)
        let on = TrackTable.Instance(timeShift: 0.3, optionalTracks: 0b1000)
        #expect(try largestDifference([always], table: table, times: times, instance: off).0 == 0)
        #expect(try largestDifference([always, optional], table: table, times: times, instance: on).0 == 0)
    }

    @Test func seededRandomTimingsMatch() throws {
        // Random timings over every field, on a keyframe track in a group.
        var random = SplitMix64(seed: 42)
        let fills = FillMode.allCases
        for _ in 0..<40 {
            func timing() -> MediaTiming {
                MediaTiming(beginTime: random.double(in: -1...2), duration: random.double(in: 0.2...2),
                            speed: random.double(in: 0.25...3), timeOffset: random.double(in: -1...2),
                            repeatCount: [0, 1.5, 2, .infinity][Int(random.next() % 4)],
                            autoreverses: random.next() % 2 == 0, fillMode: fills[Int(random.next() % 4)])
            }
            let mode: CalculationMode = random.next() % 3 == 0 ? .discrete : .linear
            let track = numberKeyframes("opacity", [0.1, 0.9, 0.4, 0.6], keyTimes: [0, 0.3, 0.8, 1],
                                        functions: [.easeIn, .default], mode: mode, timing: timing(),
                                        timingFunction: random.next() % 2 == 0 ? .easeOut : nil,
                                        removedOnCompletion: random.next() % 2 == 0)
            let group = Animation(keyPath: nil, kind: .group([track]), timing: timing(),
                                  isRemovedOnCompletion: random.next() % 2 == 0)
            try expectTableMatches([track])
            try expectTableMatches([group])
        }
    }
}
