import Foundation
import Timeline

/// CABasicAnimation: from one value to another. Values are what iOS code
/// passes (`Any?`): CGFloat, Double, Float, NSNumber, CGPoint, CGSize,
/// CGRect, CATransform3D, CGPath, CGColor, directly or in an NSValue; a
/// value of the wrong kind for the key path is an error naming both.
open class CABasicAnimation: CAPropertyAnimation {
    /// Start value; nil starts from the value beneath. Default: nil.
    public var fromValue: Any?
    /// End value; nil ends at the value beneath. Default: nil.
    public var toValue: Any?
    /// Change relative to the start. Default: nil.
    public var byValue: Any?

    override func modelAnimation(for layer: CALayer) throws -> Animation {
        let (keyPath, template) = try checkedKeyPath(on: layer)
        let convert = { (value: Any?, role: String) in
            try AnimationValueConversion.value(value, like: template, keyPath: keyPath, role: role)
        }
        return Animation(keyPath: keyPath,
                         kind: try kind(from: convert(fromValue, "fromValue"), to: convert(toValue, "toValue"),
                                        by: convert(byValue, "byValue")),
                         timing: try modelTiming("animation of '\(keyPath)'"), timingFunction: timingFunction?.model,
                         isAdditive: isAdditive, isCumulative: isCumulative, isRemovedOnCompletion: isRemovedOnCompletion)
    }

    /// What the animation does with its converted values (a spring
    /// animation follows its spring instead).
    func kind(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?) throws -> Animation.Kind {
        .basic(from: from, to: to, by: by)
    }
}

/// CASpringAnimation: a basic animation whose progress follows a damped
/// spring (the timing function is not used).
open class CASpringAnimation: CABasicAnimation {
    /// Default: 1.
    public var mass: CGFloat = 1
    /// Spring constant. Default: 100.
    public var stiffness: CGFloat = 100
    /// Damping coefficient. Default: 10.
    public var damping: CGFloat = 10
    /// In whole value changes per second, towards the end. Default: 0.
    public var initialVelocity: CGFloat = 0

    /// Seconds until the spring stays within 0.001 of its end
    /// (`SpringParameters.settlingDuration`); iOS code sets `duration` to it.
    public var settlingDuration: Double { parameters.settlingDuration }

    var parameters: SpringParameters {
        SpringParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                         initialVelocity: Double(initialVelocity))
    }

    override func kind(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?) throws -> Animation.Kind {
        guard parameters.isValid else {
            throw QuartzCoreError("spring of '\(keyPath ?? "")': mass and stiffness must be positive, and every parameter finite "
                                  + "(mass \(mass), stiffness \(stiffness), damping \(damping))")
        }
        return .spring(from: from, to: to, by: by, parameters: parameters)
    }
}
