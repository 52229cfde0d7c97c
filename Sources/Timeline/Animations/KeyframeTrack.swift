/// The values of a CAKeyframeAnimation and how progress moves through
/// them; the part of a keyframe animation a table (e.g. for a shader) is
/// compiled from.
public struct KeyframeTrack: Sendable, Hashable {
    /// The keyframe values, in order.
    public var values: [AnimatableValue]
    /// Fractions 0…1 of the cycle, non-decreasing; empty (or malformed)
    /// means evenly spaced. Default: [].
    public var keyTimes: [Double]
    /// One per segment (n − 1); missing entries are linear. Default: [].
    public var timingFunctions: [TimingFunction]
    /// How values are visited. Default: `.linear`.
    public var mode: CalculationMode

    /// A track; defaults as stated on the properties.
    public init(values: [AnimatableValue], keyTimes: [Double] = [], timingFunctions: [TimingFunction] = [],
                mode: CalculationMode = .linear) {
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.mode = mode
    }

    /// The value at `x`, the cycle's progress after the animation-level
    /// timing function (0…1, may overshoot); nil when there are no values.
    public func value(at x: Double) throws -> AnimatableValue? {
        try value(at: x, searchTimes: searchTimes())
    }

    /// The times `value(at:searchTimes:)` searches in, for this track's
    /// mode: the discrete intervals' starts, the paced times, or the valid
    /// key times. Worked out once by a compiled animation, so each
    /// evaluation is one binary search.
    /// - Throws: `AnimatableValueError` when paced values cannot be measured.
    func searchTimes() throws -> [Double] {
        let n = values.count
        guard n > 1 else { return [] }
        switch mode {
        case .discrete: return discreteTimes
        case .paced: return try pacedTimes()
        case .linear, .cubic: return validTimes(count: n)
        }
    }

    /// `value(at:)` with `times` from `searchTimes()`.
    func value(at x: Double, searchTimes times: [Double]) throws -> AnimatableValue? {
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        switch mode {
        case .discrete: return values[min(Self.lastIndex(in: times, atMost: x) ?? 0, values.count - 1)]
        case .paced: return try interpolate(at: x, times: times, easing: false)
        case .linear, .cubic: return try interpolate(at: x, times: times, easing: true)
        }
    }

    /// The last index of sorted `times` whose time is ≤ `x` (nil when none
    /// is, or `x` is NaN): a binary search, the same answer as
    /// `times.lastIndex { $0 <= x }` on a non-decreasing array.
    static func lastIndex(in times: [Double], atMost x: Double) -> Int? {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= x { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// `keyTimes` when it has `count` finite, non-decreasing entries, else
    /// `count` evenly spaced times from 0 to 1 (CA's default).
    public func validTimes(count: Int) -> [Double] {
        Self.validTimes(keyTimes, count: count)
    }

    /// `keyTimes` when it has `count` finite, non-decreasing entries, else
    /// `count` evenly spaced times from 0 to 1 (CA's default).
    static func validTimes(_ keyTimes: [Double], count: Int) -> [Double] {
        let ok = keyTimes.count == count && keyTimes.allSatisfy(\.isFinite)
            && zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
        return ok ? keyTimes : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Discrete: value i shows from keyTimes[i] until keyTimes[i + 1].
    /// Apple's form has one more key time than values (the last closes the
    /// last value's interval); equal counts are accepted too, the last
    /// value then showing from its own key time on. Anything else is
    /// evenly spaced with n + 1 times (each value shows 1/n of the cycle).
    /// The interval starts `value(at:searchTimes:)` searches in that mode.
    var discreteTimes: [Double] {
        let n = values.count
        return keyTimes.count == n ? validTimes(count: n) : validTimes(count: n + 1)
    }

    /// Paced: key times proportional to the cumulative distance between
    /// successive values, so the value moves at constant speed; evenly
    /// spaced when all values are equal.
    public func pacedTimes() throws -> [Double] {
        var total = 0.0, cumulative = [0.0]
        for (a, b) in zip(values, values.dropFirst()) {
            total += try a.distance(to: b)
            cumulative.append(total)
        }
        guard total > 0, total.isFinite else { return validTimesEvenly() }
        return cumulative.map { $0 / total }
    }

    private func validTimesEvenly() -> [Double] {
        (0..<values.count).map { Double($0) / Double(values.count - 1) }
    }

    /// Linear or Catmull-Rom interpolation in the segment that holds `x`;
    /// before the first key time the first value holds, from the last one
    /// the last. A segment's timing function (when `easing`) maps its local
    /// fraction first; entries beyond `timingFunctions.count` are linear.
    func interpolate(at x: Double, times: [Double], easing: Bool) throws -> AnimatableValue {
        let n = values.count
        if x < times[0] { return values[0] }
        if x >= times[n - 1] { return values[n - 1] }
        // The last key time ≤ x: on equal key times the later segment wins,
        // which makes a zero-length segment a jump.
        let j = min(Self.lastIndex(in: times, atMost: x) ?? 0, n - 2)
        var f = (x - times[j]) / (times[j + 1] - times[j])
        if easing, j < timingFunctions.count { f = timingFunctions[j].progress(f) }
        guard mode == .cubic else { return try values[j].interpolated(to: values[j + 1], fraction: f) }
        // Catmull-Rom's outer neighbors; the ends repeat their value.
        let before = values[max(j - 1, 0)], after = values[min(j + 2, n - 1)]
        return try AnimatableValue.catmullRom(before, values[j], values[j + 1], after, f)
    }
}
