import Foundation
import Geometry
import Paths
import Testing

/// Dashes (CG semantics) and trimming (Core Animation's strokeStart /
/// strokeEnd), checked by nonzero area against hand-computed dash sums.
@Suite struct StrokeDashTrimTests {
    static let line = StrokeTests.line(Point(0, 0), Point(100, 0))

    static func area(_ path: Path, _ style: StrokeStyle, start: Double = 0, end: Double = 1,
                     tolerance: Double = 0.001) -> Double {
        AreaIntegrator.nonzeroArea(Stroker.outline(of: path, style: style, strokeStart: start,
                                                   strokeEnd: end, tolerance: tolerance))
    }

    /// Dash sums worked by hand on a 100-unit line with butt caps, w = 2:
    /// [10, 5] → dashes at 0, 15, …, 90 → 7 × 10; phase 3 → 7 + 6 × 10;
    /// [10] repeats as [10, 10] → 5 × 10; [5, 10, 15] repeats as
    /// [5, 10, 15, 5, 10, 15] → 5 + 15 + 10 + 5 + 15 + 5 (the last cut at
    /// 100); a negative phase −5 starts the pattern 5 in: dashes at 5, 20,
    /// …, 95 → 6 × 10 + 5 (the last cut at 100).
    @Test(arguments: [
        ([10, 5], 0, 70), ([10, 5], 3, 67), ([10], 0, 50), ([5, 10, 15], 0, 55), ([10, 5], -5, 65),
    ] as [([Double], Double, Double)])
    func dashLengthsSum(pattern: [Double], phase: Double, dashedLength: Double) {
        let style = StrokeStyle(lineWidth: 2, dashPattern: pattern, dashPhase: phase)
        #expect(abs(Self.area(Self.line, style) - 2 * dashedLength) < 1e-9)
    }

    /// Each dash gets the caps: square caps add w/2 at both ends of each of
    /// the 7 dashes of [10, 5] (gaps of 5 > w, so they never merge); a
    /// zero-length dash draws a dot: [0, 10] with round caps is 11 disks
    /// at 0, 10, …, 100 (inscribed, ≤ tolerance × circumference short).
    @Test func dashesGetCaps() {
        let square = StrokeStyle(lineWidth: 2, lineCap: .square, dashPattern: [10, 5])
        #expect(abs(Self.area(Self.line, square) - 7 * 12 * 2) < 1e-9)
        let dots = StrokeStyle(lineWidth: 2, lineCap: .round, dashPattern: [0, 10])
        let outline = Stroker.outline(of: Self.line, style: dots, tolerance: 0.001)
        #expect(outline.count == 11)
        let area = AreaIntegrator.nonzeroArea(outline)
        #expect(area <= 11 * .pi + 1e-9 && area >= 11 * (.pi - 0.001 * 2 * .pi))
    }

    /// A pattern with a negative or non-finite entry, or summing to zero,
    /// draws solid; so does one finer than the dash cap allows.
    @Test(arguments: [[10, -5], [0, 0], [], [.nan, 3], [1e-9, 1e-9]] as [[Double]])
    func invalidPatternsDrawSolid(pattern: [Double]) {
        #expect(abs(Self.area(Self.line, StrokeStyle(lineWidth: 2, dashPattern: pattern)) - 200) < 1e-9)
    }

    /// The pattern restarts at each subpath (CG): two 30-unit lines with
    /// [10, 10] have dashes at 0…10 and 20…30 each, 40 units in all; a
    /// pattern running on across subpaths would give 30.
    @Test func dashesRestartAtEachSubpath() {
        var path = StrokeTests.line(Point(0, 0), Point(30, 0))
        path.move(to: Point(0, 50)); path.line(to: Point(30, 50))
        #expect(abs(Self.area(path, StrokeStyle(lineWidth: 2, dashPattern: [10, 10])) - 80) < 1e-9)
    }

    /// Dashes are laid along the untrimmed path and then trimmed: [10, 10]
    /// on 0…100 trimmed to 5…100 keeps 5…10 and four full dashes (45);
    /// dashes laid from the trim point would give 50.
    @Test func trimmingCutsDashesWhereTheyLie() {
        let style = StrokeStyle(lineWidth: 2, dashPattern: [10, 10])
        #expect(abs(Self.area(Self.line, style, start: 0.05) - 90) < 1e-9)
    }

