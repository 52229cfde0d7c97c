import Support

/// `report.html`: one self-contained page of a comparison, for people
/// (Skia Gold's triage page, Playwright's report). Inline CSS and
/// JavaScript, no network; images are files beside the page, referenced
/// relatively, so the folder works from `file://` and as a CI artifact.
///
/// The page is complete without JavaScript: the header, the chart, the
/// table (worst first, a thumbnail for each frame over the limits) and the
/// worst frame's A, heat map and B are all in the HTML. The script only
/// sorts the table, opens another frame, toggles A and B (slider or
/// blink) and zooms; it writes any error into `#errors`.
public struct ComparisonPage: Sendable {
    public var report: ComparisonReport
    /// The command that made the report, as a shell would take it.
    public var command: String
    /// The image names of frame `number` (`FrameImageNames`); used for the
    /// frames whose `FrameResult.panelFile` is set, which have all five
    /// images but the thumbnail, and the thumbnail when over the limits.
    public var imageNames: @Sendable (Int) -> FrameImageNames
    /// A filmstrip run's strip: its path as given, and its file name when
    /// it is in the page's folder (then the page shows it). Default: nil.
    public var filmstrip: (path: String, fileName: String?)? = nil

    /// The square the table's thumbnails fit in, pixels: 96 shows where a
    /// frame differs at a glance while 1 000 of them stay a few MB and a
    /// row stays short.
    public static let thumbnailBox = 96

    /// The width of the thumbnail of a `width` × `height` frame: its
    /// longer side `thumbnailBox` (never wider than the frame).
    public static func thumbnailWidth(width: Int, height: Int) -> Int {
        max(1, min(width, thumbnailBox * width / max(width, height, 1)))
    }

    public init(report: ComparisonReport, command: String, imageNames: @escaping @Sendable (Int) -> FrameImageNames) {
        self.report = report
        self.command = command
        self.imageNames = imageNames
    }

    /// The frames worst first: lowest PSNR, then lowest SSIM, then frame
    /// order (the order of `ComparisonReport.worst`).
    public var framesWorstFirst: [FrameResult] {
        report.frames.enumerated().sorted { l, r in
            if l.element.metrics.psnr != r.element.metrics.psnr { return l.element.metrics.psnr < r.element.metrics.psnr }
            if l.element.metrics.ssim != r.element.metrics.ssim { return l.element.metrics.ssim < r.element.metrics.ssim }
            return l.offset < r.offset
        }.map(\.element)
    }

    /// "PASS" or "FAIL", as the verdict on the page says it.
    public var verdictWord: String { report.overCount == 0 ? "PASS" : "FAIL" }

    /// Every file name the page refers to (before URL encoding), for checks.
    public var imageFiles: [String] {
        report.frames.flatMap { frame -> [String] in
            guard frame.panelFile != nil else { return [] }
            let names = imageNames(frame.number)
            return [names.panel, names.a, names.b, names.heatMap] + (frame.isOver ? [names.thumbnail] : [])
        }
    }

    /// The whole page.
    public var html: String {
        let title = "\(report.scene): \(verdictWord), \(report.overCount) of \(report.frames.count) frames over"
        return HTMLText.page(title: title, style: Self.style, body: [header, chart, frameView, table].joined(separator: "\n"),
                             script: Self.script)
    }

    private var header: String {
        let t = report.thresholds
        let limits = "mean error ≤ \(ComparisonText.number(t.maxMeanError, 3)), PSNR ≥ \(ComparisonText.number(t.minPSNR, 2)) dB, "
            + "≤ \(t.maxDifferingPixels) px differing by more than \(t.channelThreshold) levels, SSIM ≥ \(ComparisonText.number(t.minSSIM, 5))"
        let verdict = report.overCount == 0
            ? "PASS: all \(report.frames.count) frames within the limits"
            : "FAIL: \(report.overCount) of \(report.frames.count) frames over the limits"
        let worst = report.worst.map { HTMLText.escaped($0.line) } ?? "none"
        return """
            <header><h1>compare \(HTMLText.escaped(report.scene))</h1>
            <p id="verdict" class="\(report.overCount == 0 ? "pass" : "fail")">\(HTMLText.escaped(verdict))</p>
            <dl>
            <dt>A</dt><dd>\(HTMLText.escaped(report.a))</dd>
            <dt>B, the reference</dt><dd>\(HTMLText.escaped(report.b))</dd>
            <dt>Frames</dt><dd>\(report.frames.count), \(report.width)×\(report.height) px</dd>
            <dt>Limits</dt><dd>\(HTMLText.escaped(limits))</dd>
            <dt>Worst</dt><dd><code>\(worst)</code></dd>
            <dt>Command</dt><dd><code id="command">\(HTMLText.escaped(command))</code></dd>
            </dl></header>
            """
    }
}
