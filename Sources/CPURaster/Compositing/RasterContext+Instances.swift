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
    /// same cull (`mayTouch`), sampler and `fill`. Only the memory is
    /// reused: the footprint's corners, computed once, and one footprint
    /// polygon overwritten in place copy after copy.
    func drawImageCopies(_ image: ImageItem, placements: [InstancePlacement], outer: AffineTransform,
                         into layer: inout RasterLayer) {
        let corners = image.destination.corners
        guard corners.count == 4 else { return }
        let sides = LayerSides(layer.rect)
        var item = image
        var polygons = [corners]
        for placement in placements {
            let own = placement.opacity.isNaN ? 0 : min(max(placement.opacity, 0), 1)
            guard own > 0 else { continue }
            item.opacity = own >= 1 ? image.opacity : image.opacity * own
            let transform = image.transform.concatenating(placement.transform.concatenating(outer))
            var inside = true
            for k in 0..<4 {
                let p = transform.apply(corners[k])
                polygons[0][k] = p
                inside = inside && sides.holds(p)
            }
            guard inside || PixelRect(covering: polygons[0]).intersects(layer.rect),
                  let sampler = ImageSampler(item: item, transform: transform) else { continue }
            fill(polygons, rule: .nonZero, shader: .image(sampler), opacity: 1, into: &layer)
        }
    }

    /// A non-empty layer's sides as coordinates (device pixels), for
    /// `drawImageCopies`' cull: `drawImage` lets a footprint through when
    /// `PixelRect(covering:)` of its points intersects the layer. When all
    /// four points are finite and inside the layer (its sides included),
    /// the covering rect holds one of the layer's pixels, so the answer is
    /// yes without building it; any other footprint (near or past the
    /// layer's border, or not finite) asks `PixelRect(covering:)` itself,
    /// so the cull's answer never changes.
    struct LayerSides {
        var left: Double, top: Double, right: Double, bottom: Double
        /// False for an empty layer: nothing is inside it.
        var isUsable: Bool

        init(_ rect: PixelRect) {
            left = Double(rect.x)
            top = Double(rect.y)
            right = Double(rect.maxX)
            bottom = Double(rect.maxY)
            isUsable = !rect.isEmpty
        }

        /// True when `p` is finite and inside (or on) the sides.
        @inline(__always)
        func holds(_ p: Point) -> Bool {
            isUsable && p.x >= left && p.x <= right && p.y >= top && p.y <= bottom
        }
    }
}
