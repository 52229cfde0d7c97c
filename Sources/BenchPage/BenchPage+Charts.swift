import Foundation
import Support

extension BenchPage {
    /// Stage colors, in `BenchRecord.stageNames` order (evaluate, display
    /// list, raster, PNG encode).
    static let stageColors = ["#7a5cc2", "#3f9f5f", "#1f5fbf", "#d08a1e"]

    /// A number in an SVG attribute: `digits` decimals, no grouping
    /// (`number` groups thousands for people).
    static func coordinate(_ value: Double, _ digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Frames/s per workload: a bar per result, the longest the fastest
    /// of its workload, and the same figures in a table.
    var rates: String {
        let groups = workloads.map { group -> String in
            let top = group.records.map(\.framesPerSecond).max() ?? 1
            let rowHeight = 22
            let bars = group.records.enumerated().map { i, r -> String in
                let width = top > 0 ? max(0.5, 100 * r.framesPerSecond / top) : 0
                let y = i * rowHeight
                return "<rect class=\"bar\" x=\"0\" y=\"\(y + 3)\" width=\"\(Self.coordinate(width, 2))%\" height=\"\(rowHeight - 6)\">"
                    + "<title>\(HTMLText.escaped(r.label)): \(Self.number(r.framesPerSecond)) frames/s</title></rect>"
                    + "<text x=\"4\" y=\"\(y + rowHeight - 7)\">\(HTMLText.escaped(r.label)): "
                    + "\(Self.number(r.framesPerSecond)) frames/s</text>"
            }.joined()
            let rows = group.records.map { r in
                "<tr><td>\(HTMLText.escaped(r.label))</td><td>\(Self.number(r.framesPerSecond))</td>"
                    + "<td>\(Self.number(1000 / r.framesPerSecond, 2))</td>"
                    + "<td>\(r.tiles.map { Self.number(Double($0) * r.framesPerSecond, 0) } ?? "—")</td></tr>"
            }.joined(separator: "\n")
            return """
                <div class="workload"><h3>\(HTMLText.escaped(group.name))</h3>
                <svg class="bars" width="100%" height="\(group.records.count * rowHeight)" role="img" \
                aria-label="frames per second, \(HTMLText.escaped(group.name))">\(bars)</svg>
                <table class="sortable"><thead><tr><th>runner</th><th>frames/s</th><th>ms/frame</th><th>tiles/s</th>\
                </tr></thead><tbody>
                \(rows)
                </tbody></table></div>
                """
        }.joined(separator: "\n")
        return "<section id=\"rates\"><h2>Frames per second</h2>\n\(groups)\n</section>"
    }

    /// Each stage's share of the frame, for the results that time their
    /// stages (Flipbook's): one stacked bar each, the shares of the
    /// stages' sum.
    var stageShares: String {
        let timed = records.filter { !$0.stages.isEmpty }
        guard !timed.isEmpty else { return "" }
        let names = BenchRecord.stageNames
        let legend = zip(names, Self.stageColors).map { name, color in
            "<span class=\"key\"><i style=\"background:\(color)\"></i>\(name)</span>"
        }.joined(separator: " ")
        let bars = timed.map { r -> String in
            let total = r.stages.reduce(0) { $0 + $1.milliseconds }
            var x = 0.0
            let parts = r.stages.map { s -> String in
                let share = total > 0 ? 100 * s.milliseconds / total : 0
                defer { x += share }
                let color = Self.stageColors[names.firstIndex(of: s.name) ?? 0]
                return "<rect x=\"\(Self.coordinate(x, 3))%\" y=\"0\" width=\"\(Self.coordinate(share, 3))%\" height=\"18\" "
                    + "fill=\"\(color)\"><title>\(s.name): \(Self.number(s.milliseconds, 3)) ms "
                    + "(\(Self.number(share)) %)</title></rect>"
            }.joined()
            let cells = names.map { name in
                r.stages.first { $0.name == name }.map { "<td>\(Self.number($0.milliseconds, 3))</td>" } ?? "<td>—</td>"
            }.joined()
            return """
                <tr><td>\(HTMLText.escaped(r.label))</td><td>\(HTMLText.escaped(r.workload))</td>\(cells)\
                <td class="share"><svg class="stack" width="100%" height="18" role="img" \
                aria-label="stage shares">\(parts)</svg></td></tr>
                """
        }.joined(separator: "\n")
        return """
            <section id="stages"><h2>Where a frame's time goes</h2>
            <p>Median ms per stage, and each stage's share of their sum. \(legend)</p>
            <table class="sortable"><thead><tr><th>runner</th><th>workload</th>\
            \(names.map { "<th>\($0), ms</th>" }.joined())<th>share</th></tr></thead><tbody>
            \(bars)
            </tbody></table></section>
            """
    }

    /// The tile sweep: tiles/s against the tile count (a log scale), one
    /// line per runner and canvas with results at two or more counts.
    var sweep: String {
        var order: [String] = [], lines: [String: [BenchRecord]] = [:]
        for r in records where r.tiles != nil {
            if lines[r.sweepKey] == nil { order.append(r.sweepKey) }
            lines[r.sweepKey, default: []].append(r)
        }
        let series = order.compactMap { key -> (String, [(tiles: Int, rate: Double)])? in
            let points = Dictionary(lines[key]!.map { ($0.tiles!, Double($0.tiles!) * $0.framesPerSecond) },
                                    uniquingKeysWith: { max($0, $1) })
                .sorted { $0.key < $1.key }.map { (tiles: $0.key, rate: $0.value) }
            return points.count >= 2 ? (key, points) : nil
        }
        guard !series.isEmpty else { return "" }
        let allTiles = series.flatMap { $0.1.map(\.tiles) }, allRates = series.flatMap { $0.1.map(\.rate) }
        let lo = log10(Double(max(1, allTiles.min()!))), hi = max(lo + 1, log10(Double(allTiles.max()!)))
        let top = max(1, allRates.max()!) * 1.1
        let (w, h) = (600.0, 240.0)
        func x(_ tiles: Int) -> String { Self.coordinate((log10(Double(tiles)) - lo) / (hi - lo) * w) }
        func y(_ rate: Double) -> String { Self.coordinate(h - rate / top * h) }
        let palette = ["#1f5fbf", "#c23b22", "#3f9f5f", "#d08a1e", "#7a5cc2", "#444"]
        let drawn = series.enumerated().map { i, s -> String in
            let color = palette[i % palette.count]
            let points = s.1.map { "\(x($0.tiles)),\(y($0.rate))" }.joined(separator: " ")
            let dots = s.1.map { "<circle cx=\"\(x($0.tiles))\" cy=\"\(y($0.rate))\" r=\"3\" fill=\"\(color)\">"
                + "<title>\(HTMLText.escaped(s.0)): \($0.tiles) tiles, \(Self.number($0.rate, 0)) tiles/s</title></circle>" }
                .joined()
            return "<polyline points=\"\(points)\" stroke=\"\(color)\"/>\(dots)"
        }.joined()
        let legend = series.enumerated().map { i, s in
            "<span class=\"key\"><i style=\"background:\(palette[i % palette.count])\"></i>\(HTMLText.escaped(s.0))</span>"
        }.joined(separator: " ")
        let rows = series.flatMap { s in
            s.1.map { "<tr><td>\(HTMLText.escaped(s.0))</td><td>\(Self.number(Double($0.tiles), 0))</td><td>\(Self.number($0.rate, 0))</td></tr>" }
        }.joined(separator: "\n")
        return """
            <section id="sweep"><h2>Tile sweep</h2>
            <p>Tiles/s against tiles in the grid (log scale, \(allTiles.min()!) to \(allTiles.max()!)); \
            0 to \(Self.number(top, 0)) tiles/s. \(legend)</p>
            <svg class="sweep" viewBox="-8 -8 \(Int(w) + 16) \(Int(h) + 16)" role="img" aria-label="tile sweep">\
            <path class="axes" d="M0 0V\(Int(h))H\(Int(w))"/>\(drawn)</svg>
            <table class="sortable"><thead><tr><th>runner</th><th>tiles</th><th>tiles/s</th></tr></thead><tbody>
            \(rows)
            </tbody></table></section>
            """
    }
}
