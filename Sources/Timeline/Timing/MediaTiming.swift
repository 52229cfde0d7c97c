/// What an animation shows outside its active period (CAMediaTimingFillMode).
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    /// Nothing outside the active period (Core Animation's default).
    case removed
    /// Holds the end value after the active period.
    case forwards
    /// Holds the start value before the active period.
    case backwards
    /// Both `forwards` and `backwards`.
    case both
}

/// CAMediaTiming: how a layer or an animation maps its parent's time onto
/// its own. All times are in seconds.
public struct MediaTiming: Sendable, Hashable {
    /// Start, in the parent's time. Default: 0.
    public var beginTime: Double
    /// Length of one simple cycle. Default: 0, which an animation treats as
    /// Core Animation's 0.25 s.
    public var duration: Double
    /// Rate of local time relative to the parent's. Default: 1.
    public var speed: Double
    /// Added to local time after scaling (not scaled by speed). Default: 0.
    public var timeOffset: Double
    /// Number of cycles; fractional and `.infinity` allowed; 0 means 1.
    /// Default: 0.
    public var repeatCount: Double
    /// Total active time when > 0 (overrides repeatCount). Default: 0.
    public var repeatDuration: Double
    /// Plays each cycle forwards then backwards. Default: false.
    public var autoreverses: Bool
    /// Default: `.removed`.
    public var fillMode: FillMode

    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// A layer's local time for its parent's time `t`:
    /// `(t − beginTime) · speed + timeOffset`.
    public func localTime(forParentTime t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }
}
