import Foundation
import Geometry
import Layers
import Presentation

/// Reads scene files: JSON documents that describe a `Scene` (canvas, loop,
/// layer tree, animations) in the vocabulary `flipbook inspect --json`
/// prints. The format is specified by `SceneFile.schema.json` next to this
/// file; `SceneFileEncoder` writes it.
///
/// Every problem is a `SceneFileError`: syntax errors with line and column,
/// semantic ones with the JSON location of the value
/// (`root.sublayers[3].animations[0].keyTimes`), limits (`SceneFileLimits`)
/// named. Nothing is half-read: a scene comes back whole or not at all.
public struct SceneFileDecoder: Sendable {
    /// The format version this decoder reads (the optional top-level
    /// `"flipbook"` member).
    public static let formatVersion = 1

    /// Bounds on what a file may ask for. Default: `.standard`.
    public var limits: SceneFileLimits
    /// Decodes PNG images; nil refuses files with images.
    public var images: SceneFileImageCodec?
    /// Folders besides the document's own from which image files may be
    /// read (`flipbook --assets DIR`); a path leading anywhere else, after
    /// symbolic links, is refused (`SceneFileAssetFolders`). Default: none.
    public var assetFolders: [URL] = []

    /// A decoder; `limits` defaults to `.standard`.
    public init(images: SceneFileImageCodec?, limits: SceneFileLimits = .standard) {
        self.images = images
        self.limits = limits
    }

    /// The scene in the file at `path`; images resolve against the file's
    /// folder and are read only inside it and `assetFolders`, and the scene's name defaults to the file's name without
    /// its extension.
    /// - Throws: `SceneFileError`.
    public func decode(contentsOf path: String) throws -> Scene {
        let bytes = try SceneFileReading.document(at: path, limits: limits)
        let url = URL(fileURLWithPath: path)
        return try decode(bytes, file: path, folder: url.deletingLastPathComponent())
    }

    /// The scene in `bytes`. `file` names it in messages and gives the
    /// default scene name; relative image paths resolve against `folder`
    /// (nil: the current directory), and image files are read only inside
    /// `folder` and `assetFolders` (with `folder` nil: only inside
    /// `assetFolders`).
    /// - Throws: `SceneFileError`.
    public func decode(_ bytes: [UInt8], file: String? = nil, folder: URL? = nil) throws -> Scene {
        let root = try SceneFileReading.root(of: bytes, file: file, limits: limits)
        let source = root.source
        let loader = SceneFileImageLoader(codec: images, folder: folder, trusted: assetFolders, limits: limits)
        let decoding = SceneFileDecoding(source: source, limits: limits, images: loader)
        let defaultName = file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "scene"
        return try decoding.scene(root, defaultName: defaultName)
    }
}

/// The state of reading one file: its limits, images and running counts.
final class SceneFileDecoding {
    let source: SceneFileSource
    let limits: SceneFileLimits
    let images: SceneFileImageLoader
    var layerCount = 0
    var instanceCount = 0
    var animationCount = 0
    var pathElementCount = 0

    init(source: SceneFileSource, limits: SceneFileLimits, images: SceneFileImageLoader) {
        self.source = source
        self.limits = limits
        self.images = images
    }

    /// The top-level object.
    func scene(_ item: SceneFileItem, defaultName: String) throws -> Scene {
        var object = try item.object()
        _ = try object.value("$schema") { try $0.string() }
        if let version = try object.value("flipbook", { try $0.number() }), version != Double(SceneFileDecoder.formatVersion) {
            throw object.member("flipbook")!.error("format version \(JSONText.number(version)) is not supported "
                                                   + "(this Flipbook reads version \(SceneFileDecoder.formatVersion))")
        }
        let name = try object.value("name") { try $0.string() } ?? defaultName
        let summary = try object.value("summary") { try $0.string() } ?? ""
        let size = try object.required("size") { try canvasSize($0) }
        let loopDuration = try object.required("loopDuration") { try $0.positiveNumber() }
        let loopStart = try object.value("loopStart") { try $0.number() } ?? 0
        let fps = try object.value("framesPerSecond") { item in
            let v = try item.positiveNumber()
            // The same bound as `flipbook render --fps`.
            guard v <= 1000 else { throw item.error("must be at most 1000 frames per second") }
            return v
        } ?? 60
        guard loopDuration * fps <= Double(limits.maximumLoopFrames) else {
            throw object.member("loopDuration")!.error(
                "\(JSONText.number(loopDuration)) s at \(JSONText.number(fps)) fps is more than "
                + "\(limits.maximumLoopFrames) frames (SceneFileLimits.maximumLoopFrames)", .limit)
        }
        let root = try object.required("root") { try layer($0, depth: 1) }
        try object.finish("a scene")
        return Scene(name: name, summary: summary, size: size, loopDuration: loopDuration, loopStart: loopStart,
                     framesPerSecond: fps, root: root)
    }

    private func canvasSize(_ item: SceneFileItem) throws -> Size {
        let size = try item.size()
        guard size.width > 0, size.height > 0 else { throw item.error("the canvas must have a positive width and height") }
        let side = limits.maximumCanvasSide
        guard size.width <= side, size.height <= side else {
            throw item.error("canvas is larger than \(JSONText.number(side)) points on a side "
                             + "(SceneFileLimits.maximumCanvasSide)", .limit)
        }
        return size
    }

    /// Counts one more of something limited, throwing at `item` past `maximum`.
    func count(_ counter: ReferenceWritableKeyPath<SceneFileDecoding, Int>, by n: Int = 1, maximum: Int,
               _ what: String, limitName: String, at item: SceneFileItem) throws {
        self[keyPath: counter] += n
        guard self[keyPath: counter] <= maximum else {
            throw item.error("more than \(maximum) \(what) (SceneFileLimits.\(limitName))", .limit)
        }
    }
}
