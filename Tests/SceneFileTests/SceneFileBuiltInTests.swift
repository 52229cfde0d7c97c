import CPURaster
import Foundation
import GoldenSupport
import Layers
import Presentation
import SceneFile
import Scenes
import Testing

/// Every built-in scene survives export: the exported file reads back as a
/// scene that presents the same values and renders the same CPU frames,
/// byte for byte, at 0, 25, 50, 75 and 100 % of its loop.
@Suite struct SceneFileBuiltInTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func exportedSceneRendersIdentically(name: String) throws {
        let builtIn = try #require(BuiltInScenes.named(name)).make()
        let json = try exportedJSON(builtIn)
        let decoded = try decodeScene(json)
        #expect(decoded.name == builtIn.name && decoded.summary == builtIn.summary)
        #expect(decoded.size == builtIn.size && decoded.loopDuration == builtIn.loopDuration)
        #expect(decoded.loopStart == builtIn.loopStart && decoded.framesPerSecond == builtIn.framesPerSecond)
        for percent in [0, 25, 50, 75, 100] {  // as the scene goldens (ScenesTests)
            let t = builtIn.loopStart + builtIn.loopDuration * Double(percent) / 100
            let expected = try builtIn.presentation(at: t), actual = try decoded.presentation(at: t)
            #expect(actual.json == expected.json, "\(name) presents differently at \(t) s")
            let renderer = CPURenderer()
            let a = try renderer.render(expected.displayList(scale: 1)), b = try renderer.render(actual.displayList(scale: 1))
            #expect(a == b, "\(name) renders differently at \(t) s")
        }
    }

    /// A scene read back from its file and compiled once
    /// (`CompiledScene`) presents what the decoded scene presents, bit for
    /// bit, at seeded times over and around its loop.
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func decodedSceneCompilesToTheSameTimeline(name: String) throws {
        let decoded = try decodeScene(try exportedJSON(try #require(BuiltInScenes.named(name)).make()))
        let difference = CompiledSceneCheck.firstDifference(in: decoded, at: CompiledSceneCheck.times(of: decoded, count: 16))
        #expect(difference == nil, "\(name): \(difference ?? "")")
    }

    /// Export → read → export gives the same text: nothing is lost or
    /// changed by a round trip through the format.
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func exportIsStable(name: String) throws {
        let json = try exportedJSON(try #require(BuiltInScenes.named(name)).make())
        #expect(try exportedJSON(try decodeScene(json)) == json)
    }

    /// With images as files, the JSON names them by relative path and the
    /// scene reads back from its folder with the same pixels.
    @Test func imagesAsFilesReadBackFromTheSceneFolder() throws {
        let builtIn = try FuberScene.make()
        let export = try SceneFileEncoder(images: pngCodec, imageStorage: .files(baseName: "fuber-image")).encode(builtIn)
        #expect(export.imageFiles.map(\.name) == ["fuber-image-1.png"])
        #expect(export.json.contains("\"contents\": \"fuber-image-1.png\""))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in export.imageFiles {
            try Data(file.png).write(to: folder.appendingPathComponent(file.name))
        }
        let path = folder.appendingPathComponent("fuber.json").path
        try Data(export.json.utf8).write(to: URL(fileURLWithPath: path))
        let decoded = try SceneFileDecoder(images: pngCodec).decode(contentsOf: path)
        let t = 1.3
        let renderer = CPURenderer()
        #expect(try renderer.render(decoded.presentation(at: t).displayList(scale: 1))
                == renderer.render(builtIn.presentation(at: t).displayList(scale: 1)))
    }
}
