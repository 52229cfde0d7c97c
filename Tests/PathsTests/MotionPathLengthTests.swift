import Geometry
@testable import Paths
import SeededRandom
import Testing

/// `MotionPath.length(segment:to:)` takes the speed's differences once per
/// call; it must give the bits of the node-by-node form it replaced
/// (`referenceLength`, kept below), or every motion path would move.
@Suite struct MotionPathLengthTests {
    /// 1 000 random quadratic and cubic segments, a quarter of them with a
    /// control point on an end or both controls together (zero speed at an
    /// end or a cusp), each measured to 1 and to 12 random parameters, and
    /// the parameter at 3 random length fractions.
    @Test(arguments: 0..<4) func lengthsKeepTheirBits(seed: UInt64) {
        var random = SplitMix64(seed: 52_000 + seed)
        func point() -> Point { Point(random.double(in: -300...300), random.double(in: -300...300)) }
        for _ in 0..<250 {
            let (a, b) = (point(), point())
            var (c1, c2) = (point(), point())
            switch random.next() % 8 {
            case 0: c1 = a
            case 1: c2 = b
            case 2: c2 = c1
            default: break
            }
            var curve = Path()
            curve.move(to: a)
            if random.next() % 3 == 0 { curve.quad(to: b, control: c1) } else { curve.curve(to: b, control1: c1, control2: c2) }
            let path = MotionPath(curve)
            for t in [1] + (0..<12).map({ _ in random.double(in: 0...1) }) {
                let fast = path.length(segment: 0, to: t), reference = path.referenceLength(segment: 0, to: t)
                #expect(fast.bitPattern == reference.bitPattern, "\(path.segments[0]) to \(t): \(fast) vs \(reference)")
            }
            for _ in 0..<3 {
                let fraction = random.double(in: 0...1)
                let fast = path.parameter(segment: 0, atLengthFraction: fraction)
                let reference = Self.referenceParameter(path, fraction)
                #expect(fast.bitPattern == reference.bitPattern, "\(path.segments[0]) at \(fraction)")
            }
        }
    }

    /// The replayed bisection gives the bisection's bits wherever it
    /// answers, and answers for most segments: 2 000 random segments (a
    /// quarter with zero speed at an end or a cusp, some nearly straight,
    /// some with far-flung controls), 8 fractions each, among them
    /// fractions a few ulps from 0 and 1, each from lengths measured to
    /// sixteenths and from the total alone.
    @Test(arguments: 0..<4) func replayedBisectionKeepsTheBisectionsBits(seed: UInt64) {
        var random = SplitMix64(seed: 53_000 + seed)
        func point(_ scale: Double) -> Point {
            Point(random.double(in: -scale...scale), random.double(in: -scale...scale))
        }
        var answered = 0, asked = 0
        for _ in 0..<500 {
            let (a, b) = (point(300), point(300))
            var (c1, c2) = (point(300), point(300))
            switch random.next() % 10 {
            case 0: c1 = a
            case 1: c2 = b
            case 2: c2 = c1
            case 3: (c1, c2) = (Point(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3 + 1e-6), Point(a.x + 2 * (b.x - a.x) / 3, a.y + 2 * (b.y - a.y) / 3))
            case 4: (c1, c2) = (point(30_000), point(30_000))
            default: break
            }
            var curve = Path()
            curve.move(to: a)
            if random.next() % 3 == 0 { curve.quad(to: b, control: c1) } else { curve.curve(to: b, control1: c1, control2: c2) }
            let path = MotionPath(curve)
            let measured = path.measure(segment: 0), total = measured.total
            #expect(total.bitPattern == path.length(segment: 0).bitPattern)
            for k in 0..<8 {
                let fraction = k == 0 ? 1e-15 : k == 1 ? 1 - 1e-15 : random.double(in: 0...1)
                let target = fraction * total
                let bisected = path.bisectedParameter(segment: 0, target: target)
                #expect(bisected.bitPattern == Self.referenceParameter(path, fraction).bitPattern)
                asked += 1
                // Measured to sixteenths (a compiled motion path) and not
                // at all (one placement): the same bits either way.
                let unmeasured = MotionPath.MeasuredSegment(total: total, marks: [0, total])
                for (form, lengths) in [("sixteenths", measured), ("total only", unmeasured)] {
                    guard let replayed = path.replayedBisection(segment: 0, target: target, measured: lengths) else { continue }
                    answered += 1
                    #expect(replayed.bitPattern == bisected.bitPattern, "\(path.segments[0]) at \(fraction), \(form)")
                }
            }
        }
        #expect(answered * 10 >= asked * 2 * 6, "the replay answered \(answered) of \(2 * asked)")
    }

