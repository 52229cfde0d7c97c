import Foundation
import Geometry
import Paths
import Presentation
import SeededRandom
import Testing
@testable import CPURaster

/// The scan converter's incremental sorts (row pieces from the previous
/// row's order, strip pieces from the previous strip's, `sortsIncrementally`)
/// against sorting from scratch as before they existed: coverage must be
/// the same to the last bit, for shapes that take the exact sweep on many
/// rows (overlapping polygons, self-intersecting stars, thick strokes, the
/// Fuber logo's pie) under both fill rules.
@Suite struct IncrementalSortTests {
    /// Every coverage value of a `width` × `height` canvas, as handed over
    /// (Float bits, row by row), with the incremental sorts on or off.
    func coverage(_ polygons: [[Point]], rule: FillRule, width: Int, height: Int,
                  mode: ScanConverter.ExactRows, incremental: Bool) -> [Float] {
        let scan = ScanConverter()
        scan.exactRows = mode
        scan.sortsIncrementally = incremental
        scan.reset(clip: PixelRect(x: 0, y: 0, width: width, height: height))
        for polygon in polygons { scan.addPolygon(polygon) }
        var grid = [Float](repeating: -1, count: width * height)
        scan.rasterize(fillRule: rule) { y, x, count, values in
            for i in 0..<count { grid[y * width + x + i] = values[i] }
        }
        return grid
    }

    /// Both ways agree bit for bit in both modes that sweep and both rules.
    func expectSameBothWays(_ polygons: [[Point]], width: Int, height: Int, _ comment: Comment) {
        for mode in [ScanConverter.ExactRows.whereNeeded, .always] {
            for rule in [FillRule.nonZero, .evenOdd] {
                let fast = coverage(polygons, rule: rule, width: width, height: height, mode: mode, incremental: true)
                let plain = coverage(polygons, rule: rule, width: width, height: height, mode: mode, incremental: false)
                let same = zip(fast, plain).allSatisfy { $0.bitPattern == $1.bitPattern }
                #expect(same, "\(comment), \(mode), \(rule)")
            }
        }
    }

    func strokePolygons(_ path: Path, _ style: StrokeStyle, strokeEnd: Double = 1) -> [[Point]] {
        let item = StrokeItem(path: path, transform: .identity, style: style, strokeStart: 0, strokeEnd: strokeEnd,
                              paint: .solid(.white))
        return DevicePolygons.stroke(item, tolerance: CPURenderer.defaultTolerance)
    }

    /// The Fuber logo's pie: a circle of radius r/2 stroked r wide (its
    /// pieces' seams all meet at the center), at random centers, sizes and
    /// stroke ends, partly off the canvas.
    @Test(arguments: 0..<10) func piesMatchSortingFromScratch(seed: UInt64) {
        var random = SplitMix64(seed: 61_000 + seed)
        let radius = random.double(in: 3...40)
        let center = Point(random.double(in: 10...70), random.double(in: 8...60))
        var path = Path()
        path.addArc(center: center, radius: radius / 2, startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2,
                    clockwise: true)
        let joins: [LineJoin] = [.miter, .round, .bevel]
        let style = StrokeStyle(lineWidth: radius, lineJoin: joins[Int(seed % 3)])
        let polygons = strokePolygons(path, style, strokeEnd: random.double(in: 0.05...1))
        expectSameBothWays(polygons, width: 80, height: 68, "pie \(seed)")
    }

    /// Random polylines stroked wider than their segments are apart, with
    /// every join and cap: bands and wedges overlap everywhere.
    @Test(arguments: 0..<12) func thickStrokesMatchSortingFromScratch(seed: UInt64) {
        var random = SplitMix64(seed: 62_000 + seed)
        var path = Path()
        path.move(to: Point(random.double(in: -5...65), random.double(in: -5...50)))
        for _ in 0..<(2 + Int(random.next() % 9)) {
            if random.next() % 3 == 0 {
                path.quad(to: Point(random.double(in: -5...65), random.double(in: -5...50)),
                               control: Point(random.double(in: -5...65), random.double(in: -5...50)))
            } else {
                path.line(to: Point(random.double(in: -5...65), random.double(in: -5...50)))
            }
        }
        let joins: [LineJoin] = [.miter, .round, .bevel], caps: [LineCap] = [.butt, .round, .square]
        let style = StrokeStyle(lineWidth: random.double(in: 0.5...18), lineCap: caps[Int(random.next() % 3)],
                                lineJoin: joins[Int(random.next() % 3)])
        expectSameBothWays(strokePolygons(path, style), width: 60, height: 46, "stroke \(seed)")
    }

