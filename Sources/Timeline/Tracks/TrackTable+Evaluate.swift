extension TrackTable {
    /// What distinguishes one copy: its time shift and its optional-track
    /// bits (Layers' `LayerInstance` without its geometry).
    public struct Instance: Sendable, Hashable {
        /// Seconds by which the copy's tracks start later: they are
        /// evaluated at `layerTime − timeShift`. Default: 0.
        public var timeShift: Double
        /// Bit i set: nodes with `optionalBit` i apply. Default: 0.
        public var optionalTracks: UInt32

        /// An instance; defaults as stated on the properties.
        public init(timeShift: Double = 0, optionalTracks: UInt32 = 0) {
            self.timeShift = timeShift
            self.optionalTracks = optionalTracks
        }
    }

    /// One value per `Slot`, and which slots a track wrote.
    public struct Values: Sendable, Hashable {
        /// Opacity, 0…1.
        public var opacity: Double
        /// Uniform scale; meaningful only when `scale` is in `written`.
        public var scale: Double
        /// Weight of the copy's offset vector.
        public var offsetWeight: Double
        /// Position x, points.
        public var positionX: Double
        /// Position y, points.
        public var positionY: Double
        /// Bit `Slot.rawValue` set: some track wrote that slot.
        public var written: UInt32

        /// Model values (nothing written yet). Defaults: opacity 1, scale
        /// 1, offset weight 0, position 0, 0.
        public init(opacity: Double = 1, scale: Double = 1, offsetWeight: Double = 0,
                    positionX: Double = 0, positionY: Double = 0) {
            self.opacity = opacity
            self.scale = scale
            self.offsetWeight = offsetWeight
            self.positionX = positionX
            self.positionY = positionY
            written = 0
        }

        /// The value of one slot.
        public subscript(slot: Slot) -> Double {
            get {
                switch slot {
                case .opacity: return opacity
                case .scale: return scale
                case .offsetWeight: return offsetWeight
                case .positionX: return positionX
                case .positionY: return positionY
                }
            }
            set {
                switch slot {
                case .opacity: opacity = newValue
                case .scale: scale = newValue
                case .offsetWeight: offsetWeight = newValue
                case .positionX: positionX = newValue
                case .positionY: positionY = newValue
                }
            }
        }

        /// True when a track wrote `slot`.
        public func wasWritten(_ slot: Slot) -> Bool { written & (1 << UInt32(slot.rawValue)) != 0 }
    }

    /// The presentation values of one copy at the instanced layer's local
    /// time `layerTime` (seconds), on top of `model`: exactly what
    /// `AnimationEvaluator.presentationValues` gives for the compiled
    /// animations at `layerTime − instance.timeShift` (same activity, fill,
    /// wrap and boundary rules, same timing-function solver, same
    /// arithmetic in the same order), slot by slot.
    ///
    /// Nodes apply in order, skipping those whose optional bit the
    /// instance lacks. A node that shows a value (`sample`) replaces its
    /// slot, or adds to it when additive; a value (or, for position, the
    /// point) that is not finite is skipped, leaving the value beneath.
    public func values(at layerTime: Double, instance: Instance, model: Values) -> Values {
        var out = model
        out.written = 0
        let t = layerTime - instance.timeShift
        // The sample of the group whose children follow (one level only).
        var group: NodeSample?
        for node in nodes {
            if node.optionalBit >= 0, instance.optionalTracks & (1 << UInt32(node.optionalBit)) == 0 { continue }
            let sample: NodeSample?
            if node.parent >= 0 {
                guard let group else { continue }
                sample = node.sample(atParentTime: group.simpleTime, parentHeldAtEnd: group.isHeldAtEnd)
            } else {
                sample = node.sample(atParentTime: t, parentHeldAtEnd: false)
            }
            guard let slot = node.slot else {
                group = sample
                continue
            }
            guard let sample else { continue }
            apply(node, slot: slot, sample: sample, to: &out)
        }
        return out
    }

    /// Writes one track's value into its slot (`AnimationEvaluator.apply`).
    private func apply(_ node: Node, slot: Slot, sample: NodeSample, to out: inout Values) {
        var own = cycleValue(node, progress: node.progress(sample.fraction))
        if node.isCumulative, sample.iteration != 0, sample.iteration.isFinite {
            // The value at the end of one cycle (its start when
            // autoreversing): progress exactly 0 or 1.
            let end = cycleValue(node, progress: node.progress(node.autoreverses ? 0 : 1))
            own = own + end * sample.iteration
        }
        guard own.isFinite else { return }
        let combined = node.isAdditive ? own + out[slot] : own
        guard combined.isFinite else { return }
        // position.x and .y write into one point, which must stay finite.
        if slot == .positionX, !out.positionY.isFinite { return }
        if slot == .positionY, !out.positionX.isFinite { return }
        out[slot] = combined
        out.written |= 1 << UInt32(slot.rawValue)
    }

    /// One cycle's value at progress `x` (after the animation-level timing
    /// function), as `Animation.cycleValue` and `KeyframeTrack.value(at:)`.
    func cycleValue(_ node: Node, progress x: Double) -> Double {
        let first = node.firstSegment, last = first + node.segmentCount - 1
        switch node.mode {
        case .basic:
            let s = segments[first]
            return s.v0 + (s.v1 - s.v0) * x
        case .discrete:
            return segments[segmentIndex(holding: x, first: first, last: last)].v0
        case .interpolated:
            if x < segments[first].t0 { return segments[first].v0 }
            if x >= segments[last].t1 { return segments[last].v1 }
            let s = segments[segmentIndex(holding: x, first: first, last: last)]
            var f = (x - s.t0) / (s.t1 - s.t0)
            if let curve = s.curve { f = curve.progress(f) }
            return s.v0 + (s.v1 - s.v0) * f
        }
    }

    /// The last segment in first…last whose t0 ≤ x, or `first` when none
    /// (key times are non-decreasing, so a forward scan finds it; on equal
    /// key times the later segment wins, as in `KeyframeTrack`).
    func segmentIndex(holding x: Double, first: Int, last: Int) -> Int {
        var j = first
        while j < last, segments[j + 1].t0 <= x { j += 1 }
        return j
    }
}

