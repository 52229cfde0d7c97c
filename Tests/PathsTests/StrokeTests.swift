import Foundation
import Geometry
import Paths
import SeededRandom
import Testing

/// Stroke outlines checked by area under nonzero fill, computed by the
/// independent `AreaIntegrator`, against analytic areas.
@Suite struct StrokeTests {
    static func line(_ a: Point, _ b: Point) -> Path {
        var path = Path()
        path.move(to: a); path.line(to: b)
        return path
    }

    static func area(_ contours: [Contour]) -> Double { AreaIntegrator.nonzeroArea(contours) }

    /// Butt w·L, square w·(L + w), round w·L + πw²/4, along seeded random
    /// directions. Straight pieces are exact (1e-9 relative covers
    /// rounding); round caps are inscribed polygons whose chords sit within
    /// the tolerance of the arc, losing at most (2/3)·tolerance per unit of
    /// arc, bounded here by tolerance × the caps' arc length π·w.
    @Test(arguments: LineCap.allCases)
    func lineSegmentCapAreas(cap: LineCap) {
        var rng = SplitMix64(seed: 7)
        let w = 6.0, length = 80.0, tolerance = 0.01
        for _ in 0..<4 {
            let angle = rng.double(in: 0...(2 * .pi))
            let a = Point(rng.double(in: -50...50), rng.double(in: -50...50))
            let b = a + Point(cos(angle), sin(angle)) * length
            let outline = Stroker.outline(of: Self.line(a, b), style: StrokeStyle(lineWidth: w, lineCap: cap),
                                          tolerance: tolerance)
            let area = Self.area(outline)
            switch cap {
            case .butt: #expect(abs(area - w * length) < 1e-9 * w * length)
            case .square: #expect(abs(area - w * (length + w)) < 1e-9 * w * length)
            case .round:
                let exact = w * length + .pi * w * w / 4
                #expect(area <= exact + 1e-9 && area >= exact - tolerance * .pi * w)
            }
        }
    }

    /// Every piece is a closed, positively oriented (clockwise, y down)
    /// polygon with finite points, whatever the path and style, so their
    /// nonzero union is well defined.
    @Test func piecesAreClosedAndPositivelyOriented() {
        var rng = SplitMix64(seed: 99)
        for round in 0..<30 {
            var path = Path()
            path.move(to: Point(rng.double(in: -50...50), rng.double(in: -50...50)))
            for _ in 0..<4 {
                let p = Point(rng.double(in: -50...50), rng.double(in: -50...50))
                if rng.next() % 2 == 0 { path.line(to: p) } else {
                    path.curve(to: p, control1: Point(rng.double(in: -50...50), rng.double(in: -50...50)),
                               control2: Point(rng.double(in: -50...50), rng.double(in: -50...50)))
                }
            }
            if round % 3 == 0 { path.close() }
            let style = StrokeStyle(lineWidth: rng.double(in: 0.5...20),
                                    lineCap: LineCap.allCases[round % 3], lineJoin: LineJoin.allCases[(round / 3) % 3],
                                    miterLimit: rng.double(in: 1...10),
                                    dashPattern: round % 4 == 0 ? [7, 3, 0, 4] : [])
            let outline = Stroker.outline(of: path, style: style, strokeStart: round % 5 == 0 ? 0.2 : 0,
                                          strokeEnd: round % 7 == 0 ? 0.9 : 1, tolerance: 0.1)
            #expect(!outline.isEmpty)
            for contour in outline {
                #expect(contour.isClosed)
                #expect(contour.signedArea > 0)
                let finite = contour.points.allSatisfy { $0.isFinite }
                #expect(finite)
            }
        }
    }

