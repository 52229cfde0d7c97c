import BenchPage
import Benchmarks
import Output
import Parsing
import Support
import Terminal

/// `flipbook bench report FILE… -o PAGE`: one HTML page (`BenchPage`) of
/// earlier runs' JSON, and the page `bench tiles|scene --html` writes.
enum BenchReport {
    static let spec = CommandSpec(
        "report", summary: "write one HTML page of earlier runs' JSON: frames/s, stage shares, the tile sweep",
        operands: .custom("FILE…"),
        about: """
            reads the JSON of earlier runs (bench tiles and bench scene --json,
            one object or one a line; the probes of --ramp; the peer benchmark's JSON
            lines) and writes one self-contained HTML page: frames/s per workload as
            bars, every run side by side; each stage's share of a frame; tiles/s
            against the tile count. A file that is no bench result: exit 2.

            """,
        groups: [OptionGroup([
            OptionSpec("--out", short: "-o", value: "PAGE", "the page to write", default: .value("bench.html")),
        ])],
        run: run)

    /// `--html FILE`, for bench tiles and bench scene.
    static let htmlOption = OptionSpec("--html", value: "FILE", "also write the results as one HTML page "
                                       + "(frames/s and stage shares as charts; see bench report)")

    /// A JSON file is read whole: 16 MiB holds thousands of results.
    static let maximumFileBytes = 16 << 20

    static func run(_ invocation: Invocation) throws {
        let args = invocation.args
        let paths = args.positional
        guard !paths.isEmpty else {
            throw CLIError.usage("bench report needs the JSON of one or more runs: report a.json b.json -o bench.html")
        }
        var records: [BenchRecord] = []
        for path in paths {
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.contents(atPath: path, maximumBytes: maximumFileBytes)
            } catch {
                throw CLIError.usage("\(path): \(error)")
            }
            do {
                records += try BenchRecord.records(in: String(decoding: bytes, as: UTF8.self), source: path)
            } catch {
                throw CLIError.usage(error.description)
            }
        }
        try writePage(records, to: args.setting("--out") ?? "bench.html", words: ["flipbook", "bench", "report"] + args.words)
    }

    /// Writes the page of `records` to `path` (whole or not at all).
    static func writePage(_ records: [BenchRecord], to path: String, words: [String]) throws {
        let page = BenchPage(records: records, command: ShellCommandText.line(words))
        do {
            try writeFileAtomically(Array(page.html.utf8), to: path)
        } catch {
            throw CLIError.runtime("cannot write \(path): \(error)")
        }
    }

    /// Writes the page of one run's `json` (the text `--json` prints) to
    /// the `--html` file, if one was asked for.
    static func writePage(ofRun json: String, args: Arguments, words: [String]) throws {
        guard let path = args.setting("--html") else { return }
        let records: [BenchRecord]
        do {
            records = try BenchRecord.records(in: json, source: "this run")
        } catch {
            throw CLIError.runtime("bench: cannot read back its own results: \(error.description)")
        }
        try writePage(records, to: path, words: words)
    }
}

extension JSONValue {
    /// A result object with the command that made it added last
    /// (`"command"`, as a shell would take it), for pages and for people
    /// reading the JSON later.
    func withCommand(_ words: [String]) -> JSONValue {
        guard case .object(var pairs) = self else { return self }
        pairs.append(("command", .string(ShellCommandText.line(words))))
        return .object(pairs)
    }
}
