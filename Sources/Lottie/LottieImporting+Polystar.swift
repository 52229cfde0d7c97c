import SceneFile

extension LottieImporting {
    /// A shape whose vertex count follows its properties (a polystar whose
    /// point count `pt` is keyframed): `make` of the properties `parts`
    /// laid end to end, sampled at whole frames from the first keyframe
    /// to the last (`wholeFrames(from:to:at:)`), joined linearly where two
    /// samples have the same vertex count and held until the next sample
    /// where the count changes (paths of different vertex counts cannot be
    /// interpolated). Lottie players draw whole frames, so the shape
    /// matches them wherever it is seen.
    func changingShape(_ parts: [LottieProperty<[Double]>],
                       _ make: ([Double]) -> LottieBezier, at item: SceneFileItem) throws -> LottieProperty<LottieBezier> {
        let frames = parts.flatMap { part -> [Double] in
            guard case .animated(let keys) = part else { return [] }
            return keys.map(\.frame)
        }
        guard let first = frames.min(), let last = frames.max(), last > first else {
            return .fixed(make(parts.flatMap(\.initialValue)))
        }
        var keys = try wholeFrames(from: first, to: last, at: item).map { frame in
            LottieKeyframe(frame: frame, value: make(parts.flatMap { $0.value(atFrame: frame) }), hold: false, timing: nil)
        }
        for k in keys.indices.dropLast() where keys[k].value.vertices.count != keys[k + 1].value.vertices.count {
            keys[k].hold = true
        }
        return .animated(keys)
    }
}
