import Foundation
import GoldenSupport
import Layers
import Presentation
import Scenes
import Testing

/// Every built-in scene's display list at 0, 25, 50, 75 and 100 % of its
/// loop, as text: timing bugs fail here without pixels.
@Suite struct SceneDumpGoldenTests {
    static let fractions = [0, 25, 50, 75, 100]

    @Test(arguments: BuiltInScenes.all.map(\.name))
    func displayListsMatchGoldens(name: String) throws {
        let scene = try #require(BuiltInScenes.named(name)).make()
        for percent in Self.fractions {
            let t = scene.loopStart + scene.loopDuration * Double(percent) / 100
            let dump = try scene.presentation(at: t).displayList(scale: 2).textDump
            try expectMatchesTextGolden(dump, named: "\(name)-\(String(format: "%03d", percent)).displaylist.txt",
                                        in: goldenFolder)
        }
    }
}

/// Tests/ScenesTests/Goldens
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
