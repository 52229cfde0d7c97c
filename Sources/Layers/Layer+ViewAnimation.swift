import Timeline

/// The curves of UIView.animate (UIView.AnimationOptions), as Core
/// Animation timing functions.
public enum ViewAnimationCurve: String, Sendable, CaseIterable {
    /// UIKit's default (option raw value 0).
    case easeInOut
    case easeIn
    case easeOut
    case linear

    /// The matching Core Animation curve.
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}

extension Layer {
    /// `UIView.animate(withDuration:delay:options:animations:)` called at
    /// layer time `time`, setting `keyPath` to `value`: the property moves
    /// from its value at `time + delay` (the model value with every
    /// animation added so far, evaluated at that time) to `value` with
    /// `curve`, then holds `value`. Calls made in time order chain like
    /// consecutive UIView animations.
    /// - Throws: `TimelineError` for an unknown key path or a value of the
    ///   wrong kind.
    public func animate(_ keyPath: String, to value: AnimatableValue, at time: Double, duration: Double,
                        delay: Double = 0, curve: ViewAnimationCurve = .easeInOut) throws {
        let from = try presentationValue(keyPath, at: time + delay)
        add(Animation(keyPath: keyPath, kind: .basic(from: from, to: value, by: nil),
                      timing: MediaTiming(beginTime: time + delay, duration: duration, fillMode: .forwards),
                      timingFunction: curve.timingFunction, isRemovedOnCompletion: false))
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:options:animations:)` called at layer time
    /// `time`: like `animate(_:to:at:duration:delay:curve:)` with UIKit's
    /// spring (`SpringParameters(duration:dampingRatio:initialSpringVelocity:)`,
    /// settling exactly at `duration`). UIKit ignores the curve option for
    /// springs, so there is none here.
    public func animate(_ keyPath: String, to value: AnimatableValue, at time: Double, duration: Double,
                        delay: Double = 0, springDamping: Double, initialSpringVelocity: Double) throws {
        let from = try presentationValue(keyPath, at: time + delay)
        let spring = SpringParameters(duration: duration, dampingRatio: springDamping,
                                      initialSpringVelocity: initialSpringVelocity)
        add(Animation(keyPath: keyPath, kind: .spring(from: from, to: value, by: nil, parameters: spring),
                      timing: MediaTiming(beginTime: time + delay, duration: duration, fillMode: .forwards),
                      isRemovedOnCompletion: false))
    }

    /// The value `keyPath` has at layer time `time` given the animations
    /// attached so far.
    public func presentationValue(_ keyPath: String, at time: Double) throws -> AnimatableValue {
        let values = try AnimationEvaluator.presentationValues(of: animations.map(\.animation), atLayerTime: time,
                                                               model: modelValues())
        return try AnimationEvaluator.value(of: keyPath, in: values)
    }
}
