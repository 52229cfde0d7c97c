import Geometry
import GoldenSupport
import Paths

/// An independent per-pixel coverage oracle for tests: each polygon is
/// clipped to the pixel's square (Sutherland–Hodgman keeps every point's
/// winding number inside the square), then the area where the summed
/// winding satisfies the fill rule is integrated exactly. It shares no code
/// with the scan converter.
enum ExactAreaOracle {
    /// Exact coverage (0…1) of pixel (`px`, `py`) by `polygons` under `rule`.
    static func coverage(_ polygons: [[Point]], rule: FillRule, px: Int, py: Int) -> Double {
        let x0 = Double(px), y0 = Double(py)
        let clipped = polygons.map { clip($0, x0: x0, y0: y0) }.filter { $0.count >= 3 }
        return area(clipped, rule: rule)
    }

    /// The area where the polygons' summed winding number satisfies `rule`:
    /// between consecutive vertex heights and edge crossings the edges keep
    /// their order, so the covered width is linear in y and the midpoint
    /// rule is exact.
    static func area(_ polygons: [[Point]], rule: FillRule) -> Double {
        var edges: [(a: Point, b: Point, w: Int)] = []
        var ys: [Double] = []
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                ys.append(a.y)
                if a.y < b.y { edges.append((a, b, 1)) } else if a.y > b.y { edges.append((b, a, -1)) }
            }
        }
        func x(_ e: (a: Point, b: Point, w: Int), _ y: Double) -> Double {
            e.a.x + (e.b.x - e.a.x) * (y - e.a.y) / (e.b.y - e.a.y)
        }
        for i in edges.indices {
            for j in edges.indices where j > i {
                let lo = max(edges[i].a.y, edges[j].a.y), hi = min(edges[i].b.y, edges[j].b.y)
                guard hi > lo else { continue }
                let dLo = x(edges[i], lo) - x(edges[j], lo), dHi = x(edges[i], hi) - x(edges[j], hi)
                if dLo * dHi < 0 { ys.append(lo + (hi - lo) * dLo / (dLo - dHi)) }
            }
        }
        ys.sort()
        var total = 0.0
        for k in ys.indices.dropFirst() where ys[k] > ys[k - 1] {
            let y = (ys[k] + ys[k - 1]) / 2
            let crossings = edges.filter { $0.a.y <= y && $0.b.y > y }.map { (x($0, y), $0.w) }.sorted { $0.0 < $1.0 }
            var winding = 0
            for (n, c) in crossings.enumerated() {
                let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
                if inside { total += (c.0 - crossings[n - 1].0) * (ys[k] - ys[k - 1]) }
                winding += c.1
            }
        }
        return total
    }

    /// The part of `polygon` inside the rectangle at (`x0`, `y0`)
    /// (default: the unit square, one pixel).
    static func clip(_ polygon: [Point], x0: Double, y0: Double, width: Double = 1, height: Double = 1) -> [Point] {
        PolygonClip.rectangle(polygon, x0: x0, y0: y0, width: width, height: height)
    }
}
