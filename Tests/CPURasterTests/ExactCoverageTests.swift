import Foundation
import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// Coverage of overlapping and self-intersecting polygons is the exact area
/// of the fill rule's region in every pixel (the union for nonzero), checked
/// against `ExactAreaOracle`, analytic areas and a supersample; ordinary
/// shapes never leave the accumulation path, so their output is unchanged.
@Suite struct ExactCoverageTests {
    /// Float coverage carries ~6·10⁻⁸ of rounding; crossings computed in
    /// doubles add far less. 10⁻⁵ is tight yet leaves room for both.
    static let pixelTolerance = 1e-5

    /// Coverage of every pixel of a `width` × `height` canvas.
    func coverage(_ polygons: [[Point]], rule: FillRule, width: Int, height: Int,
                  mode: ScanConverter.ExactRows = .whereNeeded, knowsRectangles: Bool = true) -> [Double] {
        let scan = ScanConverter()
        scan.exactRows = mode
        scan.knowsRectangles = knowsRectangles
        scan.reset(clip: PixelRect(x: 0, y: 0, width: width, height: height))
        for polygon in polygons { scan.addPolygon(polygon) }
        var grid = [Double](repeating: 0, count: width * height)
        scan.rasterize(fillRule: rule) { y, x, count, values in
            for i in 0..<count { grid[y * width + x + i] = Double(values[i]) }
        }
        return grid
    }

    /// The largest per-pixel difference from the oracle, in both modes that
    /// use the exact sweep.
    func worstError(_ polygons: [[Point]], rule: FillRule, width: Int, height: Int) -> Double {
        var worst = 0.0
        for mode in [ScanConverter.ExactRows.whereNeeded, .always] {
            let grid = coverage(polygons, rule: rule, width: width, height: height, mode: mode)
            for y in 0..<height {
                for x in 0..<width {
                    let exact = ExactAreaOracle.coverage(polygons, rule: rule, px: x, py: y)
                    worst = max(worst, abs(grid[y * width + x] - exact))
                }
            }
        }
        return worst
    }

