import Parsing

/// Flipbook's own words around the command table.
extension HelpText {
    /// `flipbook help`: the commands with their summaries, the options
    /// every command has, and the exit statuses.
    static func overview(_ commands: [CommandSpec]) -> String {
        var shorts: [(String, String)] = []
        for option in commands.flatMap({ $0.subcommands.isEmpty ? $0.options : $0.subcommands.flatMap(\.options) }) {
            if let short = option.short, short != "-h", !shorts.contains(where: { $0.0 == short }) { shorts.append((short, option.name)) }
        }
        shorts.sort { $0.0 < $1.0 }
        var text = """
        flipbook: Core-Animation-style animations rendered headlessly

        Usage: flipbook <command> [options]

        Commands:

        """
        for spec in commands {
            let operand = spec.subcommands.isEmpty ? spec.operands.synopsis : spec.subcommands.map(\.name).joined(separator: "|")
            let name = ([spec.name] + [operand].compactMap { $0 }).joined(separator: " ")
            text += row(name, spec.summary)
        }
        text += """

        <scene> is a built-in scene's name, or a path to a .json file (- reads stdin):
        a Flipbook scene file or a Lottie (Bodymovin) document, told by its content.

        Options for every command:

        """
        text += row(OptionSpec.help.label, "show help (`flipbook help <command>` for one command)")
        text += row("--version", "print the version and the git commit it was built from")
        text += row(shorts.map(\.0).joined(separator: ", "),
                    "short for " + shorts.map(\.1).joined(separator: ", ") + " where a command has them")
        text += row("--", "ends the options: every later word is an argument")
        text += """

        Exit status: 0 success, 1 comparison over its limits, 2 usage or input
        error, 3 runtime failure, 130 interrupted by Ctrl-C and 143 by SIGTERM (only
        whole files are left).

        """
        return text
    }
}
