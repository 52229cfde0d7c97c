import Geometry
import Paths

// INTERIM: this whole file is replaced by `Path.flattened(tolerance:)` from
// the Paths target when the `paths` branch merges (CPURenderer then calls
// `path.applying(transform).flattened(tolerance:)` and maps the contours'
// points). Until then it is the only flattening code in CPURaster.

/// Turns paths into polygons (device pixels) for filling: every subpath
/// becomes one implicitly closed point list.
enum InterimFlattener {
    /// Most line segments one curve may become. Bounds the work for absurd
    /// curves; at the 0.1 px default tolerance it is reached only by curves
    /// whose control points span more than ~10^6 pixels (see `segmentCount`).
    static let maximumSegmentsPerCurve = 4096

    /// The subpaths of `path` (already in device pixels) as polygons whose
    /// points lie within `tolerance` pixels of the curves. A curve whose
    /// control points all lie outside `cull` (the visible pixels) becomes its
    /// chord: for area coverage inside `cull` that is exact, because a curve
    /// left of the visible area only changes the winding of each row by the
    /// difference of its end heights, and one above, below or right of it
    /// changes nothing visible.
    static func polygons(of path: Path, tolerance: Double, cull: Rect) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero
        func finish() {
            if current.count >= 3 { result.append(current) }
            current = []
        }
        func begin(at p: Point) {
            finish()
            current = [p]
            start = p
            last = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                begin(at: p)
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                appendQuad(last, c, p, tolerance: tolerance, cull: cull, to: &current)
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                appendCubic(last, c1, c2, p, tolerance: tolerance, cull: cull, to: &current)
                last = p
            case .close:
                finish()
                last = start
            }
        }
        finish()
        return result
    }

    /// Segments for a curve whose second derivative is at most `bound` in
    /// length: a chord over a parameter step h deviates from the curve by at
    /// most h²·bound/8, so n = ⌈√(bound / (8·tolerance))⌉ steps suffice.
    private static func segmentCount(secondDerivativeBound bound: Double, tolerance: Double) -> Int {
        let n = (bound / (8 * max(tolerance, 1e-6))).squareRoot().rounded(.up)
        guard n.isFinite else { return maximumSegmentsPerCurve }
        return min(max(Int(n), 1), maximumSegmentsPerCurve)
    }

    private static func outside(_ points: [Point], _ cull: Rect) -> Bool {
        points.allSatisfy { $0.x < cull.minX } || points.allSatisfy { $0.x > cull.maxX }
            || points.allSatisfy { $0.y < cull.minY } || points.allSatisfy { $0.y > cull.maxY }
    }

    private static func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double,
                                   cull: Rect, to polygon: inout [Point]) {
        guard !outside([p0, p1, p2], cull) else { return polygon.append(p2) }
        // B''(t) = 2·(p0 − 2·p1 + p2), constant.
        let n = segmentCount(secondDerivativeBound: 2 * (p0 - p1 * 2 + p2).length, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            polygon.append(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
        }
        polygon.append(p2)
    }

    private static func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
                                    cull: Rect, to polygon: inout [Point]) {
        guard !outside([p0, p1, p2, p3], cull) else { return polygon.append(p3) }
        // B''(t) = 6·((1−t)·(p0 − 2·p1 + p2) + t·(p1 − 2·p2 + p3)): at most
        // 6 × the longer of the two second differences.
        let d1 = (p0 - p1 * 2 + p2).length, d2 = (p1 - p2 * 2 + p3).length
        let n = segmentCount(secondDerivativeBound: 6 * max(d1, d2), tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            polygon.append(p0 * a + p1 * b + p2 * c + p3 * d)
        }
        polygon.append(p3)
    }
}
