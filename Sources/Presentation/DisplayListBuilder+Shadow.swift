import Geometry
import Layers

extension DisplayListBuilder {
    /// The layer's shadow in device pixels, or nil when it shows nothing
    /// (opacity or color alpha 0). The offset is mapped by the layer's own
    /// transform to the device (so it turns with the layer) and rounded to
    /// whole pixels; σ is scaled by the length of the mapped unit x vector
    /// (ThorVG's scale for its blur). The color is seen through `tint`.
    static func shadow(for layer: PresentedLayer, layerToDevice: AffineTransform, tint: Color?) -> GroupShadow? {
        let model = layer.model
        let opacity = model.shadowOpacity.isNaN ? 0 : min(max(model.shadowOpacity, 0), 1)
        var color = model.shadowColor.clamped.withOpacity(opacity)
        if let tint { color = color * tint }
        guard color.alpha > 0 else { return nil }
        let offset = layerToDevice.applyToVector(Point(model.shadowOffset.width, model.shadowOffset.height))
        let scale = (layerToDevice.a * layerToDevice.a + layerToDevice.b * layerToDevice.b).squareRoot()
        guard offset.isFinite, scale.isFinite else { return nil }
        return GroupShadow(color: color, offsetX: PixelRect.pixel(offset.x.rounded()),
                           offsetY: PixelRect.pixel(offset.y.rounded()), sigma: model.shadowRadius * scale)
    }
}
