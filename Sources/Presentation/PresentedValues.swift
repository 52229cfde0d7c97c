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
    /// Root key paths written, in the order first written, with their
    /// values: one array, so a frame's layer allocates once.
    private var written: [(key: String, value: AnimatableValue)] = []

    /// - Parameter capacity: how many keys are expected to be written (the
    ///   layer's animations), reserved at once. Default: 0.
    init(model: [String: AnimatableValue], capacity: Int = 0) {
        self.model = model
        if capacity > 0 { written.reserveCapacity(capacity) }
    }

    subscript(key: String) -> AnimatableValue? {
        get {
            for entry in written where entry.key == key { return entry.value }
            return model[key]
        }
        set {
            // The evaluator writes only roots the model has, never nil.
            guard let newValue else { return }
            if let i = written.firstIndex(where: { $0.key == key }) {
                written[i].value = newValue
            } else {
                written.append((key, newValue))
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
        guard !written.isEmpty else { return model }
        var all = model
        for (key, value) in written { all[key] = value }
        return all
    }
}
