import Foundation
import Geometry
import Layers
import Output
import SceneFile
import Testing

/// `contents` paths lead inside the scene file's folder or
/// `SceneFileDecoder.assetFolders`, after links (issue 36, D7).
@Suite struct SceneFileAssetFolderTests {
    /// A scene folder and a sibling folder holding `tile.png` (2×2).
    static func folders() throws -> (scene: URL, other: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scene-assets-\(UUID().uuidString)")
        let scene = root.appendingPathComponent("scene"), other = root.appendingPathComponent("other")
        for url in [scene, other] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let tile = Bitmap(width: 2, height: 2, pixels: Array(repeating: 255, count: 16))
        try Data(try PNGEncoder().encode(tile)).write(to: other.appendingPathComponent("tile.png"))
        return (scene, other)
    }

    static func json(_ contents: String) -> String {
        "{\"size\": [4, 4], \"loopDuration\": 1, \"root\": {\"bounds\": [0, 0, 4, 4], \"contents\": \"\(contents)\"}}"
    }

    /// The same PNG by an absolute path, by `..`, and through a link in
    /// the scene's folder: refused alike; trusted, read.
    @Test func outsideTheFolderNeedsTrust() throws {
        let (scene, other) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: scene.deletingLastPathComponent()) }
        try FileManager.default.createSymbolicLink(atPath: scene.appendingPathComponent("via-link.png").path,
                                                   withDestinationPath: other.appendingPathComponent("tile.png").path)
        for reference in [other.appendingPathComponent("tile.png").path, "../other/tile.png", "via-link.png",
                          "./../other/../other/tile.png"] {
            var decoder = SceneFileDecoder(images: pngCodec)
            do {
                _ = try decoder.decode(Array(Self.json(reference).utf8), file: "s.json", folder: scene)
                Issue.record("\(reference) was read")
            } catch let error as SceneFileError {
                #expect(error.description.contains("root.contents: image \"\(reference)\" is outside the document's folder"),
                        "\(error)")
            }
            decoder.assetFolders = [other]
            let read = try decoder.decode(Array(Self.json(reference).utf8), file: "s.json", folder: scene)
            #expect(read.root.contents?.width == 2)
        }
    }

    /// Without a folder (bytes from stdin) nothing is read until a folder
    /// is trusted; a file missing inside a folder still says so.
    @Test func noFolderReadsOnlyTrustedFolders() throws {
        let (scene, other) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: scene.deletingLastPathComponent()) }
        let path = other.appendingPathComponent("tile.png").path
        let refused = sceneFileError(Self.json(path))
        #expect(refused?.description.contains("is outside the --assets folders") == true, "\(String(describing: refused))")
        var decoder = SceneFileDecoder(images: pngCodec)
        decoder.assetFolders = [other]
        #expect(try decoder.decode(Array(Self.json(path).utf8)).root.contents != nil)
        let missing = sceneFileError(Self.json("gone/tile.png"), folder: scene)
        #expect(missing?.description.contains("no such file") == true, "\(String(describing: missing))")
    }
}
