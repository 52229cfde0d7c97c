import Layers
import Parsing
import Presentation
import Scenes
import Support
import Terminal

/// `flipbook scenes [--verbose | --json]`
enum ScenesCommand {
    static let spec = CommandSpec(
        "scenes", summary: "list the built-in scenes, with canvas, loop and parameters", synopsis: "[--verbose | --json]",
        about: "Lists the built-in scenes, one per line: name and description.\n",
        groups: [OptionGroup([
            OptionSpec("--verbose", short: "-v", "also print canvas size (points), loop length (seconds) and each "
                       + "scene's parameters (set with --param name=value)"),
            .json("all of that as one JSON object"),
        ])],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout) = (invocation.args, invocation.stdout)
        if args.has("--json") {
            stdout.write(try json())
            return
        }
        let width = BuiltInScenes.all.map(\.name.count).max() ?? 0
        for entry in BuiltInScenes.all {
            let padded = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
            stdout.write("\(padded)  \(entry.summary)\n")
            if args.has("--verbose") {
                let scene = try build(entry)
                let pad = String(repeating: " ", count: width + 4)
                stdout.write("\(pad)canvas \(NumberText.fixed(scene.size.width))x\(NumberText.fixed(scene.size.height)) pt, loop \(NumberText.fixed(scene.loopDuration)) s from \(NumberText.fixed(scene.loopStart)) s\n")
                for p in entry.parameters {
                    stdout.write("\(pad)--param \(p.name)=<\(p.kind.rawValue)>  \(p.summary) (default \(p.defaultValue))\n")
                }
            }
        }
    }

    /// The scene `entry` builds (exit 3 when it cannot, e.g. without fonts).
    static func build(_ entry: BuiltInScene) throws -> Scene {
        do {
            return try entry.make()
        } catch {
            throw CLIError.runtime("cannot build scene \(entry.name): \(error)")
        }
    }

    /// What `--verbose` prints, as one JSON object: every scene's name,
    /// summary, canvas (points), loop (seconds) and parameters.
    static func json() throws -> String {
        func s(_ x: String) -> String { JSONText.string(x) }
        let scenes = try BuiltInScenes.all.map { entry in
            let scene = try build(entry)
            let parameters = entry.parameters.map { p in
                "{\"name\":\(s(p.name)),\"kind\":\(s(p.kind.rawValue)),\"summary\":\(s(p.summary)),\"default\":\(s(p.defaultValue))}"
            }
            return "{\"name\":\(s(entry.name)),\"summary\":\(s(entry.summary)),"
                + "\"canvas\":[\(NumberText.fixed(scene.size.width)),\(NumberText.fixed(scene.size.height))],"
                + "\"loopDuration\":\(NumberText.fixed(scene.loopDuration)),\"loopStart\":\(NumberText.fixed(scene.loopStart)),"
                + "\"parameters\":[\(parameters.joined(separator: ","))]}"
        }
        return "{\"scenes\":[\(scenes.joined(separator: ","))]}\n"
    }
}