    /// With round caps and joins the stroke is every point within w/2 of
    /// the polyline, whose area the capsule integrator finds independently.
    /// Round pieces are inscribed, so the outline may only fall short, by
    /// at most tolerance per unit of round boundary (bounded by the
    /// polyline's two sides plus a full circle); 0.01 covers the
    /// integrator's own midpoint error.
    @Test func roundStrokeOfRandomPolylinesIsTheCapsuleUnion() {
        var rng = SplitMix64(seed: 2024)
        let tolerance = 0.01
        for _ in 0..<6 {
            let points = (0..<5).map { _ in Point(rng.double(in: -40...40), rng.double(in: -40...40)) }
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            let h = rng.double(in: 1...8)
            let outline = Stroker.outline(of: path, style: StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round),
                                          tolerance: tolerance)
            let exact = AreaIntegrator.capsuleUnionArea(points, radius: h, strips: 3000)
            let polylineLength = zip(points, points.dropFirst()).map { $0.distance(to: $1) }.reduce(0, +)
            let area = Self.area(outline)
            #expect(area <= exact + 0.01)
            #expect(area >= exact - tolerance * (2 * polylineLength + 2 * .pi * h) - 0.01)
        }
    }

    /// A stroked circle is an annulus π((r+w/2)² − (r−w/2)²) = 2πrw, for
    /// every join style (a smooth curve has no corners). Error budget: the
    /// 4-cubic circle's ≤ 2.7e-4·r radial error changes the length the
    /// band follows; the center polygon is ≤ tolerance/(3r) shorter per
    /// unit length; the outer round joins are inscribed (≤ tolerance per
    /// unit of outer boundary).
    @Test(arguments: LineJoin.allCases)
    func strokedCircleIsAnAnnulus(join: LineJoin) {
        let r = 50.0, w = 10.0, tolerance = 0.01
        let circle = Path(ellipseIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let outline = Stroker.outline(of: circle, style: StrokeStyle(lineWidth: w, lineCap: .square, lineJoin: join),
                                      tolerance: tolerance)
        let exact = Double.pi * ((r + w / 2) * (r + w / 2) - (r - w / 2) * (r - w / 2))
        let bound = w * 2 * .pi * r * (2.7e-4 + tolerance / (3 * r)) + 2 * .pi * (r + w / 2) * tolerance
        #expect(abs(Self.area(outline) - exact) <= bound)
    }

    /// A stroked rounded rectangle: outer rounded rect (sides + w, radius
    /// R + w/2) minus inner (sides − w, radius R − w/2), where a W×H rect
    /// with radius ρ has area W·H − (4 − π)ρ². Same error budget as the
    /// circle, on the corners' arcs.
    @Test(arguments: LineJoin.allCases)
    func strokedRoundedRect(join: LineJoin) {
        let width = 100.0, height = 60.0, radius = 10.0, w = 4.0, h = w / 2, tolerance = 0.01
        let path = Path(roundedRect: Rect(x: 5, y: 7, width: width, height: height), cornerRadius: radius)
        let outline = Stroker.outline(of: path, style: StrokeStyle(lineWidth: w, lineJoin: join), tolerance: tolerance)
        func rounded(_ a: Double, _ b: Double, _ rho: Double) -> Double { a * b - (4 - .pi) * rho * rho }
        let exact = rounded(width + w, height + w, radius + h) - rounded(width - w, height - w, radius - h)
        let bound = w * 2 * .pi * radius * (2.7e-4 + tolerance / (3 * radius)) + 2 * .pi * (radius + h) * tolerance
        #expect(abs(Self.area(outline) - exact) <= bound)
    }

    /// Where a curve's flattening turns, and where segments meet with equal
    /// tangents (the 4 cubics of a circle, a rounded rect's lines and
    /// arcs), there is no corner: the join there is round whatever
    /// lineJoin says, so the outline is the same for every join style. A
    /// thick stroke at a coarse tolerance makes the turns large.
    @Test func smoothVerticesIgnoreTheJoinStyle() {
        var arc = Path()
        arc.move(to: Point(0, 0))
        arc.curve(to: Point(40, 0), control1: Point(0, 30), control2: Point(40, 30))
        let paths = [arc, Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 20)),
                     Path(roundedRect: Rect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 8)]
        for path in paths {
            let outlines = LineJoin.allCases.map {
                Stroker.outline(of: path, style: StrokeStyle(lineWidth: 16, lineJoin: $0), tolerance: 1)
            }
            #expect(outlines[0] == outlines[1] && outlines[1] == outlines[2])
        }
        // A real corner does depend on it.
        var corner = StrokeTests.line(Point(0, 0), Point(10, 0))
        corner.line(to: Point(10, 10))
        let miter = Stroker.outline(of: corner, style: StrokeStyle(lineWidth: 4, lineJoin: .miter), tolerance: 1)
        let bevel = Stroker.outline(of: corner, style: StrokeStyle(lineWidth: 4, lineJoin: .bevel), tolerance: 1)
        #expect(miter != bevel)
    }

    /// A closed square drawn whole has joins all round and no caps:
    /// miter (s+w)² − (s−w)², bevel cuts h²/2 per corner, round cuts
    /// (1 − π/4)h² per corner; caps change nothing. Left open, the first
    /// corner is two butt ends: the miter's h×h corner square is missing.
    @Test func closedSquareHasJoinsNotCaps() {
        let s = 20.0, w = 4.0, h = 2.0
        let closed = Path(rect: Rect(x: 0, y: 0, width: s, height: s))
        let miter = (s + w) * (s + w) - (s - w) * (s - w)
        let expected: [LineJoin: Double] = [.miter: miter, .bevel: miter - 4 * h * h / 2,
                                            .round: miter - 4 * (1 - .pi / 4) * h * h]
        for (join, area) in expected {
            for cap in LineCap.allCases {
                let outline = Stroker.outline(of: closed, style: StrokeStyle(lineWidth: w, lineCap: cap, lineJoin: join),
                                              tolerance: 0.001)
                // Round joins: 4 quarter arcs of radius h, inscribed.
                #expect(abs(Self.area(outline) - area) <= (join == .round ? 0.001 * 2 * .pi * h : 1e-9))
            }
        }
        var open = Path()
        open.move(to: Point(0, 0))
        for p in [Point(s, 0), Point(s, s), Point(0, s), Point(0, 0)] { open.line(to: p) }
        let outline = Stroker.outline(of: open, style: StrokeStyle(lineWidth: w), tolerance: 0.001)
        #expect(abs(Self.area(outline) - (miter - h * h)) < 1e-9)
    }

    /// CG's rule: miter length / lineWidth = 1 / sin(θ/2) for the angle θ
    /// between the segments; above miterLimit the join is a bevel. The
    /// miter adds the triangle beyond the bevel, h²(tan(φ/2) − sin(φ)/2)
    /// for the turn φ = π − θ, and its tip lies h / cos(φ/2) out along
    /// the bisector.
    @Test(arguments: [90.0, 30.0, 120.0])
    func miterBecomesBevelPastTheLimit(angleDegrees: Double) {
        let theta = angleDegrees * .pi / 180, phi = .pi - theta, h = 3.0
        let vertex = Point(10, 10)
        var path = Path()
        path.move(to: vertex + Point(-40, 0))
        path.line(to: vertex)
        path.line(to: vertex + Point(cos(phi), sin(phi)) * 40)
        let ratio = 1 / sin(theta / 2)
        func outline(_ limit: Double, _ join: LineJoin = .miter) -> [Contour] {
            Stroker.outline(of: path, style: StrokeStyle(lineWidth: 2 * h, lineJoin: join, miterLimit: limit),
                            tolerance: 0.01)
        }
        let mitered = outline(ratio * 1.01), beveled = outline(ratio * 0.99)
        #expect(abs(Self.area(beveled) - Self.area(outline(ratio, .bevel))) < 1e-9)
        let triangle = h * h * (tan(phi / 2) - sin(phi) / 2)
        #expect(abs(Self.area(mitered) - Self.area(beveled) - triangle) < 1e-9)
        // The tip lies along d0 − d1 (outward from the turn): for d0 = (1, 0)
        // and d1 = (cos φ, sin φ) that is (sin(φ/2), −cos(φ/2)).
        let tip = vertex + Point(sin(phi / 2), -cos(phi / 2)) * (h / cos(phi / 2))
        func reaches(_ outline: [Contour]) -> Bool {
            outline.contains { $0.points.contains { $0.distance(to: tip) < 1e-9 } }
        }
        #expect(reaches(mitered))
        #expect(!reaches(beveled))
    }

    /// Zero-length subpaths draw a dot with round or square caps, as CG
    /// does: a disk of radius w/2, an axis-aligned w×w square, or nothing.
    @Test func zeroLengthSubpathsDrawDots() {
        var path = Self.line(Point(5, 5), Point(5, 5))
        path.move(to: Point(50, 5)); path.close()
        let w = 4.0, tolerance = 0.001
        let round = Stroker.outline(of: path, style: StrokeStyle(lineWidth: w, lineCap: .round), tolerance: tolerance)
        let disk = Double.pi * w * w / 4
        #expect(round.count == 2)
        #expect(abs(Self.area(round) - 2 * disk) <= 2 * tolerance * .pi * w)
        let square = Stroker.outline(of: path, style: StrokeStyle(lineWidth: w, lineCap: .square), tolerance: tolerance)
        #expect(abs(Self.area(square) - 2 * w * w) < 1e-9)
        let axisAligned = square[0].points.allSatisfy { abs($0.x - 5) == w / 2 && abs($0.y - 5) == w / 2 }
        #expect(axisAligned)
        #expect(Stroker.outline(of: path, style: StrokeStyle(lineWidth: w), tolerance: tolerance).isEmpty)
    }

    @Test func degenerateStylesDrawNothing() {
        let path = Self.line(Point(0, 0), Point(10, 0))
        for width in [0, -1, .nan, .infinity] as [Double] {
            #expect(Stroker.outline(of: path, style: StrokeStyle(lineWidth: width), tolerance: 0.1).isEmpty)
        }
        #expect(Stroker.outline(of: Path(), style: StrokeStyle(), tolerance: 0.1).isEmpty)
        // A NaN miter limit reads as the default 10 (a 90° miter, ratio √2, stays).
        let corner = Stroker.outline(of: { var p = path; p.line(to: Point(10, 10)); return p }(),
                                     style: StrokeStyle(lineWidth: 2, miterLimit: .nan), tolerance: 0.1)
        let hasMiterTip = corner.contains { $0.points.contains(Point(11, -1)) }
        #expect(hasMiterTip)
    }
}

