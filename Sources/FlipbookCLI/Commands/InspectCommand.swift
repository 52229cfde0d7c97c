import Layers
import Presentation

/// `flipbook inspect <scene> [--time T] [--json | --display-list] [--scale S]`
enum InspectCommand {
    static func run(_ words: [String], stdout: TextSink) throws {
        let args = try Arguments(words, command: "inspect", options: ["--time", "--scale", "--param"],
                                 flags: ["--json", "--display-list", "--help"])
        if args.has("--help") { stdout.write(Help.inspect); return }
        guard let name = args.positional.first else { throw CLIError.usage("inspect needs a scene name (see `flipbook scenes`)") }
        guard args.positional.count == 1 else { throw CLIError.usage("unexpected argument '\(args.positional[1])'") }
        guard !(args.has("--json") && args.has("--display-list")) else {
            throw CLIError.usage("--json and --display-list cannot be combined")
        }
        let time = try args.number("--time", default: 0)
        let scale = try args.number("--scale", default: 2)
        guard scale > 0, scale <= 16 else { throw CLIError.usage("--scale must be in (0, 16], got \(args.value("--scale")!)") }
        let scene = try Flipbook.scene(named: name, parameters: args.values("--param"))
        let tree: PresentationTree
        do {
            tree = try scene.presentation(at: time)
        } catch {
            throw CLIError.runtime("cannot evaluate \(name) at \(time) s: \(error)")
        }
        if args.has("--display-list") {
            stdout.write(tree.displayList(scale: scale).textDump)
        } else if args.has("--json") {
            stdout.write(tree.json)
        } else {
            stdout.write(tree.textSummary)
        }
    }
}
