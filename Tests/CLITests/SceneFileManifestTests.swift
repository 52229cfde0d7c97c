import FlipbookCLI
import Foundation
import Testing

/// Renders of scene files record the file's SHA-256, so resuming after the
/// file changed renders everything again instead of keeping stale frames.
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
        let manifest = try String(contentsOfFile: frames + "/manifest.json", encoding: .utf8)
        #expect(manifest.range(of: "\"sceneFile\" *: *\"[0-9a-f]{64}\"", options: .regularExpression) != nil, "\(manifest)")

        let same = flipbook(args + ["--resume"])
        #expect(same.err.contains("kept 3 intact frames"), "\(same.err)")

        // Same scene, different file bytes (a space before the end).
        try (export.out + " ").write(toFile: file, atomically: true, encoding: .utf8)
        let edited = flipbook(args + ["--resume"])
        #expect(edited.status == 0, "\(edited.err)")
        #expect(!edited.err.contains("kept 3 intact frames"), "\(edited.err)")
    }
}
