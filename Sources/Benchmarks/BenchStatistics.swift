import Foundation

/// Summary of one benchmark quantity over many samples (seconds per frame,
/// frames per second): median, 95th percentile, min and max. The median is
/// the mean of the two middle samples for an even count; the percentile is
/// the nearest-rank one (the smallest sample with at least 95 % of the
/// samples at or below it).
package struct BenchStatistics: Equatable {
    package var median: Double
    package var p95: Double
    package var min: Double
    package var max: Double
    package var count: Int

    /// Nil for no samples.
    package init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let n = sorted.count
        median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        // Nearest rank: ceil(0.95 n), 1-based.
        p95 = sorted[Swift.max(0, Int((0.95 * Double(n)).rounded(.up)) - 1)]
        min = sorted[0]
        max = sorted[n - 1]
        count = n
    }

    /// Seconds per frame as milliseconds, with the median's rate.
    package var millisecondsJSON: JSONValue {
        .object([("msMedian", .number(median * 1e3)), ("msP95", .number(p95 * 1e3)),
                 ("msMin", .number(min * 1e3)), ("msMax", .number(max * 1e3)),
                 ("perSecondMedian", .number(median > 0 ? 1 / median : 0))])
    }

    /// Rates (frames/s) as they are.
    package var ratesJSON: JSONValue {
        .object([("median", .number(median)), ("p95", .number(p95)), ("min", .number(min)), ("max", .number(max))])
    }
}

/// A monotonic clock in seconds.
package enum BenchClock {
    package static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