    /// Overlapping random polygons and {n/k} stars (many crossings per row,
    /// so orders change a lot from row to row and the incremental sorts
    /// hand over to the standard sort), some vertices on pixel lines.
    @Test(arguments: 0..<12) func polygonsAndStarsMatchSortingFromScratch(seed: UInt64) {
        var random = SplitMix64(seed: 63_000 + seed)
        func coordinate(_ range: ClosedRange<Double>) -> Double {
            let v = random.double(in: range)
            return random.next() % 4 == 0 ? (v * 4).rounded() / 4 : v
        }
        var polygons: [[Point]] = []
        for _ in 0..<(1 + Int(random.next() % 5)) {
            polygons.append((0..<(3 + Int(random.next() % 12))).map { _ in Point(coordinate(-4...52), coordinate(-4...40)) })
        }
        let n = 5 + Int(random.next() % 40), k = 2 + Int(random.next() % UInt64(max(1, (n - 1) / 2 - 1)))
        let center = Point(random.double(in: 10...38), random.double(in: 8...30)), radius = random.double(in: 4...30)
        polygons.append((0..<n).map { i in
            let angle = 2 * Double.pi * Double(i * k % n) / Double(n)
            return Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
        })
        // Coincident edges, whose pieces tie in every row (the tie-breaker
        // decides which cancel and which stay): the first polygon again,
        // reversed, and grown from its first vertex (edges along the same
        // lines from the same point, of other lengths).
        let base = polygons[0], hub = base[0]
        polygons.append(base)
        if seed % 2 == 0 { polygons.append(base.reversed()) }
        polygons.append(base.map { Point(hub.x + 1.5 * ($0.x - hub.x), hub.y + 1.5 * ($0.y - hub.y)) })
        expectSameBothWays(polygons, width: 48, height: 38, "polygons \(seed)")
    }

    /// The renderer's switch: a pie and a thick stroke drawn with the fast
    /// paths (incremental sorts included) and without give the same bytes.
    @Test func rendererSwitchKeepsTheBytes() throws {
        var pie = Path()
        pie.addArc(center: Point(40.3, 37.7), radius: 17.4, startAngle: -Double.pi / 2, endAngle: Double.pi,
                   clockwise: true)
        var zigzag = Path()
        zigzag.move(to: Point(3, 70)); zigzag.line(to: Point(30, 52)); zigzag.line(to: Point(41, 75))
        zigzag.line(to: Point(77, 49))
        let items: [DisplayItem] = [
            .stroke(StrokeItem(path: pie, transform: .identity, style: StrokeStyle(lineWidth: 34.8), strokeStart: 0,
                               strokeEnd: 1, paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.8)))),
            .stroke(StrokeItem(path: zigzag, transform: .identity, style: StrokeStyle(lineWidth: 13, lineJoin: .round),
                               strokeStart: 0, strokeEnd: 1, paint: .solid(Color(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.7)))),
        ]
        var general = CPURenderer()
        general.switches.cpuFastPaths = false
        let list = DisplayList(width: 80, height: 80, items: items)
        #expect(try CPURenderer().render(list) == general.render(list))
    }

    /// The sort itself: random data under a total order, sorted from
    /// random and nearly sorted starts with budgets from none (the standard
    /// sort at once) to ample, equals the standard library's result.
    @Test(arguments: 0..<8) func nearlySortedSortEqualsTheStandardSort(seed: UInt64) {
        var random = SplitMix64(seed: 64_000 + seed)
        for _ in 0..<40 {
            let count = Int(random.next() % 90)
            // Few distinct keys, so the tie-breaker decides often.
            var items = (0..<count).map { ScanConverter.StripEntry(key: Double(random.next() % 7) * 0.5, lane: $0) }
            items.shuffle(using: &random)
            let expected = items.sorted { ($0.key, $0.lane) < ($1.key, $1.lane) }
            for budget in [0, 3, count, 1 << 30] {
                var start = random.next() % 2 == 0 ? items : expected
                if !start.isEmpty && random.next() % 2 == 0 { start.swapAt(0, start.count - 1) }
                start.withUnsafeMutableBufferPointer { $0.sortNearlySorted(budget: budget, by: ScanConverter.precedes) }
                #expect(start.map(\.lane) == expected.map(\.lane), "count \(count), budget \(budget)")
            }
        }
    }
}
