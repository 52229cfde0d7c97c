import SceneFile

extension LottieImporting {
    /// `bezier` with rounded corners (`rd`) of `radius` points (see
    /// `LottieBezier.roundingCorners`), cutting `cut` of the radius. The
    /// corners rounded are those sharp in any keyframe, so every
    /// keyframe keeps one vertex count. A keyframed radius on a fixed path
    /// is sampled at whole frames into linear path keyframes (a cut stops
    /// growing at half its chord, so paths interpolated between the
    /// radius's own keyframes would not follow it); on a keyframed path
    /// the radius is held at its first value, with a warning. A fixed radius under
    /// `LottieBezier.minimumCornerRadius` leaves the path as it is.
    func roundingCorners(_ bezier: LottieProperty<LottieBezier>, radius: LottieProperty<[Double]>, cut: Double,
                         at item: SceneFileItem) throws -> LottieProperty<LottieBezier> {
        let r = { (v: [Double]) in v[0, or: 0] }
        if !radius.isAnimated && r(radius.initialValue) < LottieBezier.minimumCornerRadius { return bezier }
        var corners: [Bool] = []
        _ = bezier.allValues { value in
            let sharp = value.sharpCorners
            corners = corners.isEmpty ? sharp : zip(corners, sharp).map { $0 || $1 }
            return true
        }
        if radius.isAnimated && !bezier.isAnimated {
            let fixed = bezier.modelValue
            return try sampledAtWholeFrames(radius, at: item).map { fixed.roundingCorners(radius: r($0), cut: cut, corners: corners) }
        }
        if radius.isAnimated { warn("animated rounded corners on an animated path (radius held)", at: item) }
        return bezier.map { $0.roundingCorners(radius: r(radius.initialValue), cut: cut, corners: corners) }
    }
}
