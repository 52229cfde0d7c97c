/// The timing-curve math of the scene references, written independently of
/// the Timeline stage so that the references check it rather than repeat it.
enum ReferenceEasing {
    /// y on the cubic Bézier easing curve through (0,0), (x1,y1), (x2,y2),
    /// (1,1) at x (clamped to 0…1), by plain bisection on the curve
    /// parameter: 60 halvings leave an error far below 1e-12.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bez(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bez(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, y1, y2)
    }
}
