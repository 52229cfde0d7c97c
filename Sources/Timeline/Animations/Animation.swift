import Geometry

/// How a keyframe animation moves between its values (calculationMode).
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
    /// Straight interpolation between neighboring values (default).
    case linear
    /// Jumps from value to value; `keyTimes` has one more entry than values.
    case discrete
    /// Even speed across all values; keyTimes and timingFunctions ignored.
    case paced
    /// Catmull-Rom spline through the values.
    case cubic
}

/// A CAAnimation: a basic, keyframe, spring or group animation with its
/// CAMediaTiming. Values are plain data, so animations can be shared
/// between layers and instances.
public struct Animation: Sendable, Hashable {
    /// What the animation does.
    public indirect enum Kind: Sendable, Hashable {
        /// CABasicAnimation: from / to / by, any of which may be nil.
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// CAKeyframeAnimation. `keyTimes` empty means evenly spaced;
        /// `timingFunctions` empty means linear segments.
        case keyframe(values: [AnimatableValue], keyTimes: [Double],
                      timingFunctions: [TimingFunction], calculationMode: CalculationMode)
        /// CAKeyframeAnimation with a `path`: the point moving along it,
        /// or its direction (`rotationMode`).
        case path(KeyframePath)
        /// CASpringAnimation: a basic animation whose progress follows a
        /// damped spring in seconds (the timing function is not used).
        case spring(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
                    parameters: SpringParameters)
        /// CAAnimationGroup: children timed inside the group's local time and
        /// clipped to its duration.
        case group([Animation])
    }

    /// The animated property as a Core Animation key path ("position",
    /// "transform.scale", "path", …); nil for groups.
    public var keyPath: String?
    /// What the animation does (basic, keyframe, spring or group).
    public var kind: Kind
    /// The animation's timing. Default: all CAMediaTiming defaults.
    public var timing: MediaTiming
    /// Applied to the cycle's progress before keyframe segments' own
    /// functions. Default: nil (linear).
    public var timingFunction: TimingFunction?
    /// Adds the value to the one beneath (transforms concatenate).
    /// Default: false.
    public var isAdditive: Bool
    /// Each repeat builds on the previous cycle's end value. Default: false.
    public var isCumulative: Bool
    /// A top-level animation is removed after its active period (so fill
    /// forwards has no effect). Default: true.
    public var isRemovedOnCompletion: Bool

    /// An animation; every parameter after `kind` has the default stated
    /// on its property.
    public init(keyPath: String?, kind: Kind, timing: MediaTiming = MediaTiming(),
                timingFunction: TimingFunction? = nil, isAdditive: Bool = false,
                isCumulative: Bool = false, isRemovedOnCompletion: Bool = true) {
        self.keyPath = keyPath
        self.kind = kind
        self.timing = timing
        self.timingFunction = timingFunction
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }
}
