/// A stroke's dash pattern, validated (internal): Core Graphics semantics.
/// Entries alternate dash and gap lengths; an odd count repeats the list
/// so dashes and gaps swap on the second pass; the phase is the distance
/// into the pattern at which each subpath starts.
struct DashPattern {
    /// Dash, gap, dash, gap… lengths in path units (even count).
    let lengths: [Double]
    /// Length of one full cycle of `lengths`.
    let period: Double
    /// Where each subpath starts within the cycle, in 0 ..< period.
    let offset: Double

    /// Most dashes one stroke may have. A [1, 1] pattern around a
    /// 16384-unit canvas (the largest texture side) is 32768 dashes; this
    /// allows four times that, and finer patterns, which would blur to
    /// gray anyway, draw solid instead of stalling the renderer.
    static let maximumDashes = 1 << 17

    /// The pattern of `style`, or nil when the stroke is solid: an empty
    /// pattern, one with a negative or non-finite entry, one summing to
    /// zero, or one that would cut `totalLength` into more than
    /// `maximumDashes` dashes.
    init?(_ style: StrokeStyle, totalLength: Double) {
        let pattern = style.dashPattern
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let doubled = pattern.count % 2 == 0 ? pattern : pattern + pattern
        let period = doubled.reduce(0, +)
        guard period > 0 else { return nil }
        let cycles = totalLength / period + 1
        guard cycles * Double(doubled.count / 2) <= Double(DashPattern.maximumDashes) else { return nil }
        let phase = style.dashPhase.isFinite ? style.dashPhase : 0
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        lengths = doubled
        self.period = period
        self.offset = offset
    }

    /// Calls `body` with each dash (from, to) within 0…`length`, in order,
    /// the pattern starting at `offset`. Dashes are clipped to the range;
    /// a zero-length dash entry inside it gives from == to (a dot where
    /// caps draw one); a dash that only touches the range is left out.
    func forEachDash(length: Double, _ body: (Double, Double) -> Void) {
        var position = -offset
        var i = 0
        while position <= length {
            let end = position + lengths[i]
            if i % 2 == 0 {
                if lengths[i] == 0 {
                    if position >= 0 { body(position, position) }
                } else if end > 0 && position < length {
                    body(max(position, 0), min(end, length))
                }
            }
            position = end
            i = i + 1 == lengths.count ? 0 : i + 1
        }
    }
}
