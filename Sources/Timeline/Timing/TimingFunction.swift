/// A cubic Bézier easing curve through (0,0) and (1,1) with control points
/// (c1x, c1y) and (c2x, c2y), as CAMediaTimingFunction. `x` is the fraction
/// of the cycle elapsed, the result is the fraction of the value change.
public struct TimingFunction: Sendable, Hashable {
    public var c1x: Double, c1y: Double, c2x: Double, c2y: Double

    /// A curve from its two control points. `c1x` and `c2x` must lie in
    /// 0…1 so that the curve is a function of x (values outside are clamped).
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = min(max(c2x, 0), 1)
        self.c2y = c2y
    }

    /// A curve from control points given as Core Animation takes and
    /// stores them: `CAMediaTimingFunction(controlPoints:)` has Float
    /// parameters, so 0.6 there is 0.60000002384… here. Tutorial curves
    /// written for iOS use this form to evaluate exactly as on iOS.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// T(0, 0, 1, 1): constant speed.
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// T(0.42, 0, 1, 1)
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// T(0, 0, 0.58, 1)
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    /// T(0.42, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// T(0.25, 0.1, 0.25, 1): kCAMediaTimingFunctionDefault.
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// Looks a named function up by its Core Animation name ("linear",
    /// "easeIn", "easeOut", "easeInEaseOut", "default").
    public static func named(_ name: String) -> TimingFunction? {
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInEaseOut": return .easeInEaseOut
        case "default": return .default
        default: return nil
        }
    }
}
