@testable import FlipbookCLI
import Foundation
import Parsing
import Testing

/// The one command table (`CommandTable`): every command's declaration is
/// what its parser accepts, what its help lists, what the overview and the
/// README's table show.
@Suite struct CommandTableTests {
    /// Every runnable command with the words that select it: `render`,
    /// `bench scene`, …
    static var leaves: [(words: [String], spec: CommandSpec, topic: CommandSpec)] {
        CommandTable.all.flatMap { spec in
            spec.subcommands.isEmpty ? [([spec.name], spec, spec)] : spec.subcommands.map { ([spec.name, $0.name], $0, spec) }
        }
    }

    /// A value the option accepts in a command line (parsing only: the
    /// command is not run, `--help` stops it first).
    static func sample(_ option: OptionSpec) -> [String] {
        option.isFlag ? [option.name] : [option.name, "1"]
    }

    /// No two options of a command share a long or a short name, every
    /// name is spelled `--word` (short: `-x`), and no option is named
    /// `--help` or `-h` besides the one every command gets.
    @Test func namesAreUniqueAndWellFormed() {
        for (words, spec, _) in Self.leaves {
            let names = spec.options.map(\.name), shorts = spec.options.compactMap(\.short)
            #expect(Set(names).count == names.count, "\(words): \(names)")
            #expect(Set(shorts).count == shorts.count, "\(words): \(shorts)")
            for name in names { #expect(name.hasPrefix("--") && name.count > 2 && !name.contains(" "), "\(words): \(name)") }
            for short in shorts { #expect(short.count == 2 && short.hasPrefix("-"), "\(words): \(short)") }
        }
    }

    /// Every declared option, long and short, is accepted by the parser of
    /// its command, and its help names it with its value syntax.
    @Test func everyDeclaredOptionParsesAndIsInTheHelp() throws {
        for (words, spec, topic) in Self.leaves {
            let help = HelpText.command(topic)
            for option in spec.options where option.name != "--help" {
                let args = try Arguments(Self.sample(option), spec: spec, helpTopic: topic.name)
                #expect(option.isFlag ? args.has(option.name) : args.value(option.name) == "1", "\(words) \(option.name)")
                if let short = option.short {
                    let viaShort = try Arguments(option.isFlag ? [short] : [short, "1"], spec: spec, helpTopic: topic.name)
                    #expect(option.isFlag ? viaShort.has(option.name) : viaShort.value(option.name) == "1", "\(words) \(short)")
                }
                #expect(help.contains("  " + option.label + " ") || help.contains("  " + option.label + "\n"),
                        "flipbook help \(topic.name) does not list \(option.label)")
            }
        }
    }

    /// A literal default is what the parser returns when the option is
    /// absent, and help shows it.
    @Test func literalDefaultsReachTheParserAndTheHelp() throws {
        for (words, spec, topic) in Self.leaves {
            let help = HelpText.command(topic).replacingOccurrences(of: "\n" + String(repeating: " ", count: HelpText.helpColumn), with: " ")
            for option in spec.options {
                guard case .value(let text)? = option.defaultValue else { continue }
                let args = try Arguments([], spec: spec, helpTopic: topic.name)
                #expect(args.setting(option.name) == text && args.value(option.name) == nil, "\(words) \(option.name)")
                #expect(help.contains("(default \(text))"), "flipbook help \(topic.name): \(option.name) default \(text)")
            }
        }
    }

    /// An option of another command is unknown here, with the nearest
    /// name and the help topic.
    @Test func anOptionOfAnotherCommandIsUnknown() {
        let r = flipbook("inspect", "equalizer", "--frames", "0:2")
        #expect(r.status == 2)
        #expect(r.err == "flipbook: unknown option --frames; see flipbook help inspect\n", "\(r.err)")
        let near = flipbook("bench", "tiles", "--gird", "2x2")
        #expect(near.err.contains("unknown option --gird (did you mean --grid?); see flipbook help bench"), "\(near.err)")
    }

    /// Subcommands: a missing or unknown one is named with the choices
    /// (and the nearest), and `--help` after one prints its command's help.
    @Test func subcommandsAreCheckedAndHelped() {
        #expect(flipbook("bench", "scen").err.contains("unknown bench subcommand 'scen' (did you mean 'scene'? subcommands: scene, lottie, tiles, png, report)"))
        #expect(flipbook("manifest").err.contains("manifest needs a subcommand: merge or verify (see `flipbook help manifest`)"))
        let help = flipbook("help", "bench").out
        #expect(flipbook("bench", "tiles", "--help").out == help)
        #expect(flipbook("bench", "png", "-h").out == help)
        #expect(flipbook("manifest", "verify", "--help").out == flipbook("help", "manifest").out)
    }

    /// The overview lists every command with its summary, in table order,
    /// and every short option that some command has.
    @Test func theOverviewListsTheTable() throws {
        let overview = flipbook("help").out
        var position = overview.startIndex
        for spec in CommandTable.all {
            let found = try #require(overview.range(of: "  " + spec.name, range: position..<overview.endIndex), "\(spec.name)")
            #expect(overview[found.upperBound...].prefix(200).contains(spec.summary.prefix(30)), "\(spec.name)")
            position = found.upperBound
        }
        let shorts = Set(Self.leaves.flatMap { $0.spec.options.compactMap(\.short) })
        for short in shorts { #expect(overview.contains(short), "\(short)") }
    }

    /// `help --markdown` has a row per runnable command, with its usage and
    /// summary, pipes escaped for the table.
    @Test func theMarkdownTableHasARowPerCommand() {
        let table = flipbook("help", "--markdown").out
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `flipbook ") }
        #expect(rows.count == Self.leaves.count)
        for (words, spec, _) in Self.leaves {
            #expect(rows.contains { $0.hasPrefix("| `flipbook \(words.joined(separator: " ")) ") && $0.contains(spec.summary) }, "\(words)")
        }
        #expect(table.contains("[--verbose \\| --json]"))
    }

    /// Long help is wrapped to the width, every word kept.
    @Test func wrappingKeepsEveryWord() {
        let text = "frames A to B−1 (also 'A..<B', quoted for the shell; 'A...B' includes B); frame f is at loopStart + f/fps s"
        let lines = HelpText.wrap(text, width: 30)
        #expect(lines.allSatisfy { $0.count <= 30 }, "\(lines)")
        #expect(lines.joined(separator: " ") == text)
        #expect(HelpText.wrap("a\n  b c", width: 80) == ["a", "  b c"])
    }
}
