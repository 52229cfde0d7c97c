import Foundation

/// Scene time in seconds: on iOS the host's clock, here the clock of the
/// scene being recorded (`FlipbookScene.record`), which starts at 0 and
/// moves only from one scheduled piece of work to the next. Outside a
/// recording it is 0.
public func CACurrentMediaTime() -> Double {
    SceneRecorder.current?.now ?? 0
}

/// The scene clock's scheduling: the one replacement for the calls that
/// run code later on iOS, which on Linux would fire on wall-clock time
/// (Foundation's Timer and DispatchQueue cannot be intercepted). Work runs
/// at exactly the scene time asked for, in the order it was scheduled when
/// times are equal, each piece as one run-loop turn (its implicit
/// transaction commits when it returns).
///
/// | On iOS | On the scene clock |
/// |---|---|
/// | `DispatchQueue.main.asyncAfter(deadline: .now() + d) { work() }` | `SceneClock.schedule(after: d) { work() }` |
/// | `dispatch_after(dispatch_time(DISPATCH_TIME_NOW, …), …) { work() }` | `SceneClock.schedule(after: d) { work() }` |
/// | `Timer.scheduledTimer(withTimeInterval: d, repeats: false) { _ in work() }` | `SceneClock.schedule(after: d) { work() }` |
/// | `NSTimer.scheduledTimerWithTimeInterval(d, target: self, selector: "work", …)` | `SceneClock.schedule(after: d) { self.work() }` |
/// | `Timer.scheduledTimer(withTimeInterval: d, repeats: true) { t in … }` | `SceneClock.schedule(every: d) { t in … }` |
///
/// Outside a recording there is no clock to wait on: the work is dropped
/// and the returned timer is already invalid.
public enum SceneClock {
    /// Scene time now, seconds (what `CACurrentMediaTime()` returns).
    public static var now: Double { CACurrentMediaTime() }

    /// Runs `work` once, `delay` seconds of scene time from now (a
    /// negative delay counts as 0).
    @discardableResult
    public static func schedule(after delay: Double, _ work: @escaping () -> Void) -> SceneTimer {
        let timer = SceneTimer(interval: delay, repeats: false)
        timer.start { _ in work() }
        return timer
    }

    /// Runs `work` every `interval` seconds of scene time, the first time
    /// one interval from now, until the timer is invalidated or the
    /// recording ends. An interval of 0 or less runs it once.
    @discardableResult
    public static func schedule(every interval: Double, _ work: @escaping (SceneTimer) -> Void) -> SceneTimer {
        let timer = SceneTimer(interval: interval, repeats: interval > 0)
        timer.start(work)
        return timer
    }
}

/// A timer on the scene clock (`SceneClock.schedule`), as Timer.
public final class SceneTimer: @unchecked Sendable {
    /// Seconds between firings (for a one-shot timer, until it fires).
    public let timeInterval: Double
    /// Whether it fires again after each firing.
    public let repeats: Bool
    /// False once invalidated, after a one-shot timer fired, or when there
    /// was no recording to schedule it on.
    public private(set) var isValid = false

    init(interval: Double, repeats: Bool) {
        timeInterval = max(interval, 0)
        self.repeats = repeats
    }

    /// Stops it: it does not fire again.
    public func invalidate() { isValid = false }

    func start(_ work: @escaping (SceneTimer) -> Void) {
        guard let recorder = SceneRecorder.current else { return }
        isValid = true
        arm(recorder, at: recorder.now + timeInterval, work)
    }

    private func arm(_ recorder: SceneRecorder, at time: Double, _ work: @escaping (SceneTimer) -> Void) {
        recorder.schedule(at: time) { [self] in
            guard isValid else { return }
            if !repeats { isValid = false }
            work(self)
            if repeats, isValid { arm(recorder, at: time + timeInterval, work) }
        }
    }
}
