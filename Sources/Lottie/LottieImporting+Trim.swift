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
    /// trims' keyframes); runs of equal samples are dropped. On a fixed
    /// `path` the cuts are where Core Animation makes them
    /// (`CoreAnimationStrokeMeasure`); a keyframed path is cut by arc
    /// length.
    func trimmedStrokes(_ make: () throws -> ShapeLayer, by chain: [LottieTrim], path: LottieProperty<Path>,
                        at style: SceneFileItem) throws -> [ShapeLayer] {
        let frames = try sampleFrames(chain, at: style)
        let measure = path.isAnimated ? nil : CoreAnimationStrokeMeasure(path.modelValue)
        let samples = frames.map { frame in
            let range = LottieTrim.range(of: chain, atFrame: frame)
            let pieces = LottieTrim.pieces(begin: range.begin, end: range.end)
            guard let measure else { return pieces }
            return pieces.map { (start: measure.arcFraction($0.start), end: measure.arcFraction($0.end)) }
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

    /// The frames a chain of trims is evaluated at: see
    /// `wholeFrames(from:to:at:)`; frame 0 alone when no trim is animated.
    func sampleFrames(_ chain: [LottieTrim], at style: SceneFileItem) throws -> [Double] {
        let keys = chain.filter(\.isAnimated).flatMap(\.keyFrames)
        guard let first = keys.min(), let last = keys.max(), last > first else { return [0] }
        return try wholeFrames(from: first, to: last, at: style)
    }

    /// A linear keyframe animation of `keyPath` through `values` at
    /// `frames` (counted by `wholeFrames`; `sampled`), none when they
    /// never change.
    private func animate(_ shape: ShapeLayer, _ keyPath: String, frames: [Double], values: [Double],
                         at style: SceneFileItem) throws {
        try add(Self.sampled(values, at: frames).animation(keyPath: keyPath, framesPerSecond: framesPerSecond) {
            .number($0) }, to: shape, at: style)
    }
}
