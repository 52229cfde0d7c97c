import Geometry
@testable import Paths
import SeededRandom
import Testing

/// `MotionPath.length(segment:to:)` takes the speed's differences once per
/// call; it must give the bits of the node-by-node form it replaced
/// (`referenceLength`), or every motion path would move.
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
