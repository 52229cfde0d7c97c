import Geometry

/// Triangles for stencil-then-cover filling of polygons in device pixels:
/// a fan from each contour's first point (its winding counts in the
/// stencil) and a cover rectangle over their bounds. A single convex
/// contour skips the stencil: its fan is drawn directly.
struct FillMesh {
    /// Fan triangles, x, y pairs in device pixels.
    private(set) var fan: [Float] = []
    /// True when the fan alone is the fill (one convex contour).
    private(set) var isConvex = false
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    /// Contours in device pixels; open ones are closed implicitly, ones with
    /// fewer than 3 points or any non-finite point are dropped.
    init(contours: [[Point]]) {
        let usable = contours.filter { $0.count >= 3 && $0.allSatisfy(\.isFinite) }
        for contour in usable {
            let p0 = contour[0]
            for k in 1..<(contour.count - 1) {
                append(p0)
                append(contour[k])
                append(contour[k + 1])
            }
        }
        isConvex = usable.count == 1 && Self.isConvex(usable[0])
    }

    /// True when there is nothing to draw.
    var isEmpty: Bool { fan.isEmpty }

    /// Two triangles over the fan's bounds, grown by one pixel so that no
    /// sample the fan touched lies outside.
    var cover: [Float] {
        let x0 = Float(minX - 1), y0 = Float(minY - 1), x1 = Float(maxX + 1), y1 = Float(maxY + 1)
        return [x0, y0, x1, y0, x1, y1, x0, y0, x1, y1, x0, y1]
    }

    private mutating func append(_ p: Point) {
        fan.append(Float(p.x))
        fan.append(Float(p.y))
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// True for a simple convex polygon: every turn has the same sign, and
    /// the edge directions change sign at most twice in x and in y (which
    /// rules out stars that wind more than once).
    static func isConvex(_ contour: [Point]) -> Bool {
        var points: [Point] = []
        for p in contour where points.last != p { points.append(p) }
        if points.count > 1, points.first == points.last { points.removeLast() }
        let n = points.count
        guard n >= 3 else { return false }
        var turnSign = 0.0, xFlips = 0, yFlips = 0
        var previous = points[0] - points[n - 1]
        var lastDX = previous.x, lastDY = previous.y
        for k in 0..<n {
            let edge = points[(k + 1) % n] - points[k]
            let turn = previous.cross(edge)
            if turn != 0 {
                if turnSign == 0 { turnSign = turn } else if (turn > 0) != (turnSign > 0) { return false }
            }
            if edge.x != 0 {
                if lastDX != 0 && (edge.x > 0) != (lastDX > 0) { xFlips += 1 }
                lastDX = edge.x
            }
            if edge.y != 0 {
                if lastDY != 0 && (edge.y > 0) != (lastDY > 0) { yFlips += 1 }
                lastDY = edge.y
            }
            previous = edge
        }
        return turnSign != 0 && xFlips <= 2 && yFlips <= 2
    }
}
