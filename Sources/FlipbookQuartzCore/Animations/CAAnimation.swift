import Foundation
import Timeline

/// CAAnimation: the timing every animation has (CAMediaTiming) and its
/// curve. Adding an animation to a layer copies it into the model
/// (`CALayer.add(_:forKey:)`); subclasses say what it animates.
open class CAAnimation {
    public init() {}

    /// Start in the layer's time, seconds; 0 starts it when it is added.
    /// Default: 0.
    public var beginTime: Double = 0
    /// Seconds of one cycle; 0 means 0.25 s. Default: 0.
    public var duration: Double = 0
    /// Rate of the animation's time. Default: 1.
    public var speed: Float = 1
    /// Added to the animation's time, seconds. Default: 0.
    public var timeOffset: Double = 0
    /// Cycles, fractions and `.infinity` allowed; 0 means 1. Default: 0.
    public var repeatCount: Float = 0
    /// Seconds of repeating, instead of `repeatCount`, when > 0. Default: 0.
    public var repeatDuration: Double = 0
    /// Plays each cycle forwards then backwards. Default: false.
    public var autoreverses = false
    /// What shows outside the active period. Default: `.removed`.
    public var fillMode: CAMediaTimingFillMode = .removed
    /// The curve of each cycle. Default: nil (linear).
    public var timingFunction: CAMediaTimingFunction?
    /// Removed from the layer after its active period (so a forwards fill
    /// holds only when false). Default: true.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops, on the scene clock. Held
    /// strongly, as Core Animation holds it. Default: nil.
    public var delegate: CAAnimationDelegate?

    /// The model animation this one is on `layer`.
    /// - Throws: `QuartzCoreError` naming what is wrong.
    func modelAnimation(for layer: CALayer) throws -> Animation {
        throw QuartzCoreError("\(type(of: self)) is not an animation Flipbook can render")
    }

    /// The model timing, checked: finite times, a duration and repeats
    /// that are not negative.
    func modelTiming(_ what: String) throws -> MediaTiming {
        for (name, value) in [("beginTime", beginTime), ("duration", duration), ("timeOffset", timeOffset),
                              ("repeatDuration", repeatDuration), ("speed", Double(speed))] {
            guard value.isFinite else { throw QuartzCoreError("\(what): \(name) must be finite, got \(value)") }
        }
        guard duration >= 0 else { throw QuartzCoreError("\(what): duration must not be negative, got \(duration)") }
        guard repeatCount >= 0, !repeatCount.isNaN else {
            throw QuartzCoreError("\(what): repeatCount must not be negative, got \(repeatCount)")
        }
        guard repeatDuration >= 0 else {
            throw QuartzCoreError("\(what): repeatDuration must not be negative, got \(repeatDuration)")
        }
        return MediaTiming(beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
                           repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
                           fillMode: fillMode.model)
    }
}

/// CAPropertyAnimation: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property as a Core Animation key path ("position",
    /// "transform.rotation.z", "strokeEnd", …). Default: nil.
    public var keyPath: String?
    /// Adds to the value beneath instead of replacing it. Default: false.
    public var isAdditive = false
    /// Each repeat builds on the last cycle's end. Default: false.
    public var isCumulative = false

    public override init() {}

    /// An animation of `keyPath`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    /// The key path, checked against `layer`'s properties, and a value of
    /// its kind (the template the animation's values are converted to).
    func checkedKeyPath(on layer: CALayer) throws -> (keyPath: String, template: AnimatableValue) {
        guard let keyPath, !keyPath.isEmpty else {
            throw QuartzCoreError("\(type(of: self)) has no keyPath")
        }
        do {
            _ = try AnimationKeyPath(parsing: keyPath)
            return (keyPath, try AnimationEvaluator.value(of: keyPath, in: layer.model.modelValues()))
        } catch {
            throw QuartzCoreError("key path '\(keyPath)' is not an animatable property of \(type(of: layer)) (\(error))")
        }
    }
}
