import CPURaster
import Foundation
import GoldenSupport
import Layers
import Presentation
import Scenes
import Testing

/// Every built-in scene rendered on the CPU at 0, 25, 50, 75 and 100 % of
/// its loop, at scale 1 to keep goldens small, within `ImageTolerance.cpu`.
@Suite struct SceneImageGoldenTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func framesMatchGoldens(name: String) throws {
        let scene = try #require(BuiltInScenes.named(name)).make()
        for percent in SceneDumpGoldenTests.fractions {
            let t = scene.loopStart + scene.loopDuration * Double(percent) / 100
            let frame = try CPURenderer().render(scene.presentation(at: t).displayList(scale: 1))
            try expectMatchesImageGolden(frame, named: "\(name)-\(String(format: "%03d", percent))", in: goldenFolder,
                                         tolerance: .cpu)
        }
    }
}

@Suite struct ImageGoldenComparisonTests {
    /// The comparison must catch a real defect: a bar moved by one pixel.
    @Test func aShiftedBarFailsAndWritesATriptych() throws {
        let scene = try EqualizerScene.make()
        var frame = try CPURenderer().render(scene.presentation(at: 0).displayList(scale: 1))
        // Bar 0 covers x 130…133, y 404…414 at t = 0; paint one more column white.
        for y in 404..<414 {
            let i = (y * frame.width + 133) * 4
            frame.pixels.replaceSubrange(i..<(i + 4), with: [255, 255, 255, 255])
        }
        // Compare in a scratch copy of the golden folder, so that neither a
        // failure image nor RECORD_GOLDENS=1 touches the real goldens.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("golden-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: goldenFolder.appendingPathComponent("equalizer-000.png"),
                                         to: scratch.appendingPathComponent("equalizer-000.png"))
        guard ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != "1" else { return }
        withKnownIssue {
            try expectMatchesImageGolden(frame, named: "equalizer-000", in: scratch, tolerance: .cpu)
        }
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("equalizer-000.failure.png").path))
    }
}
