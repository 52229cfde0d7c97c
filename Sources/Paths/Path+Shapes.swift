import Foundation
import Geometry

extension Path {
    /// A closed rectangle: starts at the top-left corner and runs clockwise
    /// on a y-down screen (top edge first), as UIBezierPath(rect:).
    public init(rect r: Rect) {
        self.init()
        move(to: Point(r.minX, r.minY))
        line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY))
        line(to: Point(r.minX, r.maxY))
        close()
    }

    /// A closed ellipse inscribed in `r`: four cubic quarter-arcs starting
    /// at the right-most point and running clockwise on a y-down screen.
    public init(ellipseIn r: Rect) {
        self.init()
        let c = r.center, rx = r.width / 2, ry = r.height / 2
        move(to: Point(c.x + rx, c.y))
        addEllipticArc(center: c, rx: rx, ry: ry, from: 0, sweep: 2 * .pi)
        close()
    }

    /// A closed rectangle with circular corners of `cornerRadius` points
    /// (clamped to half the shorter side), like a CALayer's rounded
    /// background. Starts on the top edge and runs clockwise (y down).
    public init(roundedRect r: Rect, cornerRadius: Double) {
        let rr = min(max(cornerRadius, 0), min(r.width, r.height) / 2)
        guard rr > 0 else { self.init(rect: r); return }
        self.init()
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        move(to: Point(x0 + rr, y0))
        line(to: Point(x1 - rr, y0))
        addEllipticArc(center: Point(x1 - rr, y0 + rr), rx: rr, ry: rr, from: -.pi / 2, sweep: .pi / 2)
        line(to: Point(x1, y1 - rr))
        addEllipticArc(center: Point(x1 - rr, y1 - rr), rx: rr, ry: rr, from: 0, sweep: .pi / 2)
        line(to: Point(x0 + rr, y1))
        addEllipticArc(center: Point(x0 + rr, y1 - rr), rx: rr, ry: rr, from: .pi / 2, sweep: .pi / 2)
        line(to: Point(x0, y0 + rr))
        addEllipticArc(center: Point(x0 + rr, y0 + rr), rx: rr, ry: rr, from: .pi, sweep: .pi / 2)
        close()
    }

    /// Adds a circular arc as UIBezierPath(arcCenter:radius:startAngle:
    /// endAngle:clockwise:) does on a y-down screen. Angles are radians from
    /// +x toward +y; `clockwise` (visually clockwise, increasing angle)
    /// sweeps from `startAngle` forward to `endAngle`, wrapping once, and at
    /// most one full turn. A line joins the current point to the arc's start
    /// (or a move starts a subpath when there is none). Non-finite
    /// arguments add nothing.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double,
                                endAngle: Double, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let twoPi = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            sweep = min(sweep, twoPi)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            sweep = max(sweep, -twoPi)
        }
        let start = Point(center.x + radius * cos(startAngle), center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        addEllipticArc(center: center, rx: radius, ry: radius, from: startAngle, sweep: sweep)
    }

    /// Appends cubic segments approximating an elliptic arc that starts at
    /// the current point (assumed to lie on the ellipse at angle `from`).
    /// Each segment spans at most 90°, so the radial error stays below
    /// 0.03 % of the radius.
    mutating func addEllipticArc(center c: Point, rx: Double, ry: Double, from a0: Double, sweep: Double) {
        guard sweep != 0, sweep.isFinite else { return }
        // The 1e-9 slack keeps a sweep of exactly k quarter turns, which
        // rounding may leave a hair above k, at k segments.
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        // Control-arm length for a circular arc of angle `step` (unit radius).
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<count {
            let b = a + step
            let p0 = Point(cos(a), sin(a)), p1 = Point(cos(b), sin(b))
            let c1 = Point(p0.x - k * p0.y, p0.y + k * p0.x)
            let c2 = Point(p1.x + k * p1.y, p1.y - k * p1.x)
            func map(_ p: Point) -> Point { Point(c.x + rx * p.x, c.y + ry * p.y) }
            elements.append(.cubic(map(c1), map(c2), map(p1)))
            a = b
        }
    }
}
