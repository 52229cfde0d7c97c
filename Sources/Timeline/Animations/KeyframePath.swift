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
/// | linear, cubic | segment j from keyTimes[j] to keyTimes[j + 1] (or evenly spaced), its own timing function applied to the fraction, which is a fraction of the segment's length (constant speed along a curve) |
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

    /// A motion; defaults as stated on the properties.
    public init(path: Path, keyTimes: [Double] = [], timingFunctions: [TimingFunction] = [],
                mode: CalculationMode = .linear, reading: Reading = .point) {
        self.path = path
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.mode = mode
        self.reading = reading
    }

    /// The value at `x`, the cycle's progress after the animation-level
    /// timing function (0…1, may overshoot); nil for an empty path.
    public func value(at x: Double) -> AnimatableValue? {
        let motion = MotionPath(path)
        guard let first = motion.firstPoint else { return nil }
        guard !motion.segments.isEmpty else { return read(point: first, tangent: Point(1, 0)) }
        let (segment, t) = place(x, on: motion)
        return read(point: motion.point(segment: segment, at: t), tangent: motion.tangent(segment: segment, at: t))
    }

    /// The first value the animation can show (the start of the path).
    public var firstValue: AnimatableValue {
        value(at: 0) ?? (reading == .point ? .point(.zero) : .number(0))
    }

    /// The segment and its parameter at progress `x`.
    func place(_ x: Double, on motion: MotionPath) -> (segment: Int, parameter: Double) {
        let n = motion.segments.count
        switch mode {
        case .discrete:
            let vertices = motion.vertices.map { AnimatableValue.point($0) }
            let index = KeyframeTrack(values: vertices, keyTimes: keyTimes, mode: .discrete).discreteIndex(at: x)
            return index < n ? (index, 0) : (n - 1, 1)
        case .paced:
            let lengths = (0..<n).map { motion.length(segment: $0) }
            let total = lengths.reduce(0, +)
            guard total > 0, total.isFinite else { return segment(at: x, times: evenTimes(n + 1), easing: false) }
            var cumulative = [0.0]
            for length in lengths { cumulative.append(cumulative[cumulative.count - 1] + length) }
            let (j, f) = segment(at: x, times: cumulative.map { $0 / total }, easing: false)
            return (j, motion.parameter(segment: j, atLengthFraction: f))
        case .linear, .cubic:
            let (j, f) = segment(at: x, times: KeyframeTrack.validTimes(keyTimes, count: n + 1), easing: true)
            return (j, motion.parameter(segment: j, atLengthFraction: f))
        }
    }

    /// The segment holding `x` and the fraction through it (eased by the
    /// segment's timing function when `easing`); the ends hold before the
    /// first and from the last time, and on equal times the later segment
    /// wins (a jump), as for keyframe values.
    private func segment(at x: Double, times: [Double], easing: Bool) -> (Int, Double) {
        let n = times.count - 1
        if x < times[0] { return (0, 0) }
        if x >= times[n] { return (n - 1, 1) }
        let j = min(times.lastIndex { $0 <= x } ?? 0, n - 1)
        var f = (x - times[j]) / (times[j + 1] - times[j])
        if easing, j < timingFunctions.count { f = timingFunctions[j].progress(f) }
        return (j, f)
    }

    private func evenTimes(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(count - 1) }
    }

    private func read(point: Point, tangent: Point) -> AnimatableValue {
        switch reading {
        case .point: return .point(point)
        case .tangentAngle: return .number(atan2(tangent.y, tangent.x))
        case .reversedTangentAngle: return .number(atan2(tangent.y, tangent.x) + Double.pi)
        }
    }
}
