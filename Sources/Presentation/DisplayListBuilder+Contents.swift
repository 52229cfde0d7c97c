import Geometry
import Layers

extension DisplayListBuilder {
    /// The contents image placed by contentsGravity (or tiled), if any.
    static func contentsItem(for layer: PresentedLayer, layerToDevice: AffineTransform) -> ImageItem? {
        let model = layer.model
        guard let image = model.contents, image.width > 0, image.height > 0 else { return nil }
        let bounds = layer.rect("bounds").standardized
        guard !bounds.isEmpty else { return nil }
        let scale = model.contentsScale > 0 ? model.contentsScale : 1
        let natural = Size(Double(image.width) / scale, Double(image.height) / scale)
        if model.tilesContents {
            return ImageItem(image: image, destination: bounds, tileSize: natural, transform: layerToDevice, opacity: 1)
        }
        let destination = place(natural, in: bounds, gravity: model.contentsGravity)
        return ImageItem(image: image, destination: destination, tileSize: nil, transform: layerToDevice, opacity: 1)
    }

    /// Where an image of `natural` size lands in `bounds` (y down: `top`
    /// is the top edge on screen).
    static func place(_ natural: Size, in bounds: Rect, gravity: ContentsGravity) -> Rect {
        let w = natural.width, h = natural.height
        func at(_ fx: Double, _ fy: Double, _ size: Size) -> Rect {
            Rect(x: bounds.minX + (bounds.width - size.width) * fx, y: bounds.minY + (bounds.height - size.height) * fy,
                 width: size.width, height: size.height)
        }
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return at(0.5, 0.5, Size(w * s, h * s))
        case .center: return at(0.5, 0.5, natural)
        case .top: return at(0.5, 0, natural)
        case .bottom: return at(0.5, 1, natural)
        case .left: return at(0, 0.5, natural)
        case .right: return at(1, 0.5, natural)
        case .topLeft: return at(0, 0, natural)
        case .topRight: return at(1, 0, natural)
        case .bottomLeft: return at(0, 1, natural)
        case .bottomRight: return at(1, 1, natural)
        }
    }

    /// The instanced grid: the template drawn once in its own coordinates,
    /// placed per copy by the copy's position, transform and opacity. When
    /// the copies come from compiled tracks the item carries them as an
    /// `InstanceGrid`, unevaluated (a grid whose copies all turn out
    /// hidden then is an item with no copies, which draws nothing).
    static func instancedItem(for layer: PresentedLayer, layerToDevice: AffineTransform) -> InstancedItem? {
        guard let template = layer.template, layer.instanceCount > 0 else { return nil }
        guard !template.isHidden else { return nil }
        let content = contentItems(for: template, layerToDevice: .identity, tint: template.model.tintColor)
        guard !content.isEmpty else { return nil }
        let bounds = template.rect("bounds"), anchor = template.point("anchorPoint")
        let pivot = Point(bounds.origin.x + anchor.x * bounds.size.width, bounds.origin.y + anchor.y * bounds.size.height)
        if let tracks = layer.instanceTracks {
            return InstancedItem(template: content, grid: InstanceGrid(tracks: tracks, pivot: pivot,
                                                                      layerToDevice: layerToDevice))
        }
        let placements = layer.instances.compactMap {
            InstanceGrid.placement(of: $0, pivot: pivot, layerToDevice: layerToDevice)
        }
        return placements.isEmpty ? nil : InstancedItem(template: content, instances: placements)
    }
}
