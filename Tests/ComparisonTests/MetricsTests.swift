import Comparison
import Foundation
import Geometry
import Testing

/// A `width × height` bitmap with every pixel `rgba` (premultiplied).
func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> Bitmap {
    Bitmap(width: width, height: height, pixels: Array((0..<(width * height)).map { _ in rgba }.joined()))
}

@Suite struct MetricsTests {
    @Test func identicalFramesScorePerfectly() throws {
        let frame = Bitmap(width: 9, height: 8, pixels: (0..<(9 * 8 * 4)).map { UInt8(($0 * 37) % 256) })
        let m = try FrameMetrics(frame, frame, threshold: 0)
        #expect(m.psnr == .infinity)
        #expect(m.meanError == 0 && m.maxError == 0 && m.differingPixels == 0)
        #expect(m.ssim == 1, "SSIM of identical frames is exactly 1")
        #expect(m.pixelCount == 72)
    }

    /// Two pixels (8 samples); one channel differs by 10: Σd² = 100, MSE =
    /// 12.5, PSNR = 10·log10(255² / 12.5) = 10·log10(5202) = 37.1617 dB;
    /// mean error 10 / 8 = 1.25.
    @Test func knownDifferenceGivesHandComputedPSNRAndMeanError() throws {
        let a = solid(2, 1, [100, 100, 100, 255])
        var b = a
        b.pixels[1] = 110
        let m = try FrameMetrics(a, b, threshold: 5)
        #expect(abs(m.psnr - 37.16166) < 1e-4, "\(m.psnr)")
        #expect(m.meanError == 1.25)
        #expect(m.maxError == 10)
        #expect(m.differingPixels == 1)
        #expect(try FrameMetrics(a, b, threshold: 10).differingPixels == 0, "the threshold is exclusive")
        #expect(try FrameMetrics(a, b, threshold: 9).differingPixels == 1)
    }

    /// Flat frames differ only in luminance: variances and covariance are
    /// 0, so SSIM = (2·μx·μy + C1) / (μx² + μy² + C1) with C1 = 2.55² =
    /// 6.5025: (22000 + 6.5025) / (22100 + 6.5025) = 0.9954764.
    @Test func flatFramesSSIMIsTheLuminanceTerm() throws {
        let a = solid(10, 10, [100, 0, 0, 255]), b = solid(10, 10, [110, 0, 0, 255])
        #expect(abs(try StructuralSimilarity.index(a, b) - 22006.5025 / 22106.5025) < 1e-12)
    }

    /// A 2 × 2 window (the frame's smaller side): red 0,100,0,100 against
    /// 100,0,100,0. μ = 50 each; sample variances 2500·4/3 = 3333.3, sample
    /// covariance −3333.3; SSIM = ((5000 + C1)(−6666.7 + C2)) /
    /// ((5000 + C1)(6666.7 + C2)) with C2 = 7.65² = 58.5225: −0.9825963.
    /// The other channels are equal (SSIM 1); the frame takes the lowest.
    @Test func antiCorrelatedStructureGivesNegativeSSIM() throws {
        let a = Bitmap(width: 2, height: 2, pixels: [0, 9, 9, 255, 100, 9, 9, 255, 0, 9, 9, 255, 100, 9, 9, 255])
        let b = Bitmap(width: 2, height: 2, pixels: [100, 9, 9, 255, 0, 9, 9, 255, 100, 9, 9, 255, 0, 9, 9, 255])
        let expected = (-20000.0 / 3 + 58.5225) / (20000.0 / 3 + 58.5225)
        #expect(abs(try StructuralSimilarity.index(a, b) - expected) < 1e-9)
        #expect(abs(expected - -0.9825963) < 1e-6)
    }

    /// A small shape moved by one pixel barely changes the mean error but
    /// drops SSIM clearly: SSIM sees structure, not only totals.
    @Test func ssimReactsToAShiftThatMeanErrorAveragesAway() throws {
        var a = solid(64, 64, [0, 0, 0, 255]), b = a
        for y in 20..<40 {
            for x in 30..<33 { a.pixels[(y * 64 + x) * 4] = 255 }
            for x in 31..<34 { b.pixels[(y * 64 + x) * 4] = 255 }
        }
        let m = try FrameMetrics(a, b, threshold: 32)
        #expect(m.meanError < 0.7)
        #expect(m.differingPixels == 40)
        #expect(m.ssim < 0.97, "\(m.ssim)")
    }

    @Test func windowShrinksToTinyFrames() throws {
        // 1-pixel frames: one 1 × 1 window, no variance, luminance term only.
        let a = solid(1, 1, [50, 0, 0, 255]), b = solid(1, 1, [60, 0, 0, 255])
        #expect(abs(try StructuralSimilarity.index(a, b) - (6000 + 6.5025) / (6100 + 6.5025)) < 1e-12)
    }

    @Test func mismatchedSizesAndEmptyFramesThrow() {
        #expect(throws: ComparisonError.sizeMismatch(a: (2, 1), b: (1, 2))) {
            try FrameMetrics(solid(2, 1, [0, 0, 0, 0]), solid(1, 2, [0, 0, 0, 0]), threshold: 1)
        }
        #expect(throws: ComparisonError.empty) { try FrameMetrics(Bitmap(width: 0, height: 0), Bitmap(width: 0, height: 0), threshold: 1) }
        #expect(ComparisonError.sizeMismatch(a: (2, 1), b: (1, 2)).description == "frame sizes differ: A is 2x1 px, B is 1x2 px")
    }

    @Test func differenceMapKeepsTheLargestChannelPerPixel() throws {
        let a = Bitmap(width: 2, height: 1, pixels: [10, 20, 30, 40, 0, 0, 0, 0])
        let b = Bitmap(width: 2, height: 1, pixels: [13, 10, 30, 41, 0, 0, 0, 0])
        let d = try DifferenceMap(a, b)
        #expect(d.perPixel == [10, 0])
        #expect(d.absoluteSum == 14 && d.squaredSum == 9 + 100 + 1)
        #expect(d.maxPooled(width: 1, height: 1).perPixel == [10])
    }
}
