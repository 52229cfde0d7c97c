import Geometry

extension MotionPath {
    /// The parameter at which segment `i` has covered `fraction` (0…1) of
    /// its length: constant speed along the segment. Defined as bisection
    /// on `length(segment:to:)` to 1e-12 (`bisectedParameter`), and found
    /// with fewer lengths measured where that gives the same bits
    /// (`replayedBisection`).
    public func parameter(segment i: Int, atLengthFraction fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        if case .line = segments[i] { return fraction }
        let total = length(segment: i), target = fraction * total
        return replayedBisection(segment: i, target: target, total: total)
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

    /// How near the root a bisection midpoint is measured rather than
    /// placed by side: 1e-11 of the parameter. See `replayedBisection`.
    static let replayWindow = 1e-11

    /// `bisectedParameter`'s answer with about a quarter of its lengths
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
    /// - Parameter total: the segment's length, `length(segment: i)`.
    func replayedBisection(segment i: Int, target: Double, total: Double) -> Double? {
        guard total > 0, total.isFinite, target > 0, target < total else { return nil }
        // Newton's method kept inside a bracket [low, high] of the root. A
        // step under 1e-12 leaves the next iterate within about 1e-20 of
        // the root (the error squares at each step), far inside the window.
        var low = 0.0, high = 1.0, t = target / total
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
        guard let r = root, speed(segment: i, at: r) >= total / 100 else { return nil }
        // The bisection, replayed.
        var lowEnd = 0.0, highEnd = 1.0
        var lowChecked = true, highChecked = true
        while highEnd - lowEnd > 1e-12 {
            let middle = (lowEnd + highEnd) / 2
            let below: Bool
            if abs(middle - r) > Self.replayWindow {
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

    /// |B′(t)| of segment `i`, points per unit of parameter: the integrand
    /// of `length(segment:to:)`.
    func speed(segment i: Int, at t: Double) -> Double {
        switch segments[i] {
        case .line(let a, let b):
            return (b - a).length
        case .quad(let a, let c, let b):
            let mt = 1 - t
            let x = mt * (c.x - a.x) + t * (b.x - c.x), y = mt * (c.y - a.y) + t * (b.y - c.y)
            return 2 * (x * x + y * y).squareRoot()
        case .cubic(let p0, let c1, let c2, let p1):
            let mt = 1 - t
            let a = mt * mt, b = 2 * mt * t, d = t * t
            let x = a * (c1.x - p0.x) + b * (c2.x - c1.x) + d * (p1.x - c2.x)
            let y = a * (c1.y - p0.y) + b * (c2.y - c1.y) + d * (p1.y - c2.y)
            return 3 * (x * x + y * y).squareRoot()
        }
    }
}
