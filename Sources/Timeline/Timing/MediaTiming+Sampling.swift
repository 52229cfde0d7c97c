/// Where an animation (or any `MediaTiming`) stands at one instant of its
/// parent's time: whether it shows a value, and which instant of its
/// simple duration.
public struct TimingSample: Sendable, Hashable {
    /// Why the timeline shows a value.
    public enum State: Sendable, Hashable {
        /// Inside the active period, `(t_parent − beginTime)·speed ∈ [0, AD)`.
        case active
        /// Before the active period, held by fill backwards/both.
        case fillingBackwards
        /// After the active period, held by fill forwards/both.
        case fillingForwards
    }

    /// Active or filling.
    public var state: State
    /// Local time in seconds, `(t_parent − beginTime)·speed + timeOffset`;
    /// for fills, the local time of the held instant (timeOffset before,
    /// AD + timeOffset after).
    public var localTime: Double
    /// Seconds into the simple duration, 0…`duration`, after wrapping into
    /// the cycle and mirroring its reverse half when autoreversing.
    public var simpleTime: Double
    /// The simple duration in seconds (0 means Core Animation's 0.25).
    public var duration: Double
    /// Zero-based repeat cycle, ⌊localTime / cycle⌋ (a cycle includes both
    /// halves of an autoreverse); at the held end, the cycle that just ended.
    public var iteration: Double

    /// `simpleTime / duration`, the linear progress 0…1 before any timing
    /// function.
    public var fraction: Double { simpleTime / duration }
}

extension MediaTiming {
    /// Core Animation's duration for an animation whose duration is 0
    /// (kCATransactionAnimationDuration's default), in seconds.
    public static let defaultAnimationDuration = 0.25
    /// Times within this many seconds per second of magnitude (and at least
    /// this many seconds) of a cycle or period boundary count as on it:
    /// decimal times such as 0.3 with 0.1 s cycles are not exact in binary,
    /// and their error is ~1e-16 relative, far inside this.
    public static let boundaryTolerance = 1e-12

    /// The simple duration an animation uses: `duration` when positive and
    /// finite, else 0.25 s.
    public var simpleDuration: Double {
        duration > 0 && duration.isFinite ? duration : Self.defaultAnimationDuration
    }

    /// One cycle in seconds: the simple duration, doubled when autoreversing.
    public var cycleDuration: Double { simpleDuration * (autoreverses ? 2 : 1) }

    /// The active duration AD in seconds: `repeatDuration` when > 0, else
    /// `simpleDuration · max(repeatCount, 1 if 0) · (autoreverses ? 2 : 1)`.
    /// May be infinite.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The timeline at the parent's time `t`, or nil when it shows nothing
    /// (outside the active period without a fill that covers it, or a
    /// non-finite time). After the active period, forwards fill holds only
    /// when `isRemovedOnCompletion` is false (pass false for group
    /// children, which ignore it).
    public func sample(atParentTime t: Double, isRemovedOnCompletion: Bool) -> TimingSample? {
        let a = (t - beginTime) * speed
        guard a.isFinite else { return nil }
        let ad = activeDuration
        if a < 0, !Self.isNear(a, 0) {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            return sample(localTime: timeOffset, atEnd: false, state: .fillingBackwards)
        }
        if a >= ad || Self.isNear(a, ad) {
            guard fillMode == .forwards || fillMode == .both, !isRemovedOnCompletion, ad.isFinite else {
                return nil
            }
            return sample(localTime: ad + timeOffset, atEnd: true, state: .fillingForwards)
        }
        return sample(localTime: a + timeOffset, atEnd: false, state: .active)
    }

    /// The end of the active period, held, when the parent's time `t` is
    /// exactly the end (`(t − beginTime)·speed ≈ AD`); nil otherwise.
    func heldEndSample(atParentTime t: Double) -> TimingSample? {
        let a = (t - beginTime) * speed, ad = activeDuration
        guard a.isFinite, ad.isFinite, Self.isNear(a, ad) else { return nil }
        return sample(localTime: ad + timeOffset, atEnd: true, state: .fillingForwards)
    }

    /// Wraps a local time into the cycle. On a cycle boundary the sample is
    /// the start of the next cycle, unless `atEnd` (the end of the active
    /// period), where it is the end of the cycle that just ended.
    func sample(localTime: Double, atEnd: Bool, state: TimingSample.State) -> TimingSample {
        let (k, u) = Self.wrap(localTime: localTime, atEnd: atEnd, cycleDuration: cycleDuration,
                               simpleDuration: simpleDuration, autoreverses: autoreverses)
        return TimingSample(state: state, localTime: localTime, simpleTime: u, duration: simpleDuration, iteration: k)
    }

    /// The cycle `k` that `localTime` falls in and the simple time `u` in
    /// it (seconds): on a cycle boundary the start of the next cycle, or,
    /// `atEnd`, the end of the cycle that just ended; mirrored past the
    /// simple duration when autoreversing. `sample` and the compiled
    /// `TrackTable` both wrap with it, so they agree bit for bit.
    static func wrap(localTime: Double, atEnd: Bool, cycleDuration c: Double, simpleDuration d: Double,
                     autoreverses: Bool) -> (iteration: Double, simpleTime: Double) {
        let nearest = (localTime / c).rounded()
        var k: Double, u: Double
        if isNear(localTime, nearest * c) {
            k = atEnd ? nearest - 1 : nearest
            u = atEnd ? c : 0
        } else {
            k = (localTime / c).rounded(.down)
            u = min(max(localTime - k * c, 0), c)
        }
        if autoreverses, u > d { u = c - u }
        return (k, u)
    }

    /// True when `a` and `b` are within `boundaryTolerance` (relative to
    /// their magnitude, at least absolute); infinities only equal themselves.
    static func isNear(_ a: Double, _ b: Double) -> Bool {
        guard a.isFinite, b.isFinite else { return a == b }
        return abs(a - b) <= boundaryTolerance * max(1, abs(a), abs(b))
    }
}
