import Timeline

/// SwiftUI-style state changes compiled into Core Animation animations.
///
/// `set(layer, keyPath, to: value, at: t, animation:)` is
/// `withAnimation(animation) { state = value }` at time t, where the state
/// drives `keyPath` of `layer`. Each change becomes an additive animation
/// of the difference (new − old) that eases from 0 to that difference and
/// then holds it, so the presented value is the initial value plus every
/// change so far, each weighted by its own curve's progress. That is how
/// SwiftUI blends an interrupted animation into a new one; a change
/// without animation is an instant step.
///
/// A script with a `period` repeats forever: its changes are wrapped in one
/// group per layer with `repeatCount` infinity starting at `start`, so every
/// cycle must return each property to its value at the cycle's start
/// (checked by `commit()`). Times are in the layers' own time, relative to
/// `start`.
public final class StateScript {
    /// Layer time where the script's time 0 is. Default: 0.
    public let start: Double
    /// Loop length in seconds, or nil for a script that runs once.
    public let period: Double?

    private struct Change {
        let keyPath: String
        let delta: AnimatableValue
        let time: Double
        let animation: SwiftUIAnimation?
    }

    /// One animated property of one layer.
    private struct Target: Hashable {
        let layer: ObjectIdentifier
        let keyPath: String
    }

    private var changes: [ObjectIdentifier: (layer: Layer, changes: [Change])] = [:]
    private var order: [ObjectIdentifier] = []
    private var state: [Target: AnimatableValue] = [:]
    private var initial: [Target: AnimatableValue] = [:]

    /// Seconds an un-animated change takes: a step so short that no frame
    /// can fall inside it (1 ns), so the value jumps.
    public static let instantDuration = 1e-9
    /// Largest difference between a looping property's value at the end and
    /// at the start of a cycle that still counts as returning to it.
    public static let loopClosureTolerance = 1e-9

    public init(start: Double = 0, period: Double? = nil) {
        self.start = start
        self.period = period
    }

    /// `withAnimation(animation) { state = value }` at script time `time`:
    /// `keyPath` of `layer` changes to `value`; nil animates nothing (an
    /// instant change).
    /// - Throws: `TimelineError` for a key path the layer lacks or values
    ///   that cannot be subtracted.
    public func set(_ layer: Layer, _ keyPath: String, to value: AnimatableValue, at time: Double,
                    animation: SwiftUIAnimation? = nil) throws {
        let id = ObjectIdentifier(layer)
        let key = Target(layer: id, keyPath: keyPath)
        let old: AnimatableValue
        if let current = state[key] {
            old = current
        } else {
            old = try AnimationEvaluator.value(of: keyPath, in: layer.modelValues())
            initial[key] = old
        }
        let delta = try value.removing(old)
        state[key] = value
        if changes[id] == nil {
            changes[id] = (layer, [])
            order.append(id)
        }
        changes[id]!.changes.append(Change(keyPath: keyPath, delta: delta, time: time, animation: animation))
    }

    /// Attaches the compiled animations to their layers (in the order the
    /// layers were first changed).
    /// - Throws: `StateScriptError.loopDoesNotClose` for a looping script
    ///   whose cycle leaves a property changed.
    public func commit() throws {
        if period != nil {
            for (key, value) in state {
                let start = initial[key]!
                if let distance = try? value.distance(to: start), distance <= Self.loopClosureTolerance { continue }
                throw StateScriptError.loopDoesNotClose(keyPath: key.keyPath)
            }
        }
        for id in order {
            let (layer, list) = changes[id]!
            let animations = list.map(Self.animation(for:))
            if let period {
                let group = Animation(keyPath: nil, kind: .group(animations),
                                      timing: MediaTiming(beginTime: start, duration: period,
                                                          repeatCount: .infinity))
                layer.add(group)
            } else {
                for var animation in animations {
                    animation.timing.beginTime += start
                    layer.add(animation)
                }
            }
        }
    }

    private static func animation(for change: Change) -> Animation {
        let zero = change.delta.additiveIdentity
        guard let animation = change.animation else {
            return Animation(keyPath: change.keyPath, kind: .basic(from: change.delta, to: change.delta, by: nil),
                             timing: MediaTiming(beginTime: change.time, duration: instantDuration, fillMode: .forwards),
                             isAdditive: true, isRemovedOnCompletion: false)
        }
        let begin = change.time + animation.delay
        switch animation.curve {
        case .timing(let function, let duration):
            return Animation(keyPath: change.keyPath, kind: .basic(from: zero, to: change.delta, by: nil),
                             timing: MediaTiming(beginTime: begin, duration: duration, fillMode: .forwards),
                             timingFunction: function, isAdditive: true, isRemovedOnCompletion: false)
        case .spring(var spring):
            // SwiftUI ends a spring when it settles: snap to the target
            // then, so no residue (up to 0.1 % of the change) is held.
            spring.completionTime = spring.settlingDuration
            return Animation(keyPath: change.keyPath,
                             kind: .spring(from: zero, to: change.delta, by: nil, parameters: spring),
                             timing: MediaTiming(beginTime: begin, duration: animation.duration, fillMode: .forwards),
                             isAdditive: true, isRemovedOnCompletion: false)
        }
    }
}

/// Why a state script cannot be compiled.
public enum StateScriptError: Error, Equatable, CustomStringConvertible {
    /// A looping script's cycle ends with `keyPath` at another value than
    /// it started with, so the loop would jump.
    case loopDoesNotClose(keyPath: String)

    public var description: String {
        switch self {
        case .loopDoesNotClose(let keyPath):
            return "a looping state script must return \(keyPath) to its starting value by the end of each cycle"
        }
    }
}
