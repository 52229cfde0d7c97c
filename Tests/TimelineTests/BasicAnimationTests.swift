import Geometry
import Paths
import Testing
@testable import Timeline

@Suite struct BasicAnimationTests {
    /// The seven from/to/by combinations at half-way over a model of 100.
    static let combinations: [(String, Double?, Double?, Double?, Double)] = [
        ("from+to", 0, 10, nil, 5),        // 0 → 10
        ("from+by", 2, nil, 4, 4),         // 2 → 6
        ("by+to", nil, 10, 4, 8),          // 6 → 10
        ("from", 20, nil, nil, 60),        // 20 → 100 (beneath)
        ("to", nil, 0, nil, 50),           // 100 → 0
        ("by", nil, nil, 10, 105),         // 100 → 110
        ("none", nil, nil, nil, 100),      // 100 → 100
        ("all three: by ignored", 0, 10, 1000, 5),
    ]

    @Test(arguments: combinations)
    func fromToBy(name: String, from: Double?, to: Double?, by: Double?, expected: Double) throws {
        let a = Animation(keyPath: "opacity", kind: .basic(from: from.map { .number($0) }, to: to.map { .number($0) },
                                                             by: by.map { .number($0) }),
                          timing: MediaTiming(duration: 2))
        #expect(near(try opacity([a], at: 1, model: 100), expected), "\(name)")
    }

    @Test func additiveNumbersAddToTheValueBeneath() throws {
        #expect(near(try opacity([opacityAnimation(additive: true)], at: 0.5, model: 100), 105))
        // by-only additive: 0 → by, added onto 100.
        let by = Animation(keyPath: "opacity", kind: .basic(from: nil, to: nil, by: .number(10)),
                           timing: MediaTiming(duration: 1), isAdditive: true)
        #expect(near(try opacity([by], at: 0.5, model: 100), 105))
    }

    /// CATransform3DConcat(anim, beneath): scale(2) then translate(10, 0)
    /// keeps the translation at 10 (it is not scaled).
    @Test func additiveTransformsConcatenateAnimationFirst() throws {
        let s = AnimatableValue.transform(.scale(2, 2, 1))
        let a = Animation(keyPath: "transform", kind: .basic(from: s, to: s, by: nil),
                          timing: MediaTiming(duration: 1), isAdditive: true)
        let m = try transform([a], at: 0.5, model: .translation(10, 0))
        #expect(near(m, Transform3D.scale(2, 2, 1).concatenating(.translation(10, 0))))
        #expect(m.m41 == 10 && m.m11 == 2)
    }

    /// v_i(u) = v₀(u) + i·v₀(end) with 1 → 2: cycle 1 at ½ is 1.5 + 2,
    /// cycle 2 is 1.5 + 4; held at the end of 3 cycles 2 + 2·2 = 6.
    @Test(arguments: [(0.5, 1.5), (1.5, 3.5), (2.5, 5.5), (2.0, 5.0), (3.0, 6.0)])
    func cumulativeBuildsOnPreviousCycles(t: Double, expected: Double) throws {
        let a = opacityAnimation(from: 1, to: 2,
                                 timing: MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards),
                                 removedOnCompletion: false, cumulative: true)
        #expect(near(try opacity([a], at: t), expected))
    }

    /// Autoreversed cycles end at the start value (1), so each adds 1.
    @Test func cumulativeWithAutoreverse() throws {
        let a = opacityAnimation(from: 1, to: 2,
                                 timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
                                 cumulative: true)
        #expect(near(try opacity([a], at: 2.5), 1.5 + 1))
    }

    /// A cumulative transform: translate 0 → 10 per cycle; in cycle 2 at
    /// ½ that is 5 + 2·10.
    @Test func cumulativeTransforms() throws {
        let a = Animation(keyPath: "transform", kind: .basic(from: .transform(.identity),
                                                             to: .transform(.translation(10, 0)), by: nil),
                          timing: MediaTiming(duration: 1, repeatCount: 5), isCumulative: true)
        #expect(near(try transform([a], at: 2.5), .translation(25, 0)))
    }

    @Test func springProgressUsesSecondsNotTheCycle() throws {
        // Critical ω₀ = 10: x(0.1) = 1 − 2/e (see SpringTests), whatever
        // the duration.
        for duration in [1.0, 2.0] {
            let a = Animation(keyPath: "opacity",
                              kind: .spring(from: .number(0), to: .number(1), by: nil,
                                            parameters: SpringParameters(mass: 1, stiffness: 100, damping: 20)),
                              timing: MediaTiming(duration: duration))
            #expect(near(try opacity([a], at: 0.1), 0.264241117657115, 1e-12))
        }
    }

    @Test func colorsInterpolateComponentWise() throws {
        let blue = Color(rgb255: 15, 78, 101)
        let a = Animation(keyPath: "backgroundColor", kind: .basic(from: .color(.white), to: .color(blue), by: nil),
                          timing: MediaTiming(duration: 1))
        let v = try value("backgroundColor", [a], at: 0.5, model: ["backgroundColor": .color(.clear)])
        #expect(v == .color(Color(red: (1 + 15.0 / 255) / 2, green: (1 + 78.0 / 255) / 2,
                                  blue: (1 + 101.0 / 255) / 2, alpha: 1)))
    }

    /// Bools hold the start value until progress reaches 1.
    @Test func boolsSwitchAtTheEnd() throws {
        let a = Animation(keyPath: "hidden", kind: .basic(from: .bool(false), to: .bool(true), by: nil),
                          timing: MediaTiming(duration: 1, fillMode: .forwards), isRemovedOnCompletion: false)
        #expect(try value("hidden", [a], at: 0.99, model: ["hidden": .bool(false)]) == .bool(false))
        #expect(try value("hidden", [a], at: 1, model: ["hidden": .bool(false)]) == .bool(true))
    }

    @Test func pathsInterpolateElementWise() throws {
        let p0 = Path(elements: [.move(Point(0, 0)), .line(Point(10, 0))])
        let p1 = Path(elements: [.move(Point(0, 10)), .line(Point(20, 10))])
        let a = Animation(keyPath: "path", kind: .basic(from: .path(p0), to: .path(p1), by: nil),
                          timing: MediaTiming(duration: 1))
        let v = try value("path", [a], at: 0.5, model: ["path": .path(Path())])
        #expect(v == .path(Path(elements: [.move(Point(0, 5)), .line(Point(15, 5))])))
    }
}

@Suite struct SingleAnimationValueTests {
    @Test func valueAtParentTime() throws {
        let a = opacityAnimation(timing: MediaTiming(beginTime: 1, duration: 2))
        #expect(try a.value(atParentTime: 2, beneath: .number(0)) == .number(5))
        #expect(try a.value(atParentTime: 0, beneath: .number(0)) == nil)
    }

    /// The track alone: 0 → 10 → 40 paced puts the middle key time at ¼.
    @Test func keyframeTrackIsUsableAlone() throws {
        let track = KeyframeTrack(values: [.number(0), .number(10), .number(40)], mode: .paced)
        #expect(try track.pacedTimes() == [0, 0.25, 1])
        #expect(try track.value(at: 0.5) == .number(20))
    }
}
