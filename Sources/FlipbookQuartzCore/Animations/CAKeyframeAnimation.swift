import Foundation
import Paths
import Timeline

/// CAKeyframeAnimation: through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, as `CABasicAnimation` takes them. Default: nil.
    public var values: [Any]?
    /// A path to move along instead of `values` (which it overrides): each
    /// line, curve and close is one keyframe segment, so `keyTimes` has one
    /// entry per vertex; `paced` and `cubicPaced` move at constant speed.
    /// Only for point key paths ("position"). Default: nil.
    public var path: CGPath?
    /// 0…1, one per value (one more than the values for `.discrete`);
    /// nil spaces them evenly. Default: nil.
    public var keyTimes: [NSNumber]?
    /// One per segment; nil is linear. Default: nil.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// Default: `.linear`.
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// With a `path`: also turns the layer to the direction of motion
    /// (`.rotateAuto`) or opposite to it (`.rotateAutoReverse`), on top of
    /// its transform. Ignored without a path. Default: nil.
    public var rotationMode: CAAnimationRotationMode?

    override func modelAnimation(for layer: CALayer) throws -> Animation {
        let (keyPath, template) = try checkedKeyPath(on: layer)
        if let path { return try motionAnimation(along: path.model, keyPath: keyPath, template: template, layer: layer) }
        let mode = try modelMode(keyPath: keyPath)
        let converted = try (values ?? []).enumerated().map { index, value in
            try AnimationValueConversion.value(value, like: template, keyPath: keyPath, role: "values[\(index)]")
        }
        let times = try modelKeyTimes(keyPath: keyPath)
        return Animation(keyPath: keyPath,
                         kind: .keyframe(values: converted.compactMap { $0 }, keyTimes: times,
                                         timingFunctions: (timingFunctions ?? []).map(\.model), calculationMode: mode),
                         timing: try modelTiming("animation of '\(keyPath)'"), timingFunction: timingFunction?.model,
                         isAdditive: isAdditive, isCumulative: isCumulative, isRemovedOnCompletion: isRemovedOnCompletion)
    }
}

extension CAKeyframeAnimation {
    /// The model's calculation mode; `cubicPaced` and unknown names are errors.
    func modelMode(keyPath: String) throws -> CalculationMode {
        guard let mode = calculationMode.model else {
            throw QuartzCoreError("keyframe animation of '\(keyPath)': calculationMode \(calculationMode.rawValue) is not supported")
        }
        return mode
    }

    /// `keyTimes` as fractions of the cycle; non-finite ones are an error.
    func modelKeyTimes(keyPath: String) throws -> [Double] {
        let times = (keyTimes ?? []).map(\.doubleValue)
        guard times.allSatisfy({ $0.isFinite }) else {
            throw QuartzCoreError("keyframe animation of '\(keyPath)': keyTimes must be finite, got \(times)")
        }
        return times
    }

    /// The animation along `path`: one model animation of the point, or,
    /// with a rotation mode, a group of it and an additive
    /// "transform.rotation.z" animation of the direction, both over the
    /// whole of the group's cycle.
    func motionAnimation(along path: Path, keyPath: String, template: AnimatableValue,
                         layer: CALayer) throws -> Animation {
        guard case .point = template else {
            throw QuartzCoreError("keyframe animation of '\(keyPath)' on \(type(of: layer)): a path moves a "
                                  + "point, but '\(keyPath)' is not a point")
        }
        // Along a path, cubicPaced is constant speed as paced is.
        let mode = calculationMode == .cubicPaced ? .paced : try modelMode(keyPath: keyPath)
        let times = try modelKeyTimes(keyPath: keyPath)
        let timing = try modelTiming("animation of '\(keyPath)'")
        let motion = KeyframePath(path: path, keyTimes: times, timingFunctions: (timingFunctions ?? []).map(\.model),
                                  mode: mode)
        guard let rotationMode else {
            return Animation(keyPath: keyPath, kind: .path(motion), timing: timing, timingFunction: timingFunction?.model,
                             isAdditive: isAdditive, isCumulative: isCumulative,
                             isRemovedOnCompletion: isRemovedOnCompletion)
        }
        var turning = motion
        switch rotationMode {
        case .rotateAuto: turning.reading = .tangentAngle
        case .rotateAutoReverse: turning.reading = .reversedTangentAngle
        default:
            throw QuartzCoreError("keyframe animation of '\(keyPath)': rotationMode \(rotationMode.rawValue) is not "
                                  + "one of auto, autoReverse")
        }
        guard !isCumulative else {
            throw QuartzCoreError("keyframe animation of '\(keyPath)': cumulative with a rotationMode is not supported")
        }
        let cycle = MediaTiming(duration: timing.simpleDuration, fillMode: .both)
        let point = Animation(keyPath: keyPath, kind: .path(motion), timing: cycle,
                              timingFunction: timingFunction?.model, isAdditive: isAdditive)
        let angle = Animation(keyPath: "transform.rotation.z", kind: .path(turning), timing: cycle,
                              timingFunction: timingFunction?.model, isAdditive: true)
        return Animation(keyPath: nil, kind: .group([point, angle]), timing: timing,
                         isRemovedOnCompletion: isRemovedOnCompletion)
    }
}

/// CAAnimationGroup: animations timed inside the group's time and cut off
/// at its end.
open class CAAnimationGroup: CAAnimation {
    /// Default: nil (an empty group).
    public var animations: [CAAnimation]?

    override func modelAnimation(for layer: CALayer) throws -> Animation {
        let children = try (animations ?? []).map { try $0.modelAnimation(for: layer) }
        return Animation(keyPath: nil, kind: .group(children), timing: try modelTiming("animation group"),
                         timingFunction: timingFunction?.model, isRemovedOnCompletion: isRemovedOnCompletion)
    }
}
