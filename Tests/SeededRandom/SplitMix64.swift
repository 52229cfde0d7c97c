/// A tiny seeded generator (Steele, Lea & Flood's SplitMix64) so property
/// tests are reproducible: the same seed gives the same cases everywhere.
/// Shared by every test target that draws random cases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }
}
