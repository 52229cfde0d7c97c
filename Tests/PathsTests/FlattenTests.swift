import Foundation
import Geometry
import Paths
import SeededRandom
import Testing

@Suite struct FlattenTests {
    enum Kind: String, CaseIterable { case quad, cubic, arc }

    /// A random one-segment path of `kind` in a 200-unit box.
    static func randomPath(_ kind: Kind, _ rng: inout SplitMix64) -> Path {
        func point() -> Point { Point(rng.double(in: -100...100), rng.double(in: -100...100)) }
        var path = Path()
        switch kind {
        case .quad:
            path.move(to: point()); path.quad(to: point(), control: point())
        case .cubic:
            path.move(to: point()); path.curve(to: point(), control1: point(), control2: point())
        case .arc:
            path.addArc(center: point(), radius: rng.double(in: 0.5...100),
                        startAngle: rng.double(in: -7...7), endAngle: rng.double(in: -7...7),
                        clockwise: rng.next() % 2 == 0)
        }
        return path
    }

    /// Every sampled point of the true curve lies within the tolerance of
    /// the polyline. 1e-9 absorbs the rounding of the distance itself.
    @Test(arguments: Kind.allCases, [2.0, 0.25, 0.02])
    func truePointsLieWithinTolerance(kind: Kind, tolerance: Double) {
        let kindIndex = UInt64(Kind.allCases.firstIndex(of: kind)!)
        var rng = SplitMix64(seed: 0xF1A7 &+ UInt64(tolerance * 1000) &* 16 &+ kindIndex)
        for _ in 0..<12 {
            let path = Self.randomPath(kind, &rng)
            let contours = path.flattened(tolerance: tolerance)
            #expect(contours.count == 1)
            guard let contour = contours.first else { continue }
            for controls in CurveReference.segments(of: path) {
                for i in 0...48 {
                    let p = CurveReference.evaluate(controls, Double(i) / 48)
                    #expect(CurveReference.distance(p, to: contour) <= tolerance + 1e-9)
                }
            }
        }
    }

