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
