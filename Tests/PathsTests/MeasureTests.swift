import Foundation
import Geometry
import Paths
import SeededRandom
import Testing

@Suite struct MeasureTests {
    /// The flattened polygon is inscribed, so its length grows toward the
    /// true arc length as the tolerance shrinks. For an arc of radius r a
    /// chord with sagitta ≤ tolerance falls short by ≤ tolerance/(3r) of
    /// its length (bound used with a 2× margin). The true length is the
    /// 4-cubic circle's (Simpson's rule on the reference curve), which is
    /// itself within 2.7e-4 (its radial error) of 2πr.
    @Test func circleLengthConverges() {
        let r = 50.0
        let circle = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let exact = CurveReference.segments(of: circle).map { CurveReference.length($0) }.reduce(0, +)
        #expect(abs(exact - 2 * .pi * r) <= 2 * .pi * r * 2.7e-4)
        var previousError = Double.infinity
        for tolerance in [1.0, 0.1, 0.01, 0.001, 0.0001] {
            let length = PathMeasure(circle, tolerance: tolerance).length
            #expect(length <= exact + 1e-9)
            let error = exact - length
            #expect(error <= exact * (2.0 / 3.0) * tolerance / r)
            #expect(error < previousError)
            previousError = error
        }
    }

    /// Curves with independently known lengths: the parabola y = x² on
    /// −1…1 as a quadratic (closed form √5 + asinh(2)/2), and y = x³ on
    /// −1…1 as a cubic (Simpson's rule on the reference curve).
    @Test func knownCurveLengths() {
        var parabola = Path()
        parabola.move(to: Point(-1, 1))
        parabola.quad(to: Point(1, 1), control: Point(0, -1))
        let exactParabola = 5.0.squareRoot() + asinh(2.0) / 2
        var cubic = Path()
        cubic.move(to: Point(-1, -1))
        cubic.curve(to: Point(1, 1), control1: Point(-1.0 / 3, 1), control2: Point(1.0 / 3, -1))
        let exactCubic = CurveReference.length(CurveReference.segments(of: cubic)[0])
        for (path, exact) in [(parabola, exactParabola), (cubic, exactCubic)] {
            let coarse = abs(PathMeasure(path, tolerance: 0.01).length - exact)
            let fine = abs(PathMeasure(path, tolerance: 1e-6).length - exact)
            #expect(fine < coarse)
            #expect(fine < 1e-5)
            #expect(PathMeasure(path, tolerance: 0.01).length <= exact + 1e-9)
        }
    }

