extension ComparisonThresholds {
    /// The limits `flipbook compare` applies unless told otherwise, chosen
    /// from measurement: GPU (Mesa llvmpipe, 4× MSAA) against CPU at scale
    /// 2, frames spread over each scene's loop (README, "Comparing
    /// backends"; 25 frames of equalizer and loader, 7 of fuber, 8 of
    /// aperture). Worst frames measured: PSNR 48.5 dB (aperture), mean
    /// error 0.075 levels (aperture), SSIM 0.99983 (loader), at most 12
    /// pixels off by more than 64 levels (fuber; the largest single error
    /// anywhere was 88). Each limit leaves a wide margin over those, yet a
    /// layer moved by one point, red and blue swapped, or an ignored stroke
    /// trim breaks them (ComparisonTests.DefectTests):
    /// - `channelThreshold` 64: a quarter of the range, one of four MSAA
    ///   samples at full contrast; anti-aliasing noise stays below it
    ///   except at a few sharp corners, while a moved or missing shape
    ///   differs by its full contrast.
    /// - `maxDifferingPixels` 64: 5× the worst measured count; a 3-pt bar
    ///   moved by 1 pt changes about 400 pixels at scale 2.
    /// - `maxMeanError` 0.5 levels: 6.7× the worst measured; a whole frame
    ///   off by one level (0.75) fails.
    /// - `minPSNR` 40 dB: 8.5 dB (a 7× larger mean squared error) below
    ///   the worst measured.
    /// - `minSSIM` 0.99: 60× the worst measured distance from 1.
    public static let `default` = ComparisonThresholds(maxMeanError: 0.5, minPSNR: 40, maxDifferingPixels: 64,
                                                       channelThreshold: 64, minSSIM: 0.99)
}
