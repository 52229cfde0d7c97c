import Layers
import Presentation
import SceneFile
import Timeline

extension LottieImporting {
    /// Time remapping (`tm` on a precomposition layer: the child
    /// composition's time in seconds, keyframed over the parent's frames)
    /// the way lottie-ios' Core Animation engine does it: Core Animation
    /// has no time curve, so every animation in the precomposition is
    /// baked into a keyframe animation of the parent's time, one keyframe
    /// per parent frame from the layer's in point `ip` to its out point
    /// `op`, whose values are the presentation values at the remapped
    /// time. The subtree's own timings (nested precompositions' start and
    /// stretch) are folded into those values and reset to identity.
    ///
    /// The samples are at the root's frames, as lottie-ios makes them
    /// (`Keyframes.manuallyInterpolatedWithTimeRemapping`): from the
    /// root's in point one frame apart, the last before its out point,
    /// mapped into the layer's composition through `parentToRoot` (root
    /// frame = offset + scale · frame, the enclosing precompositions'
    /// `st` and `sr`), so a remap inside a time-stretched precomposition
    /// is sampled at the frames the file shows, and the last frame
    /// before the out point holds the last sample (Core Animation fills
    /// forward). Inside another remap (no such map) the layer's own
    /// whole frames over [ip, op] are sampled.
    ///
    /// As in ThorVG and lottie-web, the parent frame f shows child frame
    /// `tm(f) · fr` (the layer's `st` and `sr` are not used). Values are
    /// exact at whole parent frames and joined linearly between them
    /// (discrete where two neighbours cannot be interpolated, e.g. paths
    /// whose element counts differ). lottie-ios computes those values with
    /// its own interpolation, which moves along spatial keyframes by arc
    /// length, so the samples do too in either reading (Issues/issue_2330
    /// matches at every snapshot that way, at 2 of 5 by curve parameter).
    ///
    /// The samples are bounded by the file's frame count, not by the
    /// keyframes it writes: a layer of the root composition (`inRoot`) is
    /// sampled only over the frames the file shows, its [ip, op] within
    /// the root's (lottie-ios' issue 2330 runs a layer 100 frames past
    /// the end, reported once); one track's span is at most
    /// `SceneFileLimits.maximumLoopFrames`. The samples of every track
    /// together count against `sampledKeyframeLimit`.
    func remapTime(_ tm: SceneFileItem, of item: SceneFileItem, container: Layer, inRoot: Bool,
                   parentToRoot: (offset: Double, scale: Double)?) throws {
        let remap = try vectorProperty(tm, default: [0])
        let ip = try item.number("ip", default: 0), op = try item.number("op", default: ip)
        var first = ip.rounded(.down), last = op.rounded(.up)
        if inRoot {
            let shown = rootFrames.lowerBound.rounded(.down)...rootFrames.upperBound.rounded(.up)
            if first < shown.lowerBound || last > shown.upperBound {
                warn("time remapping over frames \(JSONText.number(ip))…\(JSONText.number(op)), past the composition's "
                     + "\(JSONText.number(rootFrames.lowerBound))…\(JSONText.number(rootFrames.upperBound))", at: tm,
                     consequence: "(sampled only over the composition's frames)", once: "remap past the composition")
            }
            first = min(max(first, shown.lowerBound), shown.upperBound)
            last = min(max(last, shown.lowerBound), shown.upperBound)
        }
        let maximum = limits.maximumLoopFrames
        let frames: [Double]
        if let map = parentToRoot {
            // lottie-ios samples at the root's frames: its in point and
            // each whole frame after it, before its out point (the last
            // is held from there). Only those from one before the layer's
            // in point to one after its out point are made: it is hidden
            // outside.
            let start = rootFrames.lowerBound
            let lastStep = (rootFrames.upperBound - start).rounded(.up) - 1
            let from = min(max(((map.offset + map.scale * ip) - start).rounded(.down) - 1, 0), lastStep)
            let to = min(max(((map.offset + map.scale * op) - start).rounded(.up) + 1, from), lastStep)
            guard LottieFrameSteps.count(from: from, to: to, through: true) <= Double(maximum) else {
                throw tm.error("time remapping over more than \(maximum) frames (SceneFileLimits.maximumLoopFrames)",
                               .limit)
            }
            frames = LottieFrameSteps.frames(from: from, to: to, through: true, maximum: maximum).map {
                (start + $0 - map.offset) / map.scale
            }
        } else {
            guard LottieFrameSteps.count(from: first, to: last, through: true) <= Double(maximum) else {
                throw tm.error("time remapping over more than \(maximum) frames (SceneFileLimits.maximumLoopFrames)",
                               .limit)
            }
            frames = LottieFrameSteps.frames(from: first, to: last, through: true, maximum: maximum)
        }
        guard frames.count >= 2 else { return }
        let childTimes = frames.map { remap.value(atFrame: $0)[0, or: 0] }
        let timing = MediaTiming(beginTime: frames[0] / framesPerSecond,
                                 duration: (frames[frames.count - 1] - frames[0]) / framesPerSecond, fillMode: .both)
        let keyTimes = frames.map { ($0 - frames[0]) / (frames[frames.count - 1] - frames[0]) }
        container.timing = MediaTiming()
        try bake(container, localTimes: childTimes, keyTimes: keyTimes, timing: timing, at: tm)
    }

