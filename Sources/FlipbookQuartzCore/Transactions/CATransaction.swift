import Timeline

/// CATransaction on the scene clock: `begin`/`commit` scope the settings
/// of the implicit animations made inside; every turn of the scene clock
/// has an implicit transaction that commits when the turn ends. Outside a
/// recording there are no transactions: setters do nothing, getters give
/// the defaults, and a completion block runs at once.
public enum CATransaction {
    /// Seconds of implicit animations unless a transaction says otherwise
    /// (Core Animation's documented 0.25 s).
    public static let defaultAnimationDuration = 0.25
    /// The curve of implicit animations unless a transaction sets one:
    /// kCAMediaTimingFunctionDefault, T(0.25, 0.1, 0.25, 1) (observed, not
    /// in Apple's reference: Nick Lockwood, iOS Core Animation, ch. 10).
    static let implicitTimingFunction = TimingFunction.default

    /// Opens a nested transaction; it starts with the enclosing one's settings.
    public static func begin() { SceneRecorder.current?.beginTransaction() }

    /// Closes the innermost transaction begun; its completion block runs on
    /// the scene clock once its animations have ended.
    public static func commit() { SceneRecorder.current?.commitTransaction() }

    /// Core Animation commits at once; on the scene clock every change is
    /// already recorded, so this does nothing.
    public static func flush() {}

    /// Whether property changes animate implicitly. Default: false.
    public static func disableActions() -> Bool { SceneRecorder.current?.transaction.disableActions ?? false }

    public static func setDisableActions(_ flag: Bool) { SceneRecorder.current?.transaction.disableActions = flag }

    /// Seconds of implicit animations. Default: 0.25.
    public static func animationDuration() -> Double {
        SceneRecorder.current?.transaction.animationDuration ?? defaultAnimationDuration
    }

    /// A negative or non-finite duration counts as 0.25 s (the default).
    public static func setAnimationDuration(_ duration: Double) {
        SceneRecorder.current?.transaction.animationDuration = duration.isFinite && duration >= 0 ? duration : defaultAnimationDuration
    }

    /// The curve of implicit animations. Default: nil (kCAMediaTimingFunctionDefault).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        SceneRecorder.current?.transaction.timingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        SceneRecorder.current?.transaction.timingFunction = function
    }

    /// Runs `block` on the scene clock once every animation added to the
    /// transaction after this call has ended (at the commit when none was).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let recorder = SceneRecorder.current else {
            block?()
            return
        }
        let transaction = recorder.transaction
        transaction.completion = block
        transaction.latestEnd = nil
    }
}
