import Foundation
import Geometry
import Paths
import SeededRandom
import Testing

@Suite struct ShapesTests {
    static func close(_ a: Rect, _ b: Rect, _ e: Double = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= e && abs(a.minY - b.minY) <= e && abs(a.maxX - b.maxX) <= e && abs(a.maxY - b.maxY) <= e
    }

    @Test func boundsOfKnownShapes() {
        let r = Rect(x: 3, y: -4, width: 30, height: 12)
        #expect(Path().bounds == .zero)
        #expect(Path(rect: r).bounds == r)
        #expect(Self.close(Path(ellipseIn: r).bounds, r))
        #expect(Self.close(Path(roundedRect: r, cornerRadius: 4).bounds, r))
        // A quarter arc from 12 o'clock to 3 o'clock (clockwise, y down).
        var arc = Path()
        arc.addArc(center: Point(10, 10), radius: 5, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        #expect(Self.close(arc.bounds, Rect(x: 10, y: 5, width: 5, height: 5)))
        // Control points far outside do not count.
        var bump = Path()
        bump.move(to: Point(0, 0))
        bump.curve(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))
        #expect(Self.close(bump.bounds, Rect(x: 0, y: 0, width: 100, height: 75)))
        // A lone trailing move counts; non-finite points do not.
        var withMove = Path(rect: r)
        withMove.move(to: Point(100, 100))
        withMove.move(to: Point(.nan, 0))
        #expect(withMove.bounds == Rect(x: 3, y: -4, width: 97, height: 104))
    }

    /// Bounds are exact: every sampled curve point lies inside, and each
    /// edge is reached by the samples to within the sampling resolution
    /// (|B''| ≤ 6 · 400 here, and a step of 1/4000 misses an extremum by
    /// ≤ |B''|·step²/8 < 2e-5).
    @Test func boundsAreTightOnRandomCurves() {
        var rng = SplitMix64(seed: 0xB0B)
        for round in 0..<20 {
            func p() -> Point { Point(rng.double(in: -100...100), rng.double(in: -100...100)) }
            var path = Path()
            path.move(to: p())
            if round % 2 == 0 { path.quad(to: p(), control: p()) } else { path.curve(to: p(), control1: p(), control2: p()) }
            let controls = CurveReference.segments(of: path)[0]
            let samples = (0...4000).map { CurveReference.evaluate(controls, Double($0) / 4000) }
            let sampled = Rect(x: samples.map(\.x).min()!, y: samples.map(\.y).min()!,
                               width: samples.map(\.x).max()! - samples.map(\.x).min()!,
                               height: samples.map(\.y).max()! - samples.map(\.y).min()!)
            let b = path.bounds
            #expect(b.minX <= sampled.minX + 1e-12 && b.maxX >= sampled.maxX - 1e-12)
            #expect(b.minY <= sampled.minY + 1e-12 && b.maxY >= sampled.maxY - 1e-12)
            #expect(Self.close(b, sampled, 2e-5))
        }
    }

    /// UIBezierPath's convention on a y-down screen: `clockwise` sweeps
    /// increasing angles, so from 3 o'clock to 6 o'clock it passes 4:30
    /// (below-right); counterclockwise it goes the long way over the top
    /// and passes 10:30 (above-left) half way.
    @Test(arguments: [true, false])
    func arcDirection(clockwise: Bool) throws {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
        let measure = PathMeasure(path, tolerance: 0.001)
        let half = try #require(measure.position(atLength: measure.length / 2))
        let expected = Point(cos(.pi / 4), sin(.pi / 4)) * (clockwise ? 10 : -10)
        #expect(half.point.distance(to: expected) < 0.01)
        let sweep = clockwise ? Double.pi / 2 : 1.5 * .pi
        #expect(abs(measure.length - 10 * sweep) < 10 * sweep * 3e-4)
    }

    /// An arc after a current point is joined to it by a line; an arc
    /// with a non-finite argument adds nothing.
    @Test func arcJoinsTheCurrentPoint() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addArc(center: Point(20, 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        guard case .line(let p) = path.elements[1] else { Issue.record("expected a line"); return }
        #expect(p.distance(to: Point(15, 0)) < 1e-12)
        let before = path
        path.addArc(center: Point(.nan, 0), radius: 5, startAngle: 0, endAngle: 1, clockwise: true)
        path.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: .infinity, clockwise: false)
        #expect(path == before)
    }

    /// Shapes run clockwise (positive signed area) with the expected areas:
    /// a rounded rect is W·H − (4 − π)ρ², and its radius is clamped to half
    /// the shorter side (a square then becomes a circle). Inscribed
    /// polygons fall short by ≤ tolerance × perimeter, and the cubic arcs
    /// stray ≤ 2.7e-4·ρ outward.
    @Test func shapesRunClockwiseWithTheirAreas() {
        let tolerance = 0.001
        func area(_ path: Path) -> Double { path.flattened(tolerance: tolerance).map(\.signedArea).reduce(0, +) }
        #expect(area(Path(rect: Rect(x: 1, y: 1, width: 4, height: 5))) == 20)
        let rounded = area(Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 6))
        let exactRounded = 40.0 * 30 - (4 - Double.pi) * 36
        #expect(abs(rounded - exactRounded) < 140 * tolerance + 2 * .pi * 6 * 6 * 2.7e-4)
        let clamped = area(Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 50))
        #expect(abs(clamped - .pi * 100) < 2 * .pi * 10 * (tolerance + 10 * 2.7e-4))
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 0) == Path(rect: Rect(x: 0, y: 0, width: 20, height: 10)))
    }

    /// A full circle is four 90° cubics (not three 120° ones, whose radial
    /// error is 0.16 %); every flattened point stays within 2.7e-4·r plus
    /// the tolerance of the radius.
    @Test func circleIsFourQuarterCubics() {
        let path = Path(ellipseIn: Rect(x: -50, y: -50, width: 100, height: 100))
        #expect(path.elements.filter { if case .cubic = $0 { true } else { false } }.count == 4)
        for p in path.flattened(tolerance: 0.001)[0].points {
            #expect(abs(p.length - 50) <= 50 * 2.7e-4 + 0.001)
        }
    }
}
