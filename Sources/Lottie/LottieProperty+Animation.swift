import Geometry
import Paths
import Timeline

extension LottieProperty {
    /// The property as one keyframe animation on `keyPath`, timed in
    /// seconds of its layer's time: it begins at the first keyframe's
    /// frame / `framesPerSecond` and lasts until the last one, filling
    /// both ways (Lottie holds the first value before and the last after),
    /// with key times the keyframes' frames normalised over that span.
    /// Each segment's easing is its timing function; a hold segment is a
    /// constant segment ending in a zero-length one (a jump), and when
    /// every segment holds the animation is discrete. Nil when the
    /// keyframes span no time (the model value is then `finalValue`).
    func animation(keyPath: String, framesPerSecond fps: Double,
                   _ convert: (Value) -> AnimatableValue) -> Animation? {
        guard isAnimated, case .animated(let keys) = self else { return nil }
        let start = keys[0].frame, span = keys[keys.count - 1].frame - start
        let time = { (frame: Double) in (frame - start) / span }
        let timing = MediaTiming(beginTime: start / fps, duration: span / fps, fillMode: .both)
        if keys.dropLast().allSatisfy(\.hold) {
            let kind = Animation.Kind.keyframe(values: keys.map { convert($0.value) }, keyTimes: keys.map { time($0.frame) },
                                               timingFunctions: [], calculationMode: .discrete)
            return Animation(keyPath: keyPath, kind: kind, timing: timing, isRemovedOnCompletion: false)
        }
        var values = [convert(keys[0].value)], keyTimes = [0.0], functions: [TimingFunction] = []
        for (a, b) in zip(keys, keys.dropFirst()) {
            if a.hold {
                values += [convert(a.value), convert(b.value)]
                keyTimes += [time(b.frame), time(b.frame)]
                functions += [.linear, .linear]
            } else {
                values.append(convert(b.value))
                keyTimes.append(time(b.frame))
                functions.append(a.timing ?? .linear)
            }
        }
        let kind = Animation.Kind.keyframe(values: values, keyTimes: keyTimes, timingFunctions: functions,
                                           calculationMode: .linear)
        return Animation(keyPath: keyPath, kind: kind, timing: timing, isRemovedOnCompletion: false)
    }

    /// The value the layer's model holds: the first value, or for
    /// keyframes that span no time the last one.
    var modelValue: Value {
        guard case .animated(let keys) = self, !isAnimated else { return initialValue }
        return keys[keys.count - 1].value
    }
}

extension LottieProperty where Value == [Double] {
    /// True when some segment has a non-zero spatial tangent (`to`/`ti`):
    /// the position moves along curves.
    var isSpatial: Bool {
        guard case .animated(let keys) = self else { return false }
        return keys.dropLast().contains { k in
            (k.outTangent ?? []).prefix(2).contains { $0 != 0 } || (k.inTangent ?? []).prefix(2).contains { $0 != 0 }
        }
    }

    /// A spatial position as CAKeyframeAnimation's `path` ("position"),
    /// as lottie-ios builds it: each segment is the cubic from vertex
    /// `s` through `s + to` and `next + ti` to the next vertex, one key
    /// time per vertex (a segment's eased fraction is a fraction of its
    /// curve parameter as Core Animation moves, or of its length as
    /// After Effects does: `progress`); a hold is a zero-length line over its time followed by
    /// a jump (a line with equal key times). Timed as `animation`.
    func pathAnimation(framesPerSecond fps: Double, progress: KeyframePath.SegmentProgress) -> Animation? {
        guard isAnimated, case .animated(let keys) = self else { return nil }
        let start = keys[0].frame, span = keys[keys.count - 1].frame - start
        let time = { (frame: Double) in (frame - start) / span }
        var elements: [PathElement] = [.move(keys[0].value.point)]
        var keyTimes = [0.0], functions: [TimingFunction] = []
        for (a, b) in zip(keys, keys.dropFirst()) {
            let p0 = a.value.point, p3 = b.value.point
            if a.hold {
                elements += [.line(p0), .line(p3)]
                keyTimes += [time(b.frame), time(b.frame)]
                functions += [.linear, .linear]
                continue
            }
            let to = (a.outTangent ?? []).point, ti = (a.inTangent ?? []).point
            if to == .zero && ti == .zero {
                elements.append(.line(p3))
            } else {
                elements.append(.cubic(Point(p0.x + to.x, p0.y + to.y), Point(p3.x + ti.x, p3.y + ti.y), p3))
            }
            keyTimes.append(time(b.frame))
            functions.append(a.timing ?? .linear)
        }
        let motion = KeyframePath(path: Path(elements: elements), keyTimes: keyTimes, timingFunctions: functions,
                                  segmentProgress: progress)
        return Animation(keyPath: "position", kind: .path(motion),
                         timing: MediaTiming(beginTime: start / fps, duration: span / fps, fillMode: .both),
                         isRemovedOnCompletion: false)
    }
}
