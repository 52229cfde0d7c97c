/// The number-valued animation tracks of an instanced layer's template,
/// compiled once into two small flat tables that the CPU evaluates here
/// (`values(at:instance:model:)`) and the vertex shader evaluates in GLSL
/// (Shaders/instance_tracks.glsl), from the same numbers: `nodes`, one per
/// animation (groups included, each group directly followed by its
/// children), and `segments`, the keyframe segments of every track.
///
/// `packed()` lays both out as flat arrays of 4-vectors for a uniform or
/// texture buffer; the field order below is that layout. Times are in
/// seconds; values are in the unit of their slot (opacity 0…1, scale
/// factor, offset weight, position in points).
///
/// Compile with `TrackTable(compiling:)`, which returns nil for anything
/// outside the subset the table can express exactly; callers then fall back
/// to `AnimationEvaluator`.
public struct TrackTable: Sendable, Hashable {
    /// The animated property a track writes.
    public enum Slot: Int, Sendable, Hashable, CaseIterable {
        /// "opacity", 0…1.
        case opacity = 0
        /// "transform.scale", the uniform scale written into the
        /// template's decomposed transform.
        case scale = 1
        /// "instanceOffset": the weight of a copy's offset vector.
        case offsetWeight = 2
        /// "position.x", points.
        case positionX = 3
        /// "position.y", points.
        case positionY = 4

        /// The Core Animation key path of the slot. `offsetWeight`'s is
        /// Layers' `InstancedLayer.instanceOffsetKeyPath` (Timeline cannot
        /// import Layers; a Presentation test checks they agree).
        public var keyPath: String {
            switch self {
            case .opacity: return "opacity"
            case .scale: return "transform.scale"
            case .offsetWeight: return "instanceOffset"
            case .positionX: return "position.x"
            case .positionY: return "position.y"
            }
        }

        /// The slot a key path writes, if the table supports it.
        public init?(keyPath: String) {
            guard let slot = Self.allCases.first(where: { $0.keyPath == keyPath }) else { return nil }
            self = slot
        }
    }

    /// How a track's value follows the progress x (after the
    /// animation-level timing function).
    public enum Mode: Int, Sendable, Hashable {
        /// CABasicAnimation: v0 + (v1 − v0)·x with one segment, x not
        /// clamped to the segment (an overshooting curve overshoots).
        case basic = 0
        /// Linear or paced keyframes: before the first segment's t0 its v0,
        /// from the last segment's t1 its v1, else the segment holding x
        /// (the last one whose t0 ≤ x), with its own curve.
        case interpolated = 1
        /// Discrete keyframes: v0 of the last segment whose t0 ≤ x (the
        /// first when none).
        case discrete = 2
    }

    /// One animation: its CAMediaTiming, precomputed, and for a track
    /// (not a group) what it writes and where its segments are.
    public struct Node: Sendable, Hashable {
        /// Start in the parent's time, seconds (the layer's time for a
        /// top-level node, the group's simple time for a child).
        public var beginTime: Double
        /// Local seconds per parent second.
        public var speed: Double
        /// Seconds added to local time after scaling.
        public var timeOffset: Double
        /// Active duration AD, seconds (`MediaTiming.activeDuration`; may be
        /// +∞).
        public var activeDuration: Double
        /// Simple duration d, seconds (`MediaTiming.simpleDuration`, never
        /// 0); a cycle is d, or 2d when autoreversing.
        public var simpleDuration: Double
        /// Plays each cycle forwards then backwards.
        public var autoreverses: Bool
        /// fillMode backwards or both: before its active period the node
        /// holds its value at local time timeOffset.
        public var fillsBackwards: Bool
        /// fillMode forwards or both, and (for a top-level node)
        /// removedOnCompletion false: after its active period, when AD is
        /// finite, the node holds its end value.
        public var fillsForwards: Bool
        /// Index of the group node this node is a child of (always the last
        /// group before it), or −1 for a top-level node. A child also shows
        /// its end value when it ends exactly as its group is held at the
        /// group's end (`Animation.timingSample`'s `parentHeldAtEnd`).
        public var parent: Int
        /// What the node writes; nil for a group.
        public var slot: Slot?
        /// The animation-level timing function; nil = linear (no solve).
        public var curve: TimingFunction?
        /// How the value follows progress; `.basic` for groups.
        public var mode: Mode
        /// Adds to the value beneath (number slots only).
        public var isAdditive: Bool
        /// Each repeat adds the value at the end of one cycle.
        public var isCumulative: Bool
        /// Bit of an instance's `optionalTracks` that must be set for the
        /// node to apply, or −1 when it applies to every instance. A
        /// group's children carry the group's bit.
        public var optionalBit: Int
        /// The node's first segment in `segments`.
        public var firstSegment: Int
        /// Number of segments (0 for a group).
        public var segmentCount: Int

        /// The cycle in seconds: d, doubled when autoreversing (exact in
        /// binary, so it equals `MediaTiming.cycleDuration`).
        public var cycleDuration: Double { autoreverses ? simpleDuration * 2 : simpleDuration }
    }

    /// One keyframe segment of a track: from (t0, v0) to (t1, v1) in the
    /// cycle's progress, eased by its own curve.
    public struct Segment: Sendable, Hashable {
        /// Start, as a fraction of the cycle (a key time).
        public var t0: Double
        /// End, as a fraction of the cycle (discrete: the next key time, or
        /// t0 for the last value; not read).
        public var t1: Double
        /// Value at t0, in the slot's unit.
        public var v0: Double
        /// Value at t1 (discrete: equal to v0).
        public var v1: Double
        /// The segment's timing function; nil = linear (no solve).
        public var curve: TimingFunction?
    }

    /// Every animation, in the order the evaluator applies them.
    public internal(set) var nodes: [Node]
    /// Every track's segments, each track's contiguous.
    public internal(set) var segments: [Segment]
}
