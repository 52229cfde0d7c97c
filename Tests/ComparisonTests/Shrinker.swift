import Geometry
import Paths
import Presentation

/// Shrinks a failing display list to a smaller one that still fails
/// (lyon's fuzz → shrink → pin): greedily tries simpler variants (drop an
/// item, unwrap a group, drop its mask or clip, full opacity, a solid
/// paint, no dashes or trim, a path with an element dropped or curves
/// straightened) and keeps the first that still fails, until none does.
struct Shrinker {
    /// Most candidate lists tried: each costs two renders and an edge mask,
    /// and 400 shrinks any generated list well within seconds.
    static let maximumAttempts = 400

    /// The smallest failing list found, starting from `list`, which must fail.
    static func shrink(_ list: DisplayList, fails: (DisplayList) -> Bool) -> DisplayList {
        var current = list, attempts = 0
        var progress = true
        while progress && attempts < maximumAttempts {
            progress = false
            for items in variants(of: current.items) {
                attempts += 1
                let candidate = DisplayList(width: list.width, height: list.height, items: items)
                if fails(candidate) {
                    current = candidate
                    progress = true
                    break
                }
                if attempts >= maximumAttempts { break }
            }
        }
        return current
    }

    /// Simpler versions of `items`, most drastic first: one item removed,
    /// then one item simplified.
    static func variants(of items: [DisplayItem]) -> [[DisplayItem]] {
        var out: [[DisplayItem]] = []
        for i in items.indices where items.count > 1 {
            var fewer = items
            fewer.remove(at: i)
            out.append(fewer)
        }
        for i in items.indices {
            if case .group(let group) = items[i] {
                out.append(Array(items[..<i]) + group.items + Array(items[(i + 1)...]))
            }
            for simpler in variants(of: items[i]) {
                var copy = items
                copy[i] = simpler
                out.append(copy)
            }
        }
        return out
    }

    /// Simpler versions of one item.
    static func variants(of item: DisplayItem) -> [DisplayItem] {
        switch item {
        case .fill(let fill):
            return variants(of: fill.path).map { path in
                var f = fill; f.path = path; return DisplayItem.fill(f)
            } + solid(fill.paint).map { paint in
                var f = fill; f.paint = paint; return DisplayItem.fill(f)
            } + (fill.transform == .identity ? [] : [{ var f = fill; f.transform = .identity; return DisplayItem.fill(f) }()])
        case .stroke(let stroke):
            var out: [DisplayItem] = variants(of: stroke.path).map { path in
                var s = stroke; s.path = path; return .stroke(s)
            }
            out += solid(stroke.paint).map { paint in var s = stroke; s.paint = paint; return .stroke(s) }
            if !stroke.style.dashPattern.isEmpty { var s = stroke; s.style.dashPattern = []; out.append(.stroke(s)) }
            if stroke.strokeStart != 0 || stroke.strokeEnd != 1 {
                var s = stroke; s.strokeStart = 0; s.strokeEnd = 1; out.append(.stroke(s))
            }
            if stroke.style.lineCap != .butt { var s = stroke; s.style.lineCap = .butt; out.append(.stroke(s)) }
            if stroke.style.lineJoin != .bevel { var s = stroke; s.style.lineJoin = .bevel; out.append(.stroke(s)) }
            return out
        case .image(let image):
            var out: [DisplayItem] = []
            if image.tileSize != nil { var m = image; m.tileSize = nil; out.append(.image(m)) }
            if image.opacity != 1 { var m = image; m.opacity = 1; out.append(.image(m)) }
            if image.transform != .identity { var m = image; m.transform = .identity; out.append(.image(m)) }
            return out
        case .group(let group):
            var out: [DisplayItem] = []
            if group.mask != nil { var g = group; g.mask = nil; out.append(.group(g)) }
            if group.clip != nil { var g = group; g.clip = nil; out.append(.group(g)) }
            if group.opacity != 1 { var g = group; g.opacity = 1; out.append(.group(g)) }
            for items in variants(of: group.items) { var g = group; g.items = items; out.append(.group(g)) }
            if let mask = group.mask {
                for items in variants(of: mask) where !items.isEmpty { var g = group; g.mask = items; out.append(.group(g)) }
            }
            return out
        case .instanced:
            return []
        }
    }

    /// The paint as one solid color (its first stop's), unless already solid.
    static func solid(_ paint: Paint) -> [Paint] {
        switch paint {
        case .solid: return []
        case .axial(let g, _, _), .radial(let g, _, _, _): return [.solid(g.stops.first?.color ?? .black)]
        }
    }

    /// The path with one element dropped (never the first move) or one
    /// curve straightened to a line to its end point.
    static func variants(of path: Path) -> [Path] {
        var out: [Path] = []
        let elements = path.elements
        for i in elements.indices.dropFirst() where elements.count > 2 {
            var fewer = elements
            fewer.remove(at: i)
            out.append(Path(elements: fewer))
        }
        for (i, element) in elements.enumerated() {
            switch element {
            case .quad(_, let p), .cubic(_, _, let p):
                var straight = elements
                straight[i] = .line(p)
                out.append(Path(elements: straight))
            default: break
            }
        }
        return out
    }
}