    /// strokeStart / strokeEnd are fractions of the total length of all
    /// subpaths: two 100-unit lines trimmed to 0.25…0.75 keep 50…100 of
    /// the first and 0…50 of the second, each piece with its own caps.
    @Test func trimSpansSubpaths() {
        var path = Self.line
        path.move(to: Point(0, 50)); path.line(to: Point(100, 50))
        let butt = Self.area(path, StrokeStyle(lineWidth: 2), start: 0.25, end: 0.75)
        #expect(abs(butt - 200) < 1e-9)
        let square = Self.area(path, StrokeStyle(lineWidth: 2, lineCap: .square), start: 0.25, end: 0.75)
        #expect(abs(square - (200 + 4 * 1 * 2)) < 1e-9)
        let contours = Stroker.outline(of: path, style: StrokeStyle(lineWidth: 2), strokeStart: 0.25,
                                       strokeEnd: 0.75, tolerance: 0.1)
        let xs = contours.flatMap(\.points).map(\.x)
        #expect(xs.min() == 0 && xs.max() == 100)
    }

    /// Core Animation clamps to 0…1 and draws nothing when start ≥ end.
    @Test func trimFractionsClampAndOrder() {
        let style = StrokeStyle(lineWidth: 2)
        #expect(Stroker.outline(of: Self.line, style: style, strokeStart: 0.6, strokeEnd: 0.6, tolerance: 0.1).isEmpty)
        #expect(Stroker.outline(of: Self.line, style: style, strokeStart: 0.7, strokeEnd: 0.2, tolerance: 0.1).isEmpty)
        #expect(abs(Self.area(Self.line, style, start: -3, end: 7) - 200) < 1e-9)
        #expect(abs(Self.area(Self.line, style, start: .nan, end: 0.5) - 100) < 1e-9)
    }

    /// A trimmed circle is a fraction of the annulus, with caps at the
    /// cuts: 0.25…0.75 of r = 50, w = 10 is half of 2πrw, and round caps
    /// add two half disks. Error budget as for the whole annulus, halved.
    @Test(arguments: [LineCap.butt, .round])
    func trimmedCircleIsPartOfTheAnnulus(cap: LineCap) {
        let r = 50.0, w = 10.0, tolerance = 0.01
        let circle = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let style = StrokeStyle(lineWidth: w, lineCap: cap)
        let exact = Double.pi * r * w + (cap == .round ? .pi * w * w / 4 : 0)
        let bound = (w * 2 * .pi * r * (2.7e-4 + tolerance / (3 * r)) + 2 * .pi * (r + w) * tolerance) / 2
        #expect(abs(Self.area(circle, style, start: 0.25, end: 0.75, tolerance: tolerance) - exact) <= bound)
    }

    /// The Fuber circle (Sources/Scenes/README.md, "Fuber (UIKit)"): radius
    /// 18.75 stroked 37.5 wide covers the
    /// disk of radius 37.5, so strokeEnd s draws a pie of s · π · 37.5²
    /// clockwise from 12 o'clock, its cut edges straight through the
    /// center. Area budget: the 4-cubic circle's 2.7e-4·r radial error and
    /// twice the tolerance (center line and round pieces), along the outer
    /// rim.
    @Test(arguments: [0.1, 0.3, 0.5, 0.85, 1.0])
    func fuberPieGrowsClockwiseFromTheTop(strokeEnd: Double) {
        let r = 18.75, w = 37.5, tolerance = 0.05
        var path = Path()
        path.addArc(center: .zero, radius: r, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        let outline = Stroker.outline(of: path, style: StrokeStyle(lineWidth: w), strokeEnd: strokeEnd,
                                      tolerance: tolerance)
        let exact = strokeEnd * .pi * w * w
        let bound = 2 * .pi * w * (2.7e-4 * r + 2 * tolerance)
        #expect(abs(AreaIntegrator.nonzeroArea(outline) - exact) <= bound)
        // Nothing crosses the 12 o'clock edge to the left: a pie up to half
        // way lies right of the vertical through the center. Allowed slack:
        // the cubics' normals miss the center by up to r·δ (δ their largest
        // angle off radial, measured on the reference curves), their points
        // stray 2.7e-4·r off the circle, and a cut on a chord sits up to
        // `tolerance` inside it, so its cross-section overshoots the center
        // by as much. (Chord-square ends would spill ~h·α/2 ≈ 1.3.)
        if strokeEnd <= 0.5 {
            let minX = outline.flatMap(\.points).map(\.x).min() ?? 0
            #expect(minX > -(r * (Self.largestNormalDeviation(path) + 2.7e-4) + tolerance))
        }
    }

    /// The largest angle between a path's normal and the direction to the
    /// origin, over its cubics sampled finely (for a circle about the
    /// origin: how far its normals miss the center, per unit radius).
    static func largestNormalDeviation(_ path: Path) -> Double {
        var worst = 0.0
        for controls in CurveReference.segments(of: path) where controls.count == 4 {
            for i in 0...400 {
                let t = Double(i) / 400, e = 1e-7
                let p = CurveReference.evaluate(controls, t)
                let d = CurveReference.evaluate(controls, min(t + e, 1)) - CurveReference.evaluate(controls, max(t - e, 0))
                worst = max(worst, abs(asin(d.normalized.dot(p.normalized))))
            }
        }
        return worst
    }
}
