import CPURaster
import Foundation
import Geometry
import Layers
import Paths
import Presentation
import SceneFile
import Scenes
import Testing
import Timeline

/// SceneFile.schema.json documents exactly what the reader accepts and the
/// writer writes: its keys, its enums, its example.
@Suite struct SceneFileSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SceneFile/SceneFile.schema.json")

    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    }

    /// Every name under a "properties" object anywhere in `json`.
    static func propertyNames(_ json: Any) -> Set<String> {
        var names: Set<String> = []
        if let object = json as? [String: Any] {
            if let properties = object["properties"] as? [String: Any] { names.formUnion(properties.keys) }
            for value in object.values { names.formUnion(propertyNames(value)) }
        } else if let array = json as? [Any] {
            for value in array { names.formUnion(propertyNames(value)) }
        }
        return names
    }

    /// Every object key anywhere in `json`.
    static func objectKeys(_ json: Any) -> Set<String> {
        if let object = json as? [String: Any] {
            return object.reduce(into: Set(object.keys)) { $0.formUnion(objectKeys($1.value)) }
        }
        return (json as? [Any])?.reduce(into: Set<String>()) { $0.formUnion(objectKeys($1)) } ?? []
    }

    /// The keys the exported scenes use are the schema's, and the schema
    /// has no key that is neither exported nor a documented convenience
    /// (the SwiftUI and UIKit spring forms, `$schema`).
    @Test func schemaKeysMatchWhatIsWritten() throws {
        let schemaKeys = Self.propertyNames(try Self.schema())
        var exported: Set<String> = []
        for scene in try BuiltInScenes.all.map({ try $0.make() }) + [SceneFileRoundTripTests.everythingScene()] {
            let json = try JSONSerialization.jsonObject(with: Data(try exportedJSON(scene).utf8))
            exported.formUnion(Self.objectKeys(json))
        }
        #expect(exported.subtracting(schemaKeys).isEmpty, "not in the schema: \(exported.subtracting(schemaKeys).sorted())")
        let conveniences: Set<String> = ["$schema", "response", "dampingFraction", "dampingRatio"]
        #expect(schemaKeys.subtracting(exported) == conveniences, "\(schemaKeys.subtracting(exported).sorted())")
    }

    /// The schema's enums list the model's cases.
    @Test func schemaEnumsMatchTheModel() throws {
        let defs = try #require(try Self.schema()["$defs"] as? [String: Any])
        func enumeration(_ def: String, _ property: String) -> [String]? {
            let properties = (defs[def] as? [String: Any])?["properties"] as? [String: Any]
            return (properties?[property] as? [String: Any])?["enum"] as? [String]
        }
        #expect(enumeration("layer", "contentsGravity") == ContentsGravity.allCases.map(\.rawValue))
        #expect(enumeration("mediaTiming", "fillMode") == FillMode.allCases.map(\.rawValue))
        #expect(enumeration("keyframeProperties", "calculationMode") == CalculationMode.allCases.map(\.rawValue))
        #expect(enumeration("shapeProperties", "lineCap") == LineCap.allCases.map(\.rawValue))
        #expect(enumeration("shapeProperties", "lineJoin") == LineJoin.allCases.map(\.rawValue))
        #expect(enumeration("shapeProperties", "fillRule") == FillRule.allCases.map(\.rawValue))
        #expect(enumeration("layer", "type") == ["layer", "shape", "gradient", "text", "instanced"])
        #expect(enumeration("animation", "type") == ["basic", "keyframe", "spring", "group"])
    }

    /// The hand-written example (hex colors, named and custom curves, an
    /// image by relative path, text, both convenience spring forms) reads
    /// and renders through its loop.
    @Test func handWrittenExampleRenders() throws {
        let path = sceneFileData.appendingPathComponent("example.json").path
        let scene = try SceneFileDecoder(images: pngCodec).decode(contentsOf: path)
        #expect(scene.name == "example" && scene.framesPerSecond == 30)
        let dot = try #require(scene.root.sublayers.first { $0.name == "dot" })
        #expect(dot.contents?.width == 8 && dot.contents?.height == 8)
        let label = try #require(scene.root.sublayers.last as? TextLayer)
        #expect(label.glyphs?.isEmpty == false)
        var frames: Set<Bitmap> = []
        for t in stride(from: 0.0, through: 2, by: 0.25) {
            frames.insert(try CPURenderer().render(scene.presentation(at: t).displayList(scale: 1)))
        }
        #expect(frames.count > 4, "the example animates")
    }
}