    /// Newton's method starts on the cubic through a step's measured
    /// lengths with the speeds as slopes: on a straight segment eased by
    /// its controls (the speed a quadratic, so the length that cubic) it
    /// starts on the root, and beside a control point on the start (speed
    /// 0 there) within a millionth, where a straight line between the
    /// step's ends starts it a hundredth away.
    @Test func newtonStartsOnTheHermiteCubic() {
        func start(_ path: MotionPath, _ fraction: Double) -> (hermite: Double, root: Double) {
            let measured = path.measure(segment: 0), target = fraction * measured.total
            var k = 0
            while k < 15, measured.marks[k + 1] < target { k += 1 }
            let (low, high) = (Double(k) / 16, Double(k + 1) / 16)
            let t = MotionPath.hermiteStart(low: low, high: high, lowLength: measured.marks[k],
                                            highLength: measured.marks[k + 1], target: target,
                                            lowSpeed: path.speed(segment: 0, at: low),
                                            highSpeed: path.speed(segment: 0, at: high))
            return (t, path.bisectedParameter(segment: 0, target: target))
        }
        var eased = Path()
        eased.move(to: Point(0, 0))
        eased.curve(to: Point(300, 0), control1: Point(10, 0), control2: Point(250, 0))
        for fraction in [0.01, 0.3, 0.77, 0.999] {
            let (t, root) = start(MotionPath(eased), fraction)
            #expect(abs(t - root) < 1e-12, "eased line at \(fraction): \(t) against \(root)")
        }
        var cusp = Path()
        cusp.move(to: Point(0, 0))
        cusp.curve(to: Point(100, 80), control1: Point(0, 0), control2: Point(120, -40))
        let (t, root) = start(MotionPath(cusp), 0.004)
        #expect(abs(t - root) < 1e-6, "beside the still start: \(t) against \(root)")
    }

    /// Bisection to 1e-12 on `referenceLength`, as `parameter` does.
    static func referenceParameter(_ path: MotionPath, _ fraction: Double) -> Double {
        let target = fraction * path.referenceLength(segment: 0)
        var low = 0.0, high = 1.0
        while high - low > 1e-12 {
            let middle = (low + high) / 2
            if path.referenceLength(segment: 0, to: middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

extension MotionPath {
    /// The length node by node, as first written (a table of nodes, the
    /// speed from the control points at each): the reference
    /// `length(segment:to:)` is tested against.
    func referenceLength(segment i: Int, to t: Double = 1) -> Double {
        if case .line(let a, let b) = segments[i] { return (b - a).length * t }
        let pieces = 16
        var total = 0.0
        for k in 0..<pieces {
            let a = t * Double(k) / Double(pieces), b = t * Double(k + 1) / Double(pieces)
            let half = (b - a) / 2, middle = (a + b) / 2
            for (node, weight) in Self.gaussLegendre {
                total += weight * half * referenceSpeed(segment: i, at: middle + half * node)
            }
        }
        return total
    }

    /// |B′(t)|, points per unit of parameter.
    private func referenceSpeed(segment i: Int, at t: Double) -> Double {
        switch segments[i] {
        case .line(let a, let b): return (b - a).length
        case .quad(let a, let c, let b):
            let mt = 1 - t
            return 2 * Point(mt * (c.x - a.x) + t * (b.x - c.x), mt * (c.y - a.y) + t * (b.y - c.y)).length
        case .cubic(let a, let u, let v, let b):
            return 3 * Bezier.cubicDerivative(a, u, v, b, t).length
        }
    }

    /// Five-point Gauss–Legendre nodes on −1…1 and their weights.
    private static let gaussLegendre: [(Double, Double)] = [
        (0, 128.0 / 225),
        (-0.5384693101056831, 0.4786286704993665), (0.5384693101056831, 0.4786286704993665),
        (-0.9061798459386640, 0.2369268850561891), (0.9061798459386640, 0.2369268850561891),
    ]
}
