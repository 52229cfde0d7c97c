import CEGL
import Geometry
import Paths
import Presentation

/// A rectangle of whole device pixels: columns `x0 ..< x1`, rows
/// `y0 ..< y1` (device row 0 is GL's window row 0, so it is also the
/// scissor and texel rectangle). Offscreen groups clear, draw, resolve and
/// composite only inside their box.
struct DeviceBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = DeviceBox(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Stands for "could be anywhere" (non-finite widths or coordinates);
    /// callers intersect it with the box they draw into. ±2^30 pixels is
    /// far beyond any canvas and far from Int32 overflow in GL calls.
    static let unbounded = DeviceBox(x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The overlap of both boxes (empty when they do not overlap).
    func intersection(_ other: DeviceBox) -> DeviceBox {
        let box = DeviceBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return box.isEmpty ? .empty : box
    }

    /// The smallest box containing both (an empty operand is ignored).
    func union(_ other: DeviceBox) -> DeviceBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return DeviceBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The box grown by `pixels` on every side.
    func grown(by pixels: Int) -> DeviceBox {
        isEmpty ? self : DeviceBox(x0: x0 - pixels, y0: y0 - pixels, x1: x1 + pixels, y1: y1 + pixels)
    }

    /// The pixels `points` (device pixels) touch, grown by one pixel for
    /// rounding (as the CPU's `PixelRect(covering:)`); non-finite points
    /// are left out, as the rasterizers skip them.
    init(covering points: [Point]) {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points where p.isFinite {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        guard x0 <= x1, y0 <= y1 else { self = .empty; return }
        self.init(x0: Self.pixel(x0.rounded(.down)) - 1, y0: Self.pixel(y0.rounded(.down)) - 1,
                  x1: Self.pixel(x1.rounded(.up)) + 1, y1: Self.pixel(y1.rounded(.up)) + 1)
    }

    /// A whole device coordinate as a pixel index, clamped to ±2^30 (see
    /// `unbounded`).
    static func pixel(_ v: Double) -> Int {
        Int(min(max(v, -1_073_741_824), 1_073_741_824))
    }

    /// The parts of the box outside `inner` (which lies inside it): up to
    /// four boxes, none overlapping: the rows above and below `inner`,
    /// full width, then the columns left and right of it.
    func rim(around inner: DeviceBox) -> [DeviceBox] {
        guard !inner.isEmpty else { return isEmpty ? [] : [self] }
        return [DeviceBox(x0: x0, y0: y0, x1: x1, y1: inner.y0),
                DeviceBox(x0: x0, y0: inner.y1, x1: x1, y1: y1),
                DeviceBox(x0: x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
                DeviceBox(x0: inner.x1, y0: inner.y0, x1: x1, y1: inner.y1)].filter { !$0.isEmpty }
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// Two triangles over the box, device pixels.
    var triangles: [Float] {
        let a = Float(x0), b = Float(y0), c = Float(x1), d = Float(y1)
        return [a, b, c, b, c, d, a, b, c, d, a, d]
    }

    /// The box's corners clockwise from the top-left, device pixels.
    var corners: [Point] {
        [Point(Double(x0), Double(y0)), Point(Double(x1), Double(y0)), Point(Double(x1), Double(y1)),
         Point(Double(x0), Double(y1))]
    }

    /// Restricts drawing, clearing and blits to the box.
    func scissor() {
        glScissor(GLint(x0), GLint(y0), GLsizei(max(0, x1 - x0)), GLsizei(max(0, y1 - y0)))
    }
}

/// Conservative device-pixel boxes of display items, the GPU twin of the
/// CPU's `ItemBounds`: every pixel an item can touch lies inside.
enum GroupBounds {
    static func of(_ items: [DisplayItem]) -> DeviceBox {
        items.reduce(.empty) { $0.union(of($1)) }
    }

    static func of(_ item: DisplayItem) -> DeviceBox {
        switch item {
        case .fill(let fill):
            return DeviceBox(covering: controlPoints(fill.path).map(fill.transform.apply))
        case .stroke(let stroke):
            return strokeBox(stroke)
        case .image(let image):
            return DeviceBox(covering: corners(image.destination).map(image.transform.apply))
        case .group(let group):
            var box = of(group.items)
            if let clip = group.clip { box = box.intersection(DeviceBox(covering: corners(clip.rect).map(clip.transform.apply))) }
            if let mask = group.mask { box = box.intersection(of(mask)) }
            return box
        case .instanced(let instanced):
            return instanced.instances.reduce(.empty) { box, placement in
                box.union(of(instanced.template.map { $0.transformed(by: placement.transform) }))
            }
        }
    }

    /// The center line's control box grown by the farthest the outline
    /// reaches from it: half the line width, times the miter limit for
    /// miter joins (NaN reads as 10, as the Stroker reads it) and √2 for
    /// square caps (a cap's corner).
    private static func strokeBox(_ stroke: StrokeItem) -> DeviceBox {
        let style = stroke.style
        var reach = 1.0
        if style.lineJoin == .miter { reach = max(reach, style.miterLimit.isNaN ? 10 : style.miterLimit) }
        if style.lineCap == .square { reach = max(reach, 2.0.squareRoot()) }
        let pad = abs(style.lineWidth) / 2 * reach
        let points = controlPoints(stroke.path).filter(\.isFinite)
        guard pad.isFinite, !points.isEmpty else { return pad.isFinite ? .empty : .unbounded }
        let local = DeviceBox.localRect(points)
        let grown = Rect(x: local.minX - pad, y: local.minY - pad, width: local.width + 2 * pad, height: local.height + 2 * pad)
        return DeviceBox(covering: corners(grown).map(stroke.transform.apply))
    }

    /// Every point of the path's elements (a Bézier curve lies in the hull
    /// of its control points).
    private static func controlPoints(_ path: Path) -> [Point] {
        var points: [Point] = []
        points.reserveCapacity(path.elements.count * 3)
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let c, let p): points += [c, p]
            case .cubic(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        return points
    }

    static func corners(_ r: Rect) -> [Point] {
        [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
    }
}

extension DeviceBox {
    /// The bounding rect of finite `points` (not empty), local units.
    static func localRect(_ points: [Point]) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
