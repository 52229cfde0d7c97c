import Foundation
import Layers
import Output
import SceneFile
import Scenes

/// `flipbook export <scene> [--param NAME=VALUE] [--out DIR]`: a scene as
/// a JSON scene file, on stdout (images embedded) or as files in a folder.
enum ExportCommand {
    static let spec = CommandSpec(
        "export", summary: "write a scene as a JSON scene file", operands: .scene,
        synopsis: "<scene> [--param NAME=VALUE] [--out DIR]",
        about: """
            Writes the scene as a JSON scene file, which every command accepts in
            place of a scene name (format: Sources/SceneFile/SceneFile.schema.json).
            Without --out, the JSON goes to stdout with layer images embedded as
            data:image/png;base64 URIs, so the file stands alone:
              flipbook export fuber > fuber.json


            """,
        groups: [OptionGroup([
            .out("DIR/<scene>.json, and each distinct image as DIR/<scene>-image-<n>.png named by relative path; "
                 + "the folder is created if missing, each file is written whole or not at all"),
            OptionSpec.param.with(help: "set a built-in scene's parameter first (repeatable)"),
        ])],
        epilogue: "Rendering the exported file gives the same frames as the scene itself.\n",
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr, name) = (invocation.args, invocation.stdout, invocation.stderr, invocation.sceneName)
        // The folder is checked before the scene is built.
        let folder = try args.folder("--out")
        let scene = try Flipbook.scene(named: name, parameters: args.values("--param"))
        guard let folder else {
            stdout.write(try encode(scene, storage: .embedded).json)
            return
        }
        let export = try encode(scene, storage: .files(baseName: "\(scene.name)-image"))
        try RenderCommand.prepareFolder(folder)
        let jsonPath = folder.appendingPathComponent("\(scene.name).json").path
        do {
            // Images first: a scene file never names an image not yet written.
            for file in export.imageFiles {
                try writeFileAtomically(file.png, to: folder.appendingPathComponent(file.name).path)
            }
            try writeFileAtomically(Array(export.json.utf8), to: jsonPath)
        } catch {
            throw CLIError.runtime("cannot write the scene file: \(error)")
        }
        let images = export.imageFiles.count
        stderr.write("flipbook: exported \(scene.name) to \(jsonPath)"
                     + (images == 0 ? "\n" : " and \(images) image\(images == 1 ? "" : "s")\n"))
    }

    private static func encode(_ scene: Scene, storage: SceneFileEncoder.ImageStorage) throws -> SceneFileExport {
        do {
            return try SceneFileEncoder(images: SceneFileCommand.png, imageStorage: storage).encode(scene)
        } catch {
            throw CLIError.runtime("cannot export \(scene.name): \(error)")
        }
    }
}

/// Scene files wherever a scene name is accepted (`Flipbook.scene(named:)`).
enum SceneFileCommand {
    /// PNG images through Output (Scenes does not link libpng).
    static let png = SceneFileImageCodec(decodePNG: { try PNGDecoder.decode($0) },
                                         encodePNG: { try PNGEncoder().encode($0) })

    /// True when `name` means a file: `-` (stdin), a path ending in .json,
    /// or anything with a slash. Built-in names have neither.
    static func isSceneFile(_ name: String) -> Bool {
        name == "-" || name.lowercased().hasSuffix(".json") || name.contains("/")
    }

    /// The scene in the file `name` (`-`: stdin, images relative to the
    /// current folder); any problem is a usage error (exit 2) whose one
    /// line names the file and the place in it.
    static func read(_ name: String, parameters: [String]) throws -> Scene {
        try load(name, parameters: parameters).scene
    }

    /// The scene in the file `name`, as `read` gives it, with the SHA-256
    /// (hex) of everything it was built from: the JSON bytes (from the file
    /// or from stdin), then each PNG the decoder read (a referenced file
    /// or an embedded data URI), in decoding order, each preceded by its
    /// length as 8 big-endian bytes. Manifests record it, so `--resume`
    /// notices an edited scene file and an edited image alike.
    static func load(_ name: String, parameters: [String]) throws -> (scene: Scene, digest: String) {
        guard parameters.isEmpty else {
            throw CLIError.usage("--param sets built-in scene parameters; scene file \(name) has none")
        }
        let inputs = SceneFileInputs()
        let decoder = SceneFileDecoder(images: SceneFileImageCodec(
            decodePNG: { bytes in
                inputs.record(bytes)
                return try PNGDecoder.decode(bytes)
            },
            encodePNG: png.encodePNG))
        do {
            let scene: Scene
            if name == "-" {
                let bytes = try readStandardInput(limit: decoder.limits.maximumFileBytes)
                inputs.recordDocument(bytes)
                scene = try decoder.decode(bytes, file: "stdin")
            } else {
                scene = try decoder.decode(contentsOf: name)
                // Read again for the digest: the decoder read it with its
                // size limit already, so this cannot be large.
                inputs.recordDocument([UInt8](FileManager.default.contents(atPath: name) ?? Data()))
            }
            return (scene, inputs.digest)
        } catch let error as SceneFileError {
            throw CLIError.usage(error.description)
        }
    }

    private static func readStandardInput(limit: Int) throws -> [UInt8] {
        // One byte over the limit tells "at the limit" from "over it".
        let data = try FileHandle.standardInput.read(upToCount: limit + 1) ?? Data()
        guard data.count <= limit else {
            throw SceneFileError(.limit, "larger than \(limit) bytes (SceneFileLimits.maximumFileBytes)", file: "stdin")
        }
        return [UInt8](data)
    }
}

/// The bytes a scene file's scene was built from, gathered while it is
/// decoded (the image codec may be called from the decoder's thread only,
/// but the codec must be `Sendable`, hence the lock).
private final class SceneFileInputs: @unchecked Sendable {
    private let lock = NSLock()
    private var document: [UInt8] = []
    private var images: [[UInt8]] = []

    func recordDocument(_ bytes: [UInt8]) {
        lock.withLock { document = bytes }
    }

    func record(_ image: [UInt8]) {
        lock.withLock { images.append(image) }
    }

    /// SHA-256 (hex) of the document, then each image with its length as
    /// 8 big-endian bytes before it.
    var digest: String {
        lock.withLock {
            var hasher = SHA256()
            hasher.update(document)
            for image in images {
                hasher.update((0..<8).map { UInt8(truncatingIfNeeded: UInt64(image.count) >> (56 - 8 * $0)) })
                hasher.update(image)
            }
            return SHA256.hex(hasher.finalize())
        }
    }
}
