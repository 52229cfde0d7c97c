import Foundation
import Timeline

/// CAKeyframeAnimation: through a list of values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, as `CABasicAnimation` takes them. Default: nil.
    public var values: [Any]?
    /// Position along a path instead of `values`. Not supported yet: an
    /// animation with a path is an error. Default: nil.
    public var path: CGPath?
    /// 0…1, one per value (one more than the values for `.discrete`);
    /// nil spaces them evenly. Default: nil.
    public var keyTimes: [NSNumber]?
    /// One per segment; nil is linear. Default: nil.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// Default: `.linear`.
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// Turning along a path. Not supported yet (as `path`). Default: nil.
    public var rotationMode: CAAnimationRotationMode?

    override func modelAnimation(for layer: CALayer) throws -> Animation {
        let (keyPath, template) = try checkedKeyPath(on: layer)
        guard path == nil, rotationMode == nil else {
            throw QuartzCoreError("keyframe animation of '\(keyPath)': path and rotationMode are not supported yet; "
                                  + "give the positions as values")
        }
        guard let mode = calculationMode.model else {
            throw QuartzCoreError("keyframe animation of '\(keyPath)': calculationMode \(calculationMode.rawValue) is not supported")
        }
        let converted = try (values ?? []).enumerated().map { index, value in
            try AnimationValueConversion.value(value, like: template, keyPath: keyPath, role: "values[\(index)]")
        }
        let times = (keyTimes ?? []).map(\.doubleValue)
        guard times.allSatisfy({ $0.isFinite }) else {
            throw QuartzCoreError("keyframe animation of '\(keyPath)': keyTimes must be finite, got \(times)")
        }
        return Animation(keyPath: keyPath,
                         kind: .keyframe(values: converted.compactMap { $0 }, keyTimes: times,
                                         timingFunctions: (timingFunctions ?? []).map(\.model), calculationMode: mode),
                         timing: try modelTiming("animation of '\(keyPath)'"), timingFunction: timingFunction?.model,
                         isAdditive: isAdditive, isCumulative: isCumulative, isRemovedOnCompletion: isRemovedOnCompletion)
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
