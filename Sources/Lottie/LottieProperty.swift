import Geometry
import Timeline

/// One keyframe of a Lottie property, with the segment that starts at it
/// already resolved (its end value is the next keyframe's `value`).
struct LottieKeyframe<Value> {
    /// Frame number in the property's composition time (`t`).
    var frame: Double
    /// The value from this keyframe on (`s`, or the previous `e`).
    var value: Value
    /// The segment to the next keyframe holds `value` (`h: 1`).
    var hold: Bool
    /// The segment's easing from the out handle `o` and in handle `i`;
    /// nil is linear.
    var timing: TimingFunction?
    /// Spatial out tangent `to` and the next vertex's in tangent `ti`,
    /// relative to their vertices; nil or zero for straight motion.
    var outTangent: [Double]?
    var inTangent: [Double]?
}

/// An animatable Lottie property (`{"a": …, "k": …}`): a fixed value or
/// keyframes sorted by frame, at least one.
enum LottieProperty<Value> {
    case fixed(Value)
    case animated([LottieKeyframe<Value>])

    /// The value before the first keyframe (the model value of its layer).
    var initialValue: Value {
        switch self {
        case .fixed(let v): return v
        case .animated(let keys): return keys[0].value
        }
    }

    /// True when keyframes span a positive time (an animation is needed).
    var isAnimated: Bool {
        guard case .animated(let keys) = self else { return false }
        return keys.count > 1 && keys[keys.count - 1].frame > keys[0].frame
    }

    /// Every value, fixed or keyframed, transformed.
    func map<T>(_ transform: (Value) throws -> T) rethrows -> LottieProperty<T> {
        switch self {
        case .fixed(let v): return .fixed(try transform(v))
        case .animated(let keys):
            return .animated(try keys.map {
                LottieKeyframe(frame: $0.frame, value: try transform($0.value), hold: $0.hold, timing: $0.timing,
                               outTangent: $0.outTangent, inTangent: $0.inTangent)
            })
        }
    }

    /// Every value satisfies `predicate`.
    func allValues(_ predicate: (Value) -> Bool) -> Bool {
        switch self {
        case .fixed(let v): return predicate(v)
        case .animated(let keys): return keys.allSatisfy { predicate($0.value) }
        }
    }
}

extension LottieProperty {
    /// Where composition frame `frame` falls, as Lottie players read
    /// keyframes: a value that holds there (the first value before the
    /// first keyframe, the last from the last one, a hold's value through
    /// its segment), or a segment's two ends and the eased fraction
    /// between them.
    enum Placement {
        case holding(Value)
        case between(Value, Value, fraction: Double)
    }

    /// The placement of composition frame `frame` among the keyframes.
    func placement(atFrame frame: Double) -> Placement {
        guard case .animated(let keys) = self else { return .holding(initialValue) }
        guard frame >= keys[0].frame else { return .holding(keys[0].value) }
        guard let j = keys.lastIndex(where: { $0.frame <= frame }), j + 1 < keys.count else {
            return .holding(keys[keys.count - 1].value)
        }
        let a = keys[j], b = keys[j + 1]
        guard !a.hold, b.frame > a.frame else { return .holding(a.value) }
        var f = (frame - a.frame) / (b.frame - a.frame)
        if let timing = a.timing { f = timing.progress(f) }
        return .between(a.value, b.value, fraction: f)
    }
}

extension LottieProperty where Value == [Double] {
    /// The value at composition frame `frame` as Lottie players evaluate
    /// it (`placement(atFrame:)`), component by component between a
    /// segment's ends.
    func value(atFrame frame: Double) -> [Double] {
        switch placement(atFrame: frame) {
        case .holding(let value): return value
        case .between(let a, let b, let f): return zip(a, b).map { $0 + ($1 - $0) * f }
        }
    }

    /// Most frames `concatenated` samples one by one (a span beyond it is
    /// sampled at the keyframes only).
    static var maximumSampledFrames: Int { 100_000 }

    /// The properties' values laid end to end as one property (a
    /// rectangle's position, size and roundness as one path). Keyframes
    /// shared by every animated part keep their easing; otherwise, as
    /// lottie-ios does, the value is sampled at every whole frame (and at
    /// each keyframe) from the first keyframe to the last and joined
    /// linearly: exact at whole frames.
    static func concatenated(_ parts: [LottieProperty<[Double]>]) -> LottieProperty<[Double]> {
        let animated = parts.compactMap { part -> [LottieKeyframe<[Double]>]? in
            if case .animated(let keys) = part { return keys }
            return nil
        }
        guard let first = animated.first else { return .fixed(parts.flatMap(\.initialValue)) }
        let frames = first.map(\.frame)
        let shared = animated.allSatisfy { keys in
            keys.map(\.frame) == frames && zip(keys, first).allSatisfy { $0.hold == $1.hold && $0.timing == $1.timing }
        }
        if shared {
            return .animated(first.enumerated().map { i, key in
                var k = key
                k.value = parts.flatMap { $0.value(atFrame: frames[i]) }
                k.outTangent = nil
                k.inTangent = nil
                return k
            })
        }
        var union = Set(animated.flatMap { $0.map(\.frame) })
        if let start = union.min(), let end = union.max(), end - start <= Double(maximumSampledFrames) {
            union.formUnion(LottieFrameSteps.frames(from: start.rounded(.up), to: end, through: true,
                                                    maximum: maximumSampledFrames + 1))
        }
        return .animated(union.sorted().map { f in
            LottieKeyframe(frame: f, value: parts.flatMap { $0.value(atFrame: f) }, hold: false, timing: nil)
        })
    }
}
