import Foundation
import Geometry
import Output
import SceneFile
import Scenes
import Testing

/// Each limit is enforced and named when exceeded, so a hostile file is
/// refused before it costs memory or time.
@Suite struct SceneFileLimitTests {
    static func limits(_ change: (inout SceneFileLimits) -> Void) -> SceneFileLimits {
        var l = SceneFileLimits.standard
        change(&l)
        return l
    }

    static let threeLayers = sceneJSON(root: "{\"sublayers\": [{\"sublayers\": [{}]}]}")

    @Test(arguments: [
        ("maximumFileBytes", limits { $0.maximumFileBytes = 20 }, threeLayers),
        ("maximumJSONDepth", limits { $0.maximumJSONDepth = 4 }, threeLayers),
        ("maximumCanvasSide", limits { $0.maximumCanvasSide = 15 }, threeLayers),
        ("maximumLayers", limits { $0.maximumLayers = 2 }, threeLayers),
        ("maximumLayerDepth", limits { $0.maximumLayerDepth = 2 }, threeLayers),
        ("maximumInstances", limits { $0.maximumInstances = 1 },
         sceneJSON(root: "{\"type\": \"instanced\", \"template\": {}, \"instances\": [{\"position\": [0, 0]}, {\"position\": [1, 1]}]}")),
        ("maximumAnimations", limits { $0.maximumAnimations = 1 },
         sceneJSON(root: "{\"animations\": [{\"type\": \"group\", \"animations\": [{\"type\": \"basic\", \"keyPath\": \"opacity\"}]}]}")),
        ("maximumGroupDepth", limits { $0.maximumGroupDepth = 1 },
         sceneJSON(root: "{\"animations\": [{\"type\": \"group\", \"animations\": [{\"type\": \"group\"}]}]}")),
        ("maximumPathElements", limits { $0.maximumPathElements = 2 },
         sceneJSON(root: "{\"type\": \"shape\", \"path\": [[\"M\", 0, 0], [\"L\", 1, 1], [\"Z\"]]}")),
        ("maximumTotalPathElements", limits { $0.maximumTotalPathElements = 3 },
         sceneJSON(root: "{\"type\": \"shape\", \"path\": [[\"M\", 0, 0], [\"L\", 1, 1]], \"sublayers\": [{\"type\": \"shape\", \"path\": [[\"M\", 0, 0], [\"L\", 1, 1]]}]}")),
        ("maximumTextLength", limits { $0.maximumTextLength = 3 }, sceneJSON(root: "{\"type\": \"text\", \"string\": \"four\"}")),
        ("maximumFontSize", limits { $0.maximumFontSize = 10 }, sceneJSON(root: "{\"type\": \"text\", \"fontSize\": 11}")),
    ])
    func exceededLimitIsNamed(name: String, limits: SceneFileLimits, json: String) throws {
        #expect(sceneFileError(json) == nil, "the file is fine under the standard limits")
        let error = try #require(sceneFileError(json, limits: limits))
        #expect(error.kind == .limit)
        #expect(error.description.contains("SceneFileLimits.\(name)"), "got: \(error.description)")
    }

    /// Images are measured from the PNG header, before decoding.
    @Test func imageLimitsAreCheckedBeforeDecoding() throws {
        let png = try PNGEncoder().encode(Bitmap(width: 3, height: 2))
        let json = sceneJSON(root: "{\"contents\": \"data:image/png;base64,\(Data(png).base64EncodedString())\"}")
        #expect(sceneFileError(json) == nil)
        let side = try #require(sceneFileError(json, limits: Self.limits { $0.maximumImageSide = 2 }))
        #expect(side.description.contains("is 3x2 pixels, more than 2 on a side (SceneFileLimits.maximumImageSide)"))
        let pixels = try #require(sceneFileError(json, limits: Self.limits { $0.maximumImagePixels = 5 }))
        #expect(pixels.description.contains("SceneFileLimits.maximumImagePixels"))
        let bytes = try #require(sceneFileError(json, limits: Self.limits { $0.maximumImageFileBytes = 10 }))
        #expect(bytes.description.contains("SceneFileLimits.maximumImageFileBytes"))
    }

    /// A file over the size limit is refused without reading it whole.
    @Test func oversizedFileIsRefusedByItsSize() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).json")
        try Data(Self.threeLayers.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let decoder = SceneFileDecoder(images: pngCodec, limits: Self.limits { $0.maximumFileBytes = 20 })
        #expect(throws: SceneFileError(.limit, "larger than 20 bytes (SceneFileLimits.maximumFileBytes)", file: url.path)) {
            try decoder.decode(contentsOf: url.path)
        }
    }

    /// A deeply nested file fails cleanly at the depth limit rather than
    /// exhausting the stack.
    @Test func deepNestingFailsCleanly() throws {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(sceneFileError(json))
        #expect(error.kind == .limit && error.description.contains("SceneFileLimits.maximumJSONDepth"))
    }
}
