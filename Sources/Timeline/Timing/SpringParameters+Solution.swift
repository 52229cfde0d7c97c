import Foundation

extension SpringParameters {
    /// Settling threshold: the spring counts as at rest once it stays
    /// within 0.1 % of the value change of its end value, the same 0.001
    /// that the UIKit form uses to fit its frequency to a duration.
    public static let settlingEpsilon = 0.001
    /// Damping ratios this close to 1 use the critically damped solution:
    /// the over- and underdamped forms divide by √|ζ² − 1| and lose digits
    /// there, while the critical form differs from them by O(|ζ − 1|).
    public static let criticalBand = 1e-6

    /// Undamped angular frequency ω₀ = √(stiffness / mass), radians/second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = damping / (2 √(stiffness · mass)): < 1 oscillates, 1 is critical,
    /// > 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// True when mass and stiffness are positive and all four are finite;
    /// other parameters have no spring motion and jump to the end.
    public var isValid: Bool {
        mass > 0 && stiffness > 0 && mass.isFinite && stiffness.isFinite && damping.isFinite
            && initialVelocity.isFinite
    }

    /// The fraction of the value change reached `t` seconds after release:
    /// the solution of m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0,
    /// x′(0) = initialVelocity. With y = x − 1, ω₀, ζ as above:
    ///
    /// - ζ < 1: x = 1 − e^(−ζω₀t)·[cos ω_d t + ((ζω₀ − v₀)/ω_d)·sin ω_d t],
    ///   ω_d = ω₀√(1 − ζ²)
    /// - ζ = 1: x = 1 − (1 + (ω₀ − v₀)·t)·e^(−ω₀t)
    /// - ζ > 1: x = 1 + C₁e^(r₁t) + C₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)),
    ///   C₁ = (v₀ + r₂)/(r₁ − r₂), C₂ = −1 − C₁
    ///
    /// `t` ≤ 0 gives 0; from `completionTime` on, 1. Invalid parameters
    /// give 1 for any `t` > 0. May overshoot 1 (that is the point).
    public func progress(atTime t: Double) -> Double {
        guard t > 0 else { return 0 }
        if let end = completionTime, t >= end { return 1 }
        guard isValid else { return 1 }
        return 1 + displacement(atTime: t)
    }

    /// y(t) = x(t) − 1, the signed distance from the end value.
    func displacement(atTime t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if abs(zeta - 1) <= Self.criticalBand {
            return -(1 + (w0 - v0) * t) * exp(-w0 * t)
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return -exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        let (r1, r2, c1, c2) = overdampedTerms
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// Rates and coefficients of the overdamped solution.
    private var overdampedTerms: (r1: Double, r2: Double, c1: Double, c2: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c1 = (initialVelocity + r2) / (r1 - r2)
        return (r1, r2, c1, -1 - c1)
    }

    /// Seconds until the spring stays within `settlingEpsilon` of its end,
    /// judged on the envelope of y(t) (so it never ends early):
    /// underdamped R·e^(−ζω₀t) with R = √(1 + ((ζω₀ − v₀)/ω_d)²) (closed
    /// form); critical (1 + |ω₀ − v₀|·t)·e^(−ω₀t) and overdamped
    /// |C₁|e^(r₁t) + |C₂|e^(r₂t) by bisection where they decrease.
    /// `completionTime` caps it; ∞ without damping; 0 when invalid.
    public var settlingDuration: Double {
        guard isValid else { return 0 }
        let free = freeSettlingDuration
        if let end = completionTime { return min(max(end, 0), free) }
        return free
    }

    private var freeSettlingDuration: Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity, eps = Self.settlingEpsilon
        guard zeta > 0 else { return .infinity }
        if abs(zeta - 1) <= Self.criticalBand {
            let b = abs(w0 - v0)
            // The envelope peaks at 1/ω₀ − 1/b and decreases after it.
            let peak = b > w0 ? 1 / w0 - 1 / b : 0
            return Self.firstTime(below: eps, from: peak) { (1 + b * $0) * exp(-w0 * $0) }
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow((zeta * w0 - v0) / wd, 2)).squareRoot()
            return max(0, log(amplitude / eps) / (zeta * w0))
        }
        let (r1, r2, c1, c2) = overdampedTerms
        return Self.firstTime(below: eps, from: 0) { abs(c1) * exp(r1 * $0) + abs(c2) * exp(r2 * $0) }
    }

    /// The time where the decreasing `envelope` drops to `eps`, searching
    /// from `start`: doubling brackets it, then 60 bisection steps (enough
    /// to reach double precision on any bracket under 2⁶⁰ s).
    private static func firstTime(below eps: Double, from start: Double,
                                  _ envelope: (Double) -> Double) -> Double {
        if envelope(start) <= eps { return start }
        var step = 1.0, hi = start + step
        while envelope(hi) > eps, hi.isFinite {
            step *= 2
            hi = start + step
        }
        var lo = start
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if envelope(mid) > eps { lo = mid } else { hi = mid }
        }
        return hi
    }
}
