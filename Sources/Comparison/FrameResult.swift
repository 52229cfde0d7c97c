/// One compared frame: which frame, its metrics and the limits it broke.
public struct FrameResult: Sendable, Equatable {
    /// Frame number (as in `<scene>-<NNNNN>.png`).
    public var number: Int
    /// Scene time in seconds.
    public var time: Double
    public var metrics: FrameMetrics
    /// The limits broken (`ComparisonThresholds.violations`); empty when
    /// the frame is within every limit.
    public var violations: [String]
    /// File name of the A | heat map | B image written for this frame, if
    /// one was written.
    public var panelFile: String?

    public init(number: Int, time: Double, metrics: FrameMetrics, violations: [String], panelFile: String? = nil) {
        self.number = number
        self.time = time
        self.metrics = metrics
        self.violations = violations
        self.panelFile = panelFile
    }

    /// True when the frame broke at least one limit.
    public var isOver: Bool { !violations.isEmpty }

    /// One line for people, e.g.
    /// `frame 00012 t=0.2000 s  PSNR 48.21 dB  mean 0.031  max 97  >32: 12 px  SSIM 0.99931  ok`.
    public var line: String {
        let m = metrics
        let psnr = ComparisonText.number(m.psnr, 2)
        var s = "frame \(ComparisonText.frameNumber(number)) t=\(ComparisonText.number(time, 4)) s  PSNR \(psnr) dB"
        s += "  mean \(ComparisonText.number(m.meanError, 3))  max \(m.maxError)"
        s += "  >\(m.threshold): \(m.differingPixels) px  SSIM \(ComparisonText.number(m.ssim, 5))"
        s += isOver ? "  OVER: " + violations.joined(separator: ", ") : "  ok"
        return s
    }

    /// This frame as a JSON object (PSNR null for identical frames, where
    /// it is infinite).
    public var json: String {
        let m = metrics
        var fields = [
            "\"frame\":\(number)", "\"time\":\(ComparisonText.number(time, 6))",
            "\"psnr\":\(m.psnr.isFinite ? ComparisonText.number(m.psnr, 4) : "null")",
            "\"meanError\":\(ComparisonText.number(m.meanError, 6))", "\"maxError\":\(m.maxError)",
            "\"differingPixels\":\(m.differingPixels)", "\"ssim\":\(ComparisonText.number(m.ssim, 6))",
            "\"over\":\(isOver)",
            "\"violations\":[\(violations.map(ComparisonText.jsonString).joined(separator: ","))]",
        ]
        if let panelFile { fields.append("\"panel\":\(ComparisonText.jsonString(panelFile))") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
