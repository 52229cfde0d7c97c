import Geometry
import Paths
import Testing
@testable import Timeline

@Suite struct ErrorTests {
    /// The error at layer time `t` (0.1: inside the default 0.25 s).
    private func error(_ animation: Animation, model: [String: AnimatableValue], at t: Double = 0.1) -> TimelineError? {
        do {
            _ = try AnimationEvaluator.presentationValues(of: [animation], atLayerTime: t, model: model)
            return nil
        } catch let e as TimelineError { return e } catch { return nil }
    }

    @Test func unknownRootNamesTheKeyPath() throws {
        let e = try #require(error(opacityAnimation(), model: [:]))
        #expect(e.description.contains("'opacity'"))
        guard case .unknownKeyPath = e else { Issue.record("\(e)"); return }
    }

    @Test func unknownSubPath() throws {
        let a = Animation(keyPath: "position.z", kind: .basic(from: .number(0), to: .number(1), by: nil))
        let e = try #require(error(a, model: ["position": .point(.zero)]))
        #expect(e.description.contains("position.z"))
    }

    @Test func wrongValueKind() throws {
        let a = Animation(keyPath: "opacity", kind: .basic(from: .point(.zero), to: .point(.zero), by: nil))
        #expect(error(a, model: ["opacity": .number(1)])
                == .valueKindMismatch(keyPath: "opacity", expected: "number", found: "point"))
        let b = Animation(keyPath: "position.x", kind: .basic(from: .number(0), to: .number(1), by: nil))
        #expect(error(b, model: ["position": .transform(.identity)]) != nil)
    }

    @Test func mismatchedPathsAndArrays() throws {
        let p0 = Path(elements: [.move(.zero), .line(Point(1, 1))])
        let p1 = Path(elements: [.move(.zero), .line(Point(1, 1)), .close])
        let a = Animation(keyPath: "path", kind: .basic(from: .path(p0), to: .path(p1), by: nil))
        let e = try #require(error(a, model: ["path": .path(p0)]))
        guard case .incompatibleValues(let keyPath, _) = e else { Issue.record("\(e)"); return }
        #expect(keyPath == "path")
        let c = Animation(keyPath: "colors", kind: .basic(from: .colors([.white]), to: .colors([.white, .black]), by: nil))
        #expect(error(c, model: ["colors": .colors([])]) != nil)
    }

    /// Key paths and value kinds are checked whether or not the animation
    /// shows a value now, so a bad scene fails on every frame, not some.
    @Test func inactiveAnimationsAreCheckedToo() {
        #expect(error(opacityAnimation(), model: [:], at: 100) != nil)
        let child = Animation(keyPath: "opacity", kind: .basic(from: .point(.zero), to: nil, by: nil))
        let g = Animation(keyPath: nil, kind: .group([child]), timing: MediaTiming(beginTime: 5, duration: 1))
        #expect(error(g, model: ["opacity": .number(1)], at: 0) != nil)
    }

    @Test func groupsOnlyMayOmitTheKeyPath() {
        let a = Animation(keyPath: nil, kind: .basic(from: .number(0), to: .number(1), by: nil))
        #expect(error(a, model: ["opacity": .number(1)]) == .missingKeyPath)
    }

    /// NaN and infinite inputs skip the animation instead of crashing.
    @Test func nonFiniteInputsDoNotCrash() throws {
        #expect(try opacity([opacityAnimation(from: .nan, to: 1)], at: 0.5) == modelOpacity)
        #expect(try opacity([opacityAnimation()], at: .nan) == modelOpacity)
        #expect(try opacity([opacityAnimation()], at: .infinity) == modelOpacity)
        let weird = opacityAnimation(timing: MediaTiming(duration: .nan, speed: .infinity, timeOffset: .nan,
                                                         repeatCount: .nan, repeatDuration: -1))
        #expect(try opacity([weird], at: 0.3) == modelOpacity)
        let huge = opacityAnimation(timing: MediaTiming(duration: 1, repeatCount: .infinity), cumulative: true)
        #expect(try opacity([huge], at: 1e300).isFinite)
        let spin = Animation(keyPath: "transform", kind: .basic(from: .transform(.identity),
                                                                to: .transform(.rotation(1)), by: nil),
                             timing: MediaTiming(duration: 1, repeatCount: .infinity), isCumulative: true)
        #expect(try transform([spin], at: 1e12).isFinite)
    }
}
