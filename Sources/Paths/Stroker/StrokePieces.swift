import Foundation
import Geometry

/// The pieces a stroke outline is made of (internal): a band per segment
/// (a rectangle on straight parts), a wedge per join, a cap per open end.
/// Each is its own positively oriented polygon, so their nonzero union is
/// the stroke.
///
/// On the convex side of a flattened curve, bands follow the chords and
/// round wedges join them: the flattened polyline swept by a disk, within
/// the tolerance of the true stroke whatever the width. On the concave
/// side and at corners, caps and cuts, bands end square to the true
/// curve's tangent instead of the chord's: chord ends would spill past a
/// cap, or around the center of curvature, by up to half the width times
/// the chord's angle to the curve, which a thick stroke on a tight curve
/// (the Fuber pie) makes visible.
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

    /// The band of the segment from `p` to `q` (unit chord direction `c`),
    /// given the true curve's unit tangents `t0` at `p` and `t1` at `q`
    /// (the chord's, on a line: then it is a rectangle).
    ///
    /// The side the curve bends toward (concave) ends square to the true
    /// tangents, so cross-sections converge on the center of curvature as
    /// they do on the true curve; where they meet before the stroke's edge
    /// (a curve tighter than the stroke is wide), that side becomes the two
    /// triangles they sweep. The other (convex) side follows the chord
    /// where an end is `smooth`, leaving the round join wedge to round it
    /// within tolerance; at corners, caps and cuts it too ends square to
    /// the true tangent.
    mutating func band(_ p: Point, _ q: Point, chord c: Point, start t0: Point, end t1: Point,
                       smoothStart: Bool, smoothEnd: Bool) {
        // Clockwise turn (cross > 0, y down): the center is on the +perpendicular side.
        let concave: Double = t0.cross(t1) > 0 ? 1 : -1
        let h = halfWidth * concave
        let in0 = p + t0.perpendicular * h, in1 = q + t1.perpendicular * h
        let out0 = p - (smoothStart ? c : t0).perpendicular * h
        let out1 = q - (smoothEnd ? c : t1).perpendicular * h
        let inner = StrokePieces.crossing(p, in0, q, in1), outer = StrokePieces.crossing(p, out0, q, out1)
        if inner == nil && outer == nil {
            // Through p and q: the two sides' cross-sections may differ.
            builder.add(p); builder.add(out0); builder.add(out1)
            builder.add(q); builder.add(in1); builder.add(in0)
            builder.finishPolygon()
            return
        }
        for (x, o0, o1) in [(inner, in0, in1), (outer, out0, out1)] {
            if let x {
                polygon(p, q, x)
                polygon(x, o1, o0)
            } else {
                polygon(p, q, o1, o0)
            }
        }
    }

    /// The point where segments a0–a1 and b0–b1 cross inside both, if any.
    static func crossing(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point) -> Point? {
        let r = a1 - a0, s = b1 - b0, denominator = r.cross(s)
        guard denominator != 0 else { return nil }
        let t = (b0 - a0).cross(s) / denominator, u = (b0 - a0).cross(r) / denominator
        guard t > 0 && t < 1 && u > 0 && u < 1 else { return nil }
        return a0 + r * t
    }

    /// The tangent to build with at one side of a vertex: the true curve's
    /// `tangent` when known and within 60° of the `chord` (cos 60° = 0.5;
    /// wider gaps only occur at cusps or absurd tolerances, where the band
    /// would fold), else the chord.
    @inline(__always)
    static func effective(_ tangent: Point, chord: Point) -> Point {
        tangent.dot(chord) >= 0.5 ? tangent : chord
    }

    private mutating func polygon(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil) {
        builder.add(a); builder.add(b); builder.add(c)
        if let d { builder.add(d) }
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
            polygon(p - n, p - n + e, p + n + e, p + n)
        case .round:
            builder.add(p + n)
            builder.addArc(center: p, from: d.perpendicular, sweep: -.pi)
            builder.finishPolygon()
        }
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
            polygon(p - e - n, p + e - n, p + e + n, p - e + n)
        case .round:
            builder.addArc(center: p, from: Point(1, 0), sweep: 2 * .pi)
            builder.finishPolygon()
        }
    }
}
