import Foundation
import Geometry
import Layers

/// A scene written as a scene file: the JSON text and the PNG files it
/// refers to (none when images are embedded).
public struct SceneFileExport: Sendable {
    /// The scene file, pretty-printed UTF-8 JSON ending in a newline.
    public var json: String
    /// Images to write next to the JSON file, by the file name the JSON
    /// uses (relative to the JSON file's folder).
    public var imageFiles: [(name: String, png: [UInt8])]
}

/// Writes a `Scene` as a scene file (the format `SceneFileDecoder` reads
/// and `SceneFile.schema.json` specifies). Properties at their defaults
/// are left out; numbers are written in their shortest exact form, so
/// decoding the file gives back the same doubles, and rendering it the
/// same pixels.
///
/// Text layers are written as text (string, font, size); their outlines
/// (`glyphs`) are written too only when they differ from what laying the
/// text out again gives (a scene that moved them after layout).
public struct SceneFileEncoder: Sendable {
    /// Where layer contents go.
    public enum ImageStorage: Sendable, Equatable {
        /// Inside the JSON as `data:image/png;base64,` URIs: one
        /// self-contained file, e.g. for stdout.
        case embedded
        /// As PNG files `<baseName>-<n>.png` (n from 1, one per distinct
        /// image) next to the JSON, which names them by relative path.
        case files(baseName: String)
    }

    /// Encodes layer contents as PNG.
    public var images: SceneFileImageCodec
    /// Default: `.embedded`.
    public var imageStorage: ImageStorage

    /// An encoder; `imageStorage` defaults to `.embedded`.
    public init(images: SceneFileImageCodec, imageStorage: ImageStorage = .embedded) {
        self.images = images
        self.imageStorage = imageStorage
    }

    /// The scene as a scene file.
    /// - Throws: `SceneFileError` when the scene holds what the format
    ///   cannot (a non-finite number other than an infinite repeatCount, a
    ///   layer tree deeper than the standard limit, an image the codec
    ///   cannot encode).
    public func encode(_ scene: Scene) throws -> SceneFileExport {
        let encoding = SceneFileEncoding(encoder: self)
        var members: [(String, SceneFileJSON)] = [
            ("flipbook", .number(Double(SceneFileDecoder.formatVersion))),
            ("name", .string(scene.name)),
        ]
        if !scene.summary.isEmpty { members.append(("summary", .string(scene.summary))) }
        members.append(("size", try encoding.numbers([scene.size.width, scene.size.height], "size")))
        members.append(("loopDuration", try encoding.number(scene.loopDuration, "loopDuration")))
        if scene.loopStart != 0 { members.append(("loopStart", try encoding.number(scene.loopStart, "loopStart"))) }
        if scene.framesPerSecond != 60 {
            members.append(("framesPerSecond", try encoding.number(scene.framesPerSecond, "framesPerSecond")))
        }
        members.append(("root", try encoding.layer(scene.root, location: "root", depth: 1)))
        return SceneFileExport(json: SceneFileJSON.object(members).text, imageFiles: encoding.files)
    }
}

/// The state of writing one scene: images already stored, by bitmap.
final class SceneFileEncoding {
    let encoder: SceneFileEncoder
    private var stored: [Bitmap: String] = [:]
    private(set) var files: [(name: String, png: [UInt8])] = []

    init(encoder: SceneFileEncoder) { self.encoder = encoder }

    /// A finite number, or an error naming `location`.
    func number(_ v: Double, _ location: String) throws -> SceneFileJSON {
        guard v.isFinite else { throw SceneFileError(.invalid, "cannot export a non-finite number (\(v))", location: location) }
        return .number(v)
    }

    func numbers(_ vs: [Double], _ location: String) throws -> SceneFileJSON {
        .array(try vs.map { try number($0, location) })
    }

    /// The `contents` string for `bitmap`: each distinct image is encoded
    /// once.
    func image(_ bitmap: Bitmap, _ location: String) throws -> SceneFileJSON {
        if let reference = stored[bitmap] { return .string(reference) }
        let png: [UInt8]
        do {
            png = try encoder.images.encodePNG(bitmap)
        } catch {
            throw SceneFileError(.invalid, "cannot encode the image as PNG: \(error)", location: location)
        }
        let reference: String
        switch encoder.imageStorage {
        case .embedded:
            reference = SceneFileImageReference.dataURI(png)
        case .files(let baseName):
            reference = "\(baseName)-\(files.count + 1).png"
            files.append((reference, png))
        }
        stored[bitmap] = reference
        return .string(reference)
    }
}
