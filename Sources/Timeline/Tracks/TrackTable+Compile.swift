extension TrackTable {
    /// One animation attached to the template, with the instance bit that
    /// enables it.
    public struct Source: Sendable, Hashable {
        /// The animation, as attached (a track or a group of tracks).
        public var animation: Animation
        /// Bit of `Instance.optionalTracks` that enables it (0…31), or nil
        /// when it applies to every instance. Default: nil.
        public var optionalBit: Int?

        /// A source; defaults as stated on the properties.
        public init(animation: Animation, optionalBit: Int? = nil) {
            self.animation = animation
            self.optionalBit = optionalBit
        }
    }

    /// Most instance bits a table can test (`Instance.optionalTracks` is
    /// 32 bits wide, as `LayerInstance.optionalTracks`).
    public static let optionalBitCount = 32

    /// Compiles `sources` (in the order they were added to the template)
    /// into a table, or returns nil when any of them is outside what the
    /// table reproduces exactly, so that the caller falls back to
    /// `AnimationEvaluator`:
    /// - key paths other than `Slot`'s ("opacity", "transform.scale",
    ///   "instanceOffset", "position.x", "position.y"), or values that are
    ///   not numbers;
    /// - springs, cubic keyframes (with two or more values), groups inside
    ///   groups, an optional bit outside 0…31;
    /// - a non-additive basic animation with a missing end other than
    ///   `by` (its ends would come from the value beneath);
    /// - additive `transform.scale`, or more than one track on it (a
    ///   second track would re-decompose the first one's transform);
    /// - a timing function whose c1x or c2x is outside 0…1.
    /// Keyframe animations without values are left out: they show nothing.
    public init?(compiling sources: [Source]) {
        var compiler = Compiler()
        for source in sources {
            let bit = source.optionalBit ?? -1
            guard bit < Self.optionalBitCount, compiler.add(source.animation, parent: -1, bit: bit) else {
                return nil
            }
        }
        guard compiler.nodes.filter({ $0.slot == .scale }).count <= 1 else { return nil }
        nodes = compiler.nodes
        segments = compiler.segments
    }
}

/// Appends nodes and segments for one animation at a time.
private struct Compiler {
    var nodes: [TrackTable.Node] = []
    var segments: [TrackTable.Segment] = []

    /// Adds `animation` (and a group's children); false when it cannot be
    /// compiled.
    mutating func add(_ animation: Animation, parent: Int, bit: Int) -> Bool {
        var node = Self.timingNode(of: animation, parent: parent, bit: bit)
        if case .group(let children) = animation.kind {
            guard parent < 0 else { return false }
            let index = nodes.count
            nodes.append(node)
            return children.allSatisfy { add($0, parent: index, bit: bit) }
        }
        guard let keyPath = animation.keyPath, let slot = TrackTable.Slot(keyPath: keyPath),
              !(slot == .scale && animation.isAdditive),
              animation.namedValues.allSatisfy({ if case .number = $0 { true } else { false } }),
              Self.isSupported(animation.timingFunction) else { return false }
        guard let (mode, track) = Self.segments(of: animation) else { return false }
        guard !track.isEmpty else { return true }
        node.slot = slot
        node.mode = mode
        node.curve = animation.timingFunction
        node.firstSegment = segments.count
        node.segmentCount = track.count
        nodes.append(node)
        segments += track
        return true
    }

    /// The node's timing fields; a group until `add` fills in the track.
    static func timingNode(of animation: Animation, parent: Int, bit: Int) -> TrackTable.Node {
        let timing = animation.timing
        let backwards = timing.fillMode == .backwards || timing.fillMode == .both
        let forwards = (timing.fillMode == .forwards || timing.fillMode == .both)
            && (parent >= 0 || !animation.isRemovedOnCompletion)
        return TrackTable.Node(
            beginTime: timing.beginTime, speed: timing.speed, timeOffset: timing.timeOffset,
            activeDuration: timing.activeDuration, simpleDuration: timing.simpleDuration,
            autoreverses: timing.autoreverses, fillsBackwards: backwards, fillsForwards: forwards,
            parent: parent, slot: nil, curve: nil, mode: .basic, isAdditive: animation.isAdditive,
            isCumulative: animation.isCumulative, optionalBit: bit, firstSegment: 0, segmentCount: 0)
    }

    /// True for no function, or one whose x control points lie in 0…1 (the
    /// packed layout marks "none" with c1x = −1).
    static func isSupported(_ curve: TimingFunction?) -> Bool {
        guard let curve else { return true }
        return (0...1).contains(curve.c1x) && (0...1).contains(curve.c2x)
    }

    /// The track's mode and segments; nil when unsupported.
    static func segments(of animation: Animation) -> (TrackTable.Mode, [TrackTable.Segment])? {
        switch animation.kind {
        case .basic(let from, let to, let by):
            // Ends that need the value beneath are not in the table; an
            // additive animation's missing ends are 0, so any number works.
            guard animation.isAdditive || (from != nil && to != nil) || (by != nil && (from != nil || to != nil)),
                  let (a, b) = try? animation.endpoints(from: from, to: to, by: by, beneath: .number(0)),
                  case .number(let v0) = a, case .number(let v1) = b else { return nil }
            return (.basic, [TrackTable.Segment(t0: 0, t1: 1, v0: v0, v1: v1, curve: nil)])
        case .keyframe(let values, let keyTimes, let functions, let mode):
            let numbers = values.compactMap { if case .number(let v) = $0 { v } else { nil } }
            let track = KeyframeTrack(values: values, keyTimes: keyTimes, timingFunctions: functions, mode: mode)
            return keyframeSegments(numbers, track: track)
        case .spring, .path, .group:
            return nil
        }
    }

    /// Keyframe segments, following `KeyframeTrack.value(at:)`'s choice of
    /// key times for each calculation mode.
    static func keyframeSegments(_ v: [Double], track: KeyframeTrack) -> (TrackTable.Mode, [TrackTable.Segment])? {
        let n = v.count
        guard n > 1 else {
            // One value shows at every progress, whatever the mode.
            return (.discrete, v.map { TrackTable.Segment(t0: 0, t1: 0, v0: $0, v1: $0, curve: nil) })
        }
        switch track.mode {
        case .discrete:
            let times = track.discreteTimes
            return (.discrete, (0..<n).map { i in
                TrackTable.Segment(t0: times[i], t1: i + 1 < times.count ? times[i + 1] : times[i],
                                   v0: v[i], v1: v[i], curve: nil)
            })
        case .linear, .paced:
            let paced = track.mode == .paced
            guard let times = paced ? try? track.pacedTimes() : track.validTimes(count: n) else { return nil }
            let curves = paced ? [] : track.timingFunctions
            guard curves.allSatisfy(isSupported) else { return nil }
            return (.interpolated, (0..<(n - 1)).map { j in
                TrackTable.Segment(t0: times[j], t1: times[j + 1], v0: v[j], v1: v[j + 1],
                                   curve: j < curves.count ? curves[j] : nil)
            })
        case .cubic:
            return nil
        }
    }
}
