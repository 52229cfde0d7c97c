extension TimingFunction {
    /// Newton steps tried first. From the start guess s = x, Newton on these
    /// curves reaches `solverEpsilon` in 3–5 steps wherever dx/ds is not
    /// tiny; 8 leaves margin and stays cheap in a shader.
    public static let newtonIterations = 8
    /// Bisection steps after Newton gives up: the bracket [0, 1] shrinks to
    /// 2⁻⁴⁵ ≈ 2.8e-14 in s, so |x(s) − x| ≤ 3 · 2.8e-14, inside
    /// `solverEpsilon`. (In float32 the GLSL twin stops earlier on its own
    /// epsilon; the iteration bounds are shared.)
    public static let bisectionIterations = 45
    /// Accepted error in x, the fraction of the cycle, in double precision:
    /// 1e-12 keeps presented values within ~1e-10 of the exact curve even
    /// where the curve is steep (dy/dx up to ~10), so independent
    /// implementations agree to far below anything visible.
    public static let solverEpsilon = 1e-12
    /// The same tolerance for the float32 GLSL twin: 1e-6 is 8 float32 ulps
    /// at 1.0, the best float32 can reliably reach.
    public static let solverEpsilonFloat32 = 1e-6
    /// Below this |dx/ds| a Newton step would jump too far; bisection takes
    /// over. (dx/ds is 0 only at the ends of curves with c1x = 0 or c2x = 1.)
    public static let newtonMinimumSlope = 1e-6

    /// The eased fraction of the value change for the fraction `x` of the
    /// cycle elapsed. `x` ≤ 0 gives exactly 0 and `x` ≥ 1 exactly 1.
    ///
    /// Algorithm (the GLSL twin uses the same steps and constants): solve
    /// x(s) = x for the curve parameter s by at most `newtonIterations`
    /// Newton steps from s = x, stopping when |x(s) − x| < `solverEpsilon`
    /// or |x′(s)| < `newtonMinimumSlope`; if not converged, bisect on
    /// [0, 1] from s = x for at most `bisectionIterations` steps with the
    /// same stop test; return y(s).
    ///
    /// Properties (tested): f(0) = 0, f(1) = 1, monotone non-decreasing
    /// when c1y and c2y lie in 0…1, f(x) = x for `linear`.
    public func progress(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        var s = x
        for _ in 0..<Self.newtonIterations {
            let error = bezierX(s) - x
            if abs(error) < Self.solverEpsilon { return bezierY(s) }
            let slope = bezierSlopeX(s)
            if abs(slope) < Self.newtonMinimumSlope { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<Self.bisectionIterations {
            let error = bezierX(s) - x
            if abs(error) < Self.solverEpsilon { return bezierY(s) }
            if error > 0 { hi = s } else { lo = s }
            s = (lo + hi) / 2
        }
        return bezierY(s)
    }

    /// x(s) = 3(1−s)²s·c1x + 3(1−s)s²·c2x + s³, in Horner form.
    func bezierX(_ s: Double) -> Double {
        ((coefficientA(c1x, c2x) * s + coefficientB(c1x, c2x)) * s + 3 * c1x) * s
    }

    /// y(s), like `bezierX`.
    func bezierY(_ s: Double) -> Double {
        ((coefficientA(c1y, c2y) * s + coefficientB(c1y, c2y)) * s + 3 * c1y) * s
    }

    /// dx/ds.
    func bezierSlopeX(_ s: Double) -> Double {
        (3 * coefficientA(c1x, c2x) * s + 2 * coefficientB(c1x, c2x)) * s + 3 * c1x
    }

    /// The s³ coefficient of the power form: 1 − 3·p2 + 3·p1.
    private func coefficientA(_ p1: Double, _ p2: Double) -> Double { 1 - 3 * p2 + 3 * p1 }
    /// The s² coefficient of the power form: 3·p2 − 6·p1.
    private func coefficientB(_ p1: Double, _ p2: Double) -> Double { 3 * p2 - 6 * p1 }
}