/// No input hangs or crashes the stroker, and what comes back is finite
/// and positively oriented.
@Suite struct StrokeHostileInputTests {
    @Test func hostileInputsFinishWithFiniteOutlines() {
        var path = StrokeTests.line(Point(0, 0), Point(1e300, 1e300))
        path.move(to: Point(.nan, 0)); path.line(to: Point(1, 1))
        path.move(to: Point(0, 0)); path.curve(to: Point(10, 0), control1: Point(10, 10), control2: Point(0, 10))
        path.move(to: Point(5, 5)); path.curve(to: Point(5, 5), control1: Point(5, 5), control2: Point(5, 5))
        let styles = [
            StrokeStyle(lineWidth: 1e-300), StrokeStyle(lineWidth: 1e6, lineJoin: .round),
            StrokeStyle(lineWidth: 2, lineCap: .round, miterLimit: -1, dashPattern: [1, 2], dashPhase: .infinity),
            StrokeStyle(lineWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: .infinity),
        ]
        for style in styles {
            for tolerance in [0, .nan, 1e9, 0.1] as [Double] {
                let outline = Stroker.outline(of: path, style: style, strokeStart: .nan, strokeEnd: 0.9,
                                              tolerance: tolerance)
                let sane = outline.allSatisfy { c in c.signedArea > 0 && c.points.allSatisfy { $0.isFinite } }
                #expect(sane)
            }
        }
    }

    /// A curve with a cusp (control points crossed) turns 180° inside one
    /// element: the stroke stays a union of positive pieces covering the
    /// disk-swept area of its polyline (round joins at the cusp).
    @Test func cuspIsCovered() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.curve(to: Point(0, 0), control1: Point(100, 50), control2: Point(-100, 50))
        let outline = Stroker.outline(of: path, style: StrokeStyle(lineWidth: 6, lineCap: .round), tolerance: 0.05)
        #expect(outline.allSatisfy { $0.signedArea > 0 })
        let polyline = path.flattened(tolerance: 0.05)[0].points
        let exact = AreaIntegrator.capsuleUnionArea(polyline, radius: 3, strips: 3000)
        let area = AreaIntegrator.nonzeroArea(outline)
        // Round pieces are inscribed; true normals at the ends and on the
        // concave side move the edge by at most the tolerance.
        let length = zip(polyline, polyline.dropFirst()).map { $0.distance(to: $1) }.reduce(0, +)
        #expect(abs(area - exact) <= 0.05 * (2 * length + 6 * .pi) + 0.01)
    }
}
