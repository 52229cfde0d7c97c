import CPURaster
import Foundation
import Presentation
import Testing

/// Coverage kept from frame to frame gives the bytes a sweep gives: every
/// feature file, frame after frame through one renderer (whose unchanged
/// shapes replay their coverage), against a renderer that sweeps every
/// shape every time.
@Suite struct LottieCoverageCacheTests {
    @Test(arguments: LottieFeatureGoldenTests.files)
    func keptCoverageDrawsTheSameBytes(_ file: String) throws {
        let scene = try LottieFeatureGoldenTests.scene(of: file)
        let compiled = CompiledScene(scene)
        let fps = scene.framesPerSecond
        let first = (scene.loopStart * fps).rounded(.down)
        let last = min(first + 24, ((scene.loopStart + scene.loopDuration) * fps).rounded(.up))
        let kept = CPURenderer()
        var swept = CPURenderer()
        swept.switches.cpuCoverageCache = false
        // Twice through, the second time from the end: entries reused and
        // entries aged out both happen.
        let frames = Array(stride(from: first, through: last, by: 1)) + stride(from: last, through: first, by: -3)
        for frame in frames {
            let list = try compiled.presentation(at: frame / fps, drawnOnly: true).displayList(scale: 1)
            #expect(try kept.render(list) == swept.render(list), "\(file) frame \(frame)")
        }
    }
}
