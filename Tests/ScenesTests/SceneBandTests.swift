import CPURaster
import GoldenSupport
import Presentation
import Scenes
import Testing

/// Every built-in scene drawn in 2, 3 and 7 bands (`CPURenderer.bands`)
/// has the bytes of the scene drawn whole, at three of the golden times
/// (0, 50 and 75 % of its loop), at the goldens' scale of 1.
@Suite struct SceneBandTests {
    /// Percentages of the loop checked: the start, and two times when the
    /// scenes are in motion (ripples, rotation, trims).
    static let percents = [0, 50, 75]

    @Test(arguments: BuiltInScenes.all.map(\.name))
    func bandsGiveTheWholeFrame(name: String) throws {
        let scene = try #require(BuiltInScenes.named(name)).make()
        for percent in Self.percents {
            let t = scene.loopStart + scene.loopDuration * Double(percent) / 100
            try expectSameBytesInBands(scene.presentation(at: t).displayList(scale: 1), "\(name) at \(percent) %")
        }
    }
}
