import SeededRandom
import Testing
@testable import Timeline

@Suite struct TimingFunctionTests {
    /// Reference points from the curve's parametric form at s = ½ and ¼:
    /// x(½) = 0.375(c1x + c2x) + 0.125, y(½) likewise;
    /// x(¼) = 0.421875·c1x + 0.140625·c2x + 0.015625.
    /// easeIn: x(½) = 0.375·1.42 + 0.125 = 0.6575, y(½) = 0.5.
    /// default: x(½) = 0.3125, y(½) = 0.375·1.1 + 0.125 = 0.5375.
    /// easeOut: x(¼) = 0.0971875, y(¼) = 0.140625 + 0.015625 = 0.15625.
    /// T(1,0,0,1): x(s) − ½ = 4(s − ½)³, so x = 0.504 ⇒ s = 0.6, and
    /// y(s) = 3s² − 2s³ = 0.648 (dx/ds = 0 at s = ½: Newton must give way).
    static let references: [(TimingFunction, Double, Double)] = [
        (.linear, 0.3, 0.3), (.easeInEaseOut, 0.5, 0.5), (.easeIn, 0.6575, 0.5),
        (.default, 0.3125, 0.5375), (.easeOut, 0.0971875, 0.15625),
        (TimingFunction(1, 0, 0, 1), 0.5, 0.5), (TimingFunction(1, 0, 0, 1), 0.504, 0.648),
    ]

    @Test(arguments: references)
    func matchesReferenceValues(function: TimingFunction, x: Double, expected: Double) {
        #expect(near(function.progress(x), expected, 5e-5), "\(function) at \(x)")
    }

    @Test(arguments: [TimingFunction.linear, .easeIn, .easeOut, .easeInEaseOut, .default,
                      TimingFunction(1, 0, 0.35, 1)])
    func endsAreExact(function: TimingFunction) {
        #expect(function.progress(0) == 0)
        #expect(function.progress(1) == 1)
        #expect(function.progress(-0.5) == 0)
        #expect(function.progress(1.5) == 1)
    }

    /// easeInEaseOut is point-symmetric about (½, ½).
    @Test(arguments: [0.1, 0.23, 0.4])
    func easeInEaseOutIsSymmetric(x: Double) {
        let f = TimingFunction.easeInEaseOut
        #expect(near(f.progress(1 - x), 1 - f.progress(x), 1e-5))
    }

    /// Property: random x-monotone curves with c1y, c2y in 0…1 are
    /// non-decreasing on a fine grid and map 0 → 0, 1 → 1.
    @Test(arguments: [UInt64(11), 12, 13])
    func randomCurvesAreMonotone(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let f = TimingFunction(rng.double(in: 0...1), rng.double(in: 0...1),
                                   rng.double(in: 0...1), rng.double(in: 0...1))
            var previous = f.progress(0)
            #expect(previous == 0 && f.progress(1) == 1)
            for i in 1...1000 {
                let y = f.progress(Double(i) / 1000)
                #expect(y >= previous, "\(f) decreases at \(Double(i) / 1000)")
                previous = y
            }
        }
    }

    /// Overshooting curves (y outside 0…1) still solve x and keep the ends.
    @Test func overshootingCurve() {
        let f = TimingFunction(0.5, -0.5, 0.5, 1.5)
        // By symmetry about (½, ½): x(½) = ½ and y(½) = 0.375 + 0.125 = ½.
        #expect(near(f.progress(0.5), 0.5, 1e-6))
        #expect(f.progress(0.1) < 0)
    }
}
