import Paths
import SceneFile

extension LottieProperty where Value == Path {
    /// The path at composition frame `frame`, as Lottie players evaluate a
    /// keyframed path: the first value before the first keyframe, the last
    /// from the last one, a hold's value through its segment, otherwise
    /// the keyframes' paths interpolated vertex by vertex at the eased
    /// fraction. Paths that cannot be interpolated (the importer refuses
    /// such keyframes) hold the earlier one.
    func value(atFrame frame: Double) -> Path {
        switch placement(atFrame: frame) {
        case .holding(let path): return path
        case .between(let a, let b, let f): return (try? a.interpolated(to: b, fraction: f)) ?? a
        }
    }
}

extension LottieImporting {
    /// The bezier paths `sh` of one group, some keyframed, as one
    /// keyframed path holding them all, as lottie-ios's Core Animation
    /// engine draws them (its `CombinedShapeItem`): one shape layer, so
    /// the fill rule sees the paths together (a keyframed ring is a ring,
    /// not a disc). When every keyframed path has the same keyframes (the
    /// same frames, easings and holds) their keyframes are kept, each
    /// valued at all the paths; otherwise the paths are sampled at every
    /// whole frame from the first keyframe to the last and joined
    /// linearly (exact at whole frames). The samples count against the
    /// keyframe and path-element limits before any is made.
    func combinedPaths(_ paths: [LottieProperty<Path>], at style: SceneFileItem) throws -> LottieProperty<Path> {
        let keyed = paths.compactMap { path -> [LottieKeyframe<Path>]? in
            guard path.isAnimated, case .animated(let keys) = path else { return nil }
            return keys
        }
        func joined(atFrame frame: Double) -> Path {
            Path(elements: paths.flatMap { $0.value(atFrame: frame).elements })
        }
        guard let first = keyed.first else { return .fixed(joined(atFrame: 0)) }
        let shared = keyed.allSatisfy { keys in
            keys.count == first.count && zip(keys, first).allSatisfy {
                $0.frame == $1.frame && $0.hold == $1.hold && $0.timing == $1.timing
            }
        }
        let frames: [Double]
        if shared {
            frames = first.map(\.frame)
        } else {
            let all = keyed.flatMap { $0.map(\.frame) }
            frames = try wholeFrames(from: all.min()!, to: all.max()!, at: style)
        }
        let perSample = paths.reduce(0) { $0 + $1.initialValue.elements.count }
        let (elements, overflow) = perSample.multipliedReportingOverflow(by: frames.count)
        try count(\.pathElementCount, by: overflow ? Int.max - pathElementCount : elements,
                  maximum: limits.maximumTotalPathElements, "path elements",
                  limitName: "maximumTotalPathElements", at: style)
        return .animated(frames.enumerated().map { i, frame in
            let key = shared ? first[i] : nil
            return LottieKeyframe(frame: frame, value: joined(atFrame: frame), hold: key?.hold ?? false,
                                  timing: key?.timing)
        })
    }
}

/// A path a fill or stroke paints: its shape's path, the trims that cut
/// it (nearest first), and whether it is a bezier path `sh` (lottie-ios
/// combines only those when keyframed).
typealias LottiePaintedPath = (path: LottieProperty<Path>, trims: [LottieTrim], bezier: Bool)
