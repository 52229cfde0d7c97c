import Geometry
import Layers
import Presentation
import SceneFile

extension LottieImporting {
    /// Lottie layer blend modes `bm` and the model's mode for each drawn
    /// one (0 normal; 12 hue, 13 saturation, 14 color, 15 luminosity and
    /// 17 hard mix are not drawn: warned, drawn normal).
    static let blendModes: [Double: BlendMode] = [
        0: .normal, 1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge,
        7: .colorBurn, 8: .hardLight, 9: .softLight, 10: .difference, 11: .exclusion, 16: .add,
    ]

    /// `layer` (a composition's layer as built, matted or not) with `item`'s
    /// blend mode `bm` on it, so the layer, its matte and its sublayers
    /// blend as one group onto the layers below, as ThorVG blends a layer.
    /// A mode not drawn here is warned once and leaves the layer normal.
    func withBlendMode(of item: SceneFileItem, _ layer: Layer?) throws -> Layer? {
        guard let layer, let bm = item.field("bm") else { return layer }
        let code = try bm.finiteNumber()
        guard let mode = Self.blendModes[code] else {
            warn("blend mode bm \(JSONText.number(code))", at: bm)
            return layer
        }
        layer.blendMode = mode
        return layer
    }
}
