import Geometry
import Timeline

/// A presented layer's values: its model values, shared with every frame
/// and never copied, and the values its animations wrote at this time,
/// held apart (a layer animates a few of its dozen or more properties).
/// Reading a key finds a written value first, else the model's. The
/// compiled timeline writes into it (`AnimationEvaluator.apply`), so an
/// animated layer's frame no longer copies its model dictionary.
struct PresentedValues: AnimatedValueStore, Sendable {
    /// The model values, keyed by root key path.
    let model: [String: AnimatableValue]
    /// Root key paths written, in the order first written, and their values.
    private var keys: [String] = []
    private var written: [AnimatableValue] = []

    init(model: [String: AnimatableValue]) {
        self.model = model
    }

    subscript(key: String) -> AnimatableValue? {
        get {
            for i in keys.indices where keys[i] == key { return written[i] }
            return model[key]
        }
        set {
            // The evaluator writes only roots the model has, never nil.
            guard let newValue else { return }
            if let i = keys.firstIndex(of: key) {
                written[i] = newValue
            } else {
                keys.append(key)
                written.append(newValue)
            }
        }
    }

    /// A number-valued property, or `fallback` when absent or of another
    /// kind (`PresentedLayer.number`).
    func number(_ key: String, _ fallback: Double) -> Double {
        if case .number(let v)? = self[key] { return v }
        return fallback
    }

    /// A color-valued property, clear when absent (`PresentedLayer.color`).
    func color(_ key: String) -> Color {
        if case .color(let v)? = self[key] { return v }
        return .clear
    }

    /// Every value as one dictionary: the model with the written values in
    /// place (what `presentationValues(of:atLayerTime:model:)` returns).
    var merged: [String: AnimatableValue] {
        guard !keys.isEmpty else { return model }
        var all = model
        for (key, value) in zip(keys, written) { all[key] = value }
        return all
    }
}
