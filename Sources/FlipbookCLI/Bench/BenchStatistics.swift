import Foundation
import Presentation

/// Summary of one benchmark quantity over many samples (seconds per frame,
/// frames per second): median, 95th percentile, min and max. The median is
/// the mean of the two middle samples for an even count; the percentile is
/// the nearest-rank one (the smallest sample with at least 95 % of the
/// samples at or below it).
struct BenchStatistics: Equatable {
    var median: Double
    var p95: Double
    var min: Double
    var max: Double
    var count: Int

    /// Nil for no samples.
    init?(_ samples: [Double]) {
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
    var millisecondsJSON: JSONValue {
        .object([("msMedian", .number(median * 1e3)), ("msP95", .number(p95 * 1e3)),
                 ("msMin", .number(min * 1e3)), ("msMax", .number(max * 1e3)),
                 ("perSecondMedian", .number(median > 0 ? 1 / median : 0))])
    }

    /// Rates (frames/s) as they are.
    var ratesJSON: JSONValue {
        .object([("median", .number(median)), ("p95", .number(p95)), ("min", .number(min)), ("max", .number(max))])
    }
}

/// A monotonic clock in seconds.
enum BenchClock {
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

/// A JSON value written with its object keys in the order given (the
/// benchmark's output reads top-down: what was measured, then figures,
/// then the environment).
indirect enum JSONValue: Equatable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }

    /// Compact JSON text; numbers with up to 4 decimals, non-finite as null.
    var text: String {
        switch self {
        case .string(let s): return Self.quoted(s)
        case .number(let v):
            guard v.isFinite else { return "null" }
            return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.4f", v)
        case .integer(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ s: String) -> String {
        JSONText.string(s)
    }
}
