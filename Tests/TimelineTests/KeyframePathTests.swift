import Foundation
import Geometry
import Paths
import Testing
@testable import Timeline

/// A "position" animation along `path` over 1 s, held at its end.
private func motion(_ path: Path, keyTimes: [Double] = [], functions: [TimingFunction] = [],
                    mode: CalculationMode = .linear, reading: KeyframePath.Reading = .point,
                    progress: KeyframePath.SegmentProgress = .length) -> Animation {
    let keyPath = reading == .point ? "position" : "transform.rotation.z"
    return Animation(keyPath: keyPath,
                     kind: .path(KeyframePath(path: path, keyTimes: keyTimes, timingFunctions: functions, mode: mode,
                                              reading: reading, segmentProgress: progress)),
                     timing: MediaTiming(duration: 1, fillMode: .forwards), isAdditive: reading != .point,
                     isRemovedOnCompletion: false)
}

private func position(_ animation: Animation, at t: Double) throws -> Point {
    guard case .point(let p)? = try value("position", [animation], at: t, model: ["position": .point(Point(-1, -1))])
    else {
        Issue.record("position is not a point")
        return Point(.nan, .nan)
    }
    return p
}

private func angle(_ animation: Animation, at t: Double) throws -> Double {
    let m = try transform([animation], at: t)
    return atan2(m.m12, m.m11)
}

/// An L: right 30, then down 10 (three vertices, two segments).
private let ell = Path(elements: [.move(Point(0, 0)), .line(Point(30, 0)), .line(Point(30, 10))])

/// A quarter circle of radius 100 about (0, 0) from (100, 0) to (0, 100), as one cubic.
private let quarter: Path = {
    let k = 100 * 0.5522847498307936
    return Path(elements: [.move(Point(100, 0)), .cubic(Point(100, k), Point(k, 100), Point(0, 100))])
}()

@Suite struct KeyframePathTests {
    /// Each segment is one keyframe segment, evenly spaced by default, with
    /// keyTimes one per vertex, like keyframe values.
    @Test(arguments: [
        ([Double](), 0.25, Point(15, 0)), ([], 0.5, Point(30, 0)), ([], 0.75, Point(30, 5)),
        ([0, 0.75, 1], 0.375, Point(15, 0)), ([0, 0.75, 1], 0.875, Point(30, 5)), ([], 1.0, Point(30, 10)),
        ([0.5, 0.75, 1], 0.25, Point(0, 0)),
    ])
    func segmentsAreKeyframeSegments(keyTimes: [Double], t: Double, expected: Point) throws {
        #expect(try position(motion(ell, keyTimes: keyTimes), at: t) == expected)
    }

    /// A path of lines moves exactly as the same points given as values.
    @Test func linesEqualTheSameValues() throws {
        let values = Animation(keyPath: "position",
                               kind: .keyframe(values: [.point(Point(0, 0)), .point(Point(30, 0)), .point(Point(30, 10))],
                                               keyTimes: [0, 0.3, 1], timingFunctions: [.easeIn, .easeOut],
                                               calculationMode: .linear),
                               timing: MediaTiming(duration: 1))
        let along = motion(ell, keyTimes: [0, 0.3, 1], functions: [.easeIn, .easeOut])
        for t in stride(from: 0.0, to: 1, by: 0.037) {
            #expect(try position(along, at: t) == position(values, at: t), "at \(t)")
        }
    }

    /// On a curve the segment's (eased) fraction is a fraction of its
    /// length: constant speed, so a third of the time covers a third of
    /// the arc (30° of the quarter circle, within the cubic's departure
    /// from a circle), where the Bézier parameter ⅓ is at 30.3°.
    @Test func curvesMoveAtConstantSpeed() throws {
        let k = 100 * 0.5522847498307936
        let middle = try position(motion(quarter), at: 0.5)
        #expect(abs(middle.x - (12.5 * 100 + 37.5 * 100 + 37.5 * k) / 100) < 1e-9, "symmetric: the middle is t = ½")
        let third = try position(motion(quarter), at: 1.0 / 3)
        #expect(abs(atan2(third.y, third.x) * 180 / .pi - 30) < 0.05, "\(third)")
        let eased = try position(motion(quarter, functions: [.easeIn]), at: 0.5)
        #expect(eased.x > middle.x, "easeIn is behind at the middle of the time")
        let overshoot = try position(motion(quarter, functions: [TimingFunction(0.5, -0.5, 0.5, 1)]), at: 0.1)
        #expect(overshoot == Point(100, 0), "an eased fraction below 0 stops at the start")
    }

