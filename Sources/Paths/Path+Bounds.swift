import Geometry

extension Path {
    /// The exact bounding box of the path's geometry, in path units: curve
    /// extrema are found analytically, so control points that the curve
    /// does not reach do not count (unlike CGPath's `boundingBox`). Every
    /// move point counts, even a trailing one; a segment before any move
    /// starts at the origin (as flattening does). Non-finite points are
    /// skipped. `Rect.zero` for a path with no finite points.
    public var bounds: Rect {
        var box = BoundsAccumulator()
        var current = Point.zero, start = Point.zero, hasCurrent = false
        for element in elements {
            if !hasCurrent {
                if case .move = element {} else { box.add(.zero) }
                hasCurrent = true
            }
            switch element {
            case .move(let p):
                box.add(p); current = p; start = p
            case .line(let p):
                box.add(p); current = p
            case .quad(let c, let p):
                box.add(p)
                if let t = Bezier.quadExtremum(current.x, c.x, p.x) { box.add(Bezier.quad(current, c, p, t)) }
                if let t = Bezier.quadExtremum(current.y, c.y, p.y) { box.add(Bezier.quad(current, c, p, t)) }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                let p0 = current
                Bezier.cubicExtrema(p0.x, c1.x, c2.x, p.x) { box.add(Bezier.cubic(p0, c1, c2, p, $0)) }
                Bezier.cubicExtrema(p0.y, c1.y, c2.y, p.y) { box.add(Bezier.cubic(p0, c1, c2, p, $0)) }
                current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }
}

/// A running min/max of finite points.
private struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        guard p.isFinite else { return }
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var rect: Rect {
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
