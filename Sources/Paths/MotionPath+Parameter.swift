import Geometry

extension MotionPath {
    /// A segment's lengths measured once, for `parameter(segment:atLengthFraction:measured:)`:
    /// its length, and its length to each of m equal steps of its
    /// parameter.
    public struct MeasuredSegment: Sendable, Hashable {
        /// `length(segment:)`.
        public let total: Double
        /// `length(segment:to: k / m)` for k = 0…m, m = `marks.count − 1`
        /// (the last is `total`).
        let marks: [Double]
    }

    /// Segment `i`'s lengths to each sixteenth of its parameter, measured
    /// once (16 lengths), for a motion path evaluated many times.
    public func measure(segment i: Int) -> MeasuredSegment {
        let marks = (0...16).map { $0 == 0 ? 0 : length(segment: i, to: Double($0) / 16) }
        return MeasuredSegment(total: marks[16], marks: marks)
    }

    /// The parameter at which segment `i` has covered `fraction` (0…1) of
    /// its length: constant speed along the segment. Defined as bisection
    /// on `length(segment:to:)` to 1e-12 (`bisectedParameter`), and found
    /// with fewer lengths measured where that gives the same bits
    /// (`replayedBisection`).
    /// - Parameter measured: the segment's lengths measured beforehand
    ///   (`measure(segment:)`), the same bits: a compiled motion path keeps
    ///   them, so a placement measures no total, and Newton's method starts
    ///   from the sixteenth holding the target. nil: the total is measured
    ///   now. Default: nil.
    public func parameter(segment i: Int, atLengthFraction fraction: Double,
                          measured: MeasuredSegment? = nil) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        if case .line = segments[i] { return fraction }
        let total = measured?.total ?? length(segment: i)
        let measured = measured ?? MeasuredSegment(total: total, marks: [0, total])
        let target = fraction * total
        return replayedBisection(segment: i, target: target, measured: measured)
            ?? bisectedParameter(segment: i, target: target)
    }

    /// Bisection to 1e-12 for the parameter where the length from 0
    /// reaches `target`: about 40 lengths measured.
    func bisectedParameter(segment i: Int, target: Double) -> Double {
        var low = 0.0, high = 1.0
        while high - low > 1e-12 {
            let middle = (low + high) / 2
            if length(segment: i, to: middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// How near the root r a bisection midpoint is measured rather than
    /// placed by side, in parameter: where the length grows by a
    /// trillionth of the segment's over the window, 1e-12 × total / speed
    /// at r, at most 1e-11 (speed ≥ total / 10 gives 1e-12 … 1e-11). The
    /// length's rounding is under 80 half-ulps of the total, about 1e-14
    /// of it, so the comparison has a margin of 55 at least, and of 5.5 in
    /// the slowest places accepted (speed ≥ total / 100). See
    /// `replayedBisection`.
    static func replayWindow(total: Double, speed: Double) -> Double {
        min(1e-12 * total / speed, 1e-11)
    }

    /// `bisectedParameter`'s answer with about a tenth of its lengths
    /// measured (a curved motion path's bisection took 12 % of the frames
    /// of the Lottie files slowest against rlottie; Sources/Benchmarks/
    /// README.md, "Lottie files against ThorVG and rlottie"), or nil where
    /// that is not sure to give its bits.
    ///
    /// Newton's method on the length (its derivative is the speed) finds
    /// the root r in a few steps. The bisection's steps are then replayed:
    /// a midpoint further than `replayWindow` from r is taken to lie on
    /// r's side it lies on, since the length grows along the segment by
    /// far more than its rounding over that distance; a nearer one is
    /// measured, as the bisection measures it. Where the speed at r is
    /// under a hundredth of the segment's length (a cusp, a control point
    /// on the end) the length may grow by less than its rounding, so nil;
    /// nil too when the bracket the replay ends with fails the bisection's
    /// own comparisons at its ends (measured there as a check).
    ///
    /// - Parameter measured: the segment's lengths (`measure(segment:)`).
    func replayedBisection(segment i: Int, target: Double, measured: MeasuredSegment) -> Double? {
        let total = measured.total
        guard total > 0, total.isFinite, target > 0, target < total else { return nil }
        // Newton's method kept inside a bracket [low, high] of the root,
        // from the step whose measured ends hold the target, starting
        // where the cubic through those ends reaches it (`hermiteStart`;
        // mostly within 1e-12, so one step). A step under
        // 1e-12 leaves the next iterate within about 1e-20 of the root (the
        // error squares at each step), far inside the window.
        let steps = measured.marks.count - 1
        guard steps >= 1 else { return nil }
        var k = 0
        while k < steps - 1, measured.marks[k + 1] < target { k += 1 }
        var low = Double(k) / Double(steps), high = Double(k + 1) / Double(steps)
        let (lowMark, highMark) = (measured.marks[k], measured.marks[k + 1])
        var t = Self.hermiteStart(low: low, high: high, lowLength: lowMark, highLength: highMark, target: target,
                                  lowSpeed: speed(segment: i, at: low), highSpeed: speed(segment: i, at: high))
        var root: Double?
        for _ in 0..<30 {
            let excess = length(segment: i, to: t) - target
            if excess < 0 { low = t } else { high = t }
            let speed = self.speed(segment: i, at: t)
            var next = speed > 0 ? t - excess / speed : .nan
            if !(next > low && next < high) { next = (low + high) / 2 }
            if abs(next - t) <= 1e-12 || high - low <= 1e-15 { root = next; break }
            t = next
        }
        guard let r = root, case let speedAtRoot = speed(segment: i, at: r), speedAtRoot >= total / 100 else { return nil }
        let window = Self.replayWindow(total: total, speed: speedAtRoot)
        // The bisection, replayed.
        var lowEnd = 0.0, highEnd = 1.0
        var lowChecked = true, highChecked = true
        while highEnd - lowEnd > 1e-12 {
            let middle = (lowEnd + highEnd) / 2
            let below: Bool
            if abs(middle - r) > window {
                below = middle < r
                if below { lowChecked = false } else { highChecked = false }
            } else {
                below = length(segment: i, to: middle) < target
                if below { lowChecked = true } else { highChecked = true }
            }
            if below { lowEnd = middle } else { highEnd = middle }
        }
        if !lowChecked, !(length(segment: i, to: lowEnd) < target) { return nil }
        if !highChecked, length(segment: i, to: highEnd) < target { return nil }
        return (lowEnd + highEnd) / 2
    }

    /// Where Newton's method starts in `replayedBisection`: the parameter
    /// at which the length reaches `target` inside the step [low, high]
    /// whose lengths are `lowLength` and `highLength`, on the cubic that
    /// has those lengths at the ends and the speeds there as slopes (cubic
    /// Hermite interpolation of the length), found by 40 halvings of the
    /// step, which cost less than one length measured. It starts Newton's
    /// method some thousand times nearer the root than a straight line
    /// between the step's ends, and copes with a speed of 0 at an end (a
    /// control point on it), where a straight line starts it far off.
    static func hermiteStart(low: Double, high: Double, lowLength: Double, highLength: Double, target: Double,
                             lowSpeed: Double, highSpeed: Double) -> Double {
        let width = high - low
        let m0 = lowSpeed * width, m1 = highSpeed * width
        guard highLength > lowLength, m0.isFinite, m1.isFinite else { return (low + high) / 2 }
        func length(_ u: Double) -> Double {
            let u2 = u * u, u3 = u2 * u
            return (2 * u3 - 3 * u2 + 1) * lowLength + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * highLength
                + (u3 - u2) * m1
        }
        var a = 0.0, b = 1.0
        for _ in 0..<40 {
            let u = (a + b) / 2
            if length(u) < target { a = u } else { b = u }
        }
        let t = low + width * (a + b) / 2
        return t > low && t < high ? t : (low + high) / 2
    }

    /// |B′(t)| of segment `i`, points per unit of parameter: the integrand
    /// of `length(segment:to:)`.
    func speed(segment i: Int, at t: Double) -> Double {
        switch segments[i] {
        case .line(let a, let b):
            return (b - a).length
        case .quad(let a, let c, let b):
            return Self.quadSpeed(c.x - a.x, c.y - a.y, b.x - c.x, b.y - c.y, at: t)
        case .cubic(let p0, let c1, let c2, let p1):
            return Self.cubicSpeed(c1.x - p0.x, c1.y - p0.y, c2.x - c1.x, c2.y - c1.y, p1.x - c2.x, p1.y - c2.y, at: t)
        }
    }
}
