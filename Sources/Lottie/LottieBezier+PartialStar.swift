import Foundation
import Geometry
import Presentation
import Support

extension LottieBezier {
    /// A star of a fractional number of `points` (a keyframed `pt` between
    /// whole numbers), as ThorVG (the reference) and After Effects grow
    /// a point: ⌈points⌉ points, one of them partial. Its vertex lies
    /// first, on a radius part way from `innerRadius` to `outerRadius` by
    /// the fraction, half an angle step × (1 − fraction) clockwise of
    /// straight up (turned by `rotation` degrees); the inner vertices on
    /// either side of it are half the fraction of an angle step away,
    /// the other vertices alternate inner and outer half an angle step
    /// (π / points) apart, clockwise. Roundness tangents are as
    /// `polystar`'s, those of the partial point and facing it scaled by
    /// the fraction.
    static func partialStar(center c: Point, points n: Double, rotation: Double, outerRadius: Double,
                            outerRoundness: Double, innerRadius: Double, innerRoundness: Double) -> LottieBezier {
        let step = 2 * Double.pi / n, fraction = n - n.rounded(.down)
        // `polystar` passes 1 < n < 10 000 only.
        let count = (NumberInput.whole(n, rounding: .up, in: 2...10_000) ?? 2) * 2
        var angle = -Double.pi / 2 + rotation * Double.pi / 180 + step / 2 * (1 - fraction)
        var polar = [(radius: innerRadius + fraction * (outerRadius - innerRadius), angle: angle,
                      roundness: outerRoundness)]
        angle += step * fraction / 2
        for i in 0..<(count - 1) {
            let outer = i % 2 == 1
            polar.append((outer ? outerRadius : innerRadius, angle, outer ? outerRoundness : innerRoundness))
            angle += step / 2
        }
        var star = LottieBezier(vertices: [], inTangents: [], outTangents: [], closed: true)
        for (i, p) in polar.enumerated() {
            let x = p.radius * cos(p.angle), y = p.radius * sin(p.angle)
            // The unit tangent of the circle through the vertex, against
            // the direction of travel, as long as `polystar`'s share of
            // the perimeter (2π r / 4 points) times the roundness.
            let length = (x * x + y * y).squareRoot()
            let t = length == 0 ? Point.zero : Point(y / length, -x / length)
            let k = 2 * Double.pi * p.radius / (4 * n) * p.roundness / 100
            let kIn = k * (i == 0 || i == 1 ? fraction : 1), kOut = k * (i == 0 || i == count - 1 ? fraction : 1)
            star.vertices.append(Point(c.x + x, c.y + y))
            star.outTangents.append(Point(-t.x * kOut, -t.y * kOut))
            star.inTangents.append(Point(t.x * kIn, t.y * kIn))
        }
        return star
    }
}
