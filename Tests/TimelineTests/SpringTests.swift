import Foundation
import Testing
@testable import Timeline

@Suite struct SpringTests {
    /// m = 1, k = 100, c = 20: ω₀ = 10, ζ = 20/(2·10) = 1 (critical), so
    /// x(t) = 1 − (1 + 10t)·e^(−10t): x(0.1) = 1 − 2/e = 0.264241117657115,
    /// x(0.2) = 1 − 3/e² = 0.593994150290162.
    /// With v₀ = 10 = ω₀ the linear term vanishes: x = 1 − e^(−10t), and
    /// x(0.1) = 1 − 1/e = 0.632120558828558.
    @Test func criticallyDampedByHand() {
        let s = SpringParameters(mass: 1, stiffness: 100, damping: 20)
        #expect(near(s.progress(atTime: 0.1), 0.264241117657115, 1e-12))
        #expect(near(s.progress(atTime: 0.2), 0.593994150290162, 1e-12))
        let v = SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 10)
        #expect(near(v.progress(atTime: 0.1), 0.632120558828558, 1e-12))
    }

    /// Defaults (1, 100, 10): ζ = ½, ω_d = 10·√¾. Half a damped period in,
    /// cos = −1 and sin = 0, so the overshoot peak is 1 + e^(−π/√3)
    /// = 1.163033534821580.
    @Test func underdampedOvershootPeak() {
        let s = SpringParameters()
        let halfPeriod = Double.pi / (10 * 0.75.squareRoot())
        #expect(near(s.progress(atTime: halfPeriod), 1.163033534821580, 1e-12))
    }

    /// Every regime solves m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and
    /// x′(0) = v₀ (checked by central differences, h = 1e-4 s).
    @Test(arguments: [
        SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
        SpringParameters(mass: 2, stiffness: 50, damping: 3, initialVelocity: -4),
        SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3),
        SpringParameters(mass: 1, stiffness: 100, damping: 50, initialVelocity: 0),
        SpringParameters(mass: 0.5, stiffness: 10, damping: 30, initialVelocity: 7),
    ])
    func solvesTheSpringEquation(spring s: SpringParameters) {
        let h = 1e-4
        for t in [0.05, 0.3, 0.9] {
            let x = s.progress(atTime: t)
            let v = (s.progress(atTime: t + h) - s.progress(atTime: t - h)) / (2 * h)
            let a = (s.progress(atTime: t + h) - 2 * x + s.progress(atTime: t - h)) / (h * h)
            #expect(near(s.mass * a + s.damping * v + s.stiffness * (x - 1), 0, 1e-3), "t = \(t)")
        }
        #expect(s.progress(atTime: 0) == 0)
        #expect(near((s.progress(atTime: h) - s.displacement(atTime: -h) - 1) / (2 * h), s.initialVelocity, 1e-3))
    }

    /// Underdamped defaults: R = √(1 + (5/ω_d)²) = √(4/3), so the envelope
    /// R·e^(−5t) reaches 0.001 at ln(1000·√(4/3))/5 = 1.410319.
    @Test func underdampedSettlingDuration() {
        #expect(near(SpringParameters().settlingDuration, log(1000 * (4.0 / 3).squareRoot()) / 5, 1e-9))
    }

    /// Critical ω₀ = 10: settles where (1 + 10T)·e^(−10T) = 0.001, and the
    /// motion stays within 0.001 of the end from then on.
    @Test func criticalSettlingDuration() {
        let s = SpringParameters(mass: 1, stiffness: 100, damping: 20)
        let t = s.settlingDuration
        #expect(near((1 + 10 * t) * exp(-10 * t), 0.001, 1e-9))
        for i in 0..<200 { #expect(abs(s.progress(atTime: t + Double(i) * 0.01) - 1) <= 0.001 + 1e-12) }
    }

    @Test func overdampedSettlesWithinEpsilon() {
        let s = SpringParameters(mass: 1, stiffness: 100, damping: 50)
        let t = s.settlingDuration
        #expect(t > 0 && t.isFinite)
        #expect(abs(s.progress(atTime: t) - 1) <= 0.001 + 1e-12)
        #expect(abs(s.progress(atTime: t * 0.9) - 1) > 0.001)
    }

    /// UIKit form, T = 1, ζ = ½: ζ·ω·T = ln 1000, so the envelope is 0.001
    /// at T, and progress is exactly 1 from T on.
    @Test func uikitForm() {
        let s = SpringParameters(duration: 1, dampingRatio: 0.5, initialSpringVelocity: 0)
        #expect(near(s.dampingRatio, 0.5))
        #expect(near(s.dampingRatio * s.naturalFrequency * 1, log(1000)))
        #expect(s.progress(atTime: 1) == 1 && s.progress(atTime: 3) == 1)
        #expect(s.progress(atTime: 0.999) != 1)
        #expect(s.settlingDuration <= 1)
    }

    /// SwiftUI .spring(): ω₀ = 2π/0.55, ζ = 0.825, mass 1.
    @Test func swiftUIForm() {
        let s = SpringParameters.swiftUIDefault
        #expect(near(s.naturalFrequency, 2 * .pi / 0.55) && near(s.dampingRatio, 0.825) && s.mass == 1)
    }

    @Test func degenerateSpringsDoNotCrash() {
        #expect(SpringParameters(mass: 0).progress(atTime: 0.5) == 1)
        #expect(SpringParameters(stiffness: -1).settlingDuration == 0)
        #expect(SpringParameters(damping: 0).settlingDuration == .infinity)
        #expect(SpringParameters(duration: 1, dampingRatio: 0).progress(atTime: 0.3).isFinite)
    }
}
