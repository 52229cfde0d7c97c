extension ComparisonPage {
    /// Height of each chart's drawing, in its own units (the SVG scales to
    /// the page's width; strokes keep their width).
    static let chartHeight = 100.0

    /// Two inline SVG charts over the frames in frame order: PSNR with the
    /// PSNR limit dashed, and max channel error (8-bit levels) with the
    /// channel threshold dashed; frames over the limits are red columns behind the lines.
    /// x is the frame's index, so a click maps back to a frame (the script
    /// opens it). Coordinates are whole numbers to keep 1 000 frames small.
    var chart: String {
        let frames = report.frames
        guard !frames.isEmpty else { return "<section id=\"chart\"><h2>Chart</h2><p>No frames.</p></section>" }
        let finite = frames.map(\.metrics.psnr).filter(\.isFinite)
        // The PSNR axis reaches the highest finite PSNR or 1.25 × the limit,
        // rounded up to 10 dB; identical frames (+∞) sit on the top line.
        let top = max(10, ((max(finite.max() ?? 0, report.thresholds.minPSNR * 1.25)) / 10).rounded(.up) * 10)
        let psnr = svg(values: frames.map { min($0.metrics.psnr, top) / top },
                       limit: report.thresholds.minPSNR / top, label: "PSNR per frame")
        // The error axis reaches the largest error, at least twice the
        // threshold and 4 levels, at most 255: a 1-level error between two
        // backends is as visible as a 200-level one against a folder.
        let t = report.thresholds
        let errorTop = min(255, max(4, 2 * t.channelThreshold, frames.map(\.metrics.maxError).max() ?? 0))
        let error = svg(values: frames.map { Double($0.metrics.maxError) / Double(errorTop) },
                        limit: Double(t.channelThreshold) / Double(errorTop), label: "max channel error per frame")
        let levels = t.channelThreshold == 1 ? "1 level" : "\(t.channelThreshold) levels"
        return """
            <section id="chart"><h2>PSNR and max error per frame</h2>
            <p>PSNR, 0 to \(ComparisonText.number(top, 0)) dB (∞ at the top); dashed: the limit, \
            \(ComparisonText.number(t.minPSNR, 2)) dB. Red: frames over the limits. Click a frame to open it.</p>
            \(psnr)
            <p>Max channel error, 0 to \(errorTop) levels; dashed: the threshold, \(levels).</p>
            \(error)
            <p class="axis"><span>frame \(frames.first!.number)</span><span>frame \(frames.last!.number)</span></p>
            </section>
            """
    }

    /// One chart: `values` (0…1, bottom to top) as a line, `limit` dashed.
    private func svg(values: [Double], limit: Double, label: String) -> String {
        let h = Self.chartHeight
        func y(_ v: Double) -> Int { Int((h - v * h).rounded()) }
        let points = values.enumerated().map { "\($0.offset),\(y($0.element))" }.joined(separator: " ")
        let over = overRuns.map { "M\(Double($0.lowerBound) - 0.5) 0H\(Double($0.upperBound) - 0.5)V\(Int(h))H\(Double($0.lowerBound) - 0.5)Z" }
            .joined()
        let width = max(values.count - 1, 1)
        // A single frame draws as a dot: a line needs two points.
        let line = values.count == 1 ? "<circle cx=\"0\" cy=\"\(y(values[0]))\" r=\"2\"/>"
            : "<polyline points=\"\(points)\"/>"
        return """
            <svg class="chart" viewBox="-0.5 -2 \(width + 1) \(Int(h) + 4)" preserveAspectRatio="none" role="img" \
            aria-label="\(label)"><path class="over" d="\(over)"/>\
            <path class="limit" d="M-0.5 \(y(limit))H\(width)"/>\(line)</svg>
            """
    }

    /// Runs of consecutive frames over the limits, as index ranges: one
    /// shape per run keeps a chart of 1 000 failing frames small.
    var overRuns: [Range<Int>] {
        var runs: [Range<Int>] = []
        for (index, frame) in report.frames.enumerated() where frame.isOver {
            if let last = runs.last, last.upperBound == index {
                runs[runs.count - 1] = last.lowerBound..<(index + 1)
            } else {
                runs.append(index..<(index + 1))
            }
        }
        return runs
    }
}
