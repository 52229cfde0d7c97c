import Paths

/// Where Core Animation cuts a stroke at a `strokeStart`/`strokeEnd`
/// fraction, as a fraction of the path's arc length (how Flipbook's
/// renderer reads them). Core Animation finds the segment holding the
/// fraction by the segments' lengths, then moves within that segment by
/// its curve parameter, in proportion to the length left: so a cut lies
/// where arc length puts it only at segment ends and on lines. Measured
/// on lottie-ios's snapshots of LottieFiles/bounce_strokes, whose
/// segments have uneven handles: at 50 % the stroke runs over 0.126…0.531
/// of the arc length, where its trim of 0.178…0.601 by parameter gives
/// 0.125…0.531 (by arc length it would be 0.178…0.601).
struct CoreAnimationStrokeMeasure {
    /// The path's segments (`MotionPath`: lines, quads, cubics, closes).
    private let motion: MotionPath
    /// The arc length (points) before each segment, then the total.
    private let before: [Double]

    init(_ path: Path) {
        motion = MotionPath(path)
        var sum = 0.0, before: [Double] = []
        before.reserveCapacity(motion.segments.count + 1)
        for i in motion.segments.indices {
            before.append(sum)
            sum += motion.length(segment: i)
        }
        before.append(sum)
        self.before = before
    }

    /// The arc-length fraction (0…1) where Core Animation's fraction
    /// `fraction` (0…1) cuts the path; `fraction` itself for a path of no
    /// length.
    func arcFraction(_ fraction: Double) -> Double {
        let total = before[before.count - 1]
        guard total > 0, fraction > 0, fraction < 1, !motion.segments.isEmpty else { return fraction }
        let target = fraction * total
        // The last segment starting at or before the target that has length.
        var lo = 0, hi = motion.segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if before[mid] <= target { lo = mid } else { hi = mid - 1 }
        }
        while lo > 0 && before[lo + 1] - before[lo] <= 0 { lo -= 1 }
        let length = before[lo + 1] - before[lo]
        guard length > 0 else { return fraction }
        let t = min(max((target - before[lo]) / length, 0), 1)
        return min(max((before[lo] + motion.length(segment: lo, to: t)) / total, 0), 1)
    }
}
