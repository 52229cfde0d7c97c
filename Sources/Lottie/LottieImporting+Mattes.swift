import Geometry
import Layers
import Presentation
import SceneFile

extension LottieImporting {
    /// Track matte types `tt` and the mask mode each is drawn with.
    static let matteModes: [Double: MaskMode] = [1: .alpha, 2: .invertedAlpha, 3: .luminance,
                                                 4: .invertedLuminance]

    /// The layer at `index` of a composition's `layers`, matted when it has
    /// a track matte `tt` (1 alpha, 2 inverted alpha, 3 luma, 4 inverted
    /// luma): wrapped in a zero-geometry layer, so in composition
    /// coordinates, whose `mask` is the matte source drawn as it would be
    /// drawn itself (its parents' and own transforms, opacity, in/out
    /// points and content, each with its own animations) and whose
    /// `maskMode` is the matte's. The source is the layer with `ind` equal
    /// to the matte parent `tp` when there is one, else the layer listed
    /// just above, as ThorVG and lottie-web find it (and lottie-ios for a
    /// `tp` naming no layer, a repair warned). A source that draws
    /// nothing here (a null, an unsupported type) leaves the layer
    /// unmatted, as ThorVG does; one that is hidden at a time (outside its
    /// in/out points, or at opacity 0) hides the alpha and luma matted
    /// layer and keeps the inverted ones whole, as an empty mask does.
    func mattedLayer(at index: Int, of layers: [SceneFileItem], byIndex: [Double: SceneFileItem], depth: Int,
                     precomps: [String]) throws -> Layer? {
        let item = layers[index]
        guard let layer = try lottieLayer(item, byIndex: byIndex, depth: depth + 1, precomps: precomps) else { return nil }
        guard let tt = item.field("tt"), let mode = Self.matteModes[try tt.finiteNumber()] else { return layer }
        var source = index > 0 ? layers[index - 1] : nil
        if let tp = item.field("tp") {
            let ind = try tp.finiteNumber()
            if let named = byIndex[ind] {
                source = named
            } else {
                // lottie-ios takes an unresolvable matte parent as absent.
                warn("matte parent tp \(JSONText.number(ind)) names no layer", at: tp,
                     consequence: "(the layer above is the matte, as lottie-ios)", once: "missing matte parent")
            }
        }
        guard let source,
              let matte = try lottieLayer(source, byIndex: byIndex, depth: depth + 1, precomps: precomps, asMatte: true)
        else { return layer }
        let matted = try makeLayer(Layer.init, depth: depth, at: item)
        matted.addSublayer(layer)
        matted.mask = matte
        matted.maskMode = mode
        return matted
    }
}
