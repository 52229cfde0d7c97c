import Foundation

/// Per-stage statistics over many `StagedFrame`s.
package struct StageReport {
    package var evaluate: BenchStatistics
    package var displayList: BenchStatistics
    package var raster: BenchStatistics
    package var encode: BenchStatistics?
    package var render: BenchStatistics
    package var endToEnd: BenchStatistics

    package init?(_ frames: [StagedFrame], encoded: Bool) {
        guard let e = BenchStatistics(frames.map(\.evaluate)), let d = BenchStatistics(frames.map(\.displayList)),
              let r = BenchStatistics(frames.map(\.raster)), let all = BenchStatistics(frames.map(\.render)),
              let total = BenchStatistics(frames.map { $0.render + $0.encode }) else { return nil }
        evaluate = e
        displayList = d
        raster = r
        render = all
        encode = encoded ? BenchStatistics(frames.map(\.encode)) : nil
        endToEnd = total
    }

    package var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("evaluate", evaluate.millisecondsJSON),
                                            ("displayList", displayList.millisecondsJSON),
                                            ("raster", raster.millisecondsJSON)]
        if let encode { pairs.append(("encode", encode.millisecondsJSON)) }
        pairs.append(("render", render.millisecondsJSON))
        pairs.append(("endToEnd", endToEnd.millisecondsJSON))
        return .object(pairs)
    }

    package var text: String {
        var rows = [("evaluate", evaluate), ("display list", displayList), ("raster", raster)]
        if let encode { rows.append(("PNG encode", encode)) }
        rows.append(("render (first three)", render))
        rows.append(("end to end", endToEnd))
        var s = "  stage                  median ms   p95 ms   min ms   max ms   per second (median)\n"
        for (name, stats) in rows {
            s += String(format: "  %-20@ %9.3f %8.3f %8.3f %8.3f   %10.1f\n", name.padding(toLength: 20, withPad: " ", startingAt: 0),
                        stats.median * 1e3, stats.p95 * 1e3, stats.min * 1e3, stats.max * 1e3,
                        stats.median > 0 ? 1 / stats.median : 0)
        }
        return s
    }
}
