import Geometry
import Paths
import Presentation

extension RasterContext {
    /// `drawInstanced` for a grid whose template is one image (the tile
    /// grid), with nothing built per copy: no group, no display item, no
    /// arrays. Each copy does what `drawGroup` does for a group of the
    /// image with the copy's opacity (no clip, mask, shadow or blend mode)
    /// and then `drawImage` does, with the same float operations in the
    /// same order: the copy's opacity clamped to 0…1 and folded into the
    /// image's own when below 1; its transform the image's, then the
    /// copy's, then `outer`; the footprint's four corners mapped by it; the
    /// same culling, sampler and `fill`. Only the memory is reused: the
    /// footprint's corners, computed once, and one footprint polygon
    /// overwritten in place copy after copy.
    func drawImageCopies(_ image: ImageItem, placements: [InstancePlacement], outer: AffineTransform,
                         into layer: inout RasterLayer) {
        let corners = image.destination.corners
        guard corners.count == 4 else { return }
        var item = image
        var polygons = [corners]
        for placement in placements {
            let own = placement.opacity.isNaN ? 0 : min(max(placement.opacity, 0), 1)
            guard own > 0 else { continue }
            item.opacity = own >= 1 ? image.opacity : image.opacity * own
            let transform = image.transform.concatenating(placement.transform.concatenating(outer))
            for k in 0..<4 { polygons[0][k] = transform.apply(corners[k]) }
            guard Self.mayTouch(layer.rect, polygons[0]),
                  let sampler = ImageSampler(item: item, transform: transform) else { continue }
            fill(polygons, rule: .nonZero, shader: .image(sampler), opacity: 1, into: &layer)
        }
    }

    /// `drawImage`'s cull, `PixelRect(covering: points).intersects(rect)`,
    /// answered at once for a footprint whose points are all finite and
    /// inside `rect` (a non-empty rect; edges included): the covering rect
    /// then holds a pixel of `rect`, so the cull would let it through. Any
    /// other footprint (one near or past the layer's border) asks the cull
    /// itself, so the answer is always the cull's.
    static func mayTouch(_ rect: PixelRect, _ points: [Point]) -> Bool {
        let left = Double(rect.x), top = Double(rect.y), right = Double(rect.maxX), bottom = Double(rect.maxY)
        var inside = !rect.isEmpty
        for p in points where !(p.isFinite && p.x >= left && p.x <= right && p.y >= top && p.y <= bottom) {
            inside = false
        }
        return inside || PixelRect(covering: points).intersects(rect)
    }
}
