import Presentation

/// Everything one comparison found: what was compared, under which
/// limits, every frame's result and the worst frame.
public struct ComparisonReport: Sendable {
    /// Scene name.
    public var scene: String
    /// How side A was produced ("gpu: llvmpipe …, 4× MSAA", "cpu",
    /// "folder old/").
    public var a: String
    /// How side B was produced.
    public var b: String
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    public var thresholds: ComparisonThresholds
    /// In frame order.
    public var frames: [FrameResult]

    public init(scene: String, a: String, b: String, width: Int, height: Int, thresholds: ComparisonThresholds,
                frames: [FrameResult]) {
        self.scene = scene
        self.a = a
        self.b = b
        self.width = width
        self.height = height
        self.thresholds = thresholds
        self.frames = frames
    }

    /// Frames that broke at least one limit.
    public var overCount: Int { frames.filter(\.isOver).count }

    /// The frame with the lowest PSNR (the largest mean squared error);
    /// among equals the lowest SSIM, then the earliest. nil without frames.
    public var worst: FrameResult? {
        frames.min { l, r in
            if l.metrics.psnr != r.metrics.psnr { return l.metrics.psnr < r.metrics.psnr }
            return l.metrics.ssim < r.metrics.ssim
        }
    }

    /// The closing lines for people: what was compared, the worst frame,
    /// and the verdict.
    public var summary: String {
        let t = thresholds
        var s = "compared \(frames.count) frames of \(scene) (\(width)x\(height) px): A \(a), B \(b)\n"
        if let worst { s += "worst " + worst.line + "\n" }
        let limits = "mean error ≤ \(ComparisonText.number(t.maxMeanError, 3)), PSNR ≥ \(ComparisonText.number(t.minPSNR, 2)) dB, "
            + "≤ \(t.maxDifferingPixels) px differing by more than \(t.channelThreshold), SSIM ≥ \(ComparisonText.number(t.minSSIM, 5))"
        if overCount == 0 {
            s += "all \(frames.count) frames within limits (\(limits))\n"
        } else {
            s += "\(overCount) of \(frames.count) frames over limits (\(limits))\n"
        }
        return s
    }

    /// The whole report as one JSON object: scene, a, b, width, height,
    /// thresholds {maxMeanError, minPSNR, maxDifferingPixels, threshold,
    /// minSSIM}, frames (see `FrameResult.json`), worst (frame number),
    /// over (count), passed.
    public var json: String {
        let t = thresholds
        let limits = "{\"maxMeanError\":\(ComparisonText.number(t.maxMeanError, 6)),\"minPSNR\":\(ComparisonText.number(t.minPSNR, 4)),"
            + "\"maxDifferingPixels\":\(t.maxDifferingPixels),\"threshold\":\(t.channelThreshold),\"minSSIM\":\(ComparisonText.number(t.minSSIM, 6))}"
        let fields = [
            "\"scene\":\(ComparisonText.jsonString(scene))", "\"a\":\(ComparisonText.jsonString(a))",
            "\"b\":\(ComparisonText.jsonString(b))", "\"width\":\(width)", "\"height\":\(height)",
            "\"thresholds\":\(limits)",
            "\"frames\":[\n  \(frames.map(\.json).joined(separator: ",\n  "))\n]",
            "\"worst\":\(worst.map { "\($0.number)" } ?? "null")", "\"over\":\(overCount)",
            "\"passed\":\(overCount == 0)",
        ]
        return "{" + fields.joined(separator: ",\n") + "}\n"
    }
}

extension ComparisonText {
    /// `number` zero-padded to 5 digits, as frame files are named.
    static func frameNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// `text` as a JSON string literal: quotes, backslashes and control
    /// characters escaped (RFC 8259 §7).
    static func jsonString(_ text: String) -> String {
        JSONText.string(text)
    }
}
