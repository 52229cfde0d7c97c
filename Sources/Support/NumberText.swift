import Foundation

/// Stable decimal text for dumps and JSON.
public enum NumberText {
    /// `v` rounded to `decimals` places with trailing zeros trimmed and
    /// −0 printed as 0: the same value prints the same on every machine.
    /// Default: 4 places (1e-4 px is far below anything visible, and keeps
    /// golden dumps robust to last-bit float differences).
    public static func fixed(_ v: Double, decimals: Int = 4) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var s = String(format: "%.\(decimals)f", v)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// `v` as a JSON number at full precision (shortest round-trip form);
    /// non-finite values become `null`, which JSON requires.
    public static func json(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return v == 0 ? "0" : String(Int64(v)) }
        return "\(v)"
    }
}
