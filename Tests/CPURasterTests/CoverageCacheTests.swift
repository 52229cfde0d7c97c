import Foundation
import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// The coverage cache keeps what the last frames drew and no more, and
/// its replays draw what sweeps draw, on bands and threads too.
@Suite struct CoverageCacheTests {
    /// A star of `points` points at `center`, as a display list.
    func star(at center: Point, points: Int = 7) -> DisplayItem {
        var path = Path()
        for i in 0..<(2 * points) {
            let angle = Double(i) * Double.pi / Double(points)
            let radius = i % 2 == 0 ? 30.0 : 12.0
            path.line(to: Point(center.x + radius * cos(angle), center.y + radius * sin(angle)))
        }
        path.close()
        return .fill(FillItem(path: path, transform: .identity, fillRule: .evenOdd,
                              paint: .solid(Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8))))
    }

    @Test func replaysDrawWhatSweepsDrawOnBandsAndThreads() throws {
        var kept = CPURenderer(bands: 5, threads: 2)
        var swept = CPURenderer(bands: 5, threads: 2)
        swept.switches.cpuCoverageCache = false
        kept.tolerance = 0.1
        for k in 0..<12 {
            // The first star holds still; the second moves every other frame.
            let list = DisplayList(width: 120, height: 90, items: [
                star(at: Point(40.3, 41.7)), star(at: Point(70 + Double(k / 2) * 1.37, 50), points: 9),
            ])
            #expect(try kept.render(list) == swept.render(list), "frame \(k)")
        }
    }

    /// A shape with more coverage values than an entry may hold is drawn
    /// as always but not kept; a small one beside it is.
    @Test func anOversizedShapeIsNotKept() throws {
        var octagon = Path()
        for i in 0..<8 {
            let angle = Double(i) * Double.pi / 4
            octagon.line(to: Point(700 + 690 * cos(angle), 600 + 590 * sin(angle)))
        }
        octagon.close()
        let big = DisplayItem.fill(FillItem(path: octagon, transform: .identity, fillRule: .nonZero,
                                            paint: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5))))
        let renderer = CPURenderer(bands: 1)
        let list = DisplayList(width: 1400, height: 1200, items: [big, star(at: Point(40, 40))])
        let first = try renderer.render(list)
        #expect(renderer.coverageCache.count == 0, "seen once: swept, not kept")
        #expect(try renderer.render(list) == first)
        #expect(renderer.coverageCache.count == 1)
        var swept = CPURenderer(bands: 1)
        swept.switches.cpuCoverageCache = false
        #expect(try renderer.render(list) == first)
        #expect(try swept.render(list) == first)
    }

    /// A shape is kept from its second frame: one that moves every frame
    /// is never kept; one that holds still is kept once seen twice, and
    /// then replayed.
    @Test func onlyShapesSeenInAnEarlierFrameAreKept() throws {
        let renderer = CPURenderer(bands: 1)
        var swept = CPURenderer(bands: 1)
        swept.switches.cpuCoverageCache = false
        for k in 0..<6 {
            let list = DisplayList(width: 120, height: 90, items: [star(at: Point(20 + Double(k) * 3.1, 40))])
            #expect(try renderer.render(list) == swept.render(list))
            #expect(renderer.coverageCache.count == 0, "moving, frame \(k)")
        }
        let still = DisplayList(width: 120, height: 90, items: [star(at: Point(40.3, 41.7))])
        let cache = renderer.coverageCache
        let first = try renderer.render(still)
        #expect(cache.count == 0)
        #expect(try renderer.render(still) == first)
        #expect(cache.count == 1, "seen in the frame before: kept")
        #expect(try renderer.render(still) == first)
        #expect(cache.count == 1)
    }

    /// A key's hash is worked out once from all it depends on: the same
    /// shape gives an equal key, and a change in one coordinate's last
    /// bit, a polygon's split, the fill rule, the clip or the rows gives
    /// an unequal one, found or not found as such in a dictionary.
    @Test func keysTellEveryChangeApart() {
        let clip = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let points = [Point(1, 1), Point(9, 1), Point(9, 9), Point(1, 9), Point(5, 5)]
        let key = CoverageCache.Key([points], rule: .nonZero, clip: clip, rows: 0..<10)
        var nudged = points
        nudged[2].y = nudged[2].y.nextUp
        let others = [
            CoverageCache.Key([nudged], rule: .nonZero, clip: clip, rows: 0..<10),
            CoverageCache.Key([Array(points[..<3]), Array(points[3...])], rule: .nonZero, clip: clip, rows: 0..<10),
            CoverageCache.Key([points], rule: .evenOdd, clip: clip, rows: 0..<10),
            CoverageCache.Key([points], rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: 10, height: 11), rows: 0..<10),
            CoverageCache.Key([points], rule: .nonZero, clip: clip, rows: 0..<9),
        ]
        let same = CoverageCache.Key([points], rule: .nonZero, clip: clip, rows: 0..<10)
        #expect(same == key && same.hashValue == key.hashValue)
        var table = [key: 0]
        for (i, other) in others.enumerated() {
            #expect(other != key, "change \(i)")
            #expect(other.hashValue != key.hashValue, "change \(i)")
            table[other] = i + 1
        }
        #expect(table.count == 6 && table[same] == 0)
    }

    @Test func entriesUnusedForTwoFramesAreDropped() throws {
        let cache = CoverageCache()
        let square = [[Point(1, 1), Point(9, 1), Point(9, 9), Point(1, 9), Point(1, 1), Point(5, 1), Point(9, 5), Point(5, 9)]]
        let key = CoverageCache.Key(square, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: 10, height: 10), rows: 0..<10)
        cache.beginFrame()
        var spans = CoverageCache.Spans()
        var values: [Float] = [0.5, 1]
        spans.record(y: 3, x: 2, count: 2, coverage: &values)
        cache.keep(spans, for: key)
        #expect(cache.count == 1)
        cache.beginFrame()
        cache.beginFrame()
        #expect(cache.spans(for: key)?.values == [0.5, 1], "used two frames later: kept")
        cache.beginFrame()
        cache.beginFrame()
        #expect(cache.count == 1, "last used two frames ago: still kept")
        cache.beginFrame()
        #expect(cache.count == 0, "unused for three frames: dropped")
    }
}
