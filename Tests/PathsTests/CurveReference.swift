import Geometry
import Paths

/// Reference geometry for tests, written independently of the Paths
/// target: de Casteljau evaluation and point-to-polyline distance.
enum CurveReference {
    /// Each drawing segment of `path` as its control polygon, starting at
    /// the current point (a line is two points, a close is a line back).
    static func segments(of path: Path) -> [[Point]] {
        var result: [[Point]] = []
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): result.append([current, p]); current = p
            case .quad(let c, let p): result.append([current, c, p]); current = p
            case .cubic(let c1, let c2, let p): result.append([current, c1, c2, p]); current = p
            case .close: result.append([current, start]); current = start
            }
        }
        return result
    }

    /// The point at `t` of the Bézier curve with control polygon `controls`.
    static func evaluate(_ controls: [Point], _ t: Double) -> Point {
        var pts = controls
        while pts.count > 1 {
            pts = (0..<(pts.count - 1)).map { pts[$0].lerp(to: pts[$0 + 1], t) }
        }
        return pts[0]
    }

    /// Distance from `p` to the segment from `a` to `b`.
    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let d = b - a, len2 = d.dot(d)
        let t = len2 > 0 ? min(max((p - a).dot(d) / len2, 0), 1) : 0
        return p.distance(to: a + d * t)
    }

    /// Distance from `p` to the polyline of `contour` (closing segment
    /// included when closed).
    static func distance(_ p: Point, to contour: Contour) -> Double {
        let pts = contour.points
        guard pts.count > 1 else { return pts.first.map { p.distance(to: $0) } ?? .infinity }
        var best = Double.infinity
        for i in 1..<pts.count { best = min(best, distance(p, toSegment: pts[i - 1], pts[i])) }
        if contour.isClosed { best = min(best, distance(p, toSegment: pts[pts.count - 1], pts[0])) }
        return best
    }

    /// Length of a curve by composite Simpson's rule on the speed,
    /// differentiating by central differences. The speed of a smooth
    /// Bézier is smooth, so Simpson's h⁴ error at 2000 intervals (~1e-13
    /// relative) is far below what the tests compare.
    static func length(_ controls: [Point], intervals: Int = 2000) -> Double {
        let h = 1 / Double(intervals)
        func speed(_ t: Double) -> Double {
            let e = 1e-6
            let a = evaluate(controls, max(t - e, 0)), b = evaluate(controls, min(t + e, 1))
            return a.distance(to: b) / (min(t + e, 1) - max(t - e, 0))
        }
        var sum = speed(0) + speed(1)
        for i in 1..<intervals { sum += speed(Double(i) * h) * (i % 2 == 1 ? 4 : 2) }
        return sum * h / 3
    }
}
