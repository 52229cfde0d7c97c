import CPURaster
import FlipbookQuartzCore
import Geometry
import Layers
import Presentation
import Timeline

/// The value `key` of the layer named `name` shows at scene time `t`.
func presented(_ scene: Scene, _ name: String, _ key: String, at t: Double) throws -> AnimatableValue? {
    try scene.presentation(at: t).allLayers.first { $0.model.name == name }?.values[key]
}

/// A number the layer named `name` shows at `t` (nil when absent).
func number(_ scene: Scene, _ name: String, _ key: String, at t: Double) throws -> Double? {
    guard case .number(let x)? = try presented(scene, name, key, at: t) else { return nil }
    return x
}

/// Whether the layer named `name` is hidden at `t`.
func isHidden(_ scene: Scene, _ name: String, at t: Double) throws -> Bool? {
    try scene.presentation(at: t).allLayers.first { $0.model.name == name }?.isHidden
}

/// The frame the CPU draws of `scene` at `t`, at 1 pixel per point.
func frame(_ scene: Scene, at t: Double) throws -> Bitmap {
    try CPURenderer().render(try scene.presentation(at: t).displayList(scale: 1, canvas: scene.size))
}

/// A one-layer scene: `build` gets a plain layer named "box" already in
/// the root, 4 s long.
func boxScene(_ build: @escaping (CALayer) -> Void) throws -> Scene {
    try FlipbookScene.record(name: "box", size: CGSize(width: 20, height: 20), duration: 4) { root in
        let box = CALayer()
        box.name = "box"
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(box)
        build(box)
    }
}
