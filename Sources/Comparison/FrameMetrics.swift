import Foundation
import Geometry

/// How much two frames of one size differ, measured on premultiplied
/// RGBA8 values (see `DifferenceMap` for why premultiplied).
public struct FrameMetrics: Sendable, Equatable {
    /// Pixels in each frame.
    public var pixelCount: Int
    /// Peak signal-to-noise ratio in dB: 10·log10(255² / MSE), the mean
    /// squared error taken over all four channels of every pixel; +∞ for
    /// identical frames. Higher is closer.
    public var psnr: Double
    /// Mean absolute channel difference over all four channels of every
    /// pixel, in 8-bit levels (0…255).
    public var meanError: Double
    /// Largest channel difference anywhere, in 8-bit levels (0…255).
    public var maxError: Int
    /// Pixels whose largest channel difference exceeds `threshold`.
    public var differingPixels: Int
    /// The channel difference (8-bit levels) above which a pixel counts in
    /// `differingPixels`.
    public var threshold: Int
    /// Structural similarity (`StructuralSimilarity.index`): 1 identical,
    /// lower is further apart.
    public var ssim: Double

    public init(pixelCount: Int, psnr: Double, meanError: Double, maxError: Int, differingPixels: Int,
                threshold: Int, ssim: Double) {
        self.pixelCount = pixelCount
        self.psnr = psnr
        self.meanError = meanError
        self.maxError = maxError
        self.differingPixels = differingPixels
        self.threshold = threshold
        self.ssim = ssim
    }

    /// Measures `a` against `b` (premultiplied RGBA8, same size); pixels
    /// count as differing above `threshold` levels.
    /// - Throws: `ComparisonError` for sizes that differ or no pixels.
    public init(_ a: Bitmap, _ b: Bitmap, threshold: Int) throws {
        try self.init(difference: DifferenceMap(a, b), a, b, threshold: threshold)
    }

    /// The metrics from an already computed `difference` of `a` and `b`.
    public init(difference: DifferenceMap, _ a: Bitmap, _ b: Bitmap, threshold: Int) throws {
        let samples = Double(difference.perPixel.count * 4)
        let mse = Double(difference.squaredSum) / samples
        self.init(pixelCount: difference.perPixel.count,
                  psnr: mse == 0 ? .infinity : 10 * log10(255 * 255 / mse),
                  meanError: Double(difference.absoluteSum) / samples,
                  maxError: difference.maximum,
                  differingPixels: difference.count(over: threshold),
                  threshold: threshold,
                  ssim: try StructuralSimilarity.index(a, b))
    }
}