    /// Lengths run over all subpaths in order and closing segments count.
    @Test func lengthsAreCumulativeAcrossSubpaths() throws {
        var path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 20))
        path.move(to: Point(100, 0)); path.line(to: Point(100, 30))
        let measure = PathMeasure(path, tolerance: 0.1)
        #expect(measure.length == 90)
        // 55 lies on the rectangle's closing edge, from (0, 20) up to (0, 0).
        let closing = try #require(measure.position(atLength: 55))
        #expect(closing.point == Point(0, 5) && closing.tangent == Point(0, -1))
        // At a corner and at a subpath boundary, the segment starting there wins.
        #expect(measure.position(atLength: 10)?.tangent == Point(0, 1))
        #expect(measure.position(atLength: 60)?.point == Point(100, 0))
        #expect(measure.position(atLength: 75)?.point == Point(100, 15))
        // Clamped to 0…length.
        #expect(measure.position(atLength: -5)?.point == Point(0, 0))
        #expect(measure.position(atLength: 1e9)?.point == Point(100, 30))
        #expect(measure.position(atLength: .nan) == nil)
        #expect(PathMeasure(Path(), tolerance: 0.1).position(atLength: 0) == nil)
        #expect(PathMeasure(Path(), tolerance: 0.1).length == 0)
    }

    /// Point-at-length agrees with the geometry: on a circle the point at
    /// arc length s sits at angle s/r from the start, on the circle, with a
    /// tangent perpendicular to the radius; the chord between two points is
    /// never longer than the arc length between them.
    @Test func positionIsConsistentOnACircle() throws {
        let r = 40.0, tolerance = 0.001
        var circle = Path()
        circle.addArc(center: Point(0, 0), radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let measure = PathMeasure(circle, tolerance: tolerance)
        var rng = SplitMix64(seed: 42)
        var previous: (s: Double, p: Point)?
        for s in (0..<40).map({ _ in rng.double(in: 0...measure.length) }).sorted() {
            let at = try #require(measure.position(atLength: s))
            // Radial: the polygon is inscribed (≤ tolerance) in a cubic circle
            // that strays ≤ 2.7e-4·r from the true one.
            #expect(abs(at.point.length - r) <= tolerance + 2.7e-4 * r)
            let angle = atan2(at.point.y, at.point.x)
            let expected = s / measure.length * 2 * .pi
            #expect(abs(remainder(angle - expected, 2 * .pi)) < 1e-3)
            #expect(abs(at.tangent.dot(at.point.normalized)) < 0.01)
            #expect(abs(at.tangent.length - 1) < 1e-12)
            // Clockwise on a y-down screen: the tangent turns the radius by +90°.
            #expect(at.point.normalized.cross(at.tangent) > 0.99)
            if let previous { #expect(previous.p.distance(to: at.point) <= s - previous.s + 1e-9) }
            previous = (s, at.point)
        }
    }

    @Test func trimmedContours() {
        var path = Path()
        path.move(to: Point(0, 0)); path.line(to: Point(10, 0)); path.line(to: Point(10, 10))
        path.move(to: Point(50, 0)); path.line(to: Point(50, 20))
        let measure = PathMeasure(path, tolerance: 0.1)
        #expect(measure.contours(from: 5, to: 15) == [Contour(points: [Point(5, 0), Point(10, 0), Point(10, 5)])])
        #expect(measure.contours(from: 15, to: 30) == [
            Contour(points: [Point(10, 5), Point(10, 10)]), Contour(points: [Point(50, 0), Point(50, 10)]),
        ])
        // A piece that only touches a subpath at its end is left out.
        #expect(measure.contours(from: 20, to: 25) == [Contour(points: [Point(50, 0), Point(50, 5)])])
        #expect(measure.contours(from: 10, to: 10).isEmpty)
        #expect(measure.contours(from: 12, to: 8).isEmpty)
        #expect(measure.contours(from: .nan, to: 8).isEmpty)
        #expect(measure.contours(from: -100, to: 1e9).map(\.length) == [20, 20])

        // A closed subpath drawn whole comes back open, ending where it began.
        let square = PathMeasure(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), tolerance: 0.1)
        let whole = square.contours(from: 0, to: 16)
        #expect(whole == [Contour(points: [Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4), Point(0, 0)])])
        // Pieces sum to the requested span.
        let circle = PathMeasure(Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 30)), tolerance: 0.01)
        let span = circle.contours(from: 10, to: 70).map(\.length).reduce(0, +)
        #expect(abs(span - 60) < 1e-9)
    }

    /// The Fuber circle (Sources/Scenes/README.md, "Fuber (UIKit)"): center
    /// (0,0), radius 18.75, from −90° to
    /// 270° clockwise: a full turn from the top, going right first.
    @Test func fuberCircleStartsAtTheTopAndTurnsClockwise() throws {
        var path = Path()
        path.addArc(center: .zero, radius: 18.75, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        let measure = PathMeasure(path, tolerance: 0.001)
        // Within the 4-cubic circle's 2.7e-4 radial error of 2πr.
        #expect(abs(measure.length - 2 * .pi * 18.75) < 2 * .pi * 18.75 * 2.7e-4 + 0.001)
        let start = try #require(measure.position(atLength: 0))
        #expect(abs(start.point.x) < 1e-12 && abs(start.point.y + 18.75) < 1e-12)
        #expect(start.tangent.x > 0.999)
        let quarter = try #require(measure.position(atLength: measure.length / 4))
        #expect(quarter.point.distance(to: Point(18.75, 0)) < 0.01)
        #expect(path.flattened(tolerance: 0.01)[0].signedArea > 0)
    }
}
