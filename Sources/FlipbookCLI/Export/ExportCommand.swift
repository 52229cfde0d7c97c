import Foundation
import Layers
import Output
import OutputFolders
import Parsing
import SceneFile
import Scenes
import Terminal

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
        ] + OptionSpec.sceneInput.dropFirst())],
        epilogue: "Rendering the exported file gives the same frames as the scene itself.\n",
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr, name) = (invocation.args, invocation.stdout, invocation.stderr, invocation.sceneName)
        // The folder is checked before the scene is built.
        let folder = try args.folder("--out")
        let scene = try Flipbook.scene(named: name, input: try SceneInput(args), warnings: stderr)
        guard let folder else {
            stdout.write(try encode(scene, storage: .embedded).json)
            return
        }
        let export = try encode(scene, storage: .files(baseName: "\(scene.fileStem)-image"))
        try OutputFolder.make(folder)
        let jsonPath = folder.appendingPathComponent("\(scene.fileStem).json").path
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
