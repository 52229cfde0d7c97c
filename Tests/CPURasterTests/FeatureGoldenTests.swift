import CPURaster
import GoldenSupport
import Testing

/// Each feature scene rendered by the CPU backend matches its golden.
@Suite struct FeatureGoldenTests {
    @Test(arguments: FeatureScenes.all.map(\.name))
    func featureMatchesGolden(name: String) throws {
        let list = try #require(FeatureScenes.all.first { $0.name == name }).list
        let frame = try CPURenderer().render(list)
        try expectMatchesImageGolden(frame, named: name, in: FeatureScenes.goldenFolder, tolerance: .cpu)
    }
}
