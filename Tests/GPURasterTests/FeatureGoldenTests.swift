import CPURaster
import GoldenSupport
@testable import GPURaster
import Testing

extension GPURasterTests {
    /// The feature scenes whose CPU renders are the shared goldens
    /// (Tests/GoldenSupport/Features; CPURasterTests holds the CPU to them
    /// within 1 level): the GPU render of each matches the CPU render
    /// within the declared `GPUTolerance`.
    @Suite struct FeatureGoldens {
        @Test(arguments: FeatureScenes.all.map(\.name))
        func gpuMatchesTheCPUOnEveryFeatureScene(name: String) throws {
            let list = try #require(FeatureScenes.all.first { $0.name == name }).list
            let cpu = try CPURenderer().render(list)
            let gpu = try sharedRenderer.get().render(list)
            let edge = try CPUReference.edgeMask(of: list)
            let (comparison, report) = CPUReference.compare(gpu: gpu, cpu: cpu, edge: edge, name: "feature-" + name)
            #expect(comparison.isWithinTolerance, "\(name): \(comparison); report: \(report ?? "none")")
        }
    }
}
