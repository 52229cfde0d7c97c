/// The physical parameters of a CASpringAnimation: a mass on a spring with
/// a damper, released at the start value and pulled to the end value. The
/// forms used by UIKit (duration + dampingRatio + velocity) and SwiftUI
/// (response + dampingFraction) map onto these (see
/// `SpringParameters+Forms.swift`).
public struct SpringParameters: Sendable, Hashable {
    /// Mass of the object. Default: 1.
    public var mass: Double
    /// Spring constant k. Default: 100.
    public var stiffness: Double
    /// Damping coefficient c (force per unit velocity). Default: 10.
    public var damping: Double
    /// Initial velocity in units of the whole value change per second;
    /// positive moves towards the end value. Default: 0.
    public var initialVelocity: Double
    /// When set, progress is exactly 1 from this many seconds on (UIKit's
    /// duration-based springs snap to their end at the duration).
    /// Default: nil (the spring runs freely).
    public var completionTime: Double?

    /// A spring from its physical parameters; defaults as stated on the
    /// properties (CASpringAnimation's).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
                completionTime: Double? = nil) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.completionTime = completionTime
    }
}
