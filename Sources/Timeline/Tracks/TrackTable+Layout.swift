extension TrackTable {
    /// The packed node layout: `nodeStride` numbers per node, four 4-vectors
    /// (a GLSL `vec4[4]`, or four texels of an RGBA32F texture), in this
    /// order. Flags are small integers stored exactly as numbers.
    ///
    /// | vec4 | x | y | z | w |
    /// |---|---|---|---|---|
    /// | 0 | beginTime (s) | speed | timeOffset (s) | activeDuration (s, may be +∞) |
    /// | 1 | simpleDuration (s) | timingFlags | parent (−1 top-level) | slot (−1 group) |
    /// | 2 | curve c1x (−1 = none) | c1y | c2x | c2y |
    /// | 3 | trackFlags | optionalBit (−1 every instance) | firstSegment | segmentCount |
    ///
    /// timingFlags: 1 autoreverses, 2 fills backwards, 4 fills forwards.
    /// trackFlags: `Mode.rawValue` (bits 0–1), 4 additive, 8 cumulative.
    public enum NodeField: Int, CaseIterable, Sendable {
        case beginTime, speed, timeOffset, activeDuration
        case simpleDuration, timingFlags, parent, slot
        case curveC1X, curveC1Y, curveC2X, curveC2Y
        case trackFlags, optionalBit, firstSegment, segmentCount
    }

    /// The packed segment layout: `segmentStride` numbers per segment, two
    /// 4-vectors: (t0, t1, v0, v1), (c1x (−1 = none), c1y, c2x, c2y).
    /// t0 and t1 are fractions of the cycle, v0 and v1 in the slot's unit.
    public enum SegmentField: Int, CaseIterable, Sendable {
        case t0, t1, v0, v1
        case curveC1X, curveC1Y, curveC2X, curveC2Y
    }

    /// Numbers per packed node (four vec4).
    public static let nodeStride = NodeField.allCases.count
    /// Numbers per packed segment (two vec4).
    public static let segmentStride = SegmentField.allCases.count
    /// `MediaTiming.boundaryTolerance` for the float32 GLSL twin, relative
    /// to magnitude like it: 1e-6 is 8 float32 ulps at 1.0, so decimal
    /// boundaries (0.3 s with 0.1 s cycles) still count as on the boundary
    /// after float32 rounding of both times. (The Swift evaluator works in
    /// Double and uses `MediaTiming.boundaryTolerance`.)
    public static let boundaryToleranceFloat32 = 1e-6
    /// c1x of a packed curve that is absent: no timing function (linear,
    /// no solve). Real curves have c1x in 0…1.
    public static let noCurve = -1.0

    /// Timing flag bits of `NodeField.timingFlags`.
    public enum TimingFlag {
        /// `Node.autoreverses`.
        public static let autoreverses = 1
        /// `Node.fillsBackwards`.
        public static let fillsBackwards = 2
        /// `Node.fillsForwards`.
        public static let fillsForwards = 4
    }

    /// Track flag bits of `NodeField.trackFlags` above the mode (bits 0–1).
    public enum TrackFlag {
        /// Mask of `Mode.rawValue`.
        public static let modeMask = 3
        /// `Node.isAdditive`.
        public static let additive = 4
        /// `Node.isCumulative`.
        public static let cumulative = 8
    }

    /// Every node, `nodeStride` numbers each, in `NodeField` order.
    public var packedNodes: [Double] { nodes.flatMap(\.packed) }
    /// Every segment, `segmentStride` numbers each, in `SegmentField` order.
    public var packedSegments: [Double] { segments.flatMap(\.packed) }

    /// Rebuilds a table from its packed form (the inverse of `packedNodes`
    /// and `packedSegments`); nil when the numbers are not such a form.
    public init?(packedNodes: [Double], packedSegments: [Double]) {
        guard packedNodes.count % Self.nodeStride == 0, packedSegments.count % Self.segmentStride == 0 else {
            return nil
        }
        var nodes: [Node] = []
        for i in stride(from: 0, to: packedNodes.count, by: Self.nodeStride) {
            guard let node = Node(packed: packedNodes[i..<(i + Self.nodeStride)]) else { return nil }
            nodes.append(node)
        }
        self.nodes = nodes
        segments = stride(from: 0, to: packedSegments.count, by: Self.segmentStride).map {
            Segment(packed: packedSegments[$0..<($0 + Self.segmentStride)])
        }
        guard nodes.allSatisfy({ $0.firstSegment >= 0 && $0.firstSegment + $0.segmentCount <= segments.count })
        else { return nil }
    }

    /// A curve as four numbers, c1x = `noCurve` when absent.
    static func pack(_ curve: TimingFunction?) -> [Double] {
        guard let c = curve else { return [noCurve, 0, 0, 0] }
        return [c.c1x, c.c1y, c.c2x, c.c2y]
    }

    /// The curve four packed numbers stand for.
    static func unpackCurve(_ p: ArraySlice<Double>) -> TimingFunction? {
        let i = p.startIndex
        return p[i] == noCurve ? nil : TimingFunction(p[i], p[i + 1], p[i + 2], p[i + 3])
    }
}

