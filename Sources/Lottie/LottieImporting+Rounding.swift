import Geometry
import SceneFile

extension LottieImporting {
    /// `bezier` with rounded corners (`rd`) of `radius` points (see
    /// `LottieBezier.roundingCorners`), cutting `cut` of the radius, the
    /// corner curves' control points `handle` of the way to the corner. The
    /// corners rounded are those sharp in any keyframe, so every
    /// keyframe keeps one vertex count. A keyframed radius on a fixed path
    /// is sampled at whole frames into linear path keyframes (a cut stops
    /// growing at half its chord, so paths interpolated between the
    /// radius's own keyframes would not follow it); on a keyframed path
    /// both are combined as lottie-ios combines them
    /// (`BezierPathKeyframe.combining`): keyframes kept where the path's
    /// and the radius's have the same frames, holds and easings, else
    /// both sampled at whole frames, each sample rounded by its radius.
    /// A fixed radius under `LottieBezier.minimumCornerRadius` leaves the
    /// path as it is.
    func roundingCorners(_ bezier: LottieProperty<LottieBezier>, radius: LottieProperty<[Double]>, cut: Double,
                         handle: Double, at item: SceneFileItem) throws -> LottieProperty<LottieBezier> {
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
            return try sampledAtWholeFrames(radius, at: item).map {
                fixed.roundingCorners(radius: r($0), cut: cut, handle: handle, corners: corners)
            }
        }
        guard radius.isAnimated, case .animated(let pathKeys) = bezier, case .animated(let radiusKeys) = radius else {
            return bezier.map {
                $0.roundingCorners(radius: r(radius.initialValue), cut: cut, handle: handle, corners: corners)
            }
        }
        let shared = pathKeys.count == radiusKeys.count && zip(pathKeys, radiusKeys).allSatisfy {
            $0.frame == $1.frame && $0.hold == $1.hold && $0.timing == $1.timing
        }
        if shared {
            return .animated(zip(pathKeys, radiusKeys).map { key, radiusKey in
                var k = key
                k.value = key.value.roundingCorners(radius: r(radiusKey.value), cut: cut, handle: handle,
                                                    corners: corners)
                return k
            })
        }
        let frames = try wholeFrames(from: min(pathKeys[0].frame, radiusKeys[0].frame),
                                     to: max(pathKeys[pathKeys.count - 1].frame, radiusKeys[radiusKeys.count - 1].frame),
                                     at: item)
        return .animated(frames.map { frame in
            let shape = bezier.value(atFrame: frame)
            return LottieKeyframe(frame: frame, value: shape.roundingCorners(radius: r(radius.value(atFrame: frame)),
                                                                             cut: cut, handle: handle, corners: corners),
                                  hold: false, timing: nil)
        })
    }
}

extension LottieProperty where Value == LottieBezier {
    /// The shape at composition frame `frame` (`placement(atFrame:)`):
    /// vertices and tangents interpolated one by one between a segment's
    /// ends (keyframes of one vertex count; the importer refuses others).
    func value(atFrame frame: Double) -> LottieBezier {
        switch placement(atFrame: frame) {
        case .holding(let shape): return shape
        case .between(let a, let b, let f):
            guard a.vertices.count == b.vertices.count else { return a }
            func mix(_ p: [Point], _ q: [Point]) -> [Point] {
                zip(p, q).map { Point($0.x + ($1.x - $0.x) * f, $0.y + ($1.y - $0.y) * f) }
            }
            return LottieBezier(vertices: mix(a.vertices, b.vertices), inTangents: mix(a.inTangents, b.inTangents),
                                outTangents: mix(a.outTangents, b.outTangents), closed: a.closed)
        }
    }
}