    /// By curve parameter, a segment's eased fraction f is the cubic's t:
    /// the point is the Bézier point at t = f, which on a curve with
    /// uneven handles is far from the point at f of the length. A line
    /// (the L) moves alike either way; an overshoot goes on past the ends
    /// (Core Animation's, Issues/pr_2305); and paced ignores it (always by
    /// length).
    @Test func curveParameterPlacesTheBezierPoint() throws {
        // A straight segment from (0, 0) to (90, 0) whose handles are
        // uneven (first at 60, second at 90): by parameter it leaves fast.
        let uneven = Path(elements: [.move(Point(0, 0)), .cubic(Point(60, 0), Point(90, 0), Point(90, 0))])
        for f in [0.1, 0.25, 0.5, 0.8] {
            let u = 1 - f
            let x = 3 * u * u * f * 60 + 3 * u * f * f * 90 + f * f * f * 90
            let p = try position(motion(uneven, progress: .parameter), at: f)
            #expect(abs(p.x - x) < 1e-9 && p.y == 0, "\(p) at \(f)")
            let byLength = try position(motion(uneven), at: f)
            #expect(abs(byLength.x - 90 * f) < 1e-6, "by length: \(byLength) at \(f)")
        }
        #expect(try position(motion(quarter, progress: .parameter), at: 1.0 / 3).y
                > position(motion(quarter), at: 1.0 / 3).y, "the quarter circle's parameter ⅓ is past 30°")
        for t in [0.25, 0.875] {
            #expect(try position(motion(ell, progress: .parameter), at: t) == position(motion(ell), at: t))
        }
        // An eased fraction below 0 goes back along the cubic's polynomial.
        let easing = TimingFunction(0.5, -0.5, 0.5, 1)
        let f = easing.progress(0.1)
        let back = try position(motion(uneven, functions: [easing], progress: .parameter), at: 0.1)
        let u = 1 - f
        #expect(f < 0 && abs(back.x - (3 * u * u * f * 60 + 3 * u * f * f * 90 + f * f * f * 90)) < 1e-9 && back.x < 0,
                "\(back) at eased \(f)")
        let paced = try position(motion(uneven, mode: .paced, progress: .parameter), at: 0.25)
        #expect(abs(paced.x - 22.5) < 1e-6, "paced goes by length: \(paced)")
    }

    /// Paced: constant speed by arc length over the whole path; the L's 40
    /// pt take 0.75 s for the first 30.
    @Test(arguments: [(0.375, Point(15, 0)), (0.75, Point(30, 0)), (0.875, Point(30, 5))])
    func pacedMovesAtConstantSpeed(t: Double, expected: Point) throws {
        let p = try position(motion(ell, keyTimes: [0, 0.1, 1], mode: .paced), at: t)
        #expect(abs(p.x - expected.x) < 1e-9 && abs(p.y - expected.y) < 1e-9, "\(p) at \(t)")
    }

    /// Paced on a curve: equal times cover equal arcs of the circle (within
    /// the cubic's own 0.03 % departure from a circle).
    @Test func pacedCurveCoversEqualArcs() throws {
        let a = motion(quarter, mode: .paced)
        for (t, degrees) in [(1.0 / 3, 30.0), (0.5, 45.0), (2.0 / 3, 60.0)] {
            let p = try position(a, at: t)
            #expect(abs(atan2(p.y, p.x) * 180 / .pi - degrees) < 0.05, "\(p) at \(t)")
        }
    }

    /// Discrete: vertex to vertex, evenly spaced over n + 1 times.
    @Test(arguments: [(0.1, Point(0, 0)), (0.4, Point(30, 0)), (0.7, Point(30, 10))])
    func discreteJumpsBetweenVertices(t: Double, expected: Point) throws {
        #expect(try position(motion(ell, mode: .discrete), at: t) == expected)
    }

    /// A move inside the path starts the next segment elsewhere: a jump at
    /// the key time; a close is a segment back to the subpath's start.
    @Test func movesJumpAndClosesReturn() throws {
        let jump = Path(elements: [.move(Point(0, 0)), .line(Point(10, 0)), .move(Point(50, 50)), .line(Point(60, 50))])
        #expect(try position(motion(jump), at: 0.25) == Point(5, 0))
        #expect(try position(motion(jump), at: 0.75) == Point(55, 50))
        let triangle = Path(elements: [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close])
        #expect(MotionPath(triangle).segments.count == 3)
        let back = try position(motion(triangle), at: 5.0 / 6)
        #expect(near(back.x, 5) && near(back.y, 5), "\(back)")
    }

    /// rotationMode: the direction of motion, radians, reversed by π.
    @Test(arguments: [(0.25, 0.0), (0.75, Double.pi / 2)])
    func tangentAngleFollowsTheDirection(t: Double, expected: Double) throws {
        #expect(near(try angle(motion(ell, reading: .tangentAngle), at: t), expected))
        let reversed = try angle(motion(ell, reading: .reversedTangentAngle), at: t)
        #expect(near(abs(remainder(reversed - expected - .pi, 2 * .pi)), 0))
    }

    /// On the quarter circle the direction turns from down (π/2) to left (π).
    @Test func tangentAngleOnACurve() throws {
        let a = motion(quarter, reading: .tangentAngle)
        #expect(near(try angle(a, at: 0), .pi / 2))
        #expect(near(try angle(a, at: 0.5), 3 * .pi / 4))
        #expect(near(abs(try angle(a, at: 1)), .pi))
    }

    /// An empty path animates nothing; a path of one point holds it.
    @Test func degeneratePaths() throws {
        #expect(try position(motion(Path()), at: 0.5) == Point(-1, -1))
        #expect(try position(motion(Path(elements: [.move(Point(4, 5))])), at: 0.5) == Point(4, 5))
    }

    /// Arc lengths: exact for lines, the quarter circle's cubic within its
    /// known length (157.08 for a true arc; the cubic is 0.027 % longer).
    @Test func segmentLengths() {
        #expect(MotionPath(ell).length(segment: 0) == 30)
        let arc = MotionPath(quarter).length(segment: 0)
        #expect(abs(arc - 50 * Double.pi) < 0.05, "\(arc)")
        let half = MotionPath(quarter).parameter(segment: 0, atLengthFraction: 0.5)
        #expect(abs(half - 0.5) < 1e-9, "symmetric curve: half the length at t = ½, got \(half)")
        #expect(abs(MotionPath(quarter).length(segment: 0, to: half) - arc / 2) < 1e-9)
    }
}
