import Foundation
import Layers
import Manifest
import Parsing
import Presentation
import SceneFile
import Scenes
import Terminal

/// The `flipbook` command line.
public enum Flipbook {
    /// Flipbook's version, printed by `--version` and recorded in outputs.
    public static let version = "0.1.0"

    /// Runs one command line (without the program name) and returns the
    /// exit status. Never traps on user input: every error becomes one
    /// line on `stderr` (control characters escaped, `OneLine`) and a
    /// non-zero status.
    public static func run(_ arguments: [String], stdout: TextSink, stderr: TextSink) -> Int32 {
        do {
            try dispatch(arguments, stdout: stdout, stderr: stderr)
            return 0
        } catch let error as CLIError {
            stderr.write("flipbook: \(OneLine.escaping(error.message))\n")
            return error.exitCode
        } catch let error as ManifestError {
            stderr.write("flipbook: \(OneLine.escaping(error.message))\n")
            return error.exitCode
        } catch {
            stderr.write("flipbook: \(OneLine.escaping("\(error)"))\n")
            return 3
        }
    }

    static func dispatch(_ arguments: [String], stdout: TextSink, stderr: TextSink) throws {
        guard let command = arguments.first else {
            stdout.write(HelpText.overview(CommandTable.all))
            return
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            switch rest.first {
            case nil: stdout.write(HelpText.overview(CommandTable.all))
            case "--markdown": stdout.write(HelpText.markdownTable(CommandTable.all))
            case let topic?:
                guard let spec = CommandTable.named(topic) else { throw unknownCommand(topic, after: "help") }
                stdout.write(HelpText.command(spec))
            }
        case "--version", "version":
            stdout.write("flipbook \(version) (commit \(BuildInfo.commit))\n")
        default:
            guard let spec = CommandTable.named(command) else { throw unknownCommand(command) }
            try CommandTable.invoke(spec, rest, helpTopic: spec, stdout: stdout, stderr: stderr)
        }
    }

    /// "unknown command", with the nearest command's name and the list.
    static func unknownCommand(_ name: String, after prefix: String? = nil) -> CLIError {
        let names = CommandTable.names
        let near = NearestName.suggestion(for: name, in: names).map { $0 + " " } ?? ""
        return CLIError.usage("unknown command '\(name)'\(prefix.map { " for " + $0 } ?? "") "
                              + "(\(near)commands: \(names.joined(separator: ", ")))")
    }

    /// The built-in scene named `name` with `--param` assignments, or the
    /// scene file at `name` (a path ending in .json, or `-` for stdin), or
    /// a usage error (unknown scene, listing the known ones; bad parameter;
    /// a scene file's `SceneFileError`, one line with its location).
    /// A Lottie file's warnings go to `warnings` (nil: nowhere), or with
    /// `input.strict` the first is a usage error.
    static func scene(named name: String, input: SceneInput = SceneInput(), warnings: TextSink? = nil) throws -> Scene {
        try loadScene(named: name, input: input, warnings: warnings).scene
    }

    /// The scene as `scene(named:input:)` gives it, with the SHA-256
    /// (hex) of the scene file and the images it read
    /// (`SceneFileCommand.load`); nil for built-in scenes, whose code the
    /// version covers.
    static func loadScene(named name: String, input: SceneInput = SceneInput(),
                          warnings: TextSink? = nil) throws -> (scene: Scene, digest: String?) {
        let parameters = input.parameters
        if SceneFileCommand.isSceneFile(name) {
            let loaded = try SceneFileCommand.load(name, input: input, warnings: warnings)
            return (loaded.scene, loaded.digest)
        }
        guard input.format == .auto else {
            throw CLIError.usage("--input-format \(input.format.rawValue) applies to a file; '\(name)' is a built-in scene name")
        }
        guard let entry = BuiltInScenes.named(name) else {
            let names = BuiltInScenes.all.map(\.name)
            let near = NearestName.suggestion(for: name, in: names).map { $0 + " " } ?? ""
            throw CLIError.usage("unknown scene '\(name)' (\(near)known scenes: \(names.joined(separator: ", ")); "
                                 + "or a path to a .json scene file)")
        }
        do {
            return (try entry.make(assignments: parameters), nil)
        } catch let error as SceneParameterError {
            throw CLIError.usage(error.description)
        } catch {
            throw CLIError.runtime("cannot build scene \(name): \(error)")
        }
    }
}
