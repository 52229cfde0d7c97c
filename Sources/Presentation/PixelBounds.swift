import Geometry
import Paths

/// Conservative device-pixel bounds of display items: every pixel an item
/// can touch lies inside (the rect may be larger). Both backends use them
/// to size offscreen groups and to skip items that miss what they draw
/// into.
package enum PixelBounds {
    /// The pixels `items`, placed by `outer` (item space → device pixels),
    /// can touch.
    package static func of(_ items: [DisplayItem], outer: AffineTransform = .identity) -> PixelRect {
        items.reduce(.empty) { $0.union(of($1, outer: outer)) }
    }

    /// The pixels `item`, placed by `outer`, can touch.
    package static func of(_ item: DisplayItem, outer: AffineTransform = .identity) -> PixelRect {
        switch item {
        case .fill(let fill):
            // As `PixelRect(covering:)` of the points.
            guard let bounds = controlBounds(fill.path, fill.transform.concatenating(outer)) else { return .empty }
            return PixelRect(covering: bounds) ?? .unbounded
        case .stroke(let stroke):
            return strokeBounds(stroke, outer: outer)
        case .image(let image):
            let t = image.transform.concatenating(outer)
            return PixelRect(covering: image.destination.corners.map(t.apply))
        case .group(let group):
            var rect = of(group.items, outer: outer)
            if let shadow = group.shadow, !rect.isEmpty { rect = rect.union(shadow.bounds(of: rect)) }
            if let clip = group.clip {
                let t = clip.transform.concatenating(outer)
                rect = rect.intersection(PixelRect(covering: clip.rect.corners.map(t.apply)))
            }
            if let mask = group.mask, !group.maskMode.keepsUnmaskedContent {
                rect = rect.intersection(of(mask, outer: outer))
            }
            return rect
        case .instanced(let instanced):
            return instanced.instances.reduce(.empty) {
                $0.union(of(instanced.template, outer: $1.transform.concatenating(outer)))
            }
        }
    }

    /// The stroke's center line bounds, grown by the farthest the outline
    /// can reach from it: half the line width, times the miter limit for
    /// miter joins (NaN reads as 10, as the Stroker reads it) and √2 for
    /// square caps (a cap's corner).
    private static func strokeBounds(_ stroke: StrokeItem, outer: AffineTransform) -> PixelRect {
        let style = stroke.style
        var reach = 1.0
        if style.lineJoin == .miter { reach = max(reach, style.miterLimit.isNaN ? 10 : style.miterLimit) }
        if style.lineCap == .square { reach = max(reach, 2.0.squareRoot()) }
        let pad = abs(style.lineWidth) / 2 * reach
        guard pad.isFinite else { return .unbounded }
        guard let local = controlBounds(stroke.path, .identity) else { return .empty }
        let t = stroke.transform.concatenating(outer)
        return PixelRect(covering: local.insetBy(dx: -pad, dy: -pad).corners.map(t.apply))
    }

    /// The bounds of the finite ones of the path's control points mapped
    /// by `t` (a Bézier curve lies inside the hull of its control points),
    /// taken as they are mapped (`FiniteBounds`), without an array of them:
    /// bounds are taken for every item several times a frame (bands,
    /// groups, damage). nil when none is finite.
    private static func controlBounds(_ path: Path, _ t: AffineTransform) -> Rect? {
        var bounds = FiniteBounds()
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): bounds.add(t.apply(p))
            case .quad(let c, let p):
                bounds.add(t.apply(c))
                bounds.add(t.apply(p))
            case .cubic(let c1, let c2, let p):
                bounds.add(t.apply(c1))
                bounds.add(t.apply(c2))
                bounds.add(t.apply(p))
            case .close: break
            }
        }
        return bounds.rect
    }
}
