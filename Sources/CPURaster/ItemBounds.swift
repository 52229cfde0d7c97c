import Geometry
import Paths
import Presentation

/// Conservative device-pixel bounds of display items: every pixel an item
/// can touch lies inside (the rect may be larger). Used to size offscreen
/// groups and to skip items that miss the layer.
enum ItemBounds {
    /// Stands for "could be anywhere" (stroke widths or coordinates that are
    /// not finite); callers intersect it with the layer they draw into.
    static let unbounded = PixelRect(x: -(1 << 30), y: -(1 << 30), width: 1 << 31, height: 1 << 31)
    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    static func of(_ items: [DisplayItem], outer: AffineTransform) -> PixelRect {
        items.reduce(empty) { $0.union(of($1, outer: outer)) }
    }

    static func of(_ item: DisplayItem, outer: AffineTransform) -> PixelRect {
        switch item {
        case .fill(let fill):
            return pixels(controlBounds(fill.path, fill.transform.concatenating(outer)))
        case .stroke(let stroke):
            return strokeBounds(stroke, outer: outer)
        case .image(let image):
            let t = image.transform.concatenating(outer)
            return of(corners(of: image.destination).map(t.apply))
        case .group(let group):
            var rect = of(group.items, outer: outer)
            if let clip = group.clip {
                let t = clip.transform.concatenating(outer)
                rect = rect.intersection(pixels(finiteBounds(corners(of: clip.rect).map(t.apply))))
            }
            if let mask = group.mask { rect = rect.intersection(of(mask, outer: outer)) }
            return rect
        case .instanced(let instanced):
            return instanced.instances.reduce(empty) {
                $0.union(of(instanced.template, outer: $1.transform.concatenating(outer)))
            }
        }
    }

    /// The pixels a polygon in device pixels can touch (its non-finite
    /// points left out, as the scan converter skips them).
    static func of(_ polygon: [Point]) -> PixelRect {
        pixels(finiteBounds(polygon))
    }

    /// The stroke's center line bounds, grown by the farthest the outline
    /// can reach from it: half the line width, times the miter limit for
    /// miter joins and √2 for square caps (a cap's corner).
    private static func strokeBounds(_ stroke: StrokeItem, outer: AffineTransform) -> PixelRect {
        let style = stroke.style
        var reach = 1.0
        if style.lineJoin == .miter { reach = max(reach, style.miterLimit) }
        if style.lineCap == .square { reach = max(reach, 2.0.squareRoot()) }
        let pad = abs(style.lineWidth) / 2 * reach
        guard pad.isFinite, let local = controlBounds(stroke.path, .identity) else { return unbounded }
        let grown = local.insetBy(dx: -pad, dy: -pad)
        let t = stroke.transform.concatenating(outer)
        return pixels(finiteBounds(corners(of: grown).map(t.apply)))
    }

    /// Bounds of the path's control points mapped by `t` (a Bézier curve
    /// lies inside the hull of its control points); non-finite points are
    /// left out, as the scan converter skips them.
    private static func controlBounds(_ path: Path, _ t: AffineTransform) -> Rect? {
        var points: [Point] = []
        points.reserveCapacity(path.elements.count * 3)
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(t.apply(p))
            case .quad(let c, let p): points += [t.apply(c), t.apply(p)]
            case .cubic(let c1, let c2, let p): points += [t.apply(c1), t.apply(c2), t.apply(p)]
            case .close: break
            }
        }
        return finiteBounds(points)
    }

    private static func finiteBounds(_ points: [Point]) -> Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points where p.isFinite {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func corners(of r: Rect) -> [Point] {
        [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
    }

    private static func pixels(_ rect: Rect?) -> PixelRect {
        guard let rect else { return empty }
        return PixelRect(covering: rect) ?? unbounded
    }
}
