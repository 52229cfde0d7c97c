import Geometry
import Paths

extension AnimatableValue {
    /// The kind's name for messages ("number", "point", "transform", …).
    public var kindName: String {
        switch self {
        case .number: return "number"
        case .point: return "point"
        case .size: return "size"
        case .rect: return "rect"
        case .color: return "color"
        case .transform: return "transform"
        case .path: return "path"
        case .colors: return "colors"
        case .numbers: return "numbers"
        case .bool: return "bool"
        }
    }

    /// True when every number in the value is finite. Checked on every
    /// value an animation writes, so each kind is read in place, with no
    /// array of components made.
    public var isFinite: Bool {
        func finite(_ c: Color) -> Bool { c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite }
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite
            && r.size.height.isFinite
        case .color(let c): return finite(c)
        case .colors(let cs): return cs.allSatisfy(finite)
        case .numbers(let ns): return ns.allSatisfy(\.isFinite)
        case .transform(let t): return t.isFinite
        case .path(let p): return p.isFinite
        case .bool: return true
        }
    }

    /// The value as a flat list of numbers for component-wise arithmetic:
    /// colors as r, g, b, a; rects as x, y, width, height; paths as the
    /// coordinates of their points in order. Nil for transforms and bools.
    var components: [Double]? {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): return c.components
        case .colors(let cs): return cs.flatMap(\.components)
        case .numbers(let ns): return ns
        case .path(let p): return p.elements.flatMap(\.points).flatMap { [$0.x, $0.y] }
        case .transform, .bool: return nil
        }
    }

    /// A value of the same kind and shape as `self` built from `c` (which
    /// has `components.count` entries).
    func withComponents(_ c: [Double]) -> AnimatableValue {
        func color(_ i: Int) -> Color { Color(red: c[i], green: c[i + 1], blue: c[i + 2], alpha: c[i + 3]) }
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(Point(c[0], c[1]))
        case .size: return .size(Size(c[0], c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(color(0))
        case .colors(let cs): return .colors((0..<cs.count).map { color($0 * 4) })
        case .numbers: return .numbers(c)
        case .path(let p): return .path(p.withPoints(stride(from: 0, to: c.count, by: 2).map { Point(c[$0], c[$0 + 1]) }))
        case .transform, .bool: return self
        }
    }

    /// The components of `self` and `other`, which must have the same kind
    /// and shape (same gradient stop count, same path element kinds).
    func componentPair(_ other: AnimatableValue) throws -> ([Double], [Double]) {
        try requireSameKind(other)
        if case .path(let a) = self, case .path(let b) = other,
           a.elements.map(\.kindName) != b.elements.map(\.kindName) {
            throw AnimatableValueError(reason: "paths with different element kinds cannot be added or measured")
        }
        guard let a = components, let b = other.components, a.count == b.count else {
            throw AnimatableValueError(reason: "\(kindName) values of different lengths cannot be combined")
        }
        return (a, b)
    }

    /// Throws unless `other` is the same kind of value.
    func requireSameKind(_ other: AnimatableValue) throws {
        guard kindName == other.kindName else {
            throw AnimatableValueError(reason: "cannot combine a \(kindName) with a \(other.kindName)")
        }
    }
}

extension PathElement {
    /// The element's points in order (controls, then end point).
    var points: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }
}

extension Path {
    /// The same elements with their points replaced, in order.
    func withPoints(_ points: [Point]) -> Path {
        var i = 0
        func next() -> Point { defer { i += 1 }; return points[i] }
        return Path(elements: elements.map { element in
            switch element {
            case .move: return .move(next())
            case .line: return .line(next())
            case .quad: let c = next(); return .quad(c, next())
            case .cubic: let c1 = next(), c2 = next(); return .cubic(c1, c2, next())
            case .close: return .close
            }
        })
    }
}
