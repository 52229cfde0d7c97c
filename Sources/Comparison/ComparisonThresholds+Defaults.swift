extension ComparisonThresholds {
    /// The limits `flipbook compare` applies to two backends unless told
    /// otherwise: no pixel off by more than 1 level. Both backends compute
    /// the exact covered area, each with its own code, and composite as the
    /// CPU's `Blender` does, so only a float rounding that tips a value
    /// across a half-level tie may differ, by 1 (every scene at scales 2, 1
    /// and 0.5 passes with these: Sources/Comparison/README.md, "Measured
    /// agreement").
    /// A coverage bug (an edge moved by 1/8 pixel, four samples instead of
    /// the area) breaks them (ComparisonTests.CoverageMutationTests).
    /// - `channelThreshold` 1 and `maxDifferingPixels` 0: the rule itself.
    /// - `maxMeanError` 1 level and `minPSNR` 48.13 dB: what a frame whose
    ///   every channel is off by at most 1 can reach at worst (a mean
    ///   squared error of 1 is 20·log10(255) ≈ 48.13 dB), so they never
    ///   fail a frame the rule passes.
    /// - `minSSIM` 0.99: a frame off by 1 level everywhere keeps 0.999+.
    public static let `default` = ComparisonThresholds(maxMeanError: 1, minPSNR: 48.13, maxDifferingPixels: 0,
                                                       channelThreshold: 1, minSSIM: 0.99)

    /// The limits against a folder of earlier PNGs (`--a DIR` or `--b
    /// DIR`), which another renderer, version or anti-aliasing may have
    /// made: the limits measured for Flipbook's earlier 4× MSAA GPU
    /// against its CPU at scale 2 (worst frames: PSNR 48.5 dB, mean error
    /// 0.075 levels, SSIM 0.99983, at most 12 pixels off by more than 64
    /// levels; the largest single error 88), each with a wide margin, yet
    /// a layer moved by one point, red and blue swapped, or an ignored
    /// stroke trim breaks them (ComparisonTests.DefectTests):
    /// - `channelThreshold` 64: a quarter of the range; anti-aliasing
    ///   noise stays below it, a moved or missing shape does not.
    /// - `maxDifferingPixels` 64: a 3-pt bar moved by 1 pt changes about
    ///   400 pixels at scale 2.
    /// - `maxMeanError` 0.5 levels: a whole frame off by one level (0.75)
    ///   fails.
    /// - `minPSNR` 40 dB, `minSSIM` 0.99.
    public static let againstFolder = ComparisonThresholds(maxMeanError: 0.5, minPSNR: 40, maxDifferingPixels: 64,
                                                           channelThreshold: 64, minSSIM: 0.99)
}
