import Foundation
import SeededRandom

/// The hostile numbers of `AdversarialSuiteTests`, and how a template's
/// slots take them.
///
/// A template is JSON text with slots: `§` takes the value, `§0` and
/// `§1` take a pair of keyframe times derived from it (`pair(for:)`).
enum AdversarialNumbers {
    /// Numbers as JSON text: zero and its sign, the smallest magnitudes,
    /// where consecutive Doubles are 2 or more apart (2^53, 2^53 + 2), where
    /// `x + 1 == x` at every step (1e16, 1e17), past Int64 (1e19, 2^64),
    /// the largest finite Doubles, integers too long for any integer type,
    /// and an integer literal past Double's range (400 digits).
    static let values: [String] = [
        "0", "-0", "-1", "0.5", "1e-9", "1e-300", "5e-324", "-5e-324",
        "2147483648", "4294967311", "9007199254740992", "9007199254740994",
        "1e16", "-1e16", "1e17", "1e19", "1e300", "-1e300",
        "1.7976931348623157e308", "-1.7976931348623157e308",
        "9223372036854775807", "-9223372036854775809", "18446744073709551616",
        "123456789012345678901234567890123456789",
        "1" + String(repeating: "0", count: 400),
    ]

    /// The values that make a loop over time stall (issue 36, D1): a step
    /// of one frame vanishes at 2^53 and above, while two Doubles apart
    /// are still few frames apart (at 1e300 they are 1e284 frames apart,
    /// which the sample-count limit refuses).
    static let stallingTimes: [String] = ["9007199254740994", "1e16", "-1e16", "1e17", "1e19"]

    /// A pair of keyframe times from `value`: the value and the Double two
    /// steps above it (so the pair is ordered and a frame apart or less,
    /// the stall of D1; always so for `stallingTimes`), or 0 and the
    /// value, or the value and twice it.
    static func pair(for value: String, using rng: inout SplitMix64) -> (String, String) {
        guard let x = Double(value), x.isFinite else { return ("0", value) }
        // A stalling time always gets its neighbour: that pair is the stall.
        switch stallingTimes.contains(value) ? 0 : Int.random(in: 0..<3, using: &rng) {
        case 0:
            let above = x.nextUp.nextUp
            return (value, above.isFinite ? text(above) : value)
        case 1: return ("0", value)
        default: return x < 0 ? (value, "0") : (value, text(min(x * 2, .greatestFiniteMagnitude)))
        }
    }

    /// `x` as JSON text (Swift writes 1e+16, which JSON allows).
    static func text(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
    }

    /// `template` with its slots filled from `value`.
    static func fill(_ template: String, with value: String, using rng: inout SplitMix64) -> String {
        var result = template
        if result.contains("§0") {
            let (t0, t1) = pair(for: value, using: &rng)
            result = result.replacingOccurrences(of: "§0", with: t0).replacingOccurrences(of: "§1", with: t1)
        }
        return result.replacingOccurrences(of: "§", with: value)
    }

    /// `count` values for one key: always one that stalls time loops when
    /// the key is a keyframe time, the rest drawn without repeats.
    /// `ADVERSARIAL_BENIGN=<number>` gives that one value instead, to check
    /// that the templates render with ordinary values.
    static func draw(_ count: Int, forTimes: Bool, using rng: inout SplitMix64) -> [String] {
        if let benign = ProcessInfo.processInfo.environment["ADVERSARIAL_BENIGN"] { return [benign] }
        var pool = values.shuffled(using: &rng)
        var picked: [String] = []
        if forTimes, let stall = stallingTimes.randomElement(using: &rng) {
            picked.append(stall)
            pool.removeAll { $0 == stall }
        }
        picked += pool.prefix(max(0, count - picked.count))
        return picked
    }
}
