import Foundation

/// The limits a frame comparison must stay within; a frame that breaks any
/// of them is "over threshold" (`flipbook compare` exits 1).
public struct ComparisonThresholds: Sendable, Equatable {
    /// Largest allowed `FrameMetrics.meanError`, in 8-bit levels.
    public var maxMeanError: Double
    /// Smallest allowed `FrameMetrics.psnr`, in dB.
    public var minPSNR: Double
    /// Most pixels allowed to differ by more than `channelThreshold`.
    public var maxDifferingPixels: Int
    /// The channel difference, in 8-bit levels, above which a pixel
    /// differs (for `maxDifferingPixels` and the heat map).
    public var channelThreshold: Int
    /// Smallest allowed `FrameMetrics.ssim`.
    public var minSSIM: Double

    public init(maxMeanError: Double, minPSNR: Double, maxDifferingPixels: Int, channelThreshold: Int,
                minSSIM: Double) {
        self.maxMeanError = maxMeanError
        self.minPSNR = minPSNR
        self.maxDifferingPixels = maxDifferingPixels
        self.channelThreshold = channelThreshold
        self.minSSIM = minSSIM
    }

    /// One phrase per limit `metrics` breaks, e.g. "mean error 0.61 > 0.5";
    /// empty when the frame is within every limit.
    public func violations(of metrics: FrameMetrics) -> [String] {
        var out: [String] = []
        if metrics.meanError > maxMeanError {
            out.append("mean error \(ComparisonText.number(metrics.meanError, 3)) > \(ComparisonText.number(maxMeanError, 3))")
        }
        if metrics.psnr < minPSNR {
            out.append("PSNR \(ComparisonText.number(metrics.psnr, 2)) dB < \(ComparisonText.number(minPSNR, 2)) dB")
        }
        if metrics.differingPixels > maxDifferingPixels {
            out.append("\(metrics.differingPixels) px differ by more than \(channelThreshold) > \(maxDifferingPixels)")
        }
        if metrics.ssim < minSSIM {
            out.append("SSIM \(ComparisonText.number(metrics.ssim, 5)) < \(ComparisonText.number(minSSIM, 5))")
        }
        return out
    }
}

/// Number formatting shared by the text and JSON reports.
public enum ComparisonText {
    /// `value` with `digits` decimals; "inf" for +∞.
    public static func number(_ value: Double, _ digits: Int) -> String {
        value == .infinity ? "inf" : String(format: "%.\(digits)f", value)
    }
}
