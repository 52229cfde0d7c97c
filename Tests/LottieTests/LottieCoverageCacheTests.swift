import CPURaster
import Foundation
import Presentation
import Testing

/// Coverage and device polygons kept from frame to frame give the bytes a
/// sweep gives: every feature file, frame after frame through one renderer
/// (whose unchanged shapes reuse their polygons and replay their
/// coverage), against a renderer that flattens and sweeps every shape
/// every time.
@Suite struct LottieCoverageCacheTests {
    @Test(arguments: LottieFeatureGoldenTests.files)
    func keptCoverageDrawsTheSameBytes(_ file: String) throws {
        let feature = try FeatureFrames(file)
        let first = feature.first
        let last = min(first + 24, feature.end)
        let kept = CPURenderer()
        var swept = CPURenderer()
        swept.switches.cpuCoverageCache = false
        swept.switches.cpuPolygonCache = false
        // Twice through, the second time from the end: entries reused and
        // entries aged out both happen.
        let frames = Array(stride(from: first, through: last, by: 1)) + stride(from: last, through: first, by: -3)
        for frame in frames {
            let list = try feature.displayList(frame)
            #expect(try kept.render(list) == swept.render(list), "\(file) frame \(frame)")
        }
    }
}
