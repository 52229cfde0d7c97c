import Foundation
import Geometry

/// The convex pieces a stroke outline is made of (internal): a rectangle
/// per segment, a wedge per join, a cap per open end. Each is its own
/// positively oriented polygon, so their nonzero union is the stroke.
struct StrokePieces {
    var builder: OutlineBuilder
    let style: StrokeStyle
    /// Half the line width, in path units.
    let halfWidth: Double
    /// The miter limit, with NaN read as Core Animation's default.
    let miterLimit: Double

    /// Miter length / line width past which a miter becomes a bevel when
    /// the style's limit is NaN: CAShapeLayer's default.
    private static let defaultMiterLimit = 10.0
    /// A turn whose 1 + cos(angle) is below this is a reversal: the miter
    /// tip would run off to infinity, so it is beveled whatever the limit
    /// (a limit would have to exceed 1/√(1e-12/2) ≈ 1.4e6 to keep it).
    private static let reversalEpsilon = 1e-12

    init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        halfWidth = style.lineWidth / 2
        miterLimit = style.miterLimit.isNaN ? StrokePieces.defaultMiterLimit : style.miterLimit
        builder = OutlineBuilder(radius: halfWidth, tolerance: tolerance)
    }

    /// The rectangle of the segment from `p` to `q` (unit direction `d`).
    mutating func segment(_ p: Point, _ q: Point, direction d: Point) {
        let n = d.perpendicular * halfWidth
        builder.add(p - n); builder.add(q - n); builder.add(q + n); builder.add(p + n)
        builder.finishPolygon()
    }

    /// The join at `v` between incoming unit direction `d0` and outgoing
    /// `d1`, on the outer side of the turn.
    mutating func join(at v: Point, from d0: Point, to d1: Point, kind: LineJoin) {
        let cross = d0.cross(d1), dot = d0.dot(d1)
        if cross == 0 && dot > 0 { return }
        // Outer side: a clockwise turn (cross > 0, y down) bulges to the left.
        let side: Double = cross > 0 ? -1 : 1
        let u0 = d0.perpendicular * side, u1 = d1.perpendicular * side
        let a = v + u0 * halfWidth, b = v + u1 * halfWidth
        builder.add(v); builder.add(a)
        switch kind {
        case .bevel:
            builder.add(b)
        case .round:
            // The arc's last point is b.
            builder.addArc(center: v, from: u0, sweep: -side * atan2(abs(cross), dot))
        case .miter:
            // Miter length / width = 1 / cos(turn / 2) = 1 / √((1 + cos turn) / 2).
            let onePlusCos = 1 + dot
            if onePlusCos > StrokePieces.reversalEpsilon && (2 / onePlusCos).squareRoot() <= miterLimit {
                builder.add(v + (u0 + u1) * (halfWidth / onePlusCos))
            }
            builder.add(b)
        }
        builder.finishPolygon()
    }

    /// The cap at an open end `p` whose stroke leaves in unit direction
    /// `d` (outward, away from the stroke).
    mutating func cap(at p: Point, outward d: Point) {
        let n = d.perpendicular * halfWidth
        switch style.lineCap {
        case .butt:
            return
        case .square:
            let e = d * halfWidth
            builder.add(p - n); builder.add(p - n + e); builder.add(p + n + e); builder.add(p + n)
        case .round:
            builder.add(p + n)
            builder.addArc(center: p, from: d.perpendicular, sweep: -.pi)
        }
        builder.finishPolygon()
    }

    /// The dot a zero-length piece draws at `p`: a disk for round caps, a
    /// square with sides along unit direction `d` for square caps, nothing
    /// for butt caps.
    mutating func dot(at p: Point, direction d: Point) {
        switch style.lineCap {
        case .butt:
            return
        case .square:
            let e = d * halfWidth, n = d.perpendicular * halfWidth
            builder.add(p - e - n); builder.add(p + e - n); builder.add(p + e + n); builder.add(p - e + n)
        case .round:
            builder.addArc(center: p, from: Point(1, 0), sweep: 2 * .pi)
        }
        builder.finishPolygon()
    }
}
