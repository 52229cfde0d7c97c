import Foundation
import Geometry
import Paths

/// A CAKeyframeAnimation along a `path` instead of `values`: each segment
/// of the path (`MotionPath`: lines, curves and closes; moves are jumps)
/// is one keyframe segment for timing, so `keyTimes` has one entry per
/// vertex (segments + 1). The animation reads either the moving point or
/// the direction of motion (`rotationMode`).
///
/// | calculationMode | the point |
/// |---|---|
/// | linear, cubic | segment j from keyTimes[j] to keyTimes[j + 1] (or evenly spaced), its own timing function applied to the fraction, which is a fraction of the segment's length (constant speed along a curve) or its curve parameter (`segmentProgress`) |
/// | paced | constant speed by arc length over the whole path; keyTimes and timingFunctions ignored |
/// | discrete | jumps from vertex to vertex, as discrete values |
///
/// Before the first key time the path's first point shows, from the last
/// one its end. A path without segments shows its first point.
public struct KeyframePath: Sendable, Hashable {
    /// What the animation's value is.
    public enum Reading: String, Sendable, Hashable, CaseIterable {
        /// The moving point (a point value, for "position").
        case point
        /// The direction of motion, radians from +x toward +y (a number,
        /// for "transform.rotation.z"): rotationMode `auto`.
        case tangentAngle = "auto"
        /// The direction of motion turned by π: rotationMode `autoReverse`.
        case reversedTangentAngle = "autoReverse"
    }

    /// What a segment's eased fraction is a fraction of, in the linear and
    /// cubic modes (paced is always by length). The two agree on lines and
    /// on curves whose parameter runs at constant speed.
    public enum SegmentProgress: String, Sendable, Hashable, CaseIterable {
        /// Of the segment's arc length: a curve is travelled at constant
        /// speed, as After Effects, lottie-web and ThorVG move along
        /// spatial keyframes.
        case length
        /// Of the cubic's (or quadratic's) curve parameter t, as
        /// lottie-ios's Core Animation snapshots show Core Animation moving
        /// along a `path` (Motion along spatial keyframes, in
        /// Sources/Lottie/README.md, "How a document maps"); an eased
        /// fraction outside 0…1 goes on along the segment's polynomial
        /// past its ends.
        case parameter
    }

    /// The path moved along, in the animated layer's superlayer's
    /// coordinates (as `position`).
    public var path: Path
    /// Fractions 0…1 of the cycle, one per vertex, non-decreasing; empty
    /// (or malformed) means evenly spaced. Default: [].
    public var keyTimes: [Double]
    /// One per segment; missing entries are linear. Default: [].
    public var timingFunctions: [TimingFunction]
    /// How the segments are visited. Default: `.linear`.
    public var mode: CalculationMode
    /// The point or the direction. Default: `.point`.
    public var reading: Reading
    /// A segment's fraction as a fraction of its length or of its curve
    /// parameter (linear and cubic modes). Default: `.length`.
    public var segmentProgress: SegmentProgress

    /// A motion; defaults as stated on the properties.
    public init(path: Path, keyTimes: [Double] = [], timingFunctions: [TimingFunction] = [],
                mode: CalculationMode = .linear, reading: Reading = .point, segmentProgress: SegmentProgress = .length) {
        self.path = path
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.mode = mode
        self.reading = reading
        self.segmentProgress = segmentProgress
    }

    /// The value at `x`, the cycle's progress after the animation-level
    /// timing function (0…1, may overshoot); nil for an empty path.
    public func value(at x: Double) -> AnimatableValue? {
        Measured(self).value(at: x)
    }

    /// The first value the animation can show (the start of the path).
    public var firstValue: AnimatableValue {
        value(at: 0) ?? (reading == .point ? .point(.zero) : .number(0))
    }

    /// The motion split into segments, with the times progress is searched
    /// in, worked out once: a compiled animation keeps it, so an evaluation
    /// neither rebuilds the segments nor measures their lengths again.
    struct Measured: Sendable {
        let motion: KeyframePath
        let segments: MotionPath
        /// Discrete: the vertices' interval starts; paced: the cumulative
        /// length fractions (empty when the length is 0 or not finite);
        /// linear and cubic: the valid key times.
        let times: [Double]
        /// Each curved segment's lengths, measured once for placing points
        /// on it (`MotionPath.measure(segment:)`), when made to be evaluated
        /// many times; nil for a line; empty otherwise, in the discrete
        /// mode and when linear or cubic segments go by curve parameter.
        let measured: [MotionPath.MeasuredSegment?]

