/// Numbers read from input (options, `--param`, scene and Lottie files)
/// checked before they become integers: `Int(_:)` traps on NaN, on
/// infinity and past `Int.max`, and `Double(_:)` reads more than decimals
/// (`0x10`, `inf`, `nan`). Callers throw their own error (a `CLIError`, a
/// `SceneFileError`) naming the option or key the number came from.
public enum NumberInput {
    /// `value` rounded by `rule` as an `Int` when the result lies in
    /// `range`; nil for NaN, an infinity or anything outside `range`.
    /// Default rule: to nearest, halves away from zero (`rounded()`).
    public static func whole(_ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                             in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        // Int(exactly:) is nil for NaN, infinities and magnitudes ≥ 2^63.
        guard let n = Int(exactly: value.rounded(rule)), range.contains(n) else { return nil }
        return n
    }

    /// `whole(value, rounding: rule, in: range)`, or `failure()` thrown
    /// when that is nil: the one checked Double-to-Int conversion for
    /// values that come from input.
    public static func whole<Failure: Error>(_ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                                             in range: ClosedRange<Int> = Int.min...Int.max,
                                             or failure: () -> Failure) throws(Failure) -> Int {
        guard let n = whole(value, rounding: rule, in: range) else { throw failure() }
        return n
    }

    /// `text` as a finite number when it is plain decimal:
    /// `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?` with D a digit 0-9. Hexadecimal
    /// (`0x10`, which `Double(_:)` reads as 16), `inf`, `nan`, spaces
    /// and numbers that overflow a double are nil: an option says what it
    /// means in one notation only.
    public static func decimal(_ text: some StringProtocol) -> Double? {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let n = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(n)
            return n
        }
        func sign() { if let b = bytes.first, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { bytes = bytes.dropFirst() } }
        sign()
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            sign()
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty, let v = Double(String(text)), v.isFinite else { return nil }
        return v
    }
}
