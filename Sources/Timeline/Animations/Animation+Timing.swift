extension Animation {
    /// The active duration in seconds (see `MediaTiming.activeDuration`).
    public var activeDuration: Double { timing.activeDuration }

    /// The animation's timeline at its parent's time `t` (the layer's local
    /// time for a top-level animation, the group's simple time for a
    /// child), or nil when it shows nothing. `isTopLevel`: a top-level
    /// animation holds forwards fill only when `isRemovedOnCompletion` is
    /// false; a group's child ignores that flag. Default: true.
    /// `parentHeldAtEnd`: the parent group is frozen at the end of its
    /// active period (fill forwards); a child that ends exactly then shows
    /// its end value even without a fill of its own, as Core Animation
    /// freezes a group's children with it (the usual pattern of a group
    /// that holds its result, e.g. SBLoader's triangle). Default: false.
    public func timingSample(atParentTime t: Double, isTopLevel: Bool = true,
                             parentHeldAtEnd: Bool = false) -> TimingSample? {
        if let sample = timing.sample(atParentTime: t, isRemovedOnCompletion: isTopLevel && isRemovedOnCompletion) {
            return sample
        }
        guard parentHeldAtEnd, !isTopLevel else { return nil }
        return timing.heldEndSample(atParentTime: t)
    }

    /// The progress the animation's values follow at `sample`: the timing
    /// function (nil = linear) applied to `sample.fraction` for basic,
    /// keyframe (before segment functions) and group animations; the spring
    /// solution at `sample.simpleTime` seconds for springs (their timing
    /// function is not used). 0 = start value, 1 = end value; may overshoot.
    public func progress(at sample: TimingSample) -> Double {
        if case .spring(_, _, _, let parameters) = kind {
            return parameters.progress(atTime: sample.simpleTime)
        }
        let x = min(max(sample.fraction, 0), 1)
        return timingFunction?.progress(x) ?? x
    }
}
