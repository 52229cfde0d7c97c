/// Evaluates the animations attached to one layer.
public enum AnimationEvaluator {
    /// Applies `animations` (in the order they were added to the layer;
    /// later ones override earlier ones on the same key path while active)
    /// at the layer's local time `t`, on top of `model`, the layer's model
    /// values keyed by root key path ("position", "transform", "opacity", …).
    /// Sub-key-paths ("transform.scale", "position.x", "bounds.size") are
    /// applied to their root's value. Returns `model` with the animated
    /// roots replaced by their presentation values.
    public static func presentationValues(of animations: [Animation], atLayerTime t: Double,
                                          model: [String: AnimatableValue]) throws -> [String: AnimatableValue] {
        // Placeholder until the timeline evaluation lands (issue 2, step 2).
        return model
    }
}