/// Where a node stands at one instant of its parent's time
/// (`TimingSample`, reduced to what the table needs).
struct NodeSample {
    /// Seconds into the simple duration, after wrapping and mirroring.
    var simpleTime: Double
    /// `simpleTime / d`, before any timing function.
    var fraction: Double
    /// Zero-based repeat cycle.
    var iteration: Double
    /// Held at the end of the active period (fill forwards).
    var isHeldAtEnd: Bool
}

extension TrackTable.Node {
    /// The node's timeline at its parent's time `t`, or nil when it shows
    /// nothing: `Animation.timingSample` (`MediaTiming.sample` and, for a
    /// child of a group held at its end, `heldEndSample`), step by step.
    func sample(atParentTime t: Double, parentHeldAtEnd: Bool) -> NodeSample? {
        let a = (t - beginTime) * speed
        guard a.isFinite else { return nil }
        let ad = activeDuration
        if a < 0, !MediaTiming.isNear(a, 0) {
            guard fillsBackwards else { return nil }
            return wrap(localTime: timeOffset, atEnd: false)
        }
        if a >= ad || MediaTiming.isNear(a, ad) {
            if fillsForwards, ad.isFinite { return wrap(localTime: ad + timeOffset, atEnd: true) }
            // A group's child ends with its group, frozen at the group's end.
            guard parent >= 0, parentHeldAtEnd, ad.isFinite, MediaTiming.isNear(a, ad) else { return nil }
            return wrap(localTime: ad + timeOffset, atEnd: true)
        }
        return wrap(localTime: a + timeOffset, atEnd: false)
    }

    /// The node's cycle and simple time at `localTime`, wrapped by
    /// `MediaTiming.wrap` exactly as the evaluator's samples are.
    func wrap(localTime: Double, atEnd: Bool) -> NodeSample {
        let (k, u) = MediaTiming.wrap(localTime: localTime, atEnd: atEnd, cycleDuration: cycleDuration,
                                      simpleDuration: simpleDuration, autoreverses: autoreverses)
        return NodeSample(simpleTime: u, fraction: u / simpleDuration, iteration: k, isHeldAtEnd: atEnd)
    }

    /// The progress x the track's segments follow: the fraction clamped to
    /// 0…1, through the animation-level timing function when there is one.
    func progress(_ fraction: Double) -> Double {
        let x = min(max(fraction, 0), 1)
        return curve?.progress(x) ?? x
    }
}
