import CPURaster
import GoldenSupport
import Layers
import Presentation
import Scenes
import Testing

extension GPURasterTests {
    /// Every built-in scene at 0, 25, 50, 75 and 100 % of its loop, at
    /// scale 1 (the scene goldens' frames): the GPU render matches the CPU
    /// render, the reference the CPU goldens hold, within the declared
    /// `GPUTolerance`.
    @Suite struct SceneGoldens {
        static let percents = [0, 25, 50, 75, 100]

        @Test(arguments: BuiltInScenes.all.map(\.name))
        func gpuMatchesTheCPUOnEveryScene(name: String) throws {
            let scene = try #require(BuiltInScenes.named(name)).make()
            for percent in Self.percents {
                let t = scene.loopStart + scene.loopDuration * Double(percent) / 100
                let list = try scene.presentation(at: t).displayList(scale: 1)
                let cpu = try CPURenderer().render(list)
                let gpu = try sharedRenderer.get().render(list)
                let edge = try CPUReference.edgeMask(of: list)
                let label = "scene-\(name)-\(percent)"
                let (comparison, report) = CPUReference.compare(gpu: gpu, cpu: cpu, edge: edge, name: label)
                #expect(comparison.isWithinTolerance, "\(label): \(comparison); report: \(report ?? "none")")
            }
        }
    }
}
