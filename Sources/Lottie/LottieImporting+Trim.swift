import Layers
import Paths
import SceneFile
import Timeline

extension LottieImporting {
    /// A group's paths as one path, when they can share one shape layer:
    /// more than one, none animated, and untrimmed or trimmed by the same
    /// trims individually (mode 2 trims them as one sequence; mode 1
    /// trims each path apart, so each needs its own layer). Untrimmed
    /// bezier paths `sh`, some keyframed, share one too, as lottie-ios
    /// combines them (`combinedPaths`); other animated shapes, or
    /// animated paths under a trim, keep a layer each, as in lottie-ios.
    /// Animated paths trimmed individually cannot share a layer: each is
    /// then trimmed over its own length, with a warning at `style`.
    func mergedPath(_ paths: [LottiePaintedPath], at style: SceneFileItem) throws -> LottiePaintedPath? {
        guard paths.count > 1 else { return nil }
        let chain = paths[0].trims
        guard paths.allSatisfy({ !$0.path.isAnimated }) else {
            if paths.allSatisfy({ $0.bezier && $0.trims.isEmpty }) {
                return (try combinedPaths(paths.map(\.path), at: style), [], true)
            }
            if paths.contains(where: { $0.trims.last?.individually == true }) {
                warn("animated paths trimmed individually (each over its own length)", at: style)
            }
            return nil
        }
        guard paths.allSatisfy({ $0.trims.map(\.location) == chain.map(\.location) }) else { return nil }
        if let nearest = chain.last, !nearest.individually { return nil }
        return (.fixed(Path(elements: paths.flatMap(\.path.modelValue.elements))), chain, paths.allSatisfy(\.bezier))
    }

    /// The shape layers that draw the stroke `make()` builds trimmed by
    /// `chain` (in the order the trims apply): `strokeStart`/`strokeEnd`
    /// give each the part of its path's length it draws, a second layer
    /// the part of a trim that wraps past the path's end (so `strokeEnd`
    /// never wraps), none when a fixed trim is empty. Animated trims are
    /// sampled at every frame from their first keyframe to their last and
    /// joined linearly (the wrapped pieces have no closed form in the
    /// trims' keyframes); runs of equal samples are dropped.
    func trimmedStrokes(_ make: () throws -> ShapeLayer, by chain: [LottieTrim],
                        at style: SceneFileItem) throws -> [ShapeLayer] {
        let frames = try sampleFrames(chain, at: style)
        let samples = frames.map { frame in
            let range = LottieTrim.range(of: chain, atFrame: frame)
            return LottieTrim.pieces(begin: range.begin, end: range.end)
        }
        let layerCount = samples.map(\.count).max() ?? 0
        var layers: [ShapeLayer] = []
        for i in 0..<layerCount {
            let piece = samples.map { i < $0.count ? $0[i] : (start: 0, end: 0) }
            let shape = try make()
            shape.strokeStart = piece[0].start
            shape.strokeEnd = piece[0].end
            if frames.count > 1 {
                try animate(shape, "strokeStart", frames: frames, values: piece.map(\.start), at: style)
                try animate(shape, "strokeEnd", frames: frames, values: piece.map(\.end), at: style)
            }
            layers.append(shape)
        }
        return layers
    }

    /// The shape layer that draws the fill `make()` builds over the fixed
    /// `path` trimmed by `chain`, as ThorVG trims fills: the trimmed
    /// pieces as geometry (`LottieTrimmedPath`), filled as they are (an
    /// open piece closes straight back to its start). Animated trims
    /// are sampled at whole frames into "path" keyframes, joined
    /// linearly where two samples have the same elements and held until
    /// the next sample where they do not. A keyframed path is drawn
    /// untrimmed, with a warning.
    func trimmedFill(_ make: () throws -> ShapeLayer, path: LottieProperty<Path>, by chain: [LottieTrim],
                     at style: SceneFileItem) throws -> ShapeLayer {
        guard !path.isAnimated else {
            warn("trim paths on a fill of an animated path (drawn untrimmed)", at: style)
            return try make()
        }
        let geometry = LottieTrimmedPath(path.modelValue)
        let frames = try sampleFrames(chain, at: style)
        let paths = frames.map { geometry.trimmed(by: chain, atFrame: $0) }
        try count(\.pathElementCount, by: paths.reduce(0) { $0 + $1.elements.count },
                  maximum: limits.maximumTotalPathElements, "path elements", limitName: "maximumTotalPathElements",
                  at: style)
        let shape = try make()
        shape.path = paths[0]
        guard frames.count > 1 else { return shape }
        func kinds(_ p: Path) -> [Bool] { p.elements.map { if case .move = $0 { true } else { false } } }
        var keys: [LottieKeyframe<Path>] = []
        for (i, frame) in frames.enumerated() {
            let inRun = i > 0 && i + 1 < frames.count && paths[i - 1] == paths[i] && paths[i + 1] == paths[i]
            if inRun { continue }
            let hold = i + 1 < frames.count && kinds(paths[i]) != kinds(paths[i + 1])
            keys.append(LottieKeyframe(frame: frame, value: paths[i], hold: hold, timing: nil))
        }
        try add(LottieProperty<Path>.animated(keys).animation(keyPath: "path", framesPerSecond: framesPerSecond) {
            .path($0)
        }, to: shape, at: style)
        return shape
    }

    /// The frames a chain of trims is evaluated at: see
    /// `wholeFrames(from:to:at:)`; frame 0 alone when no trim is animated.
    func sampleFrames(_ chain: [LottieTrim], at style: SceneFileItem) throws -> [Double] {
        let keys = chain.filter(\.isAnimated).flatMap(\.keyFrames)
        guard let first = keys.min(), let last = keys.max(), last > first else { return [0] }
        return try wholeFrames(from: first, to: last, at: style)
    }

    /// A linear keyframe animation of `keyPath` through `values` at
    /// `frames` (counted by `wholeFrames`), leaving out samples equal to
    /// both neighbours.
    private func animate(_ shape: ShapeLayer, _ keyPath: String, frames: [Double], values: [Double],
                         at style: SceneFileItem) throws {
        var keys: [LottieKeyframe<Double>] = []
        for (i, frame) in frames.enumerated() {
            let inRun = i > 0 && i + 1 < frames.count && values[i - 1] == values[i] && values[i + 1] == values[i]
            if !inRun { keys.append(LottieKeyframe(frame: frame, value: values[i], hold: false, timing: nil)) }
        }
        let property = LottieProperty<Double>.animated(keys)
        try add(property.animation(keyPath: keyPath, framesPerSecond: framesPerSecond) { .number($0) }, to: shape,
                at: style)
    }
}
