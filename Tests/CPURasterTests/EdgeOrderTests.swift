import Geometry
import SeededRandom
import Testing
@testable import CPURaster
import Presentation

/// The scan converter's edge order decides the order of its float sums,
/// so its keyed sort must give exactly the stable sort by top it replaced.
@Suite struct EdgeOrderTests {
    /// Lists of one run of `sortRunLength` edges and of several merged
    /// runs are both met.
    @Test func keyedSortGivesTheStableSortByTop() {
        var random = SplitMix64(seed: 1365)
        var counts: [Int] = []
        for round in 0..<80 {
            let scan = ScanConverter()
            scan.reset(clip: PixelRect(x: 0, y: 0, width: 64, height: 64))
            for _ in 0..<(1 + round % 14) {
                // Points on a coarse grid, so many edges share a top.
                let count = 3 + Int(random.next() % 9)
                scan.addPolygon((0..<count).map { _ in
                    Point(Double(random.next() % 17) * 4, Double(random.next() % 9) * 8)
                })
            }
            counts.append(scan.edges.count)
            let stable = scan.edges.sorted { $0.y0 < $1.y0 }
            scan.sortEdgesByTop()
            let fields = { (e: ScanConverter.Edge) in [e.x0, e.y0, e.x1, e.y1, e.direction, Double(e.seq), Double(e.contour)] }
            #expect(scan.edges.map(fields) == stable.map(fields), "round \(round)")
        }
        #expect(counts.filter { $0 <= ScanConverter.sortRunLength }.count >= 10)
        #expect(counts.filter { $0 > 4 * ScanConverter.sortRunLength }.count >= 20)
    }
}
