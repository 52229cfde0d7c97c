import Foundation
import Geometry

/// Collects the polygons of a stroke outline in flat storage (internal):
/// one point array for all polygons and the end index of each, so
/// building an outline costs a few growing arrays, not one per piece.
/// Every finished polygon is positively oriented (clockwise on a y-down
/// screen), so the nonzero fill of all of them is their union.
struct OutlineBuilder {
    /// Vertices of all polygons, in order.
    private(set) var points: [Point] = []
    /// The end index (exclusive) in `points` of each polygon.
    private(set) var polygonEnds: [Int] = []
    private var polygonStart = 0

    /// Radius of round pieces: half the line width.
    let radius: Double
    /// Largest angle (radians) one chord of a round piece may span so the
    /// chord stays within the tolerance of the circle.
    let arcStep: Double

    /// Fewest chords per full turn: four keeps a round cap a visible
    /// point (its apex) even when the tolerance exceeds the radius.
    private static let minArcSegmentsPerTurn = 4.0
    /// Most chords per full turn: enough for tolerance 0.005 at radius
    /// 16384 (the largest texture side), 2·acos(1 − t/r) ≈ 2π/4096 there;
    /// the cap only bounds the work for absurd radius/tolerance ratios.
    private static let maximumArcSegmentsPerTurn = 4096.0

    init(radius: Double, tolerance: Double) {
        self.radius = radius
        let t = tolerance > 0 ? tolerance : Flattener.finestTolerance
        // A chord spanning angle θ on radius r sits r(1 − cos(θ/2)) inside.
        let step = t < radius ? 2 * acos(1 - t / radius) : .pi
        arcStep = min(max(step, 2 * .pi / OutlineBuilder.maximumArcSegmentsPerTurn),
                      2 * .pi / OutlineBuilder.minArcSegmentsPerTurn)
    }

    /// Adds a vertex to the polygon being built.
    @inline(__always)
    mutating func add(_ p: Point) { points.append(p) }

    /// Adds the points of a circular arc of `radius` around `center`,
    /// starting after the point at unit vector `u` and turning by `sweep`
    /// radians (positive: increasing angle, clockwise on a y-down screen),
    /// its end point included.
    mutating func addArc(center: Point, from u: Point, sweep: Double) {
        let n = max(1, Int((abs(sweep) / arcStep).rounded(.up)))
        let step = sweep / Double(n)
        let c = cos(step), s = sin(step)
        var v = u
        for _ in 0..<n {
            v = Point(v.x * c - v.y * s, v.x * s + v.y * c)
            points.append(center + v * radius)
        }
    }

    /// Finishes the polygon being built: reversed if it runs
    /// counterclockwise, dropped if it encloses no area.
    mutating func finishPolygon() {
        let range = polygonStart..<points.count
        var area2 = 0.0
        if range.count > 2 {
            var previous = points[range.upperBound - 1]
            for i in range {
                area2 += previous.cross(points[i])
                previous = points[i]
            }
        }
        if area2 > 0 {
            polygonEnds.append(points.count)
            polygonStart = points.count
            return
        }
        if area2 < 0 && area2.isFinite {
            points[range].reverse()
            polygonEnds.append(points.count)
            polygonStart = points.count
            return
        }
        points.removeSubrange(range)
    }

    /// The polygons as closed contours.
    func contours() -> [Contour] {
        var result: [Contour] = []
        result.reserveCapacity(polygonEnds.count)
        var start = 0
        for end in polygonEnds {
            result.append(Contour(points: Array(points[start..<end]), isClosed: true))
            start = end
        }
        return result
    }
}
