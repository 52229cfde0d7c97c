import FlipbookQuartzCore
import Layers
import Timeline

extension UIView {
    /// The curve and behaviour of a view animation (UIView.AnimationOptions).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let `repeat` = Self(rawValue: 1 << 3)
        public static let autoreverse = Self(rawValue: 1 << 4)
        public static let curveEaseInOut = Self([])
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        public static let curveLinear = Self(rawValue: 3 << 16)

        /// The curve the options choose (UIKit's default is ease-in-out).
        var curve: ViewAnimationCurve {
            switch rawValue & (3 << 16) {
            case 1 << 16: return .easeIn
            case 2 << 16: return .easeOut
            case 3 << 16: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates the changes `animations` makes to views' frame, bounds,
    /// center, alpha, transform and backgroundColor: each property moves
    /// from the value it shows when the animation starts (`delay` seconds
    /// from now on the scene clock) to the new one along the options'
    /// curve; the new value is the model's at once. `completion` runs on
    /// the scene clock when it ends, with `true`.
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(ViewAnimationContext(duration: duration, delay: delay, kind: .curve(options.curve), options: options),
            animations, completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without a delay.
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The spring form: UIKit's spring (`SpringParameters(duration:dampingRatio:initialSpringVelocity:)`),
    /// which settles exactly at `duration`; the curve options do not apply.
    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping damping: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = SpringParameters(duration: duration, dampingRatio: Double(damping), initialSpringVelocity: Double(velocity))
        run(ViewAnimationContext(duration: duration, delay: delay, kind: .spring(spring), options: options),
            animations, completion)
    }

    private static func run(_ context: ViewAnimationContext, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        ViewAnimationContext.$current.withValue(context) { animations() }
        guard let completion else { return }
        guard context.duration.isFinite, context.delay.isFinite else { return completion(false) }
        SceneClock.schedule(after: max(context.delay, 0) + max(context.duration, 0)) { completion(true) }
    }
}

/// The `UIView.animate` call whose animations block is running.
final class ViewAnimationContext: @unchecked Sendable {
    @TaskLocal static var current: ViewAnimationContext?

    enum Kind {
        case curve(ViewAnimationCurve)
        case spring(SpringParameters)
    }

    let duration: Double
    let delay: Double
    let kind: Kind
    let options: UIView.AnimationOptions

    init(duration: Double, delay: Double, kind: Kind, options: UIView.AnimationOptions) {
        self.duration = duration
        self.delay = delay
        self.kind = kind
        self.options = options
    }

    /// Sets `key` of `layer` to `value` through `apply` and animates it from
    /// the value shown at the animation's start: the new model value holds
    /// from now; the animation starts after the delay, shows its start
    /// value during the delay (UIKit's backwards fill) and nothing before
    /// now (a group that begins now holds it).
    func animate(_ layer: CALayer, _ key: String, to value: AnimatableValue, apply: () -> Void) {
        guard duration.isFinite, duration >= 0, delay.isFinite else {
            layer.report("UIView.animate: the duration and delay must be finite and the duration not negative, "
                         + "got \(duration) and \(delay)")
            return apply()
        }
        let now = layer.localTime(fromScene: SceneClock.now)
        let delay = max(self.delay, 0)
        let from = try? layer.presentationValue(key, atLayerTime: now + delay)
        apply()
        guard duration > 0, let from else { return }
        let kind: Animation.Kind
        var timingFunction: TimingFunction?
        switch self.kind {
        case .curve(let curve):
            kind = .basic(from: from, to: value, by: nil)
            timingFunction = curve.timingFunction
        case .spring(let spring):
            kind = .spring(from: from, to: value, by: nil, parameters: spring)
        }
        var timing = MediaTiming(beginTime: delay, duration: duration, fillMode: .backwards)
        if options.contains(.repeat) { timing.repeatCount = .infinity }
        timing.autoreverses = options.contains(.autoreverse)
        let animation = Animation(keyPath: key, kind: kind, timing: timing, timingFunction: timingFunction)
        let held = Animation(keyPath: nil, kind: .group([animation]),
                             timing: MediaTiming(beginTime: now, duration: delay + timing.activeDuration))
        layer.addModelAnimation(held, forKey: key)
    }
}
