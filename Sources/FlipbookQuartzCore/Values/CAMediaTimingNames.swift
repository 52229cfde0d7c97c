import Timeline

/// The name of one of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the curve, such as `"easeIn"`.
    public let rawValue: String

    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: control points (0, 0), (1, 1).
    public static let linear = CAMediaTimingFunctionName("linear")
    /// Slow start: control points (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    /// Slow end: control points (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    /// Slow start and end: control points (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// The system's default curve: control points (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// A cubic Bézier easing curve from (0, 0) to (1, 1): x is the fraction
/// of the cycle elapsed, y the fraction of the value change. Immutable.
public final class CAMediaTimingFunction: Sendable {
    /// The curve as the model's value type; the named curves are exactly
    /// `TimingFunction`'s statics (Double control points, not Float ones).
    package let model: TimingFunction

    /// One of the predefined curves. A name Core Animation does not
    /// define gives the linear curve (what an animation without a timing
    /// function does).
    public init(name: CAMediaTimingFunctionName) {
        model = TimingFunction.named(name.rawValue) ?? .linear
    }

    /// A curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`). The x
    /// values should lie in 0…1 and are clamped to it, so the curve stays
    /// a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        model = TimingFunction(controlPoints: c1x, c1y, c2x, c2y)
    }

    /// A curve with the model's control points.
    package init(_ model: TimingFunction) {
        self.model = model
    }

    /// Writes control point `idx` as x, y into `values[0]`, `values[1]`:
    /// 0 is (0, 0), 1 and 2 are the curve's control points, 3 is (1, 1).
    /// Any other index writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (model.c1x, model.c1y)
        case 2: point = (model.c2x, model.c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string, such as `"forwards"`.
    public let rawValue: String

    /// A fill mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A fill mode from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active time (Core Animation's default).
    public static let removed = CAMediaTimingFillMode("removed")
    /// Holds the end value after the active time.
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// Holds the start value before the active time.
    public static let backwards = CAMediaTimingFillMode("backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode("both")

    /// The model's fill mode; an unknown string is `.removed`.
    package var model: FillMode { FillMode(rawValue: rawValue) ?? .removed }

    /// The fill mode with the model's string.
    package init(_ model: FillMode) { self.init(model.rawValue) }
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string, such as `"linear"`.
    public let rawValue: String

    /// A calculation mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A calculation mode from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between neighboring values (the default).
    public static let linear = CAAnimationCalculationMode("linear")
    /// Jumps from value to value, no interpolation.
    public static let discrete = CAAnimationCalculationMode("discrete")
    /// Even speed across all values; key times and timing functions ignored.
    public static let paced = CAAnimationCalculationMode("paced")
    /// A Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode("cubic")
    /// A spline at even speed. The model has no such mode.
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")

    /// The model's mode, or nil for `cubicPaced` and unknown strings,
    /// which the model cannot evaluate.
    package var model: CalculationMode? { CalculationMode(rawValue: rawValue) }

    /// The calculation mode with the model's string.
    package init(_ model: CalculationMode) { self.init(model.rawValue) }
}

/// Whether a keyframe animation along a path turns the layer to follow
/// the path's tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string, `"auto"` or `"autoReverse"`.
    public let rawValue: String

    /// A rotation mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A rotation mode from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Turns the layer to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode("auto")
    /// Turns the layer to the path's tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}

// MARK: - Swift 2 spellings (Core Animation's string constants, typed)

/// `CAMediaTimingFunctionName.linear`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// `CAMediaTimingFunctionName.easeIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// `CAMediaTimingFunctionName.easeOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// `CAMediaTimingFunctionName.easeInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// `CAMediaTimingFunctionName.default`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

/// `CAMediaTimingFillMode.removed`.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// `CAMediaTimingFillMode.forwards`.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `CAMediaTimingFillMode.backwards`.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `CAMediaTimingFillMode.both`.
public let kCAFillModeBoth = CAMediaTimingFillMode.both

/// `CAAnimationCalculationMode.linear`.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// `CAAnimationCalculationMode.discrete`.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// `CAAnimationCalculationMode.paced`.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// `CAAnimationCalculationMode.cubic`.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// `CAAnimationCalculationMode.cubicPaced`.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

/// `CAAnimationRotationMode.rotateAuto`.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// `CAAnimationRotationMode.rotateAutoReverse`.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
