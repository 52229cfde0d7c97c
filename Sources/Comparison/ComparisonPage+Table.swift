import Support

extension ComparisonPage {
    /// The frame table, worst first: one row per frame, metrics over their
    /// limit in bold, a heat-map thumbnail for each frame over the limits
    /// that has images, and the number of any other frame with images
    /// linking to its A | heat map | B image. End tags that HTML makes optional are left out:
    /// 1 000 rows must stay well under 200 KB.
    var table: String {
        let rows = framesWorstFirst.map(row).joined(separator: "\n")
        return """
            <section id="frames"><h2>Frames, worst first</h2>
            <p>Click a heading to sort, a row to open its frame. <b>Bold</b>: over its limit.</p>
            <table id="table"><thead><tr><th>frame</th><th>time s</th><th>PSNR dB</th><th>mean</th><th>max</th>\
            <th>&gt;\(report.thresholds.channelThreshold) px</th><th>SSIM</th><th>verdict</th><th>heat map</th></tr></thead><tbody>
            \(rows)
            </tbody></table></section>
            """
    }

    private func row(_ frame: FrameResult) -> String {
        let (m, t) = (frame.metrics, report.thresholds)
        func cell(_ text: String, over: Bool) -> String { over ? "<td><b>\(text)</b>" : "<td>\(text)" }
        let names = frame.panelFile == nil ? nil : imageNames(frame.number)
        var s = frame.isOver ? "<tr class=o>" : "<tr>"
        // A frame with images links its number to them, or, over the limits,
        // shows its thumbnail instead (one file name a row, not two).
        if let names, !frame.isOver {
            s += "<td><a href=\"\(HTMLText.fileURL(names.panel))\">\(frame.number)</a>"
        } else {
            s += "<td>\(frame.number)"
        }
        s += "<td>" + ComparisonText.number(frame.time, 4)
        s += cell(ComparisonText.number(m.psnr, 2), over: m.psnr < t.minPSNR)
        s += cell(ComparisonText.number(m.meanError, 3), over: m.meanError > t.maxMeanError)
        s += "<td>\(m.maxError)"
        s += cell(String(m.differingPixels), over: m.differingPixels > t.maxDifferingPixels)
        s += cell(ComparisonText.number(m.ssim, 5), over: m.ssim < t.minSSIM)
        s += frame.isOver ? "<td>over" : "<td>ok"
        if let names, frame.isOver {
            s += "<td><img src=\"\(HTMLText.fileURL(names.thumbnail))\" alt=\"\" loading=lazy>"
        }
        return s
    }

    /// The frame view: the worst frame that has images, as A, heat map and
    /// B at 1:1 (pixelated when zoomed). The A-over-B picture and its
    /// slider, blink and zoom controls are hidden until the script shows
    /// them.
    var frameView: String {
        if let filmstrip {
            let strip = filmstrip.fileName.map { "<p><img src=\"\(HTMLText.fileURL($0))\" alt=\"filmstrip\"></p>" }
                ?? "<p>It is <code>\(HTMLText.escaped(filmstrip.path))</code>, outside this folder.</p>"
            return """
                <section id="view"><h2>Filmstrip</h2><p>A drawn in a shuffled order | heat map | B in time order, \
                frames in time order.</p>\(strip)</section>
                """
        }
        guard let frame = framesWorstFirst.first(where: { $0.panelFile != nil }) else {
            let why = report.frames.isEmpty ? "no frames were compared"
                : report.overCount == 0 ? "every frame is within the limits; --keep-all writes images of every frame"
                : "this run wrote none"
            return "<section id=\"view\"><h2>Frame view</h2><p>No frame images: \(why).</p></section>"
        }
        let names = imageNames(frame.number)
        func image(_ id: String, _ file: String, _ alt: String) -> String {
            "<img class=\"px\" id=\"\(id)\" src=\"\(HTMLText.fileURL(file))\" alt=\"\(alt)\">"
        }
        return """
            <section id="view" style="--w:\(report.width);--h:\(report.height)"><h2>Frame <span id="vnum">\(frame.number)</span></h2>
            <p><code id="vline">\(HTMLText.escaped(frame.line))</code></p>
            <div id="flip" hidden><p class="controls">
            <label><input type="radio" name="mode" value="slide" checked> slider</label>
            <label><input type="radio" name="mode" value="blink"> blink</label>
            <input type="range" id="split" min="0" max="100" value="50" aria-label="A left of the split, B right">
            <label>zoom <select id="zoom"><option value="1">1:1</option><option value="2">2×</option>\
            <option value="4">4×</option><option value="8">8×</option><option value="16">16×</option></select></label></p>
            </div>
            <div class="trio">
            <figure id="flipfig" hidden><div class="stage">\(image("fb", names.b, "B"))\(image("fa", names.a, "A"))</div>\
            <figcaption>A over B</figcaption></figure>
            <figure>\(image("va", names.a, "A"))<figcaption>A</figcaption></figure>
            <figure>\(image("vh", names.heatMap, "heat map"))<figcaption>heat map</figcaption></figure>
            <figure>\(image("vb", names.b, "B"))<figcaption>B</figcaption></figure>
            </div></section>
            """
    }
}