    /// Segment counts follow the curve's bend, not a fixed number: the
    /// second-difference bound makes them grow like 1/√tolerance, so
    /// quartering the tolerance about doubles them, and a straight cubic
    /// (control points on the chord at thirds) is one segment.
    @Test func segmentCountsAreChosenFromTheCurve() {
        var curved = Path()
        curved.move(to: Point(0, 0))
        curved.curve(to: Point(100, 0), control1: Point(30, 80), control2: Point(70, -80))
        let coarse = curved.flattened(tolerance: 0.1)[0].points.count - 1
        let fine = curved.flattened(tolerance: 0.025)[0].points.count - 1
        let ratio = Double(fine) / Double(coarse)
        #expect(ratio > 1.7 && ratio < 2.3)

        var straight = Path()
        straight.move(to: Point(0, 0))
        straight.curve(to: Point(90, 30), control1: Point(30, 10), control2: Point(60, 20))
        #expect(straight.flattened(tolerance: 0.001)[0].points.count == 2)

        // A gentle and a sharp bend of the same size: the sharp one gets more.
        var gentle = Path()
        gentle.move(to: Point(0, 0))
        gentle.quad(to: Point(100, 0), control: Point(50, 5))
        var sharp = Path()
        sharp.move(to: Point(0, 0))
        sharp.quad(to: Point(100, 0), control: Point(50, 200))
        #expect(gentle.flattened(tolerance: 0.1)[0].points.count
                < sharp.flattened(tolerance: 0.1)[0].points.count)
    }

    @Test func closedContoursDoNotRepeatTheirFirstPoint() {
        let rect = Path(rect: Rect(x: 1, y: 2, width: 10, height: 20)).flattened(tolerance: 0.1)
        #expect(rect == [Contour(points: [Point(1, 2), Point(11, 2), Point(11, 22), Point(1, 22)], isClosed: true)])
        let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20)).flattened(tolerance: 0.05)
        #expect(ellipse.count == 1 && ellipse[0].isClosed)
        #expect(ellipse[0].points.first == Point(40, 10))
        #expect(ellipse[0].points.last != ellipse[0].points.first)
        #expect(Set(ellipse[0].points).count == ellipse[0].points.count)
    }

    /// Positive area means clockwise on a y-down screen; the ellipse's
    /// polygon is inscribed, so its area falls short of πab by at most
    /// perimeter × tolerance, plus the 4-cubic approximation's ≤ 0.03 %
    /// radial error (its area share: 2 × 3e-4).
    @Test func signedAreaAndLength() {
        let rect = Path(rect: Rect(x: 0, y: 0, width: 10, height: 20)).flattened(tolerance: 0.1)[0]
        #expect(rect.signedArea == 200)
        #expect(rect.length == 60)
        let reversed = Contour(points: rect.points.reversed(), isClosed: true)
        #expect(reversed.signedArea == -200)
        #expect(Contour(points: rect.points, isClosed: false).length == 40)

        let a = 30.0, b = 20.0, tolerance = 0.01
        let ellipse = Path(ellipseIn: Rect(x: 0, y: 0, width: 2 * a, height: 2 * b)).flattened(tolerance: tolerance)[0]
        let perimeter = 2 * Double.pi * max(a, b)
        #expect(abs(ellipse.signedArea - .pi * a * b) <= perimeter * tolerance + .pi * a * b * 6e-4)
    }

    @Test func degenerateSubpaths() {
        var loneMoves = Path()
        loneMoves.move(to: Point(1, 1)); loneMoves.move(to: Point(2, 2))
        #expect(loneMoves.flattened(tolerance: 0.1).isEmpty)

        var dot = Path()
        dot.move(to: Point(3, 4)); dot.line(to: Point(3, 4))
        #expect(dot.flattened(tolerance: 0.1) == [Contour(points: [Point(3, 4)], isClosed: false)])

        var closedDot = Path()
        closedDot.move(to: Point(3, 4)); closedDot.close()
        #expect(closedDot.flattened(tolerance: 0.1) == [Contour(points: [Point(3, 4)], isClosed: true)])

        // A close followed by a line starts a new subpath at the old start.
        var reopened = Path()
        reopened.move(to: Point(0, 0)); reopened.line(to: Point(5, 0)); reopened.close()
        reopened.line(to: Point(0, 5))
        let contours = reopened.flattened(tolerance: 0.1)
        #expect(contours.count == 2)
        #expect(contours.last == Contour(points: [Point(0, 0), Point(0, 5)], isClosed: false))
    }

    /// No input hangs or crashes: non-finite subpaths are dropped, absurd
    /// tolerances and coordinates stay within the segment caps.
    @Test func hostileInputIsBounded() {
        var path = Path()
        path.move(to: Point(0, 0)); path.line(to: Point(.nan, 1))
        path.move(to: Point(0, 0)); path.line(to: Point(10, 0))
        path.move(to: Point(0, 0)); path.curve(to: Point(1, 1), control1: Point(.infinity, 0), control2: Point(0, 0))
        #expect(path.flattened(tolerance: 0.1) == [Contour(points: [Point(0, 0), Point(10, 0)])])

        var huge = Path()
        huge.move(to: Point(0, 0))
        huge.curve(to: Point(1, 0), control1: Point(1e12, 1e12), control2: Point(-1e12, 1e12))
        for tolerance in [0, -1, .nan, 1e-300] as [Double] {
            let count = huge.flattened(tolerance: tolerance).first?.points.count ?? 0
            #expect(count > 1000 && count <= 16_385)
        }
        #expect(huge.flattened(tolerance: .infinity).first?.points.count == 2)

        var overflowing = Path()
        overflowing.move(to: Point(-1e308, 0)); overflowing.line(to: Point(1e308, 0))
        #expect(overflowing.flattened(tolerance: 0.1).isEmpty)
    }
    /// A fill's polygons made in one pass (`flattenedPoints`) are the
    /// vertices of mapping, clamping and flattening in three, bit for bit:
    /// random paths of every element, with repeated and near-repeated
    /// points, closes, lone moves, non-finite points and points past the
    /// clamp, under random transforms and tolerances.
    @Test func flattenedPointsAreTheThreeStepsBitForBit() {
        var rng = SplitMix64(seed: 0xF17E)
        func bits(_ lists: [[Point]]) -> [[UInt64]] {
            lists.map { $0.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
        }
        for case let n in 0..<400 {
            var points: [Point] = []
            func point() -> Point {
                switch rng.next() % 12 {
                case 0 where !points.isEmpty: return points[Int(rng.next() % UInt64(points.count))]
                case 1 where !points.isEmpty:
                    let p = points[points.count - 1]
                    return Point(p.x + rng.double(in: -1e-9...1e-9), p.y)
                case 2: return Point(rng.next() % 2 == 0 ? .nan : .infinity, rng.double(in: -5...5))
                case 3: return Point(rng.double(in: -1e14...1e14), rng.double(in: -1e14...1e14))
                default: return Point(rng.double(in: -100...100), rng.double(in: -100...100))
                }
            }
            var path = Path()
            for _ in 0..<Int(rng.next() % 9) {
                let p = point()
                points.append(p)
                switch rng.next() % 6 {
                case 0: path.move(to: p)
                case 1, 2: path.line(to: p)
                case 3: path.quad(to: p, control: point())
                case 4: path.curve(to: p, control1: point(), control2: point())
                default: path.close()
                }
            }
            if n % 7 == 0 {
                path.addArc(center: point(), radius: rng.double(in: 0.5...50), startAngle: 0,
                            endAngle: rng.double(in: -7...7), clockwise: n % 2 == 0)
            }
            // Shapes as the display list has them, among them loops that
            // end on their start, whose repeated vertex goes.
            switch n % 5 {
            case 0: path = Path(rect: Rect(x: 1, y: 2, width: 30, height: 20))
            case 1:
                path = Path()
                path.move(to: Point(0, 0)); path.line(to: Point(9, 1)); path.line(to: Point(0, 0)); path.close()
                path.move(to: Point(0, 0)); path.line(to: Point(9, 1)); path.line(to: Point(4, 7))
                path.line(to: Point(0, 0)); path.close()
            case 2 where n % 10 == 2: path = Path(roundedRect: Rect(x: -5, y: 0, width: 40, height: 12), cornerRadius: 4)
            default: break
            }
            let transform = AffineTransform(a: rng.double(in: -3...3), b: rng.double(in: -3...3),
                                            c: rng.double(in: -3...3), d: rng.double(in: -3...3),
                                            tx: rng.double(in: -50...50), ty: rng.double(in: -50...50))
            let magnitude = [1e12, 1e3, 60][n % 3]
            let tolerance = [0.25, 0.01, 2, 0][n % 4]
            let threeSteps = path.applying(transform).clampingCoordinates(to: magnitude)
                .flattened(tolerance: tolerance).map(\.points)
            let onePass = path.flattenedPoints(transform: transform, clampingTo: magnitude, tolerance: tolerance)
            #expect(bits(onePass) == bits(threeSteps), "path \(n): \(path)")
        }
    }
}
