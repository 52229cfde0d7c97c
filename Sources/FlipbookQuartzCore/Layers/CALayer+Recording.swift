import Foundation
import Layers
import Presentation
import Support
import Timeline

/// How property changes become the model: before the commit they set the
/// model's value; after it, a hold from the time of the change (at the
/// bottom of the layer's animations, where Core Animation keeps model
/// values) plus the implicit animation.
extension CALayer {
    /// Seconds a hold takes to reach its value: too short for any frame to
    /// fall inside (1 ns), so the value steps.
    static let holdDuration = StateScript.instantDuration

    /// An animatable property `key` changed to `value`; `apply` writes it
    /// into the model.
    package func set(_ key: String, _ value: AnimatableValue, apply: (Layer) -> Void) {
        guard committedAt != nil, let recorder else {
            apply(model)
            return
        }
        let t = localTime(fromScene: recorder.now)
        let before = try? presentationValue(key, atLayerTime: t)
        hold(key, value, from: t)
        if let before, before != value, let implicit = implicitAnimation(for: key, from: before, to: value, in: recorder) {
            addModelAnimation(implicit, forKey: key)
            recorder.transaction.added(endingAt: recorder.now + implicit.timing.activeDuration)
        }
    }

    /// The model value of `key` becomes `value` from layer time `t` on: a
    /// step beneath the animations added, held forever.
    private func hold(_ key: String, _ value: AnimatableValue, from t: Double) {
        holds.append(Animation(keyPath: key, kind: .basic(from: value, to: value, by: nil),
                               timing: MediaTiming(beginTime: t, duration: Self.holdDuration, fillMode: .forwards),
                               isRemovedOnCompletion: false))
    }

    /// A property the model keeps for the whole scene changed: fine before
    /// the commit; after it, a recorded problem (the model cannot change
    /// it at a time).
    package func setFixed(_ key: String, apply: (Layer) -> Void) {
        guard committedAt != nil, recorder != nil else {
            apply(model)
            return
        }
        report("\(key) cannot change once the layer is committed (at scene time \(NumberText.fixed(recorder?.now ?? 0)) s); "
               + "set it in the turn that makes the layer")
    }

    /// Records a problem with this layer (the recording throws the first).
    package func report(_ message: String) {
        let error = QuartzCoreError("layer \(displayName): \(message)")
        if let recorder { recorder.report(error) } else { pendingProblems.append(error) }
    }

    /// The value `key` shows at layer time `t`, given what was recorded so far.
    package func presentationValue(_ key: String, atLayerTime t: Double) throws -> AnimatableValue {
        let values = try AnimationEvaluator.presentationValues(of: assembledAnimations().map(\.animation), atLayerTime: t,
                                                               model: model.modelValues())
        return try AnimationEvaluator.value(of: key, in: values)
    }

    /// Core Animation's default action for `key`, or nil when there is none:
    /// not committed yet, a view's layer, actions disabled in the
    /// transaction, or `actions[key]` is NSNull.
    func implicitAnimation(for key: String, from: AnimatableValue, to: AnimatableValue,
                           in recorder: SceneRecorder) -> Animation? {
        guard !isViewBacked, !recorder.transaction.disableActions else { return nil }
        if let action = actions?[key], action is NSNull { return nil }
        let transaction = recorder.transaction
        return Animation(keyPath: key, kind: .basic(from: from, to: to, by: nil),
                         timing: MediaTiming(beginTime: localTime(fromScene: recorder.now),
                                             duration: transaction.animationDuration),
                         timingFunction: transaction.timingFunction?.model ?? CATransaction.implicitTimingFunction)
    }

    /// `isHidden` or the place in the tree changed: the model shows the
    /// layer when it is in its superlayer and not hidden.
    func visibilityChanged() {
        guard committedAt != nil, let recorder else {
            model.isHidden = isHiddenInModel
            return
        }
        hold("hidden", .bool(isHiddenInModel), from: localTime(fromScene: recorder.now))
    }

    /// Whether the model hides the layer now: hidden by the user, or in no
    /// superlayer (the recording's root and a mask are in the tree anyway).
    var isHiddenInModel: Bool {
        isHidden || !(isAttached || isRecordingRoot || maskOwner != nil)
    }

    /// The end of the turn that made the layer, at scene time `time`.
    func commit(at time: Double) {
        // Core Animation commits the layers of a layer tree: one that is in
        // none (yet) is committed at the end of the turn that adds it.
        guard committedAt == nil, isInRecordingTree else { return }
        // A layer made after the start was not there before: hidden until now.
        let hidden = isHiddenInModel
        committedAt = time
        if time > 0, !hidden {
            model.isHidden = true
            visibilityChanged()
        } else {
            // Not in the tree yet: hidden until it is added.
            model.isHidden = hidden
        }
    }

    /// Whether it is in the recording's layer tree now (as a sublayer, or
    /// as the mask of a layer that is).
    package var isInRecordingTree: Bool {
        isRecordingRoot || (isAttached && modelParent?.isInRecordingTree == true) || maskOwner?.isInRecordingTree == true
    }

    /// Queues this layer and those below it that are not committed yet for
    /// the commit at the end of the running turn.
    func queueUncommitted(in recorder: SceneRecorder) {
        if committedAt == nil { recorder.created(self) }
        for child in modelSublayers { child.queueUncommitted(in: recorder) }
        mask?.queueUncommitted(in: recorder)
    }

    /// The model's animations in the order they apply: holds (model values)
    /// first, then the animations added, each cut off where it was removed.
    func assembledAnimations() -> [(key: String?, animation: Animation)] {
        var list: [(key: String?, animation: Animation)] = holds.map { (nil, $0) }
        for entry in added {
            guard let removedAt = entry.removedAt else {
                list.append((entry.key, entry.animation))
                continue
            }
            // Removed at layer time r: a group that ends at r clips it.
            guard removedAt > 0 else { continue }
            list.append((nil, Animation(keyPath: nil, kind: .group([entry.animation]),
                                        timing: MediaTiming(duration: removedAt))))
        }
        return list
    }

    /// The finished model tree: every layer's animations assembled.
    func finishedModel() -> Layer {
        model.removeAllAnimations()
        for entry in assembledAnimations() { model.add(entry.animation, forKey: entry.key) }
        for layer in modelSublayers { _ = layer.finishedModel() }
        mask.map { _ = $0.finishedModel() }
        modelFinished()
        return model
    }
}

