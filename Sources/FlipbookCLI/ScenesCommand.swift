import Layers
import Presentation
import Scenes

/// `flipbook scenes [--verbose]`
enum ScenesCommand {
    static func run(_ words: [String], stdout: TextSink) throws {
        let args = try Arguments(words, command: "scenes", options: [], flags: ["--verbose", "--help", "-h"])
        if args.has("--help") || args.has("-h") { stdout.write(Help.scenes); return }
        guard args.positional.isEmpty else { throw CLIError.usage("scenes takes no arguments, got '\(args.positional[0])'") }
        let width = BuiltInScenes.all.map(\.name.count).max() ?? 0
        for entry in BuiltInScenes.all {
            let padded = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
            stdout.write("\(padded)  \(entry.summary)\n")
            if args.has("--verbose") {
                let scene: Scene
                do {
                    scene = try entry.make()
                } catch {
                    throw CLIError.runtime("cannot build scene \(entry.name): \(error)")
                }
                let pad = String(repeating: " ", count: width + 4)
                stdout.write("\(pad)canvas \(NumberText.fixed(scene.size.width))x\(NumberText.fixed(scene.size.height)) pt, loop \(NumberText.fixed(scene.loopDuration)) s from \(NumberText.fixed(scene.loopStart)) s\n")
                for p in entry.parameters {
                    stdout.write("\(pad)--param \(p.name)=<\(p.kind.rawValue)>  \(p.summary) (default \(p.defaultValue))\n")
                }
            }
        }
    }
}
