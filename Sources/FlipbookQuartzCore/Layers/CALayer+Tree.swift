import Foundation
import Layers

/// The layer tree. The model tree is static: every layer has one place
/// in it, kept from the first time it is added; removing a committed layer
/// hides it from then on, and adding it back to the same superlayer shows
/// it again.
extension CALayer {
    /// The layer it is in now; nil when it is not in one.
    public var superlayer: CALayer? { isAttached ? modelParent : nil }

    /// The layers in it now, bottom to top; nil when there are none.
    /// Setting it removes the current ones and adds these in order.
    public var sublayers: [CALayer]? {
        get { attachedSublayers.isEmpty ? nil : attachedSublayers }
        set {
            for layer in modelSublayers where layer.isAttached { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layers in it now, bottom to top.
    var attachedSublayers: [CALayer] { modelSublayers.filter(\.isAttached) }

    /// Adds `layer` on top of the others (moving it if it is in a layer).
    public func addSublayer(_ layer: CALayer) {
        insert(layer, before: nil)
    }

    /// Inserts `layer` at `index` among the layers in it now (0 is the bottom).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        let attached = attachedSublayers.filter { $0 !== layer }
        insert(layer, before: Int(index) < attached.count ? attached[Int(index)] : nil)
    }

    /// Inserts `layer` just below `sibling` (on top when it is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, before: sibling?.superlayer === self ? sibling : nil)
    }

    /// Inserts `layer` just above `sibling` (on top when it is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling.superlayer === self else { return insert(layer, before: nil) }
        let attached = attachedSublayers.filter { $0 !== layer }
        let next = attached.firstIndex { $0 === sibling }.flatMap { $0 + 1 < attached.count ? attached[$0 + 1] : nil }
        insert(layer, before: next)
    }

    /// Puts `new` where `old` is.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard old.superlayer === self else { return }
        insertSublayer(new, below: old)
        old.removeFromSuperlayer()
    }

    /// Takes the layer out of its superlayer: out of the model tree while
    /// it is not committed, hidden from now on after that.
    public func removeFromSuperlayer() {
        guard isAttached, let parent = modelParent else { return }
        isAttached = false
        if committedAt == nil {
            parent.modelSublayers.removeAll { $0 === self }
            parent.model.removeSublayer(model)
            modelParent = nil
        }
        visibilityChanged()
    }

    /// Places `layer` in this one just below `next` (on top when nil).
    private func insert(_ layer: CALayer, before next: CALayer?) {
        guard layer !== self, layer !== next else { return }
        adopt(layer)
        if layer.isAttached { layer.removeFromSuperlayer() }
        if let parent = layer.modelParent {
            // Committed layers keep their place in the model tree.
            guard parent === self else {
                return report("moving committed layer \(layer.displayName) to another superlayer is not supported; "
                              + "remove it and add a new layer")
            }
            let attachedBelow = modelSublayers.prefix { $0 !== layer }.filter(\.isAttached)
            let wanted = next.map { n in attachedSublayers.prefix { $0 !== n } } ?? attachedSublayers[...]
            guard attachedBelow.map(ObjectIdentifier.init) == wanted.map(ObjectIdentifier.init) else {
                return report("re-adding layer \(layer.displayName) at another place among its siblings is not supported")
            }
        } else {
            let index = next.flatMap { n in modelSublayers.firstIndex { $0 === n } } ?? modelSublayers.count
            modelSublayers.insert(layer, at: index)
            model.insertSublayer(layer.model, at: index)
            layer.modelParent = self
        }
        layer.isAttached = true
        layer.visibilityChanged()
        if let recorder { layer.queueUncommitted(in: recorder) }
    }

    /// A layer made outside the recording joins it when it joins its tree.
    private func adopt(_ layer: CALayer) {
        guard let recorder, layer.recorder == nil else { return }
        layer.recorder = recorder
        recorder.created(layer)
        for problem in layer.pendingProblems { recorder.report(problem) }
        layer.pendingProblems = []
        for child in layer.modelSublayers { layer.adopt(child) }
    }
}