    func square(_ x: Double, _ y: Double, _ side: Double, angle: Double = 0, reversed: Bool = false) -> [Point] {
        let c = Point(x + side / 2, y + side / 2)
        let corners = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)].map { (u, v) in
            Point(c.x + side * (u * cos(angle) - v * sin(angle)), c.y + side * (u * sin(angle) + v * cos(angle)))
        }
        return reversed ? corners.reversed() : corners
    }

    /// Two squares overlapping with edges a fraction of a pixel apart:
    /// nonzero covers the union, even-odd the symmetric difference, exactly.
    @Test func overlappingSquaresCoverTheirUnion() {
        let a = square(2.5, 2.5, 20), b = square(2.8, 10.75, 20.1)
        let overlap = (22.5 - 2.8) * (22.5 - 10.75)
        let union = 400 + 20.1 * 20.1 - overlap
        let nonZero = coverage([a, b], rule: .nonZero, width: 32, height: 34)
        #expect(abs(nonZero.reduce(0, +) - union) < 1e-9 * union + 1e-4)
        let evenOdd = coverage([a, b], rule: .evenOdd, width: 32, height: 34)
        #expect(abs(evenOdd.reduce(0, +) - (union - overlap)) < 1e-4)
        #expect(worstError([a, b], rule: .nonZero, width: 32, height: 34) < Self.pixelTolerance)
        #expect(worstError([a, b], rule: .evenOdd, width: 32, height: 34) < Self.pixelTolerance)
        // The pixel column 2 holds a's edge at 2.5 and b's at 2.8: 0.5 covered.
        #expect(abs(nonZero[15 * 32 + 2] - 0.5) < Self.pixelTolerance)
        // Rotated, and one of them reversed (winding −1 next to +1).
        let c = square(4.3, 3.1, 14, angle: 0.4), d = square(9.9, 8.2, 13, angle: -0.7, reversed: true)
        for rule in [FillRule.nonZero, .evenOdd] {
            #expect(worstError([c, d], rule: rule, width: 32, height: 34) < Self.pixelTolerance)
        }
    }

    /// A pentagram: nonzero covers the star, even-odd the star without its
    /// inner pentagon (analytic areas), every pixel exact.
    @Test func starUnderBothFillRulesIsExact() {
        let center = Point(32.2, 31.6), outer = 28.0
        let star = pentagram(center: center, radius: outer)
        let inner = outer * cos(2 * .pi / 5) / cos(.pi / 5)
        let pentagonArea = 2.5 * inner * inner * sin(2 * .pi / 5)
        let starArea = 10 * 0.5 * outer * inner * sin(.pi / 5)
        let nonZero = coverage([star], rule: .nonZero, width: 64, height: 64)
        let evenOdd = coverage([star], rule: .evenOdd, width: 64, height: 64)
        // Summing 4096 floats: 10⁻⁴ is ~100 times their rounding.
        #expect(abs(nonZero.reduce(0, +) - starArea) < 1e-4)
        #expect(abs(evenOdd.reduce(0, +) - (starArea - pentagonArea)) < 1e-4)
        #expect(worstError([star], rule: .nonZero, width: 64, height: 64) < Self.pixelTolerance)
        #expect(worstError([star], rule: .evenOdd, width: 64, height: 64) < Self.pixelTolerance)
    }

    /// The stroke that seed 84 of the differential test shrank to: every
    /// pixel within 1/255 of a 64 × 64 supersample (whose own error is about
    /// the boundary length in the pixel over 64, ≤ 3/64 here) and exact.
    @Test func seed84StrokeMatchesSupersample() throws {
        var path = Path()
        path.move(to: Point(34.0663, 38.5499))
        path.line(to: Point(26.0119, 6.2102))
        path.line(to: Point(42.0076, 1.9568))
        path.line(to: Point(0.9261, 9.2748))
        let item = StrokeItem(path: path, transform: .identity, style: StrokeStyle(lineWidth: 4.8008, lineJoin: .bevel),
                              strokeStart: 0, strokeEnd: 1, paint: .solid(.white))
        let polygons = DevicePolygons.stroke(item, tolerance: CPURenderer.defaultTolerance)
        let grid = coverage(polygons, rule: .nonZero, width: 40, height: 40)
        let n = 64
        var worstSupersample = 0.0
        for y in 0..<40 {
            for x in 0..<40 {
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let p = Point(Double(x) + (Double(sx) + 0.5) / Double(n), Double(y) + (Double(sy) + 0.5) / Double(n))
                        if polygons.reduce(0, { $0 + winding(of: p, in: $1) }) != 0 { inside += 1 }
                    }
                }
                worstSupersample = max(worstSupersample, abs(grid[y * 40 + x] - Double(inside) / Double(n * n)))
            }
        }
        #expect(worstSupersample < 3.0 / 64, "worst \(worstSupersample)")
        #expect(worstError(polygons, rule: .nonZero, width: 40, height: 40) < Self.pixelTolerance)
        // The pixels the bug report names: row 0, x = 36…38 (16 × 16: 127, 173, 218).
        let frame = try render([.stroke(item)], width: 40, height: 40)
        let alphas = (36...38).map { Int(frame[$0, 0].3) }
        for (alpha, expected) in zip(alphas, [127, 173, 218]) { #expect(abs(alpha - expected) <= 4, "\(alphas)") }
    }

    /// Seeded random sets of 1–4 polygons of 3–7 random vertices (so they
    /// self-intersect and overlap freely), partly off the canvas, both rules:
    /// every pixel exact, and the total equals the region's exact area
    /// computed for the whole canvas at once.
    @Test(arguments: 0..<24) func randomOverlappingPolygonsAreExact(seed: UInt64) {
        var random = SplitMix64(seed: 31_000 + seed)
        var polygons: [[Point]] = []
        for _ in 0..<(1 + Int(random.next() % 4)) {
            polygons.append((0..<(3 + Int(random.next() % 5))).map { _ in
                Point(random.double(in: -4...28), random.double(in: -4...22))
            })
        }
        let rule: FillRule = seed % 2 == 0 ? .nonZero : .evenOdd
        #expect(worstError(polygons, rule: rule, width: 24, height: 18) < Self.pixelTolerance)
        let canvas = polygons.map { ExactAreaOracle.clip($0, x0: 0, y0: 0, width: 24, height: 18) }.filter { $0.count >= 3 }
        let total = coverage(polygons, rule: rule, width: 24, height: 18).reduce(0, +)
        #expect(abs(total - ExactAreaOracle.area(canvas, rule: rule)) < 1e-4)
    }

    /// Polygons whose vertices lie on a quarter-pixel grid, so that many
    /// vertices sit exactly on column lines, shared by several polygons
    /// (as where stroke pieces meet at a path point): a boundary through
    /// such a vertex changes the winding along that column line, which the
    /// clusters must not assume constant.
    @Test(arguments: 0..<16) func verticesOnColumnLinesAreExact(seed: UInt64) {
        var random = SplitMix64(seed: 52_000 + seed)
        let hub = Point(Double(4 + random.next() % 12), Double(3 + random.next() % 10) + 0.25)
        func grid() -> Point { Point(Double(random.next() % 96) / 4 - 2, Double(random.next() % 80) / 4 - 2) }
        let polygons = (0..<(2 + Int(random.next() % 4))).map { _ in [hub, grid(), grid()] + (random.next() % 2 == 0 ? [grid()] : []) }
        let rule: FillRule = seed % 2 == 0 ? .nonZero : .evenOdd
        #expect(worstError(polygons, rule: rule, width: 22, height: 18) < Self.pixelTolerance)
    }

    /// The Fuber tile's 1 pt lattice at 2×: the outer and inner rhombus
    /// meet the vertical center line in sharp miter joins at (90, 157.3),
    /// where six stroke pieces share a vertex on a column line. Before the
    /// exact sweep these rows were off by up to 0.2; with clusters wrongly
    /// assumed independent at that line, by up to 1.
    @Test func fuberTileApexIsExact() {
        var path = Path()
        path.move(to: Point(0, 45)); path.line(to: Point(45, 11.35)); path.line(to: Point(90, 45))
        path.line(to: Point(45, 78.65)); path.close()
        path.move(to: Point(24.25, 45)); path.line(to: Point(45, 11.35)); path.line(to: Point(65.75, 45))
        path.line(to: Point(45, 78.65)); path.close()
        path.move(to: Point(0, 90)); path.line(to: Point(90, 0))
        let item = StrokeItem(path: path, transform: AffineTransform(scaleX: 2, y: 2), style: StrokeStyle(lineWidth: 1),
                              strokeStart: 0, strokeEnd: 1, paint: .solid(.white))
        let polygons = DevicePolygons.stroke(item, tolerance: CPURenderer.defaultTolerance)
        // Rows 150…165 of the 180 × 180 tile hold the bottom apex.
        let shifted = polygons.map { $0.map { Point($0.x - 60, $0.y - 150) } }
        #expect(worstError(shifted, rule: .nonZero, width: 60, height: 16) < Self.pixelTolerance)
    }

    /// Simple shapes (one contour that does not cross itself, nested or
    /// disjoint contours apart by more than a pixel) keep the accumulation's
    /// output: the same 8-bit coverage in every pixel. Rows with two
    /// vertices inside one pixel (dense flattening) take the sweep, which
    /// is conservative there and may reorder float additions, so coverage
    /// may differ by float noise (≤ 10⁻¹², far below half an 8-bit level)
    /// and only in pixels that are empty to begin with.
    @Test(arguments: 0..<16) func ordinaryShapesKeepTheAccumulation(seed: UInt64) {
        var random = SplitMix64(seed: 41_000 + seed)
        var shapes: [[[Point]]] = []
        let center = Point(random.double(in: 12...30), random.double(in: 12...26))
        let angles = (0..<(3 + Int(random.next() % 12))).map { _ in random.double(in: 0...(2 * Double.pi)) }.sorted()
        let radius = random.double(in: 1...11)
        shapes.append([angles.map { Point(center.x + radius * cos($0), center.y + radius * sin($0)) }])
        let ellipse = Rect(x: random.double(in: -5...20), y: random.double(in: -5...15),
                           width: random.double(in: 0.5...30), height: random.double(in: 0.5...25))
        shapes.append(Path(ellipseIn: ellipse).flattened(tolerance: 0.1).map(\.points))
        let rounded = Rect(x: random.double(in: 0...10), y: random.double(in: 0...10),
                           width: random.double(in: 4...30), height: random.double(in: 4...25))
        shapes.append(Path(roundedRect: rounded, cornerRadius: random.double(in: 0...2)).flattened(tolerance: 0.1).map(\.points))
        // A ring: an outer square and a reversed inner one, 1.5 px inside.
        let side = random.double(in: 6...24), corner = Point(random.double(in: 0...10), random.double(in: 0...8))
        shapes.append([square(corner.x, corner.y, side),
                       square(corner.x + 1.5, corner.y + 1.5, side - 3, reversed: true)])
        // Disjoint contours, farther than a pixel apart.
        shapes.append([square(1.2, 1.7, 5.3), square(8.9, 2.1, 4.4, angle: 0.3), square(3.3, 11.6, 6.1)])
        for (n, polygons) in shapes.enumerated() {
            for rule in [FillRule.nonZero, .evenOdd] {
                let plain = coverage(polygons, rule: rule, width: 44, height: 40, mode: .never)
                let checked = coverage(polygons, rule: rule, width: 44, height: 40)
                let bytes = { (values: [Double]) in values.map { UInt8(($0 * 255).rounded()) } }
                #expect(bytes(checked) == bytes(plain), "shape \(n), \(rule)")
                let noise = zip(plain, checked).map { abs($0 - $1) }.max() ?? 0
                #expect(noise < 1e-12, "shape \(n), \(rule): \(noise)")
            }
        }
    }
}

