import Foundation
import Layers
import Output
import Scenes

/// `flipbook export <scene> [--param NAME=VALUE] [--out DIR]`: a scene as
/// a JSON scene file, on stdout (images embedded) or as files in a folder.
enum ExportCommand {
    static let help = """
    Usage: flipbook export <scene> [--param NAME=VALUE] [--out DIR]

    Writes the scene as a JSON scene file, which every command accepts in
    place of a scene name (format: Sources/Scenes/SceneFile.schema.json).
      (no --out)             the JSON on stdout; layer images embedded as
                             data:image/png;base64 URIs, so the file stands alone:
                             flipbook export fuber > fuber.json
      --out DIR              DIR/<scene>.json, and each distinct image as
                             DIR/<scene>-image-<n>.png named by relative path; the folder
                             is created if missing, each file is written whole or not at all
      --param NAME=VALUE     set a built-in scene's parameter first (repeatable)

    Rendering the exported file gives the same frames as the scene itself.

    """

    static func run(_ words: [String], stdout: TextSink, stderr: TextSink) throws {
        let args = try Arguments(words, options: ["--param", "--out"], flags: ["--help", "-h"])
        if args.has("--help") || args.has("-h") { stdout.write(help); return }
        guard let name = args.positional.first else { throw CLIError.usage("export needs a scene name (see `flipbook scenes`)") }
        guard args.positional.count == 1 else { throw CLIError.usage("unexpected argument '\(args.positional[1])'") }
        let scene = try Flipbook.scene(named: name, parameters: args.values("--param"))
        guard let out = args.value("--out") else {
            stdout.write(try encode(scene, storage: .embedded).json)
            return
        }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
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
        guard parameters.isEmpty else {
            throw CLIError.usage("--param sets built-in scene parameters; scene file \(name) has none")
        }
        let decoder = SceneFileDecoder(images: png)
        do {
            guard name == "-" else { return try decoder.decode(contentsOf: name) }
            let bytes = try readStandardInput(limit: decoder.limits.maximumFileBytes)
            return try decoder.decode(bytes, file: "stdin")
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
