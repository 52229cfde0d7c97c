import Geometry
import Paths

/// Independent area measures for tests: they share no code with the
/// Paths target beyond Point and Contour's storage.
enum AreaIntegrator {
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var winding: Int
        func x(at y: Double) -> Double { x0 + (x1 - x0) * (y - y0) / (y1 - y0) }
    }

    /// The area where the polygons' summed winding number is not zero,
    /// integrated exactly: between consecutive vertex heights and edge
    /// crossings every edge is a straight line and their order is fixed,
    /// so the covered width is linear in y and the midpoint rule is exact.
    static func nonzeroArea(_ polygons: [Contour]) -> Double {
        var edges: [Edge] = []
        var ys: [Double] = []
        for polygon in polygons where polygon.points.count > 2 {
            let pts = polygon.points
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                ys.append(a.y)
                if a.y == b.y { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
            }
        }
        edges.sort { $0.y0 < $1.y0 }
        ys.sort()
        var area = 0.0
        var active: [Edge] = []
        var next = 0
        var stops: [Double] = []
        for k in 1..<max(ys.count, 1) where ys[k] > ys[k - 1] {
            let top = ys[k - 1], bottom = ys[k]
            active.removeAll { $0.y1 <= top }
            while next < edges.count && edges[next].y0 <= top {
                if edges[next].y1 > top { active.append(edges[next]) }
                next += 1
            }
            stops = [top, bottom]
            for i in active.indices {
                for j in active.indices where j > i {
                    let dTop = active[i].x(at: top) - active[j].x(at: top)
                    let dBottom = active[i].x(at: bottom) - active[j].x(at: bottom)
                    if (dTop < 0 && dBottom > 0) || (dTop > 0 && dBottom < 0) {
                        stops.append(top + (bottom - top) * dTop / (dTop - dBottom))
                    }
                }
            }
            stops.sort()
            for s in 1..<stops.count where stops[s] > stops[s - 1] {
                let y = (stops[s] + stops[s - 1]) / 2
                area += coveredWidth(active, at: y) * (stops[s] - stops[s - 1])
            }
        }
        return area
    }

    private static func coveredWidth(_ edges: [Edge], at y: Double) -> Double {
        let crossings = edges.map { ($0.x(at: y), $0.winding) }.sorted { $0.0 < $1.0 }
        var winding = 0, width = 0.0
        for (i, c) in crossings.enumerated() {
            if winding != 0 { width += c.0 - crossings[i - 1].0 }
            winding += c.1
        }
        return width
    }

    /// The area of all points within `radius` of the polyline `points`
    /// (the stroke with round caps and round joins), by the midpoint rule
    /// over about `strips` horizontal strips. Each line meets each capsule
    /// in one interval, computed exactly, and the intervals are merged.
    /// Strips break at every height where a capsule's outline has a corner
    /// or a flat edge, so the covered width is continuous inside each and
    /// the rule's error stays tiny (the worst is a disk's top, where the
    /// width grows like √y: ~0.1·√r·dy^1.5 per disk).
    static func capsuleUnionArea(_ points: [Point], radius h: Double, strips: Int) -> Double {
        var breaks: [Double] = []
        for i in points.indices {
            breaks += [points[i].y - h, points[i].y + h]
            if i > 0 { breaks += capsuleQuad(points[i - 1], points[i], h).map(\.y) }
        }
        breaks.sort()
        let total = breaks.last! - breaks.first!
        var area = 0.0
        for k in 1..<breaks.count where breaks[k] > breaks[k - 1] {
            let n = max(1, Int(Double(strips) * (breaks[k] - breaks[k - 1]) / total))
            let dy = (breaks[k] - breaks[k - 1]) / Double(n)
            for s in 0..<n {
                let y = breaks[k - 1] + (Double(s) + 0.5) * dy
                var intervals: [(Double, Double)] = []
                for i in 0..<max(points.count - 1, 1) {
                    let a = points[i], b = points[min(i + 1, points.count - 1)]
                    if let iv = capsuleInterval(a, b, h, y) { intervals.append(iv) }
                }
                area += unionLength(intervals) * dy
            }
        }
        return area
    }

    private static func capsuleQuad(_ a: Point, _ b: Point, _ h: Double) -> [Point] {
        let d = b - a, len = d.length
        guard len > 0 else { return [] }
        let n = Point(-d.y / len * h, d.x / len * h)
        return [a - n, b - n, b + n, a + n]
    }

    private static func capsuleInterval(_ a: Point, _ b: Point, _ h: Double, _ y: Double) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for c in [a, b] where abs(y - c.y) < h {
            let half = (h * h - (y - c.y) * (y - c.y)).squareRoot()
            lo = min(lo, c.x - half); hi = max(hi, c.x + half)
        }
        let quad = capsuleQuad(a, b, h)
        if !quad.isEmpty {
            for i in 0..<4 {
                let p = quad[i], q = quad[(i + 1) % 4]
                if (p.y - y) * (q.y - y) <= 0 && p.y != q.y {
                    let x = p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y)
                    lo = min(lo, x); hi = max(hi, x)
                }
            }
        }
        return lo < hi ? (lo, hi) : nil
    }

    private static func unionLength(_ intervals: [(Double, Double)]) -> Double {
        var total = 0.0, end = -Double.infinity
        for (lo, hi) in intervals.sorted(by: { $0.0 < $1.0 }) {
            if hi <= end { continue }
            total += hi - max(lo, end)
            end = hi
        }
        return total
    }
}
