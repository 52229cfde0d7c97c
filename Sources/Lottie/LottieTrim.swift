import Foundation

/// A trim paths item (`tm`): the part of its paths' length that is drawn.
/// Start `s` and end `e` are percentages of a path's length, offset `o`
/// is in degrees (360° is one whole length) and mode `m` is 1,
/// simultaneously (each path trimmed by the same fractions of its own
/// length), or 2, individually (the paths it applies to trimmed as one
/// sequence over their total length).
struct LottieTrim {
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>
    /// Mode `m` 2: the paths are one sequence. Default: false (`m` 1).
    var individually: Bool
    /// The item's JSON location, telling trims apart.
    var location: String

    /// Two fractions closer than this are equal: ThorVG's float epsilon,
    /// so that an empty trim (`s` = `e`) draws nothing exactly where the
    /// reference renderer draws nothing.
    static let epsilon = 1e-6

    /// True when some value is keyframed over a positive time.
    var isAnimated: Bool { start.isAnimated || end.isAnimated || offset.isAnimated }

    /// The frames of every keyframe of `s`, `e` and `o`.
    var keyFrames: [Double] {
        [start, end, offset].flatMap { property -> [Double] in
            guard case .animated(let keys) = property else { return [] }
            return keys.map(\.frame)
        }
    }

    /// The trimmed fractions at composition frame `frame`, as ThorVG
    /// reads a trim: `s` and `e` clamped to 0…1 and ordered, both moved
    /// by the offset's fraction of a turn (so either may leave 0…1 by up
    /// to 1: the piece wraps past the path's end); (0, 0) when `s` = `e`
    /// (nothing drawn) and (0, 1) when they span the whole length with no
    /// offset.
    func segment(atFrame frame: Double) -> (begin: Double, end: Double) {
        let unit = { (v: [Double]) in min(max(v[0, or: 0] / 100, 0), 1) }
        var s = unit(start.value(atFrame: frame)), e = unit(end.value(atFrame: frame))
        guard abs(s - e) > Self.epsilon else { return (0, 0) }
        let turn = fmod(offset.value(atFrame: frame)[0, or: 0], 360) / 360
        if abs(turn) <= Self.epsilon && abs(s - e) >= 1 { return (0, 1) }
        if s > e { swap(&s, &e) }
        return (s + turn, e + turn)
    }

    /// The range a path keeps under several trims (`chain` in the order
    /// ThorVG meets them walking the items from the end: the trim listed
    /// last at the outermost level first, the one nearest the path last).
    /// The trim nearest the path cuts it first; each one listed after it
    /// keeps its own fractions of the piece left so far, so 0…50 % then
    /// 50…100 % keeps 25…50 %.
    static func range(of chain: [LottieTrim], atFrame frame: Double) -> (begin: Double, end: Double) {
        var range = (begin: 0.0, end: 1.0)
        for trim in chain {
            let (s, e) = trim.segment(atFrame: frame)
            let length = abs(e - s)
            range = (s + length * range.begin, s + length * range.end)
        }
        return range
    }

    /// The drawn pieces of a trimmed range `begin…end` (fractions that
    /// may lie outside 0…1 by less than 1) as `strokeStart…strokeEnd`
    /// pairs within 0…1: none for an empty range, one, or two when the
    /// range wraps past the path's end (then the first runs to 1 and the
    /// second from 0).
    static func pieces(begin: Double, end: Double) -> [(start: Double, end: Double)] {
        guard abs(begin - end) > epsilon else { return [] }
        let inside = { (v: Double) in v >= 0 && v <= 1 }
        let wraps = !((begin > 1 && end > 1) || (begin < 0 && end < 0) || (inside(begin) && inside(end)))
        let wrapped = { (v: Double) in v > 1 ? v - 1 : (v < 0 ? v + 1 : v) }
        var b = wrapped(begin), e = wrapped(end)
        if (wraps && b < e) || (!wraps && b > e) { swap(&b, &e) }
        return b >= e ? [(b, 1), (0, e)] : [(b, e)]
    }

    /// True when `chain` is fixed and draws the whole path: no trimming.
    static func isIdentity(_ chain: [LottieTrim]) -> Bool {
        guard !chain.contains(where: \.isAnimated) else { return false }
        let r = range(of: chain, atFrame: 0)
        return r.begin == 0 && r.end == 1
    }
}
