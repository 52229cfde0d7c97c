import Foundation
import Support

/// The bench page: one self-contained HTML page of benchmark results, from
/// `flipbook bench … --html FILE` or `flipbook report FILE… -o PAGE`.
/// Inline CSS and SVG, no network, no images. It shows:
/// - frames/s per workload as bars, every run side by side (so the peer
///   benchmark's figures sit beside Flipbook's);
/// - each stage's share of a frame as a stacked bar;
/// - the tile sweep (tiles/s against the tile count) as lines, one per
///   runner and canvas;
/// - who ran each result: the machine, the build and the command.
///
/// The page is complete without JavaScript (every figure is in its
/// tables too); the script only sorts the tables and writes any error
/// into `#errors`.
public struct BenchPage: Sendable {
    public var records: [BenchRecord]
    /// The command that made the page, as a shell would take it.
    public var command: String

    public init(records: [BenchRecord], command: String) {
        self.records = records
        self.command = command
    }

    /// The workloads in the order they first appear, with their records.
    var workloads: [(name: String, records: [BenchRecord])] {
        var order: [String] = [], groups: [String: [BenchRecord]] = [:]
        for record in records {
            if groups[record.workload] == nil { order.append(record.workload) }
            groups[record.workload, default: []].append(record)
        }
        return order.map { ($0, groups[$0]!) }
    }

    /// The whole page.
    public var html: String {
        let title = "Benchmarks: \(records.count) result\(records.count == 1 ? "" : "s"), "
            + "\(workloads.count) workload\(workloads.count == 1 ? "" : "s")"
        let header = "<header><h1>\(HTMLText.escaped(title))</h1>\n"
            + "<p>Made by <code id=\"command\">\(HTMLText.escaped(command))</code></p></header>"
        return HTMLText.page(title: title, style: Self.style,
                             body: [header, rates, stageShares, sweep, runs].joined(separator: "\n"), script: Self.script)
    }

    /// Who ran what: one row a record, with its machine and command.
    private var runs: String {
        let rows = records.map { r in
            "<tr><td>\(HTMLText.escaped(r.label))</td><td>\(HTMLText.escaped(r.workload))</td>"
                + "<td>\(HTMLText.escaped(r.source))</td><td>\(HTMLText.escaped(r.machine ?? "—"))</td>"
                + "<td><code>\(HTMLText.escaped(r.command ?? "—"))</code></td></tr>"
        }.joined(separator: "\n")
        return """
            <section id="runs"><h2>Runs</h2>
            <table class="sortable"><thead><tr><th>runner</th><th>workload</th><th>file</th><th>machine</th>\
            <th>command</th></tr></thead>
            <tbody>
            \(rows)
            </tbody></table></section>
            """
    }

    /// A number for the page: `digits` decimals, thin spaces between
    /// thousands.
    public static func number(_ value: Double, _ digits: Int = 1) -> String {
        guard value.isFinite else { return "—" }
        let text = String(format: "%.\(digits)f", value)
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0]), sign = ""
        if whole.hasPrefix("-") { sign = "-"; whole.removeFirst() }
        var grouped = ""
        for (i, c) in whole.enumerated() {
            if i > 0, (whole.count - i) % 3 == 0 { grouped += "\u{2009}" }
            grouped.append(c)
        }
        return sign + grouped + (parts.count > 1 ? "." + parts[1] : "")
    }
}
