/// The texts derived from the command table: each command's `--help`, the
/// overview (`flipbook help`) and the README's command table (`flipbook
/// help --markdown`).
package enum HelpText {
    /// Columns the option help is wrapped to.
    package static let width = 88
    /// Column where an option's help starts (its label is padded to it).
    package static let helpColumn = 25

    /// `flipbook <command> --help`. For a command with subcommands, the
    /// usage of each, then each one's text and options under its name.
    package static func command(_ spec: CommandSpec) -> String {
        var text = usage(spec) + "\n"
        if !spec.about.isEmpty { text += "\n" + spec.about }
        if spec.subcommands.isEmpty {
            text += groups(spec.groups)
        }
        for sub in spec.subcommands {
            text += "\n\(spec.name) \(sub.name): " + sub.about + groups(sub.groups)
        }
        if !spec.epilogue.isEmpty { text += "\n" + spec.epilogue }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// `Usage: flipbook …`, one line per subcommand.
    package static func usage(_ spec: CommandSpec) -> String {
        let lines = spec.subcommands.isEmpty ? [synopsis(spec, path: [])] : spec.subcommands.map { synopsis($0, path: [spec.name]) }
        return "Usage: " + lines.joined(separator: "\n       ")
    }

    /// `flipbook render <scene> […]`: the declared synopsis, or the
    /// operands and `[options]`.
    package static func synopsis(_ spec: CommandSpec, path: [String]) -> String {
        let words = [spec.operands.synopsis, spec.groups.isEmpty ? nil : "[options]"].compactMap { $0 }
        return (["flipbook"] + path + [spec.name]).joined(separator: " ") + " " + (spec.synopsis ?? words.joined(separator: " "))
    }

    /// The option groups: a titled group after a blank line, an untitled
    /// one straight after the text above.
    package static func groups(_ groups: [OptionGroup]) -> String {
        var text = ""
        for group in groups {
            if let title = group.title { text += "\n\(title):\n" }
            for option in group.options { text += optionLines(option) }
        }
        return text
    }

    /// `  -o, --out DIR          output folder, …`, wrapped.
    package static func optionLines(_ option: OptionSpec) -> String {
        row(option.label, option.fullHelp)
    }

    /// `label` in the left column and `help` wrapped beside it, starting at
    /// `helpColumn`; a label too long for the column gets two spaces and
    /// its help after it.
    package static func row(_ label: String, _ help: String) -> String {
        let lead = "  " + label
        let indent = String(repeating: " ", count: helpColumn)
        guard lead.count > helpColumn - 2 else {
            let lines = wrap(help, width: width - helpColumn)
            let first = lead.padding(toLength: helpColumn, withPad: " ", startingAt: 0) + (lines.first ?? "")
            return ([first] + lines.dropFirst().map { indent + $0 }).map { $0 + "\n" }.joined()
        }
        let first = lead + "  "
        let head = wrap(help, width: width - first.count)
        let rest = head.count > 1 ? wrap(head.dropFirst().joined(separator: " "), width: width - helpColumn) : []
        return ([first + (head.first ?? "")] + rest.map { indent + $0 }).map { $0 + "\n" }.joined()
    }

    /// `text` in lines of at most `width` characters, broken at spaces; a
    /// "\n" in it starts a new line, keeping the spaces that follow it.
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lead = String(paragraph.prefix { $0 == " " })
            var line = lead
            for word in paragraph.split(separator: " ") {
                if line.count > lead.count, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = lead
                }
                line += (line.count > lead.count ? " " : "") + word
            }
            lines.append(line)
        }
        return lines.filter { !$0.isEmpty }
    }

    /// `flipbook help --markdown`: the README's command table, one row per
    /// command (per subcommand where there are some).
    package static func markdownTable(_ commands: [CommandSpec]) -> String {
        func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
        var rows = ["| Command | What it does |", "|---|---|"]
        for spec in commands {
            let leaves = spec.subcommands.isEmpty ? [(spec, [String]())] : spec.subcommands.map { ($0, [spec.name]) }
            for (leaf, path) in leaves {
                rows.append("| `\(cell(synopsis(leaf, path: path)))` | \(cell(leaf.summary)) |")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
