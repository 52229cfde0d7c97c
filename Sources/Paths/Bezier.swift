import Geometry

/// Evaluation helpers for the Bézier segments of a path (internal).
enum Bezier {
    /// The point of the quadratic (p0, c, p1) at parameter `t` in 0…1.
    @inline(__always)
    static func quad(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, d = t * t
        return Point(a * p0.x + b * c.x + d * p1.x, a * p0.y + b * c.y + d * p1.y)
    }

    /// The point of the cubic (p0, c1, c2, p1) at parameter `t` in 0…1.
    @inline(__always)
    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                     a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The derivative of the cubic (p0, c1, c2, p1) at `t`, divided by 3.
    @inline(__always)
    static func cubicDerivative(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, d = t * t
        return Point(a * (c1.x - p0.x) + b * (c2.x - c1.x) + d * (p1.x - c2.x),
                     a * (c1.y - p0.y) + b * (c2.y - c1.y) + d * (p1.y - c2.y))
    }

    /// The direction in which a segment from `p0` with control points
    /// `c1`, `c2` and end `p1` leaves `p0` (not normalized): toward the first
    /// of them that differs from `p0`; zero when all coincide. Lines and
    /// quadratics pass their points repeated.
    @inline(__always)
    static func startTangent(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> Point {
        if c1 != p0 { return c1 - p0 }
        if c2 != p0 { return c2 - p0 }
        return p1 - p0
    }

    /// The direction in which the same segment arrives at `p1` (not
    /// normalized): from the last point before it that differs from `p1`.
    @inline(__always)
    static func endTangent(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> Point {
        if c2 != p1 { return p1 - c2 }
        if c1 != p1 { return p1 - c1 }
        return p1 - p0
    }

    /// The parameters in the open interval (0, 1) where a quadratic's
    /// coordinate (a0, a1, a2) has zero derivative (at most one).
    static func quadExtremum(_ a0: Double, _ a1: Double, _ a2: Double) -> Double? {
        let t = (a0 - a1) / (a0 - 2 * a1 + a2)
        return t > 0 && t < 1 ? t : nil
    }

    /// Calls `body` with each parameter in (0, 1) where a cubic's coordinate
    /// (a0, a1, a2, a3) has zero derivative (at most two).
    static func cubicExtrema(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double,
                             _ body: (Double) -> Void) {
        // B'(t) / 3 = a t² + b t + c.
        let a = -a0 + 3 * a1 - 3 * a2 + a3
        let b = 2 * (a0 - 2 * a1 + a2)
        let c = a1 - a0
        let disc = b * b - 4 * a * c
        guard disc >= 0 else { return }
        // The cancellation-free form: both roots are q / a and c / q. With a
        // = 0 the first is not finite and the second is the linear root.
        let q = -0.5 * (b + (b < 0 ? -disc.squareRoot() : disc.squareRoot()))
        let t0 = q / a, t1 = c / q
        if t0 > 0 && t0 < 1 { body(t0) }
        if t1 > 0 && t1 < 1 && t1 != t0 { body(t1) }
    }
}
