/// Evaluates the animations attached to one layer, with Core Animation's
/// timing (Sources/Timeline/README.md, "Timing semantics"). Readings where
/// Core Animation's documentation is silent, each documented where it is
/// implemented:
/// - Fill forwards holds the value at local time AD + timeOffset, the end
///   of the active period; on a cycle boundary that is the end of the
///   cycle that just ended (`MediaTiming.sample`).
/// - Times within `MediaTiming.boundaryTolerance` of a boundary count as
///   on it; NaN or infinite times show nothing.
/// - A group's children run on the group's simple time (mirrored when it
///   autoreverses); a group's own timing function, additive and cumulative
///   flags are not used.
/// - Missing from/to/by ends of an additive animation are the value that
///   adds nothing, not the value beneath (`Animation.endpoints`).
/// - Cumulative: v_i(u) = v₀(u) + i·v₀(end of one cycle), i = ⌊t/c⌋.
/// - Bools switch at progress 1; paced keyframes still use the
///   animation-level timing function; cubic keyframes are uniform
///   Catmull-Rom in each segment with the end values repeated.
public enum AnimationEvaluator {
    /// Applies `animations` (in the order they were added to the layer;
    /// later ones override earlier ones on the same key path while they
    /// show a value) at the layer's local time `t` in seconds, on top of
    /// `model`, the layer's model values keyed by root key path
    /// ("position", "transform", "opacity", …). Sub-key-paths
    /// ("transform.scale", "position.x", "bounds.size") are applied to their
    /// root's value. Returns `model` with the animated roots replaced by
    /// their presentation values.
    ///
    /// Each animation that shows a value (see `Animation.timingSample`)
    /// replaces the value beneath it, or adds to it when additive, so an
    /// earlier fill-forwards animation shows through once a later one ends.
    /// A group applies its children, in order, at its simple time. An
    /// animation whose value is not finite is skipped (the value beneath
    /// stays), so nothing downstream sees NaN.
    /// - Throws: `TimelineError` naming the key path when its root is not in
    ///   `model`, its sub-path is unknown, or its values are of the wrong
    ///   kind or cannot be combined.
    public static func presentationValues(of animations: [Animation], atLayerTime t: Double,
                                          model: [String: AnimatableValue]) throws -> [String: AnimatableValue] {
        var values = model
        for animation in animations {
            try apply(CompiledAnimation(animation), atParentTime: t, isTopLevel: true, to: &values)
        }
        return values
    }

    /// `presentationValues(of:atLayerTime:model:)` with the animations
    /// compiled beforehand (the same values, bit for bit), writing into
    /// `values`, which holds the model values on entry (a dictionary, or a
    /// store that keeps the model and the values written apart).
    public static func apply<Values: AnimatedValueStore>(_ animations: [CompiledAnimation], atLayerTime t: Double,
                                                         to values: inout Values) throws {
        for animation in animations {
            try apply(animation, atParentTime: t, isTopLevel: true, to: &values)
        }
    }

    /// Applies one animation (recursively for groups) to `values`.
    static func apply<Values: AnimatedValueStore>(_ compiled: CompiledAnimation, atParentTime t: Double,
                                                  isTopLevel: Bool, parentHeldAtEnd: Bool = false,
                                                  to values: inout Values) throws {
        let animation = compiled.animation
        guard let sample = animation.timingSample(atParentTime: t, isTopLevel: isTopLevel,
                                                  parentHeldAtEnd: parentHeldAtEnd) else {
            try validate(compiled, against: values)
            return
        }
        if case .group = compiled.content {
            for child in compiled.children {
                try apply(child, atParentTime: sample.simpleTime, isTopLevel: false,
                          parentHeldAtEnd: sample.state == .fillingForwards, to: &values)
            }
            return
        }
        let (keyPath, root) = try target(of: compiled, in: values)
        let string = keyPath.string
        // The value beneath, read once and only when used (a basic or
        // spring animation's missing end, an additive one): a keyframe
        // animation on a transform part would otherwise decompose the
        // transform once more for nothing.
        var read: AnimatableValue?
        func beneath() throws -> AnimatableValue {
            if let read { return read }
            let value = try keyPath.read(from: root, template: compiled.firstValue)
            read = value
            return value
        }
        do {
            guard let own = try compiled.value(at: sample, beneath: beneath) else { return }
            guard own.isFinite else { return }
            let result: AnimatableValue
            if keyPath.isTransformPart {
                result = try keyPath.write(own, additive: animation.isAdditive, into: root)
            } else {
                let combined = animation.isAdditive ? try own.added(onto: beneath()) : own
                result = try keyPath.write(combined, additive: false, into: root)
            }
            guard result.isFinite else { return }
            values[keyPath.root] = result
        } catch let error as AnimatableValueError {
            throw TimelineError.incompatibleValues(keyPath: string, reason: error.reason)
        }
    }

    /// The parsed key path and the root value, after checking that the
    /// animation's values are of the kind the key path holds (the kind of
    /// the value beneath, the addressed part of the root).
    static func target<Values: AnimatedValueStore>(of compiled: CompiledAnimation, in values: Values) throws
        -> (AnimationKeyPath, AnimatableValue) {
        let keyPath = try compiled.keyPath.get()
        guard let root = values[keyPath.root] else {
            throw TimelineError.unknownKeyPath(keyPath.string, reason: "the layer has no property '\(keyPath.root)'")
        }
        let expected = try keyPath.kindName(readingFrom: root, template: compiled.firstValue)
        for kind in compiled.namedKinds where kind != expected {
            throw TimelineError.valueKindMismatch(keyPath: keyPath.string, expected: expected, found: kind)
        }
        return (keyPath, root)
    }

    /// Checks key paths and value kinds of an animation that shows nothing
    /// now (children included), so a bad scene fails at every time.
    static func validate<Values: AnimatedValueStore>(_ compiled: CompiledAnimation, against values: Values) throws {
        if case .group = compiled.content {
            for child in compiled.children { try validate(child, against: values) }
            return
        }
        _ = try target(of: compiled, in: values)
    }
}

extension AnimationEvaluator {
    /// The value `keyPath` (a root such as "opacity" or a sub-key-path such
    /// as "transform.scale") addresses in `values` (root values keyed by
    /// root key path).
    /// - Throws: `TimelineError` when the key path is malformed, its root is
    ///   missing or of a kind that has no such part.
    public static func value(of keyPath: String, in values: [String: AnimatableValue]) throws -> AnimatableValue {
        let path = try AnimationKeyPath(parsing: keyPath)
        guard let root = values[path.root] else {
            throw TimelineError.unknownKeyPath(keyPath, reason: "the layer has no property \(path.root)")
        }
        return try path.read(from: root, template: nil)
    }
}

/// Values keyed by root key path that `AnimationEvaluator` reads and
/// writes: a layer's model values on entry, its presentation values on
/// return. A dictionary is one; so is a store that keeps the model shared
/// and only the animated values its own (`PresentedValues`), which spares
/// copying the model each frame.
public protocol AnimatedValueStore {
    /// The value at a root key path ("position", "opacity", …); nil when
    /// the layer has no such property. The evaluator writes only roots
    /// that are present.
    subscript(key: String) -> AnimatableValue? { get set }
}

extension Dictionary: AnimatedValueStore where Key == String, Value == AnimatableValue {}
