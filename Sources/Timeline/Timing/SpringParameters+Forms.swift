import Foundation

extension SpringParameters {
    /// ln(1000) ≈ 6.908: the exponent at which the envelope e^(−ζωT) has
    /// fallen to 0.001 (= `settlingEpsilon`), the UIKit spring
    /// reconstruction's "ω ≈ 6.9/(ζT)" (Sources/Timeline/README.md, "Springs").
    public static let uikitSettlingExponent = log(1000.0)
    /// Damping ratios below this are raised to it in the UIKit form: ω
    /// grows as 1/ζ, and at ζ = 0.01 a 1 s spring already rings at ~110 Hz.
    public static let uikitMinimumDampingRatio = 0.01

    /// UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:), a reconstruction
    /// (Sources/Timeline/README.md, "Springs"): mass 1,
    /// ω = ln(1000)/(ζ·T) so the envelope reaches 0.001 at T, stiffness ω²,
    /// damping 2ζω, and progress snaps to exactly 1 at `duration`.
    /// - Parameters:
    ///   - duration: T in seconds (> 0).
    ///   - dampingRatio: ζ, 0…1 (1 = no overshoot); values below 0.01 are
    ///     raised to 0.01.
    ///   - initialSpringVelocity: in value changes per second (1 = the whole
    ///     distance in one second). Default: 0.
    public init(duration: Double, dampingRatio: Double, initialSpringVelocity: Double = 0) {
        let zeta = max(dampingRatio, Self.uikitMinimumDampingRatio)
        let omega = Self.uikitSettlingExponent / (zeta * duration)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                  initialVelocity: initialSpringVelocity, completionTime: duration)
    }

    /// SwiftUI's Animation.spring(response:dampingFraction:): mass 1,
    /// ω₀ = 2π/response, stiffness ω₀², damping 2·dampingFraction·ω₀.
    /// - Parameters:
    ///   - response: period of the undamped oscillation in seconds (> 0).
    ///   - dampingFraction: ζ (1 = critical, smaller oscillates).
    ///   - initialVelocity: in value changes per second. Default: 0.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega,
                  initialVelocity: initialVelocity)
    }

    /// SwiftUI's `.spring()` of the iOS 13–16 SDKs: response 0.55 s,
    /// dampingFraction 0.825 (Sources/Timeline/README.md, "Springs").
    public static let swiftUIDefault = SpringParameters(response: 0.55, dampingFraction: 0.825)
}