        /// - Parameter measuresSegments: measure every curved segment's
        ///   lengths now (16 each), for a motion path evaluated many times
        ///   (a compiled scene's); a motion path evaluated once measures
        ///   only the segment it places a point on. Default: false.
        init(_ motion: KeyframePath, measuresSegments: Bool = false) {
            self.motion = motion
            let segments = MotionPath(motion.path)
            self.segments = segments
            let n = segments.segments.count
            let byParameter = motion.segmentProgress == .parameter && motion.mode != .paced
            measured = motion.mode == .discrete || byParameter || !measuresSegments ? [] : segments.segments.indices.map { i in
                if case .line = segments.segments[i] { return nil }
                return segments.measure(segment: i)
            }
            guard n > 0 else { times = []; return }
            switch motion.mode {
            case .discrete:
                let vertices = segments.vertices.map { AnimatableValue.point($0) }
                let track = KeyframeTrack(values: vertices, keyTimes: motion.keyTimes, mode: .discrete)
                times = track.discreteTimes
            case .paced:
                let lengths = (0..<n).map { segments.length(segment: $0) }
                let total = lengths.reduce(0, +)
                guard total > 0, total.isFinite else { times = []; return }
                var cumulative = [0.0]
                for length in lengths { cumulative.append(cumulative[cumulative.count - 1] + length) }
                times = cumulative.map { $0 / total }
            case .linear, .cubic:
                times = KeyframeTrack.validTimes(motion.keyTimes, count: n + 1)
            }
        }

        /// `KeyframePath.value(at:)`.
        func value(at x: Double) -> AnimatableValue? {
            guard let first = segments.firstPoint else { return nil }
            guard !segments.segments.isEmpty else { return motion.read(point: first, tangent: Point(1, 0)) }
            let (segment, t) = place(x)
            return motion.read(point: segments.point(segment: segment, at: t),
                               tangent: segments.tangent(segment: segment, at: t))
        }

        /// `MotionPath.parameter(segment:atLengthFraction:)`, from the
        /// lengths measured once.
        private func parameter(segment j: Int, atLengthFraction f: Double) -> Double {
            segments.parameter(segment: j, atLengthFraction: f, measured: j < measured.count ? measured[j] : nil)
        }

        /// The segment and its parameter at progress `x`.
        func place(_ x: Double) -> (segment: Int, parameter: Double) {
            let n = segments.segments.count
            switch motion.mode {
            case .discrete:
                let index = min(KeyframeTrack.lastIndex(in: times, atMost: x) ?? 0, n)
                return index < n ? (index, 0) : (n - 1, 1)
            case .paced:
                guard !times.isEmpty else {
                    return motion.segment(at: x, times: KeyframeTrack.validTimes([], count: n + 1), easing: false)
                }
                let (j, f) = motion.segment(at: x, times: times, easing: false)
                return (j, parameter(segment: j, atLengthFraction: f))
            case .linear, .cubic:
                let (j, f) = motion.segment(at: x, times: times, easing: true)
                // By parameter an eased fraction outside 0…1 (an overshooting
                // timing function) carries the point past the segment's ends
                // along its own polynomial; by length it stops at the ends.
                if motion.segmentProgress == .parameter { return (j, f) }
                return (j, parameter(segment: j, atLengthFraction: f))
            }
        }
    }

    /// The segment holding `x` and the fraction through it (eased by the
    /// segment's timing function when `easing`); the ends hold before the
    /// first and from the last time, and on equal times the later segment
    /// wins (a jump), as for keyframe values.
    fileprivate func segment(at x: Double, times: [Double], easing: Bool) -> (Int, Double) {
        let n = times.count - 1
        if x < times[0] { return (0, 0) }
        if x >= times[n] { return (n - 1, 1) }
        let j = min(KeyframeTrack.lastIndex(in: times, atMost: x) ?? 0, n - 1)
        var f = (x - times[j]) / (times[j + 1] - times[j])
        if easing, j < timingFunctions.count { f = timingFunctions[j].progress(f) }
        return (j, f)
    }

    fileprivate func read(point: Point, tangent: Point) -> AnimatableValue {
        switch reading {
        case .point: return .point(point)
        case .tangentAngle: return .number(atan2(tangent.y, tangent.x))
        case .reversedTangentAngle: return .number(atan2(tangent.y, tangent.x) + Double.pi)
        }
    }
}
