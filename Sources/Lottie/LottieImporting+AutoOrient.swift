import Foundation
import Geometry
import Layers
import Paths
import SceneFile
import Timeline

extension LottieImporting {
    /// Auto-orient (a layer's `ao`: 1): a layer that turns the content
    /// to follow the direction of its position's motion, added to the
    /// rotation (`T(p) · R(r + direction) · K · S · T(−a)`, as lottie-web
    /// and ThorVG). Nil when the position does not move.
    ///
    /// A position of one point turns as CAKeyframeAnimation's
    /// `rotationMode` auto: "transform.rotation.z" reads the tangent of the
    /// same path (curves for spatial keyframes, lines otherwise) with the
    /// same key times and easing as the motion, so a straight segment holds
    /// its direction. A split position (`x`, `y`) has no path: the
    /// direction of the motion from each Lottie frame to the next (as
    /// lottie-web derives it) is sampled at every frame and joined linearly.
    func orientationLayer(_ p: SceneFileItem?, layer: () throws -> Layer, at owner: SceneFileItem) throws -> Layer? {
        guard let p else { return nil }
        _ = try p.requireObject()
        if try p.flag("s") {
            let x = try vectorProperty(p.field("x"), default: [0]), y = try vectorProperty(p.field("y"), default: [0])
            guard x.isAnimated || y.isAnimated else { return nil }
            return try sampledOrientation(x: x, y: y, layer: layer, at: owner)
        }
        let position = try vectorProperty(p, default: [0, 0])
        guard let moving = position.pathAnimation(framesPerSecond: framesPerSecond, progress: segmentProgress),
              case .path(var turning) = moving.kind else { return nil }
        turning.reading = .tangentAngle
        let orienting = try layer()
        try add(Animation(keyPath: "transform.rotation.z", kind: .path(turning), timing: moving.timing,
                          isRemovedOnCompletion: false), to: orienting, at: owner)
        return orienting
    }

    /// The direction of a split position's motion, atan2(Δy, Δx) from
    /// each frame to the next over the keyframes' span, as a linear
    /// keyframe animation of "transform.rotation.z" (unwrapped so it
    /// turns the short way; the last frame keeps the last direction).
    private func sampledOrientation(x: LottieProperty<[Double]>, y: LottieProperty<[Double]>, layer: () throws -> Layer,
                                    at owner: SceneFileItem) throws -> Layer {
        let frames = [x, y].flatMap { p -> [Double] in
            guard p.isAnimated, case .animated(let keys) = p else { return [] }
            return keys.map(\.frame)
        }
        let start = frames.min()!, end = frames.max()!
        let samples = try steppedFrames(from: start, to: end, extra: 1, at: owner) + [end]
        func point(_ f: Double) -> Point { Point(x.value(atFrame: f)[0, or: 0], y.value(atFrame: f)[0, or: 0]) }
        var angles: [Double] = []
        for (i, f) in samples.enumerated() {
            // The step to the next sample; the last sample looks back.
            let a = i + 1 < samples.count ? point(f) : point(samples[i - 1])
            let b = i + 1 < samples.count ? point(samples[i + 1]) : point(f)
            var angle = b == a ? (angles.last ?? 0) : atan2(b.y - a.y, b.x - a.x)
            if let last = angles.last { angle = last + remainder(angle - last, 2 * Double.pi) }
            angles.append(angle)
        }
        let orienting = try layer()
        orienting.transform = .rotation(angles[0])
        let kind = Animation.Kind.keyframe(values: angles.map { .number($0) },
                                           keyTimes: samples.map { ($0 - start) / (end - start) },
                                           timingFunctions: [], calculationMode: .linear)
        try add(Animation(keyPath: "transform.rotation.z", kind: kind,
                          timing: MediaTiming(beginTime: start / framesPerSecond, duration: (end - start) / framesPerSecond,
                                              fillMode: .both),
                          isRemovedOnCompletion: false), to: orienting, at: owner)
        return orienting
    }
}
