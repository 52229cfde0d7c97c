import Geometry
import Testing
@testable import Timeline

private func group(_ children: [Animation], timing: MediaTiming, removedOnCompletion: Bool = true) -> Animation {
    Animation(keyPath: nil, kind: .group(children), timing: timing, isRemovedOnCompletion: removedOnCompletion)
}

@Suite struct GroupTests {
    /// Fuber's logo (Sources/Scenes/README.md, "Fuber (UIKit)"): group
    /// duration 3, repeat ∞, timeOffset 2.1; child
    /// strokeEnd-like 0 → 1 over 0…2.5 without fill. At t = 0 the group is
    /// at 2.1 (child 0.84); at t = 0.5 at 2.6 (child over: model shows); at
    /// t = 1 at 3.1 ≡ 0.1.
    @Test(arguments: [(0.0, 0.84), (0.5, modelOpacity), (1.0, 0.1 / 2.5), (3.0, 0.84)])
    func fuberGroupClock(t: Double, expected: Double) throws {
        let child = opacityAnimation(from: 0, to: 1, timing: MediaTiming(duration: 2.5))
        let g = group([child], timing: MediaTiming(duration: 3, timeOffset: 2.1, repeatCount: .infinity))
        #expect(near(try opacity([g], at: t), expected))
    }

    /// A child with fill both and the default isRemovedOnCompletion = true
    /// still holds inside its group (children ignore the flag): white
    /// before 1/3 s, blue after 1.5333 s of each group cycle.
    @Test(arguments: [(1.1, 0.0), (2.0 - 2.1 + 3, 10.0), (0.0, 10.0)])
    func childFillIgnoresRemovedOnCompletion(t: Double, expected: Double) throws {
        let child = opacityAnimation(timing: MediaTiming(beginTime: 1.0 / 3, duration: 1.2, fillMode: .both))
        let g = group([child], timing: MediaTiming(duration: 3, timeOffset: 2.1, repeatCount: .infinity))
        #expect(near(try opacity([g], at: t), expected))
    }

    /// A child longer than its group is clipped at the group's duration
    /// and restarts with the group's next cycle.
    @Test(arguments: [(1.9, 1.9), (2.1, 0.1), (3.0, 1.0)])
    func childrenAreClippedToTheGroupCycle(t: Double, expected: Double) throws {
        let child = opacityAnimation(from: 0, to: 5, timing: MediaTiming(duration: 5))
        let g = group([child], timing: MediaTiming(duration: 2, repeatCount: 2))
        #expect(near(try opacity([g], at: t), expected))
    }

    @Test func groupOutsideItsActivePeriodShowsNothing() throws {
        let child = opacityAnimation(timing: MediaTiming(duration: 1, fillMode: .both))
        let g = group([child], timing: MediaTiming(beginTime: 1, duration: 2))
        #expect(try opacity([g], at: 0.5) == modelOpacity)
        #expect(try opacity([g], at: 3.5) == modelOpacity)
        #expect(try opacity([g], at: 1.5) == 5)
    }

    /// Held after its end (fill forwards, not removed), the group sits at
    /// its last instant and its children freeze with it: a child with fill
    /// forwards holds its end value, and so does a child without fill that
    /// ends exactly at the group's end (Core Animation's frozen group, the
    /// pattern SBLoader's triangle and arc rely on); a child that ended
    /// earlier without fill stays over.
    @Test func groupFillForwards() throws {
        let filled = opacityAnimation(timing: MediaTiming(duration: 2, fillMode: .forwards))
        let unfilled = opacityAnimation(timing: MediaTiming(duration: 2))
        let early = opacityAnimation(timing: MediaTiming(duration: 1))
        let t = MediaTiming(duration: 2, fillMode: .forwards)
        #expect(try opacity([group([filled], timing: t, removedOnCompletion: false)], at: 5) == 10)
        #expect(try opacity([group([unfilled], timing: t, removedOnCompletion: false)], at: 5) == 10)
        #expect(try opacity([group([unfilled], timing: t, removedOnCompletion: false)], at: 2) == 10)
        #expect(try opacity([group([early], timing: t, removedOnCompletion: false)], at: 5) == modelOpacity)
        #expect(try opacity([group([filled], timing: t, removedOnCompletion: true)], at: 5) == modelOpacity)
        // While the group runs, an unfilled child is over after its own end.
        #expect(try opacity([group([early], timing: t, removedOnCompletion: false)], at: 1.5) == modelOpacity)
    }

    /// Group speed and autoreverse carry into the children's time.
    @Test func groupSpeedAndAutoreverse() throws {
        let child = opacityAnimation(timing: MediaTiming(duration: 2))
        #expect(near(try opacity([group([child], timing: MediaTiming(duration: 2, speed: 2))], at: 0.25), 2.5))
        let reversing = group([child], timing: MediaTiming(duration: 2, autoreverses: true))
        #expect(near(try opacity([reversing], at: 3.5), 2.5))
    }

    /// Children apply in order on different key paths; a nested group
    /// works in its parent group's time.
    @Test func nestedGroups() throws {
        let inner = group([opacityAnimation(timing: MediaTiming(duration: 1))], timing: MediaTiming(beginTime: 1, duration: 1))
        let outer = group([inner], timing: MediaTiming(beginTime: 1, duration: 3))
        #expect(near(try opacity([outer], at: 2.5), 5))
        #expect(try opacity([outer], at: 1.5) == modelOpacity)
    }
}
