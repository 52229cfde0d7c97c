import Geometry
import Layers

extension DisplayListBuilder {
    /// The layer's shadow in device pixels, or nil when it shows nothing
    /// (opacity or color alpha 0). The offset is mapped by the layer's own
    /// transform to the device (so it turns with the layer) and rounded to
    /// whole pixels; σ is scaled by the length of the mapped unit x vector
    /// (ThorVG's scale for its blur). The color is seen through `tint`.
    /// The values are the presented ones, animated or not.
    static func shadow(for layer: PresentedLayer, layerToDevice: AffineTransform, tint: Color?) -> GroupShadow? {
        guard !layer.absent.contains(.shadow),
              case .number(let shadowOpacity)? = layer.value("shadowOpacity"), shadowOpacity != 0 else { return nil }
        let opacity = shadowOpacity.isNaN ? 0 : min(max(shadowOpacity, 0), 1)
        var color = layer.color("shadowColor").clamped.withOpacity(opacity)
        if let tint { color = color * tint }
        guard color.alpha > 0 else { return nil }
        var shadowOffset = Size.zero, radius = 0.0
        if case .size(let s)? = layer.value("shadowOffset") { shadowOffset = s }
        if case .number(let r)? = layer.value("shadowRadius") { radius = r }
        let offset = layerToDevice.applyToVector(Point(shadowOffset.width, shadowOffset.height))
        let scale = (layerToDevice.a * layerToDevice.a + layerToDevice.b * layerToDevice.b).squareRoot()
        guard offset.isFinite, scale.isFinite else { return nil }
        return GroupShadow(color: color, offsetX: PixelRect.pixel(offset.x.rounded()),
                           offsetY: PixelRect.pixel(offset.y.rounded()), sigma: radius * scale)
    }
}
