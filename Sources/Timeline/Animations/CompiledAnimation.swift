/// An animation readied for evaluation at many times: its key path
/// parsed, its keyframe times checked (or paced) once, its motion path
/// split and measured once, the kinds of its values collected. The
/// evaluator reads every animation through this form (compiling on the
/// spot when handed a plain `Animation`), so a compiled animation kept
/// across frames gives the same values bit for bit, only without redoing
/// that work each frame.
///
/// Errors are kept, not thrown: a key path that does not parse is thrown
/// when the animation is evaluated, at every time, as before.
///
/// A class: the evaluator walks a layer's compiled animations every frame,
/// and copying one of many fields costs a retain and a release per field.
public final class CompiledAnimation: Sendable {
    /// The animation as it was given.
    public let animation: Animation
    /// The parsed key path, or the error parsing it (or its absence) gives;
    /// unused for a group.
    let keyPath: Result<AnimationKeyPath, any Error>
    /// A group's children, compiled; empty otherwise.
    let children: [CompiledAnimation]
    /// The first value the animation names (`Animation.firstValue`).
    let firstValue: AnimatableValue?
    /// The kind names of the values it names, each once, in the order
    /// they first appear: the evaluator checks them against the value
    /// beneath.
    let namedKinds: [String]
    /// What its values come from.
    let content: Content

    /// The part of an animation that is evaluated at a progress.
    enum Content: Sendable {
        /// Basic and spring animations: the endpoints, from `animation.kind`.
        case endpoints
        /// Keyframes and the times their progress is searched in (or the
        /// error measuring paced values gives).
        case keyframes(KeyframeTrack, Result<[Double], any Error>)
        /// A motion along a path, measured.
        case motion(KeyframePath.Measured)
        /// A group (its children are in `children`).
        case group
    }

    /// Compiles `animation` (and a group's children).
    /// - Parameter evaluatedOften: the animation will be evaluated at many
    ///   times (a compiled scene's), so a motion path measures all its
    ///   curved segments now (`KeyframePath.Measured`). Default: false.
    public init(_ animation: Animation, evaluatedOften: Bool = false) {
        self.animation = animation
        if let string = animation.keyPath {
            keyPath = Result { try AnimationKeyPath(parsing: string) }
        } else {
            keyPath = .failure(TimelineError.missingKeyPath)
        }
        firstValue = animation.firstValue
        var kinds: [String] = []
        for value in animation.namedValues where !kinds.contains(value.kindName) { kinds.append(value.kindName) }
        namedKinds = kinds
        switch animation.kind {
        case .basic, .spring:
            content = .endpoints
            children = []
        case .keyframe(let values, let keyTimes, let functions, let mode):
            let track = KeyframeTrack(values: values, keyTimes: keyTimes, timingFunctions: functions, mode: mode)
            content = .keyframes(track, Result { try track.searchTimes() })
            children = []
        case .path(let motion):
            content = .motion(KeyframePath.Measured(motion, measuresSegments: evaluatedOften))
            children = []
        case .group(let animations):
            content = .group
            children = animations.map { CompiledAnimation($0, evaluatedOften: evaluatedOften) }
        }
    }

    /// Whether it may write the model property `root` (e.g. "opacity"):
    /// its key path's root is `root`, or a child's is (a group), or its key
    /// path did not parse (so nothing is ruled out).
    public func mayWrite(_ root: String) -> Bool {
        if case .group = content { return children.contains { $0.mayWrite(root) } }
        guard case .success(let keyPath) = keyPath else { return true }
        return keyPath.root == root
    }

    /// Whether evaluating it over `model` (the layer's model values) throws
    /// at no time: its key path parses and addresses a value of the kind
    /// of its values, and its values combine with one another without the
    /// value beneath (it is neither additive nor cumulative, a basic or
    /// spring animation names both ends, keyframe values all have one
    /// shape). A presentation may leave out a subtree that draws nothing
    /// only when nothing in it can throw, so no error goes unseen.
    public func cannotThrow(on model: [String: AnimatableValue]) -> Bool {
        if case .group = content { return children.allSatisfy { $0.cannotThrow(on: model) } }
        guard !animation.isAdditive, !animation.isCumulative,
              (try? AnimationEvaluator.target(of: self, in: model)) != nil else { return false }
        switch content {
        case .endpoints:
            switch animation.kind {
            case .basic(let from?, let to?, _), .spring(let from?, let to?, _, _):
                return (try? from.interpolated(to: to, fraction: 0.5)) != nil
            default:
                return false
            }
        case .keyframes(let track, let times):
            guard (try? times.get()) != nil else { return false }
            guard let first = track.values.first else { return true }
            return track.values.allSatisfy { (try? first.interpolated(to: $0, fraction: 0.5)) != nil }
        case .motion, .group:
            return true
        }
    }

    /// The animation's own value at `sample`, before it is added to or
    /// written over the value beneath (`Animation.value(at:beneath:)`);
    /// `beneath` is called only where that value is used (a basic or
    /// spring animation's missing end).
    func value(at sample: TimingSample, beneath: () throws -> AnimatableValue) throws -> AnimatableValue? {
        guard let v = try cycleValue(progress: animation.progress(at: sample), beneath: beneath) else { return nil }
        guard animation.isCumulative, sample.iteration != 0, sample.iteration.isFinite else { return v }
        var end = sample
        end.simpleTime = animation.timing.autoreverses ? 0 : sample.duration
        guard let endValue = try cycleValue(progress: animation.progress(at: end), beneath: beneath) else { return v }
        return try v.added(onto: endValue.repeated(sample.iteration))
    }

    /// One cycle's value at `progress`.
    func cycleValue(progress p: Double, beneath: () throws -> AnimatableValue) throws -> AnimatableValue? {
        switch content {
        case .endpoints:
            switch animation.kind {
            case .basic(let from, let to, let by), .spring(let from, let to, let by, _):
                let (a, b) = try animation.endpoints(from: from, to: to, by: by, beneath: beneath())
                return try a.interpolated(to: b, fraction: p)
            default:
                return nil
            }
        case .keyframes(let track, let times):
            return try track.value(at: p, searchTimes: times.get())
        case .motion(let measured):
            return measured.value(at: p)
        case .group:
            return nil
        }
    }
}
