import Foundation
import Geometry
import Paths
import Presentation
import Support

/// A Lottie bezier shape (`{"v", "i", "o", "c"}`): vertices with in and
/// out tangents relative to them, open or closed.
struct LottieBezier: Equatable {
    var vertices: [Point]
    var inTangents: [Point]
    var outTangents: [Point]
    var closed: Bool

    /// The circle constant Lottie exporters and players use for quarter
    /// arcs: 4/3·(√2 − 1) ≈ 0.5523 is the usual one, but After Effects
    /// and every Lottie player use 0.5519, which minimises the radial
    /// error, so the same value keeps ellipses matching them.
    static let kappa = 0.5519

    /// The same outline traversed the other way (a shape's `d: 3`).
    var reversed: LottieBezier {
        LottieBezier(vertices: vertices.reversed(), inTangents: outTangents.reversed(),
                     outTangents: inTangents.reversed(), closed: closed)
    }

    /// The same closed outline traversed the other way from the same
    /// first vertex: an ellipse's `d: 3`, which lottie-ios (and
    /// lottie-web) start at the top as the clockwise one, mirrored.
    var reversedFromStart: LottieBezier {
        guard vertices.count > 1 else { return self }
        return LottieBezier(vertices: [vertices[0]] + vertices.dropFirst().reversed(),
                            inTangents: [outTangents[0]] + outTangents.dropFirst().reversed(),
                            outTangents: [inTangents[0]] + inTangents.dropFirst().reversed(), closed: closed)
    }

    /// Cubic segments between successive vertices (lines where both
    /// tangents are zero), closed back to the first vertex when `closed`.
    var path: Path {
        guard let first = vertices.first else { return Path() }
        var elements: [PathElement] = [.move(first)]
        func segment(_ a: Int, _ b: Int) {
            let out = outTangents[a], into = inTangents[b]
            if out == .zero && into == .zero {
                elements.append(.line(vertices[b]))
            } else {
                elements.append(.cubic(Point(vertices[a].x + out.x, vertices[a].y + out.y),
                                       Point(vertices[b].x + into.x, vertices[b].y + into.y), vertices[b]))
            }
        }
        for b in vertices.indices.dropFirst() { segment(b - 1, b) }
        if closed {
            segment(vertices.count - 1, 0)
            elements.append(.close)
        }
        return Path(elements: elements)
    }

    /// A rectangle `rc` centred on (cx, cy), as lottie-web draws it
    /// clockwise from the top-right corner; `rounded` gives the 8-vertex
    /// form with quarter arcs of radius `roundness` (at most half the
    /// shorter side), used whenever roundness is non-zero or animated so
    /// every keyframe has the same vertices.
    static func rectangle(center c: Point, size s: Size, roundness: Double, rounded: Bool) -> LottieBezier {
        let l = c.x - s.width / 2, r = c.x + s.width / 2, t = c.y - s.height / 2, b = c.y + s.height / 2
        guard rounded else {
            let v = [Point(r, t), Point(r, b), Point(l, b), Point(l, t)]
            return LottieBezier(vertices: v, inTangents: Array(repeating: .zero, count: 4),
                                outTangents: Array(repeating: .zero, count: 4), closed: true)
        }
        let rad = max(0, min(roundness, abs(s.width) / 2, abs(s.height) / 2)), k = rad * kappa
        let v = [Point(r, t + rad), Point(r, b - rad), Point(r - rad, b), Point(l + rad, b),
                 Point(l, b - rad), Point(l, t + rad), Point(l + rad, t), Point(r - rad, t)]
        let into = [Point(0, -k), .zero, Point(k, 0), .zero, Point(0, k), .zero, Point(-k, 0), .zero]
        let out = [.zero, Point(0, k), .zero, Point(-k, 0), .zero, Point(0, -k), .zero, Point(k, 0)]
        return LottieBezier(vertices: v, inTangents: into, outTangents: out, closed: true)
    }

    /// A polystar `sr`: a star (`star` true: `points` outer vertices on
    /// radius `outerRadius` alternating with inner ones on `innerRadius`)
    /// or a regular polygon, about `center`, the first outer vertex
    /// straight up turned by `rotation` degrees clockwise, going
    /// clockwise. Roundness (`outerRoundness`, `innerRoundness`, in
    /// percent) gives each vertex tangents along the circle through it,
    /// as long as that roundness times the circle's perimeter divided
    /// among 4 × points (a star: 2 × its 2 × points vertices), as
    /// After Effects shapes them. A polygon's `points` is rounded down (at
    /// least 1); a star's fraction of a point is `partialStar`'s.
    static func polystar(center c: Point, points: Double, rotation: Double, outerRadius: Double,
                         outerRoundness: Double, innerRadius: Double, innerRoundness: Double,
                         star: Bool) -> LottieBezier {
        // A count interpolated between huge keyframes can be NaN: one point.
        let points = points.isNaN ? 1 : points
        if star, points > 1, points < 10_000, points != points.rounded(.down) {
            return partialStar(center: c, points: points, rotation: rotation, outerRadius: outerRadius,
                               outerRoundness: outerRoundness, innerRadius: innerRadius, innerRoundness: innerRoundness)
        }
        let corners = NumberInput.whole(min(max(points, 1), 10_000), rounding: .down) ?? 1
        let count = star ? corners * 2 : corners
        let step = 2 * Double.pi / Double(count)
        var vertices: [Point] = [], into: [Point] = [], out: [Point] = []
        for i in 0..<count {
            let outer = !star || i % 2 == 0
            let radius = outer ? outerRadius : innerRadius
            let roundness = (outer ? outerRoundness : innerRoundness) / 100
            // A star's perimeter share is split over its 2n vertices twice.
            let segment = 2 * Double.pi * radius / Double(count * (star ? 2 : 4))
            let angle = -Double.pi / 2 + rotation * Double.pi / 180 + step * Double(i)
            let x = radius * cos(angle), y = radius * sin(angle)
            // The unit tangent of the circle through the vertex, against
            // the direction of travel.
            let length = (x * x + y * y).squareRoot()
            let t = length == 0 ? Point.zero : Point(y / length, -x / length)
            let k = segment * roundness
            vertices.append(Point(c.x + x, c.y + y))
            out.append(Point(-t.x * k, -t.y * k))
            into.append(Point(t.x * k, t.y * k))
        }
        return LottieBezier(vertices: vertices, inTangents: into, outTangents: out, closed: true)
    }

    /// An ellipse `el` centred on (cx, cy) with size (w, h): four arcs
    /// clockwise from the top.
    static func ellipse(center c: Point, size s: Size) -> LottieBezier {
        let rx = s.width / 2, ry = s.height / 2, kx = rx * kappa, ky = ry * kappa
        let v = [Point(c.x, c.y - ry), Point(c.x + rx, c.y), Point(c.x, c.y + ry), Point(c.x - rx, c.y)]
        let into = [Point(-kx, 0), Point(0, -ky), Point(kx, 0), Point(0, ky)]
        let out = [Point(kx, 0), Point(0, ky), Point(-kx, 0), Point(0, -ky)]
        return LottieBezier(vertices: v, inTangents: into, outTangents: out, closed: true)
    }
}
