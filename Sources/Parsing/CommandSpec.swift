import Terminal

/// One option of a command, declared once: parsing (`Arguments`), the
/// command's `--help`, short names and did-you-mean all read it.
package struct OptionSpec: Sendable {
    /// The value used when the option is absent.
    package enum Default: Sendable {
        /// A literal value, which the parser uses (`Arguments.setting`)
        /// and help shows.
        case value(String)
        /// A default that depends on the scene or the machine ("all
        /// cores"), which the command computes; help shows the words.
        case described(String)

        package var text: String {
            switch self {
            case .value(let s), .described(let s): return s
            }
        }
    }

    /// The long name, dashes included: `--out`.
    package var name: String
    /// The short name, dash included (`-o`), or nil.
    package var short: String?
    /// How the value is written in help (`DIR`, `A:B`); nil for a flag,
    /// which takes no value.
    package var value: String?
    /// What the option does. Help wraps it to its width; a "\n" starts a
    /// new line, keeping the spaces written after it.
    package var help: String
    /// The value when absent, shown at the end of the help as
    /// "(default …)"; nil when there is none.
    package var defaultValue: Default?

    package init(_ name: String, short: String? = nil, value: String? = nil, _ help: String, default defaultValue: Default? = nil) {
        self.name = name
        self.short = short
        self.value = value
        self.help = help
        self.defaultValue = defaultValue
    }

    package var isFlag: Bool { value == nil }

    /// How help lists it: `-o, --out DIR`.
    package var label: String {
        (short.map { $0 + ", " } ?? "") + name + (value.map { " " + $0 } ?? "")
    }

    /// The help text with the default after its first line: "(default
    /// 2)" for a literal, "(default: the scene's)" for a described one.
    package var fullHelp: String {
        guard let defaultValue else { return help }
        let note: String
        switch defaultValue {
        case .value(let text): note = " (default \(text))"
        case .described(let text): note = " (default: \(text))"
        }
        guard let newline = help.firstIndex(of: "\n") else { return help + note }
        return help[..<newline] + note + help[newline...]
    }

    /// `-h, --help`, which every command accepts.
    package static let help = OptionSpec("--help", short: "-h", "show this help")
}

/// Options listed together in help under a title ("Output:").
package struct OptionGroup: Sendable {
    /// The heading, without the colon; nil lists the options straight
    /// after the text above them.
    package var title: String?
    package var options: [OptionSpec]

    /// Options under a heading.
    package init(_ title: String, _ options: [OptionSpec]) {
        self.title = title
        self.options = options
    }

    /// Options straight after the text above them.
    package init(_ options: [OptionSpec]) {
        title = nil
        self.options = options
    }
}

/// The words a command takes besides its options.
package enum Operands: Sendable {
    /// None: any word is an error.
    case none
    /// Exactly one scene name or scene file, named `<scene>` in help.
    case scene
    /// Written as `text` in help; the command checks them itself.
    case custom(String)

    package var synopsis: String? {
        switch self {
        case .none: return nil
        case .scene: return "<scene>"
        case .custom(let text): return text
        }
    }
}

/// What a command's `run` function is given: its parsed words and where
/// to write.
package struct Invocation {
    package var args: Arguments
    package var stdout: TextSink
    package var stderr: TextSink
    /// Ctrl-C and SIGTERM, for commands that run long
    /// (`CommandSpec.isInterruptible`); otherwise never requested.
    package var interruption: Interruption

    package init(args: Arguments, stdout: TextSink, stderr: TextSink, interruption: Interruption) {
        (self.args, self.stdout, self.stderr, self.interruption) = (args, stdout, stderr, interruption)
    }

    /// The scene name or file (for `Operands.scene`, checked present).
    package var sceneName: String { args.positional[0] }
}

/// One command, declared once: its name, one-line summary, operands,
/// option groups with their help and defaults, the text around them, and
/// the function that runs it. Parsing, `--help`, `help`, the overview,
/// did-you-mean and the README's command table are all derived from the
/// table of these (`CommandTable`).
package struct CommandSpec: Sendable {
    /// The word that selects it: `render`, or `scene` under `bench`.
    package var name: String
    /// One line for the overview and the README table.
    package var summary: String
    package var operands: Operands
    /// The usage line after `flipbook <name>`, when more than the operands
    /// and `[options]` should show (the main options, say).
    package var synopsis: String?
    /// Paragraphs between the usage line and the options.
    package var about: String
    package var groups: [OptionGroup]
    /// Paragraphs after the options.
    package var epilogue: String
    /// Commands under this one (`bench scene`); when there are any, the
    /// first word after the name picks one, and this command has no run
    /// function of its own.
    package var subcommands: [CommandSpec]
    /// What a subcommand is called in messages: "workload" for bench.
    package var subcommandNoun: String
    /// Whether Ctrl-C and SIGTERM stop it (exit 130 or 143): at once
    /// while it loads, between frames with whole files only once it writes
    /// (`Interruption`); otherwise the default handling ends it.
    package var isInterruptible: Bool
    package var run: @Sendable (Invocation) throws -> Void

    package init(_ name: String, summary: String, operands: Operands = .none, synopsis: String? = nil, about: String = "",
         groups: [OptionGroup] = [], epilogue: String = "", isInterruptible: Bool = false,
         run: @escaping @Sendable (Invocation) throws -> Void) {
        self.name = name
        self.summary = summary
        self.operands = operands
        self.synopsis = synopsis
        self.about = about
        self.groups = groups
        self.epilogue = epilogue
        self.subcommands = []
        self.subcommandNoun = "subcommand"
        self.isInterruptible = isInterruptible
        self.run = run
    }

    /// A command whose first word picks one of `subcommands`.
    package init(_ name: String, summary: String, subcommands: [CommandSpec], noun: String = "subcommand",
         about: String = "", epilogue: String = "") {
        self.init(name, summary: summary, about: about, epilogue: epilogue, run: { _ in })
        self.subcommands = subcommands
        self.subcommandNoun = noun
    }

    /// Every option it accepts, `--help` included.
    package var options: [OptionSpec] { groups.flatMap(\.options) + [OptionSpec.help] }

    /// The option named `name` (long form), if it has one.
    package func option(_ name: String) -> OptionSpec? { options.first { $0.name == name } }
}
