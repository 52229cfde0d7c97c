import Geometry
import SeededRandom
import Testing
@testable import CPURaster
import Presentation

/// The scan converter's edge order decides the order of its float sums,
/// so its keyed sort must give exactly the stable sort by top it replaced.
@Suite struct EdgeOrderTests {
    @Test func keyedSortGivesTheStableSortByTop() {
        var random = SplitMix64(seed: 1365)
        for round in 0..<60 {
            let scan = ScanConverter()
            scan.reset(clip: PixelRect(x: 0, y: 0, width: 64, height: 64))
            for _ in 0..<(1 + round % 7) {
                // Points on a coarse grid, so many edges share a top.
                let count = 3 + Int(random.next() % 9)
                scan.addPolygon((0..<count).map { _ in
                    Point(Double(random.next() % 17) * 4, Double(random.next() % 9) * 8)
                })
            }
            let stable = scan.edges.sorted { $0.y0 < $1.y0 }
            scan.sortEdgesByTop()
            let fields = { (e: ScanConverter.Edge) in [e.x0, e.y0, e.x1, e.y1, e.direction, Double(e.seq), Double(e.contour)] }
            #expect(scan.edges.map(fields) == stable.map(fields), "round \(round)")
        }
    }
}
