import Presentation
import Timeline

/// The values one animation names, each with where it is written
/// ("from", "values[2]") and its item, for error messages.
struct SceneFileAnimationValues {
    var named: [(String, AnimatableValue, SceneFileItem)] = []
}

/// Refuses, while reading, the animations that evaluation would fail on,
/// so a file that loads renders at every time: values that cannot be
/// interpolated (paths whose moves and closes do not line up, gradient
/// arrays of different lengths) or added (additive, cumulative, `by`,
/// paced), a singular `by` transform to undo. Value kinds are right by
/// construction (values are read as their key path's kind).
///
/// Beyond an animation's own values, one that takes the value beneath it
/// (a missing from/to, or additive) must combine with every value that can
/// be beneath: the layer's model value and the values of the animations
/// before it on the same key path. Kinds with a fixed shape (numbers,
/// points, colors, transforms, …) always combine, so only paths, gradient
/// colors and locations are compared.
struct SceneFileAnimationCheck {
    private let model: [String: AnimatableValue]
    /// Values named so far, by key path, in evaluation order.
    private var earlier: [String: [AnimatableValue]] = [:]

    init(model: [String: AnimatableValue]) { self.model = model }

    /// Checks `animation` (not a group) and remembers its values.
    mutating func add(_ animation: Animation, values: SceneFileAnimationValues, beneath: AnimatableValue) throws {
        let keyPath = animation.keyPath ?? ""
        let named = values.named
        let strict = animation.isAdditive || animation.isCumulative || usesBy(animation) || isPaced(animation)
        try checkOwn(animation, named, strict: strict)
        if takesBeneath(animation), hasVariableShape(beneath) {
            let candidates = [beneath] + (earlier[keyPath] ?? [])
            for (label, value, valueItem) in named {
                for other in candidates {
                    if let reason = problem(value, other, strict: animation.isAdditive || strict) {
                        throw valueItem.error("\(label) cannot be combined with a \(other.kindName) that can be beneath it "
                                              + "(the layer's model value or an earlier animation's): \(reason)")
                    }
                }
            }
        }
        earlier[keyPath, default: []] += named.map(\.1)
    }

    /// The animation's own values against each other.
    private func checkOwn(_ animation: Animation, _ named: [(String, AnimatableValue, SceneFileItem)],
                          strict: Bool) throws {
        if case .keyframe(_, let keyTimes, _, let mode) = animation.kind {
            // Discrete keyframes and linear zero-length segments (jumps)
            // never interpolate their ends, so those may differ in shape.
            guard mode != .discrete else { return }
            let times = KeyframeTrack(values: named.map(\.1), keyTimes: keyTimes, mode: mode).validTimes(count: named.count)
            for (i, (a, b)) in zip(named, named.dropFirst()).enumerated() {
                if mode == .linear, times[i] == times[i + 1] { continue }
                if let reason = problem(b.1, a.1, strict: strict) {
                    throw b.2.error("cannot follow \(a.0): \(reason)")
                }
            }
            return
        }
        let v = Dictionary(named.map { ($0.0, ($0.1, $0.2)) }, uniquingKeysWith: { a, _ in a })
        if let (from, _) = v["from"], let (to, toItem) = v["to"] {
            if let reason = problem(to, from, strict: strict) { throw toItem.error("cannot be interpolated from 'from': \(reason)") }
        } else if let (by, byItem) = v["by"], let (end, _) = v["from"] ?? v["to"] {
            if let reason = problem(by, end, strict: true) { throw byItem.error("cannot be added to \(v["from"] != nil ? "'from'" : "'to'"): \(reason)") }
            if v["from"] == nil {
                do { _ = try end.removing(by) } catch { throw byItem.error("cannot be taken from 'to': \(error)") }
            }
        }
    }

    /// Why `a` and `b` cannot be interpolated (or, when `strict`, added),
    /// or nil when they can.
    private func problem(_ a: AnimatableValue, _ b: AnimatableValue, strict: Bool) -> String? {
        do {
            _ = try a.interpolated(to: b, fraction: 0.5)
            if strict { _ = try a.added(onto: b) }
            return nil
        } catch let error as AnimatableValueError {
            return error.reason
        } catch {
            return "\(error)"
        }
    }

    private func hasVariableShape(_ v: AnimatableValue) -> Bool {
        switch v {
        case .path, .colors, .numbers: return true
        default: return false
        }
    }

    /// True when a basic or spring animation lacks from or to, or any
    /// animation is additive: its value depends on the one beneath.
    private func takesBeneath(_ a: Animation) -> Bool {
        if a.isAdditive { return true }
        switch a.kind {
        case .basic(let from, let to, _), .spring(let from, let to, _, _): return from == nil || to == nil
        default: return false
        }
    }

    private func usesBy(_ a: Animation) -> Bool {
        switch a.kind {
        case .basic(let from, let to, let by), .spring(let from, let to, let by, _): return by != nil && (from == nil || to == nil)
        default: return false
        }
    }

    private func isPaced(_ a: Animation) -> Bool {
        if case .keyframe(_, _, _, .paced) = a.kind { return true }
        return false
    }
}
