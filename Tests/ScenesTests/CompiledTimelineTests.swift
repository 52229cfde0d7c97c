import GoldenSupport
import Presentation
import Scenes
import Testing

/// Every built-in scene, compiled once (`CompiledScene`), presents what
/// the scene presents, bit for bit, at seeded times over and around its
/// loop.
@Suite struct CompiledTimelineTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func compiledSceneMatchesTheScene(name: String) throws {
        let scene = try #require(BuiltInScenes.named(name)).make()
        let difference = CompiledSceneCheck.firstDifference(in: scene, at: CompiledSceneCheck.times(of: scene, count: 24))
        #expect(difference == nil, "\(name): \(difference ?? "")")
    }
}
