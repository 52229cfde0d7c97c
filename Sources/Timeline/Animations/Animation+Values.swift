extension Animation {
    /// The animation's own value at its parent's time `t` (before it is
    /// added to or written over anything), or nil when it shows nothing
    /// then (or is a group). `beneath` is the value of the key path (its
    /// part, for a sub-key-path) under this animation, used for missing
    /// from/to/by values.
    /// - Throws: `TimelineError.incompatibleValues` when the values cannot
    ///   be interpolated or added.
    public func value(atParentTime t: Double, beneath: AnimatableValue,
                      isTopLevel: Bool = true) throws -> AnimatableValue? {
        guard let sample = timingSample(atParentTime: t, isTopLevel: isTopLevel) else { return nil }
        do {
            return try value(at: sample, beneath: beneath)
        } catch let error as AnimatableValueError {
            throw TimelineError.incompatibleValues(keyPath: keyPath ?? "(group)", reason: error.reason)
        }
    }

    /// The animation's own value at `sample`, before it is added to or
    /// written over the value beneath; nil when it has none (a keyframe
    /// animation without values, a group). `beneath` is the value of the
    /// key path (or its part) under this animation.
    ///
    /// Cumulative (Apple: "the value at the end of the previous repeat cycle
    /// plus the value of the current cycle"): v_i(u) = v₀(u) + i·v₀(end),
    /// i = `sample.iteration`, v₀(end) the value at the end of one cycle
    /// (the start value when autoreversing); transforms: v₀(u)·v₀(end)ⁱ.
    func value(at sample: TimingSample, beneath: AnimatableValue) throws -> AnimatableValue? {
        try CompiledAnimation(self).value(at: sample, beneath: { beneath })
    }

    /// CABasicAnimation's seven from/to/by combinations. A missing end is
    /// the value beneath, or, for an additive animation, the value that
    /// adds nothing (so "by only" adds 0 → by onto the value beneath, the
    /// same motion as the non-additive base → base + by).
    ///
    /// | given | start | end |
    /// |---|---|---|
    /// | from, to (by ignored) | from | to |
    /// | from, by | from | from + by |
    /// | by, to | to − by | to |
    /// | from | from | base |
    /// | to | base | to |
    /// | by | base | base + by |
    /// | none | base | base |
    func endpoints(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
                   beneath: AnimatableValue) throws -> (AnimatableValue, AnimatableValue) {
        let base = isAdditive ? beneath.additiveIdentity : beneath
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, try b.added(onto: f))
        case (nil, let t?, let b?): return (try t.removing(b), t)
        case (let f?, nil, nil): return (f, base)
        case (nil, let t?, nil): return (base, t)
        case (nil, nil, let b?): return (base, try b.added(onto: base))
        case (nil, nil, nil): return (base, base)
        }
    }

    /// The first value the animation names, used to check kinds.
    var firstValue: AnimatableValue? {
        switch kind {
        case .basic(let f, let t, let b), .spring(let f, let t, let b, _): return f ?? t ?? b
        case .keyframe(let values, _, _, _): return values.first
        case .path(let motion): return motion.firstValue
        case .group: return nil
        }
    }

    /// Every value the animation names.
    var namedValues: [AnimatableValue] {
        switch kind {
        case .basic(let f, let t, let b), .spring(let f, let t, let b, _): return [f, t, b].compactMap { $0 }
        case .keyframe(let values, _, _, _): return values
        case .path(let motion): return [motion.firstValue]
        case .group: return []
        }
    }
}
