extension ComparisonThresholds {
    /// PROVISIONAL: replaced by measured defaults.
    public static let `default` = ComparisonThresholds(maxMeanError: 1, minPSNR: 30, maxDifferingPixels: 100,
                                                       channelThreshold: 32, minSSIM: 0.99)
}
