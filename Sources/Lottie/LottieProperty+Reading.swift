import Geometry
import Presentation
import SceneFile
import Timeline

extension LottieImporting {
    /// A numeric property object (`{"a": 1, "k": [...]}`), its values as
    /// number arrays; `fallback` when the property is absent. Accepts the
    /// older forms: end values `e`, a last keyframe with only `t`, and
    /// `a` missing (keyframes are recognised by their shape).
    func vectorProperty(_ item: SceneFileItem?, default fallback: [Double]) throws -> LottieProperty<[Double]> {
        try property(item, default: fallback) { try $0.vector() }
    }

    /// A property whose values `read` decodes; `fallback` when absent.
    func property<V>(_ item: SceneFileItem?, default fallback: V,
                     _ read: (SceneFileItem) throws -> V) throws -> LottieProperty<V> {
        guard let item else { return .fixed(fallback) }
        _ = try item.requireObject()
        if let x = item.field("x"), !x.isNull { warn("expressions", at: x) }
        guard let k = item.field("k") else { throw item.error("missing required key \"k\"") }
        guard isKeyframes(k) else { return .fixed(try read(k)) }
        return .animated(try keyframes(try k.array(), read))
    }

    /// A `k` holding keyframes: an array whose first element is an object
    /// with a time `t`.
    private func isKeyframes(_ k: SceneFileItem) -> Bool {
        guard case .array(let elements) = k.node.value, let first = elements.first,
              case .object(let members) = first.value else { return false }
        return members.contains { $0.key == "t" }
    }

    private func keyframes<V>(_ items: [SceneFileItem], _ read: (SceneFileItem) throws -> V) throws -> [LottieKeyframe<V>] {
        try count(\.keyframeCount, by: items.count, maximum: limits.maximumAnimations, "keyframes",
                  limitName: "maximumAnimations", at: items[0])
        var keys: [LottieKeyframe<V>] = []
        var previousEnd: V?
        for item in items {
            _ = try item.requireObject()
            guard let t = item.field("t") else { throw item.error("missing required key \"t\"") }
            let frame = try t.finiteNumber()
            if let last = keys.last, frame < last.frame {
                throw t.error("keyframe time \(JSONText.number(frame)) is before the previous one (\(JSONText.number(last.frame)))")
            }
            // A start value `s` inside an array of one (`[{…}]`) is how shapes
            // and some numbers are written.
            let start = try item.field("s").map { try read(Self.unwrapped($0)) } ?? previousEnd
            guard let value = start else { throw item.error("keyframe has no value (neither \"s\" nor a previous \"e\")") }
            previousEnd = try item.field("e").map { try read(Self.unwrapped($0)) }
            keys.append(LottieKeyframe(frame: frame, value: value, hold: try item.flag("h"), timing: try easing(item),
                                       outTangent: try keyframeHandle("to", of: item)?.numbers(),
                                       inTangent: try keyframeHandle("ti", of: item)?.numbers()))
        }
        return keys
    }

    /// An array holding exactly one object (a shape keyframe's `s`) is
    /// that object.
    private static func unwrapped(_ item: SceneFileItem) -> SceneFileItem {
        if case .array(let elements) = item.node.value, elements.count == 1, case .object = elements[0].value {
            return (try? item.array())?.first ?? item
        }
        return item
    }

    /// The segment's easing from the out handle `o` and the in handle `i`
    /// ({x, y}, each a number or one per dimension, of which the first is
    /// used, as lottie-ios does); x clamped to 0…1. Nil when absent.
    private func easing(_ item: SceneFileItem) throws -> TimingFunction? {
        guard let o = try keyframeHandle("o", of: item), let i = try keyframeHandle("i", of: item) else { return nil }
        func handle(_ h: SceneFileItem) throws -> Point {
            guard let x = h.field("x"), let y = h.field("y") else { throw h.error("expected an easing handle {\"x\", \"y\"}") }
            let px = try x.scalar(), py = try y.scalar()
            guard px.isFinite, py.isFinite else { throw h.error("easing handle must be finite") }
            return Point(min(max(px, 0), 1), py)
        }
        let out = try handle(o), into = try handle(i)
        if out.x == out.y && into.x == into.y { return nil }
        return TimingFunction(out.x, out.y, into.x, into.y)
    }

    /// A keyframe's easing handle `o`/`i` or spatial tangent `to`/`ti`;
    /// nil when absent or `null`. lottie-ios decodes each as optional, so
    /// `null` is as absent: a linear segment, a straight path (some
    /// exporters write `"i": null`). That is reported once, since the
    /// file asks for it in a form that is not Lottie's own.
    private func keyframeHandle(_ key: String, of item: SceneFileItem) throws -> SceneFileItem? {
        guard let handle = item.field(key) else { return nil }
        guard !handle.isNull else {
            warn("keyframe handle \(JSONText.string(key)) is null", at: handle,
                 consequence: "(read as absent: linear, as lottie-ios)", once: "null handle")
            return nil
        }
        return handle
    }
}
