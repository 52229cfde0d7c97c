import FlipbookCLI
import Foundation
import Output
import TestFolders
import Testing

/// Renders of scene files record the SHA-256 of the file and of the images
/// it references, so resuming after either changed is refused as a plain
/// render is (exit 2 naming `sceneFile`) instead of keeping stale frames;
/// stdin scenes are hashed too.
@Suite struct SceneFileManifestTests {
    @Test func editedSceneFileIsNotTrustedOnResume() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("eq.json").path
        let export = flipbook("export", "equalizer")
        #expect(export.status == 0)
        try export.out.write(toFile: file, atomically: true, encoding: .utf8)
        let frames = folder.appendingPathComponent("frames").path
        let args = ["render", file, "--frames", "0..<3", "--scale", "0.25", "--backend", "cpu", "--out", frames]
        #expect(flipbook(args).status == 0)
        let manifest = try String(contentsOfFile: frames + "/equalizer.manifest.json", encoding: .utf8)
        #expect(manifest.range(of: "\"sceneFile\" *: *\"[0-9a-f]{64}\"", options: .regularExpression) != nil, "\(manifest)")

        let same = flipbook(args + ["--resume"])
        #expect(same.err.contains("kept 3 intact frames"), "\(same.err)")

        // Same scene, different file bytes (a space before the end).
        try (export.out + " ").write(toFile: file, atomically: true, encoding: .utf8)
        let edited = flipbook(args + ["--resume"])
        #expect(edited.status == 2, "\(edited.err)")
        #expect(edited.err.contains("sceneFile"), "\(edited.err)")
        #expect(!edited.err.contains("kept 3 intact frames"), "\(edited.err)")
    }

    @Test func editedReferencedImageIsNotTrustedOnResume() throws {
        let folder = try temporaryFolder()
        let scenes = folder.appendingPathComponent("scene").path
        #expect(flipbook("export", "fuber", "--out", scenes).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: scenes)
        let image = try #require(names.sorted().first { $0.hasSuffix(".png") }, "\(names)")
        let file = scenes + "/fuber.json"
        let frames = folder.appendingPathComponent("frames").path
        let args = ["render", file, "--frames", "0..<2", "--scale", "0.1", "--backend", "cpu", "--out", frames]
        #expect(flipbook(args).status == 0)
        #expect(flipbook(args + ["--resume"]).err.contains("kept 2 intact frames"))

        // The JSON is untouched; one texel of the referenced PNG changes.
        let path = scenes + "/" + image
        var bitmap = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        bitmap.pixels[0...3] = bitmap.pixels[0] == 255 ? [0, 0, 0, 255] : [255, 255, 255, 255]
        try Data(try PNGEncoder().encode(bitmap)).write(to: URL(fileURLWithPath: path))
        let edited = flipbook(args + ["--resume"])
        #expect(edited.status == 2, "\(edited.err)")
        #expect(edited.err.contains("sceneFile"), "\(edited.err)")
        #expect(!edited.err.contains("kept 2 intact frames"), "\(edited.err)")
    }

    @Test func standardInputScenesAreHashed() throws {
        let folder = try temporaryFolder()
        let export = flipbook("export", "equalizer")
        let frames = folder.appendingPathComponent("frames").path
        let args = ["render", "-", "--frames", "0..<2", "--scale", "0.25", "--backend", "cpu", "--out", frames]
        let first = try runProcess(args, input: Data(export.out.utf8))
        #expect(first.status == 0, "\(first.err)")
        let manifest = try String(contentsOfFile: frames + "/equalizer.manifest.json", encoding: .utf8)
        #expect(manifest.range(of: "\"sceneFile\" *: *\"[0-9a-f]{64}\"", options: .regularExpression) != nil, "\(manifest)")

        let same = try runProcess(args + ["--resume"], input: Data(export.out.utf8))
        #expect(same.err.contains("kept 2 intact frames"), "\(same.err)")
        let edited = try runProcess(args + ["--resume"], input: Data((export.out + " ").utf8))
        #expect(edited.status == 2, "\(edited.err)")
        #expect(edited.err.contains("sceneFile"), "\(edited.err)")
        #expect(!edited.err.contains("kept 2 intact frames"), "\(edited.err)")
    }
}
