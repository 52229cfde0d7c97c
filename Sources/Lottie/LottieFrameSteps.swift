import Presentation
import SceneFile

/// Frames one apart from an origin, as the importer samples a quantity
/// that has no closed form in keyframes. The count is a whole number
/// fixed before the first frame is made and each frame is derived from
/// its index (`origin + k`), never by adding 1 to the frame before:
/// past 2^53 (about 9e15) `f + 1 == f`, and a loop that steps a double
/// would never end.
enum LottieFrameSteps {
    /// How many of `origin + k` (k = 0, 1, …) lie before `end` (through
    /// `end` when `through`), as a double: a span of 1e300 frames is
    /// counted, not made, so the caller can hold it against a limit. 0
    /// for an empty span; infinity for an infinite one.
    static func count(from origin: Double, to end: Double, through: Bool) -> Double {
        let span = end - origin
        guard span.isFinite else { return span.isNaN ? 0 : max(span, 0) }
        return max(0, through ? span.rounded(.down) + 1 : span.rounded(.up))
    }

    /// `origin + k` for k = 0, 1, … before `end` (through `end` when
    /// `through`), in increasing order: a frame that rounds to the one
    /// before it (`1e16 + 1 == 1e16`) is left out, so every frame is
    /// distinct. At most `count(from:to:through:)` frames, which must be
    /// at most `maximum` (a precondition: callers check their limit first).
    static func frames(from origin: Double, to end: Double, through: Bool, maximum: Int) -> [Double] {
        let n = count(from: origin, to: end, through: through)
        precondition(n <= Double(maximum), "sample count is checked against its limit before sampling")
        var frames: [Double] = []
        frames.reserveCapacity(Int(n))
        for k in 0..<Int(n) {
            let f = origin + Double(k)
            guard through ? f <= end : f < end else { break }
            if let previous = frames.last, f <= previous { continue }
            frames.append(f)
        }
        return frames
    }
}

extension LottieImporting {
    /// `LottieFrameSteps.frames(from:to:through:)`, counted with `extra`
    /// more samples (the ends, the keyframes a caller adds) against
    /// `SceneFileLimits.maximumAnimations` before any frame is made, so a
    /// keyframe at frame 1e308 fails cleanly at `item`.
    func steppedFrames(from origin: Double, to end: Double, through: Bool = false, extra: Int,
                       at item: SceneFileItem) throws -> [Double] {
        let samples = LottieFrameSteps.count(from: origin, to: end, through: through) + Double(extra)
        let room = Double(limits.maximumAnimations - keyframeCount)
        guard samples <= room else {
            throw item.error("more than \(limits.maximumAnimations) keyframes sampling frames "
                             + "\(JSONText.number(origin))…\(JSONText.number(end)) (SceneFileLimits.maximumAnimations)",
                             .limit)
        }
        try count(\.keyframeCount, by: Int(samples), maximum: limits.maximumAnimations, "keyframes",
                  limitName: "maximumAnimations", at: item)
        return LottieFrameSteps.frames(from: origin, to: end, through: through, maximum: limits.maximumAnimations)
    }
}
