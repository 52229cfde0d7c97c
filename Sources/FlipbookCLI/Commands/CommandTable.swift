import Parsing
import SceneFile
import Terminal

/// Every command, in the order the overview and the README list them.
/// `Flipbook.run` dispatches through it; help, did-you-mean and the README's
/// command table are written from it.
enum CommandTable {
    static let all: [CommandSpec] = [
        ScenesCommand.spec, InspectCommand.spec, RenderCommand.spec, CompareCommand.spec,
        BenchCommand.spec, DevicesCommand.spec, ManifestCommand.spec, ExportCommand.spec,
    ]

    static var names: [String] { all.map(\.name) }

    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// Runs `spec` on `words` (the words after its name). A command with
    /// subcommands passes the rest to the one the first word names;
    /// `helpTopic` is the top-level command, which `--help` prints.
    static func invoke(_ spec: CommandSpec, _ words: [String], helpTopic: CommandSpec, stdout: TextSink, stderr: TextSink) throws {
        if !spec.subcommands.isEmpty {
            let names = spec.subcommands.map(\.name)
            let noun = spec.subcommandNoun
            guard let word = words.first else {
                throw CLIError.usage("\(spec.name) needs a \(noun): \(names.dropLast().joined(separator: ", ")) or "
                                     + "\(names.last ?? "") (see `flipbook help \(helpTopic.name)`)")
            }
            if word == "--help" || word == "-h" {
                stdout.write(HelpText.command(helpTopic))
                return
            }
            guard let sub = spec.subcommands.first(where: { $0.name == word }) else {
                let near = NearestName.suggestion(for: word, in: names).map { $0 + " " } ?? ""
                throw CLIError.usage("unknown \(spec.name) \(noun) '\(word)' (\(near)\(noun)s: \(names.joined(separator: ", ")))")
            }
            var named = sub
            named.name = "\(spec.name) \(sub.name)"
            return try invoke(named, Array(words.dropFirst()), helpTopic: helpTopic, stdout: stdout, stderr: stderr)
        }
        let args = try Arguments(words, spec: spec, helpTopic: helpTopic.name)
        if args.has("--help") {
            stdout.write(HelpText.command(helpTopic))
            return
        }
        switch spec.operands {
        case .none:
            if let extra = args.positional.first { throw CLIError.usage("unexpected argument '\(extra)'") }
        case .scene:
            guard !args.positional.isEmpty else { throw CLIError.usage("\(spec.name) needs a scene name (see `flipbook scenes`)") }
            guard args.positional.count == 1 else { throw CLIError.usage("unexpected argument '\(args.positional[1])'") }
        case .custom:
            break
        }
        let interruption = Interruption()
        if spec.isInterruptible {
            interruption.start()
        } else {
            let mask = Interruption.defaultHandling()
            defer { Interruption.restoreMask(mask) }
            return try spec.run(Invocation(args: args, stdout: stdout, stderr: stderr, interruption: interruption))
        }
        defer { interruption.stop() }
        try spec.run(Invocation(args: args, stdout: stdout, stderr: stderr, interruption: interruption))
    }
}
