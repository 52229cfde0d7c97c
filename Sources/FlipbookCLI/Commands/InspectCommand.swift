import Layers
import Parsing
import Presentation
import Terminal

/// `flipbook inspect <scene> [--time T] [--json | --display-list] [--scale S]`
enum InspectCommand {
    static let spec = CommandSpec(
        "inspect", summary: "print the presentation tree (properties by Core Animation key path) or display list at a time", operands: .scene,
        synopsis: "<scene> [--time T] [--json | --display-list] [--scale S]",
        about: "Evaluates the scene at time T and prints its presentation tree.\n",
        groups: [OptionGroup([
            OptionSpec("--time", value: "T", "scene time in seconds", default: .value("0")),
            .json("print JSON: {\"scene\", \"time\", \"size\", \"layers\": [{\"name\", \"path\", \"type\", "
                  + "\"properties\", \"instances\"}]}; properties are keyed by Core Animation key paths"),
            OptionSpec("--display-list", "print the device-space display list instead"),
            OptionSpec("--scale", value: "S", "pixels per point for --display-list",
                       default: .described("2; 1 for a Lottie file, whose w×h are pixels")),
        ] + OptionSpec.sceneInput)],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr, name) = (invocation.args, invocation.stdout, invocation.stderr, invocation.sceneName)
        guard !(args.has("--json") && args.has("--display-list")) else {
            throw CLIError.usage("--json and --display-list cannot be combined")
        }
        let time = try args.number("--time") ?? 0
        let given = try args.number("--scale")
        if let given, !(given > 0 && given <= 16) {
            throw CLIError.usage("--scale must be in (0, 16], got \(args.value("--scale")!)")
        }
        let scene = try Flipbook.scene(named: name, input: try SceneInput(args), warnings: stderr)
        let scale = given ?? scene.defaultScale
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
