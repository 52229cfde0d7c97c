import Geometry

/// Sutherland–Hodgman clipping for the exact-area oracles of the CPU and
/// GPU coverage tests: the part of a polygon inside a half-plane or a
/// rectangle, in the polygon's order.
public enum PolygonClip {
    /// The part of `polygon` where `inside` ≥ 0 (`inside` linear in the
    /// point: a signed distance to the half-plane's edge, in any unit).
    public static func halfPlane(_ polygon: [Point], _ inside: (Point) -> Double) -> [Point] {
        var out: [Point] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let da = inside(a), db = inside(b)
            if da >= 0 { out.append(a) }
            if (da >= 0) != (db >= 0) {
                let t = da / (da - db)
                out.append(Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
            }
        }
        return out
    }

    /// The part of `polygon` inside the rectangle at (`x0`, `y0`) of
    /// `width` × `height` (default: the unit square, one pixel).
    public static func rectangle(_ polygon: [Point], x0: Double, y0: Double, width: Double = 1,
                                 height: Double = 1) -> [Point] {
        let sides: [(Point) -> Double] = [{ $0.x - x0 }, { x0 + width - $0.x }, { $0.y - y0 }, { y0 + height - $0.y }]
        return sides.reduce(polygon) { points, inside in points.isEmpty ? points : halfPlane(points, inside) }
    }
}
