import Presentation
import SceneFile

extension LottieImporting {
    /// `first`, each whole frame after it and before `last`, and `last`:
    /// the frames a derived quantity is sampled at when it has no closed
    /// form in keyframes (Lottie players draw whole frames, so linear
    /// keyframes between them match wherever they are seen). The samples
    /// count as keyframes against the limits (checked before any is made,
    /// so a keyframe at frame 1e308 fails cleanly); past 2^53, where whole
    /// frames are further apart than 1, only the distinct ones
    /// (`LottieFrameSteps`).
    func wholeFrames(from first: Double, to last: Double, at item: SceneFileItem) throws -> [Double] {
        let between = try steppedFrames(from: first.rounded(.down) + 1, to: last, extra: 2, at: item)
        return [first] + between + [last]
    }

    /// `wholeFrames(from:to:at:)` over the span of the animated
    /// properties' keyframes, from the earliest first keyframe to the
    /// latest last one; nil when none is animated.
    func wholeFrames(spanning properties: [LottieProperty<[Double]>], at item: SceneFileItem) throws -> [Double]? {
        let ends = properties.flatMap { p -> [Double] in
            guard p.isAnimated, case .animated(let keys) = p else { return [] }
            return [keys[0].frame, keys[keys.count - 1].frame]
        }
        guard let first = ends.min(), let last = ends.max() else { return nil }
        return try wholeFrames(from: first, to: last, at: item)
    }

    /// Samples `values` taken at `frames` as a property: fixed when they
    /// are all equal, else linear keyframes leaving out each sample equal
    /// to both its neighbours (the line through it is the same).
    static func sampled<V: Equatable>(_ values: [V], at frames: [Double]) -> LottieProperty<V> {
        guard values.contains(where: { $0 != values[0] }) else { return .fixed(values[0]) }
        var keys: [LottieKeyframe<V>] = []
        for (i, frame) in frames.enumerated() {
            let inRun = i > 0 && i + 1 < frames.count && values[i - 1] == values[i] && values[i + 1] == values[i]
            if !inRun { keys.append(LottieKeyframe(frame: frame, value: values[i], hold: false, timing: nil)) }
        }
        return .animated(keys)
    }

    /// A keyframed property's values at `wholeFrames` from its first
    /// keyframe to its last, joined linearly; a fixed one as it is.
    func sampledAtWholeFrames(_ property: LottieProperty<[Double]>, at item: SceneFileItem) throws
        -> LottieProperty<[Double]> {
        guard property.isAnimated, case .animated(let keys) = property else { return property }
        return .animated(try wholeFrames(from: keys[0].frame, to: keys[keys.count - 1].frame, at: item).map {
            LottieKeyframe(frame: $0, value: property.value(atFrame: $0), hold: false, timing: nil)
        })
    }
}
