import Layers
import Presentation
import SeededRandom

/// Checks that a compiled scene presents what the scene itself presents,
/// value for value and bit for bit (the compiled timeline's promise).
public enum CompiledSceneCheck {
    /// The first difference between `scene.presentation(at:)` and
    /// `CompiledScene(scene).presentation(at:)` at each of `times`, as one
    /// line naming the time, the layer and the property; nil when the two
    /// trees are identical at every time, and so are the display lists of
    /// the scene's tree and of the compiled scene's `drawnOnly` tree
    /// (errors included: both must throw the same error, or neither).
    public static func firstDifference(in scene: Scene, at times: [Double]) -> String? {
        let compiled = CompiledScene(scene)
        for t in times {
            let reference = Result { try scene.presentation(at: t) }
            let fast = Result { try compiled.presentation(at: t) }
            let drawn = Result { try compiled.presentation(at: t, drawnOnly: true) }
            switch (reference, fast, drawn) {
            case (.success(let a), .success(let b), .success(let c)):
                if let difference = difference(a.root, b.root) { return "at \(t) s: \(difference)" }
                if a.displayList(scale: 1) != c.displayList(scale: 1) {
                    return "at \(t) s: the display list of the drawn-only tree differs"
                }
            case (.failure(let a), .failure(let b), .failure(let c)):
                if "\(a)" != "\(b)" || "\(a)" != "\(c)" { return "at \(t) s: errors differ: \(a) / \(b) / \(c)" }
            default:
                return "at \(t) s: not all three throw: \(reference) / \(fast) / \(drawn)"
            }
        }
        return nil
    }

    /// Times to check a scene at: every `step` seconds from half a loop
    /// before its loop to half a loop after it, each nudged by a seeded
    /// fraction of a step (so they fall between frames too), plus the
    /// loop's own ends.
    public static func times(of scene: Scene, count: Int = 48, seed: UInt64 = 1) -> [Double] {
        var random = SplitMix64(seed: seed)
        let d = max(scene.loopDuration, 1e-3)
        let start = scene.loopStart - d / 2, step = 2 * d / Double(count)
        var times = [scene.loopStart, scene.loopStart + scene.loopDuration]
        for k in 0..<count { times.append(start + step * (Double(k) + random.double(in: 0...1))) }
        return times
    }

    private static func difference(_ a: PresentedLayer, _ b: PresentedLayer) -> String? {
        guard a.name == b.name, a.path == b.path else { return "layer \(a.path) is \(b.path)" }
        guard a.model === b.model else { return "\(a.path): another model layer" }
        for key in Set(a.values.keys).union(b.values.keys).sorted() where a.values[key] != b.values[key] {
            return "\(a.path) \(key): \(String(describing: a.values[key])) / \(String(describing: b.values[key]))"
        }
        guard a.sublayers.count == b.sublayers.count else { return "\(a.path): sublayer counts differ" }
        for (x, y) in zip(a.sublayers, b.sublayers) {
            if let d = difference(x, y) { return d }
        }
        switch (a.mask, b.mask) {
        case (nil, nil): break
        case (let x?, let y?): if let d = difference(x, y) { return d }
        default: return "\(a.path): only one has a mask"
        }
        switch (a.template, b.template) {
        case (nil, nil): break
        case (let x?, let y?): if let d = difference(x, y) { return d }
        default: return "\(a.path): only one has a template"
        }
        guard a.instanceTracks == b.instanceTracks else { return "\(a.path): instance tracks differ" }
        guard a.instances == b.instances else { return "\(a.path): instances differ" }
        return nil
    }
}