    /// Replaces `layer`'s animations by one keyframe animation per animated
    /// root key path, sampled at `localTimes` (the layer's own time at each
    /// sample), then does the same for its sublayers and mask through
    /// their timings, which become identity.
    private func bake(_ layer: Layer, localTimes: [Double], keyTimes: [Double], timing: MediaTiming,
                      at item: SceneFileItem) throws {
        let animations = layer.animations.map { Self.movingByLength($0.animation) }
        if !animations.isEmpty {
            let model = layer.modelValues()
            let roots = try Set(animations.flatMap { try Self.rootKeyPaths(of: $0) }).sorted()
            // Counted before any sample is made, one per track and time.
            try count(\.sampledKeyframeCount, by: roots.count * localTimes.count, maximum: sampledKeyframeLimit,
                      "keyframes sampled for time remapping", limitName: "maximumAnimations × 10", at: item)
            // One array per track; each time's values are dropped once read.
            var tracks = Dictionary(uniqueKeysWithValues: roots.map { ($0, [AnimatableValue]()) })
            for root in roots { tracks[root]?.reserveCapacity(localTimes.count) }
            for t in localTimes {
                let values = try AnimationEvaluator.presentationValues(of: animations, atLayerTime: t, model: model)
                for root in roots { if let value = values[root] { tracks[root]?.append(value) } }
            }
            layer.removeAllAnimations()
            for root in roots {
                guard let values = tracks.removeValue(forKey: root), values.count == localTimes.count else { continue }
                let interpolable = zip(values, values.dropFirst()).allSatisfy {
                    (try? $0.interpolated(to: $1, fraction: 0.5)) != nil
                }
                let kind = Animation.Kind.keyframe(values: values, keyTimes: keyTimes, timingFunctions: [],
                                                   calculationMode: interpolable ? .linear : .discrete)
                try add(Animation(keyPath: root, kind: kind, timing: timing, isRemovedOnCompletion: false), to: layer,
                        at: item)
            }
        }
        for child in layer.sublayers + (layer.mask.map { [$0] } ?? []) {
            let times = localTimes.map { child.timing.localTime(forParentTime: $0) }
            child.timing = MediaTiming()
            try bake(child, localTimes: times, keyTimes: keyTimes, timing: timing, at: item)
        }
    }

    /// `animation` with every motion along a path (its group's children's
    /// too) moving by arc length, as lottie-ios's own interpolation does.
    private static func movingByLength(_ animation: Animation) -> Animation {
        var moved = animation
        switch animation.kind {
        case .path(var motion):
            motion.segmentProgress = .length
            moved.kind = .path(motion)
        case .group(let children):
            moved.kind = .group(children.map(movingByLength))
        default:
            break
        }
        return moved
    }

    /// The root key paths ("position" for "position.x") an animation and
    /// its group's children write.
    private static func rootKeyPaths(of animation: Animation) throws -> [String] {
        if case .group(let children) = animation.kind { return try children.flatMap { try rootKeyPaths(of: $0) } }
        guard let keyPath = animation.keyPath else { return [] }
        return [try AnimationKeyPath(parsing: keyPath).root]
    }
}