extension ExactCoverageTests {
    /// The lone-rectangle shortcut of the row check changes nothing: random
    /// axis-aligned rectangles (either orientation, from a fraction of a
    /// pixel to wider than the canvas, on and off pixel lines, partly or
    /// wholly outside) give the same coverage, to the last bit, as the
    /// full check, which takes the exact sweep where it must (rectangles
    /// inside one column or one row).
    @Test(arguments: 0..<8) func loneRectanglesNeedNoPieces(seed: UInt64) {
        var random = SplitMix64(seed: 43_000 + seed)
        func coordinate(_ range: ClosedRange<Double>) -> Double {
            let v = random.double(in: range)
            // A quarter of the coordinates on pixel lines or halves.
            return random.next() % 4 == 0 ? (v * 2).rounded() / 2 : v
        }
        for n in 0..<400 {
            // The first half inside the canvas and wider and taller than
            // two pixels (the shortcut holds on most rows), then anything.
            let inside = n < 200
            let x = inside ? coordinate(0.5...12) : coordinate(-8...40)
            let y = inside ? coordinate(0.5...10) : coordinate(-8...34)
            let sizes: [ClosedRange<Double>] = inside ? [2...20] : [0.01...1.2, 0.5...3, 2...50]
            let w = coordinate(sizes[Int(random.next() % UInt64(sizes.count))])
            let h = coordinate(sizes[Int(random.next() % UInt64(sizes.count))])
            var rect = [Point(x, y), Point(x + w, y), Point(x + w, y + h), Point(x, y + h)]
            if random.next() % 2 == 0 { rect.reverse() }
            let rule: FillRule = random.next() % 2 == 0 ? .nonZero : .evenOdd
            let fast = coverage([rect], rule: rule, width: 36, height: 30)
            let full = coverage([rect], rule: rule, width: 36, height: 30, knowsRectangles: false)
            #expect(fast == full, "rect \(x), \(y), \(w) × \(h), \(rule)")
        }
    }