extension TrackTable.Node {
    /// The node in `TrackTable.NodeField` order.
    var packed: [Double] {
        let timingFlags = (autoreverses ? TrackTable.TimingFlag.autoreverses : 0)
            | (fillsBackwards ? TrackTable.TimingFlag.fillsBackwards : 0)
            | (fillsForwards ? TrackTable.TimingFlag.fillsForwards : 0)
        let trackFlags = mode.rawValue | (isAdditive ? TrackTable.TrackFlag.additive : 0)
            | (isCumulative ? TrackTable.TrackFlag.cumulative : 0)
        return [beginTime, speed, timeOffset, activeDuration,
                simpleDuration, Double(timingFlags), Double(parent), Double(slot?.rawValue ?? -1)]
            + TrackTable.pack(curve)
            + [Double(trackFlags), Double(optionalBit), Double(firstSegment), Double(segmentCount)]
    }

    /// A node from `nodeStride` packed numbers; nil when a flag or index
    /// is not a valid integer.
    init?(packed p: ArraySlice<Double>) {
        func field(_ f: TrackTable.NodeField) -> Double { p[p.startIndex + f.rawValue] }
        func integer(_ f: TrackTable.NodeField) -> Int? {
            let v = field(f)
            return v.rounded() == v && abs(v) < 1e9 ? Int(v) : nil
        }
        guard let timingFlags = integer(.timingFlags), let parent = integer(.parent), let slot = integer(.slot),
              let trackFlags = integer(.trackFlags), let bit = integer(.optionalBit),
              let first = integer(.firstSegment), let count = integer(.segmentCount),
              let mode = TrackTable.Mode(rawValue: trackFlags & TrackTable.TrackFlag.modeMask) else { return nil }
        let curve = TrackTable.unpackCurve(p.dropFirst(TrackTable.NodeField.curveC1X.rawValue))
        self.init(beginTime: field(.beginTime), speed: field(.speed), timeOffset: field(.timeOffset),
                  activeDuration: field(.activeDuration), simpleDuration: field(.simpleDuration),
                  autoreverses: timingFlags & TrackTable.TimingFlag.autoreverses != 0,
                  fillsBackwards: timingFlags & TrackTable.TimingFlag.fillsBackwards != 0,
                  fillsForwards: timingFlags & TrackTable.TimingFlag.fillsForwards != 0,
                  parent: parent, slot: TrackTable.Slot(rawValue: slot), curve: curve, mode: mode,
                  isAdditive: trackFlags & TrackTable.TrackFlag.additive != 0,
                  isCumulative: trackFlags & TrackTable.TrackFlag.cumulative != 0,
                  optionalBit: bit, firstSegment: first, segmentCount: count)
    }
}

extension TrackTable.Segment {
    /// The segment in `TrackTable.SegmentField` order.
    var packed: [Double] { [t0, t1, v0, v1] + TrackTable.pack(curve) }

    /// A segment from `segmentStride` packed numbers.
    init(packed p: ArraySlice<Double>) {
        let i = p.startIndex
        self.init(t0: p[i], t1: p[i + 1], v0: p[i + 2], v1: p[i + 3],
                  curve: TrackTable.unpackCurve(p.dropFirst(4)))
    }
}
