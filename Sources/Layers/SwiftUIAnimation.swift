import Timeline

/// A SwiftUI `Animation` value of the iOS 13 SDK the 2019 tutorials target
/// (Sources/Layers/README.md, "State changes and view animations"): how a
/// state change made with `withAnimation` moves.
public struct SwiftUIAnimation: Sendable, Hashable {
    /// The motion.
    public enum Curve: Sendable, Hashable {
        /// A cubic timing curve over `duration` seconds.
        case timing(TimingFunction, duration: Double)
        /// A spring; it lasts its settling duration.
        case spring(SpringParameters)
    }

    public var curve: Curve
    /// Seconds between the state change and the start of the motion.
    /// Default: 0.
    public var delay: Double

    public init(curve: Curve, delay: Double = 0) {
        self.curve = curve
        self.delay = delay
    }

    /// SwiftUI's default duration for the named curves: 0.35 s.
    public static let defaultDuration = 0.35

    /// `.easeIn(duration:)`: T(0.42, 0, 1, 1).
    public static func easeIn(duration: Double = defaultDuration) -> SwiftUIAnimation {
        SwiftUIAnimation(curve: .timing(.easeIn, duration: duration))
    }

    /// `.easeOut(duration:)`: T(0, 0, 0.58, 1).
    public static func easeOut(duration: Double = defaultDuration) -> SwiftUIAnimation {
        SwiftUIAnimation(curve: .timing(.easeOut, duration: duration))
    }

    /// `.easeInOut(duration:)`: T(0.42, 0, 0.58, 1).
    public static func easeInOut(duration: Double = defaultDuration) -> SwiftUIAnimation {
        SwiftUIAnimation(curve: .timing(.easeInEaseOut, duration: duration))
    }

    /// `.linear(duration:)`.
    public static func linear(duration: Double = defaultDuration) -> SwiftUIAnimation {
        SwiftUIAnimation(curve: .timing(.linear, duration: duration))
    }

    /// `.timingCurve(c0x, c0y, c1x, c1y, duration:)`.
    public static func timingCurve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double,
                                   duration: Double = defaultDuration) -> SwiftUIAnimation {
        SwiftUIAnimation(curve: .timing(TimingFunction(c1x, c1y, c2x, c2y), duration: duration))
    }

    /// `.spring(response:dampingFraction:blendDuration:)`; the iOS 13
    /// defaults are response 0.55 s and dampingFraction 0.825. The blend
    /// duration only matters when springs retarget each other, which
    /// additive composition already models, so it is not a parameter.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> SwiftUIAnimation {
        SwiftUIAnimation(curve: .spring(SpringParameters(response: response, dampingFraction: dampingFraction)))
    }

    /// `Animation.default` before iOS 17 (what `withAnimation()` uses):
    /// easeInOut over 0.35 s.
    public static let `default` = easeInOut()

    /// The same animation started `seconds` later (`.delay(_:)`).
    public func delay(_ seconds: Double) -> SwiftUIAnimation {
        SwiftUIAnimation(curve: curve, delay: delay + seconds)
    }

    /// How long the motion lasts after its delay: the duration, or a
    /// spring's settling duration.
    public var duration: Double {
        switch curve {
        case .timing(_, let d): return d
        case .spring(let s): return s.settlingDuration
        }
    }
}