    /// A star of `points` points around (`x`, 8), radii 6 and 3: radial
    /// edges that, with many points, all cross every row within a pixel
    /// of each other.
    func star(points: Int, x: Double = 8) -> [Point] {
        (0..<(2 * points)).map { i in
            let angle = Double(i) * .pi / Double(points), radius = i % 2 == 0 ? 6.0 : 3.0
            return Point(x + radius * sin(angle), 8 - radius * cos(angle))
        }
    }

    /// The exact sweep's cost is bounded. Two 5 000-point stars 0.3 px
    /// apart (over 6 million strip-by-piece steps a row, past
    /// `maximumSweepSteps`) keep the plain accumulation, which counts
    /// their overlap twice in edge pixels; two 400-point stars (under it)
    /// get the exact union, as the oracle says.
    @Test func overlapPastTheSweepBudgetKeepsThePlainAccumulation() {
        func largestDifference(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { abs($0 - $1) }.max() ?? 0 }
        let big = [star(points: 5_000), star(points: 5_000, x: 8.3)]
        let plain = coverage(big, rule: .nonZero, width: 16, height: 16, mode: .never)
        #expect(largestDifference(coverage(big, rule: .nonZero, width: 16, height: 16), plain) < Self.pixelTolerance)
        let small = [star(points: 400), star(points: 400, x: 8.3)]
        let swept = coverage(small, rule: .nonZero, width: 16, height: 16)
        #expect(largestDifference(swept, coverage(small, rule: .nonZero, width: 16, height: 16, mode: .never)) > 0.01)
        var worst = 0.0
        for y in 0..<16 {
            for x in 0..<16 {
                worst = max(worst, abs(swept[y * 16 + x] - ExactAreaOracle.coverage(small, rule: .nonZero, px: x, py: y)))
            }
        }
        #expect(worst < Self.pixelTolerance)
    }

    /// The shortcut is taken: a rectangle is a lone rectangle, a
    /// rectangle with a second contour or a slanted edge is not.
    @Test func loneRectangleIsRecognized() {
        let scan = ScanConverter()
        func recognized(_ polygons: [[Point]]) -> Bool {
            scan.reset(clip: PixelRect(x: 0, y: 0, width: 20, height: 20))
            for polygon in polygons { scan.addPolygon(polygon) }
            scan.rasterize(fillRule: .nonZero) { _, _, _, _ in }
            return scan.isLoneRectangle
        }
        #expect(recognized([square(2.5, 3.25, 7)]))
        #expect(!recognized([square(2.5, 3.25, 7), square(12.5, 3.25, 4)]))
        #expect(!recognized([square(2.5, 3.25, 7, angle: 0.2)]))
    }
}

/// Winding number of `polygon` around `p` (crossing count with signs).
func winding(of p: Point, in polygon: [Point]) -> Int {
    var w = 0
    for i in polygon.indices {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        if a.y <= p.y && b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
        if a.y > p.y && b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 { w -= 1 }
    }
    return w
}
