import Geometry
import Paths
import SeededRandom
import Testing
@testable import Timeline

/// The compiled form's pieces give what the plain forms gave: the binary
/// search the same index as the linear search it replaced, a kept
/// compiled animation the same values as the animation compiled afresh.
@Suite struct CompiledAnimationTests {
    /// On sorted arrays with runs of equal times, and at times on, between,
    /// before and after them (and NaN), the binary search gives
    /// `lastIndex { $0 <= x }`.
    @Test func binarySearchGivesTheLinearSearchesIndex() {
        var random = SplitMix64(seed: 34)
        for _ in 0..<400 {
            let count = Int(random.next() % 12)
            var times: [Double] = []
            for _ in 0..<count {
                let last = times.last ?? 0
                times.append(random.next() % 3 == 0 ? last : last + random.double(in: 0...0.5))
            }
            var probes = times + [-1, 2, .nan, .infinity, -.infinity]
            for _ in 0..<8 { probes.append(random.double(in: -0.2...(Double(count) * 0.5 + 0.2))) }
            for x in probes {
                #expect(KeyframeTrack.lastIndex(in: times, atMost: x) == times.lastIndex { $0 <= x },
                        "\(times) at \(x)")
            }
        }
    }

    /// One compiled animation evaluated at many times in any order gives
    /// the values of the evaluator handed the plain animation each time:
    /// keyframes (every calculation mode), a motion path (kept measured to
    /// sixteenths, fresh measured per placement) and a group.
    @Test func aKeptCompiledAnimationGivesTheSameValues() throws {
        let functions = [TimingFunction.easeIn, .easeOut, .easeInEaseOut]
        var animations: [Animation] = CalculationMode.allCases.map { mode in
            Animation(keyPath: "position", kind: .keyframe(
                values: [.point(Point(0, 0)), .point(Point(30, 5)), .point(Point(30, 5)), .point(Point(-8, 40))],
                keyTimes: mode == .discrete ? [0, 0.2, 0.2, 0.7, 1] : [0, 0.2, 0.2, 1],
                timingFunctions: functions, calculationMode: mode),
                timing: MediaTiming(duration: 2, repeatCount: 1.5, autoreverses: true))
        }
        var curve = Path()
        curve.move(to: Point(0, 0))
        curve.curve(to: Point(50, 0), control1: Point(10, 40), control2: Point(40, -40))
        curve.line(to: Point(50, 30))
        for mode in CalculationMode.allCases {
            animations.append(Animation(keyPath: "position", kind: .path(KeyframePath(
                path: curve, keyTimes: [0, 0.6, 1], timingFunctions: functions, mode: mode)),
                timing: MediaTiming(duration: 1.5)))
        }
        animations.append(Animation(keyPath: nil, kind: .group(Array(animations.prefix(2))),
                                    timing: MediaTiming(duration: 3)))
        let model: [String: AnimatableValue] = ["position": .point(Point(7, 7))]
        let compiled = animations.map { CompiledAnimation($0, evaluatedOften: true) }
        var random = SplitMix64(seed: 38)
        for _ in 0..<300 {
            let t = random.double(in: -0.5...4)
            for (animation, kept) in zip(animations, compiled) {
                var values = model
                try AnimationEvaluator.apply([kept], atLayerTime: t, to: &values)
                let fresh = try AnimationEvaluator.presentationValues(of: [animation], atLayerTime: t, model: model)
                #expect(values == fresh, "\(animation.kind) at \(t)")
            }
        }
    }
}
