import Geometry
import Paths
import Testing

@Suite struct InterpolationTests {
    static let line: Path = { var p = Path(); p.move(to: Point(0, 0)); p.line(to: Point(90, 0)); return p }()
    static let bump: Path = {
        var p = Path()
        p.move(to: Point(0, 0))
        p.curve(to: Point(90, 0), control1: Point(30, 60), control2: Point(60, 60))
        return p
    }()

    /// A line matches a cubic by degree elevation: at 0 the result draws
    /// the line (controls at its thirds), at 1 it is the cubic, and in
    /// between the control points move linearly.
    @Test func lineMorphsIntoCubic() throws {
        let start = try Self.line.interpolated(to: Self.bump, fraction: 0)
        #expect(start.elements == [.move(Point(0, 0)), .cubic(Point(30, 0), Point(60, 0), Point(90, 0))])
        let startPoints = start.flattened(tolerance: 0.01)[0].points
        #expect(startPoints.allSatisfy { $0.y == 0 })
        #expect(try Self.line.interpolated(to: Self.bump, fraction: 1) == Self.bump)
        let middle = try Self.line.interpolated(to: Self.bump, fraction: 0.5)
        #expect(middle.elements[1] == .cubic(Point(30, 30), Point(60, 30), Point(90, 0)))
        // Overshoot (springs) extrapolates rather than failing.
        let over = try Self.line.interpolated(to: Self.bump, fraction: 1.5)
        #expect(over.elements[1] == .cubic(Point(30, 90), Point(60, 90), Point(90, 0)))
    }

    /// A quadratic elevated to a cubic draws the same curve at every t.
    @Test func quadElevationKeepsTheCurve() throws {
        var quad = Path()
        quad.move(to: Point(0, 0))
        quad.quad(to: Point(100, 0), control: Point(50, 80))
        let elevated = try quad.interpolated(to: Self.bump, fraction: 0)
        let q = CurveReference.segments(of: quad)[0], c = CurveReference.segments(of: elevated)[0]
        #expect(c.count == 4)
        for i in 0...10 {
            let t = Double(i) / 10
            #expect(CurveReference.evaluate(q, t).distance(to: CurveReference.evaluate(c, t)) < 1e-12)
        }
    }

    /// Paths that cannot be matched throw (never crash), naming the element.
    @Test func mismatchedStructureThrows() {
        var twoSegments = Self.line
        twoSegments.line(to: Point(90, 90))
        #expect(throws: PathError.self) { try Self.line.interpolated(to: twoSegments, fraction: 0.5) }
        #expect(!Self.line.canInterpolate(to: twoSegments))

        var closed = Path()
        closed.move(to: Point(0, 0)); closed.close()
        #expect(throws: PathError.mismatchedStructure(elementIndex: 1, reason: "line cannot match close")) {
            try Self.line.interpolated(to: closed, fraction: 0.5)
        }
        let moveAgainstLine = Path(elements: [.line(Point(1, 1)), .line(Point(2, 2))])
        #expect(throws: PathError.self) { try Self.line.interpolated(to: moveAgainstLine, fraction: 0.5) }
        #expect(Self.line.canInterpolate(to: Self.bump))
    }

    /// Ellipse and rounded-rect elements are linear in their rectangle, so
    /// a morph between two of the same kind has the interpolated bounds.
    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func morphBoundsFollowTheRectangles(fraction: Double) throws {
        let a = Rect(x: 0, y: 0, width: 40, height: 20), b = Rect(x: 10, y: -30, width: 20, height: 80)
        let ellipse = try Path(ellipseIn: a).interpolated(to: Path(ellipseIn: b), fraction: fraction)
        #expect(ShapesTests.close(ellipse.bounds, a.lerp(to: b, fraction)))
        let rounded = try Path(roundedRect: a, cornerRadius: 5).interpolated(to: Path(roundedRect: b, cornerRadius: 5),
                                                                              fraction: fraction)
        #expect(ShapesTests.close(rounded.bounds, a.lerp(to: b, fraction)))
    }
}
