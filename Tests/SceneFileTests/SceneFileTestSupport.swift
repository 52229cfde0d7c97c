import Foundation
import Geometry
import Layers
import Output
import SceneFile
import Scenes

/// PNG through Output, as the command line passes it to the scene file
/// reader and writer.
let pngCodec = SceneFileImageCodec(decodePNG: { try PNGDecoder.decode($0) },
                                   encodePNG: { try PNGEncoder().encode($0) })

/// The folder of hand-written scene files used by the tests.
let sceneFileData = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SceneFileData")

/// The scene `json` describes, read with `limits`.
func decodeScene(_ json: String, limits: SceneFileLimits = .standard, folder: URL? = nil) throws -> Scene {
    try SceneFileDecoder(images: pngCodec, limits: limits).decode(Array(json.utf8), file: "test.json", folder: folder)
}

/// The error reading `json` gives, or nil when it reads.
func sceneFileError(_ json: String, limits: SceneFileLimits = .standard, folder: URL? = nil) -> SceneFileError? {
    do {
        _ = try decodeScene(json, limits: limits, folder: folder)
        return nil
    } catch let error as SceneFileError {
        return error
    } catch {
        return SceneFileError(.invalid, "not a SceneFileError: \(error)")
    }
}

/// `scene` written with embedded images.
func exportedJSON(_ scene: Scene) throws -> String {
    try SceneFileEncoder(images: pngCodec).encode(scene).json
}

/// A minimal scene file around one root layer object (JSON text).
func sceneJSON(root: String, extra: String = "") -> String {
    "{\"size\": [20, 10], \"loopDuration\": 1\(extra), \"root\": \(root)}"
}
