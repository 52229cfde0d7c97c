import Geometry

/// One element of a path, in the path's own coordinate space.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// A straight segment from the current point.
    case line(Point)
    /// A quadratic Bézier segment: control point, then end point.
    case quad(Point, Point)
    /// A cubic Bézier segment: two control points, then end point.
    case cubic(Point, Point, Point)
    /// Closes the current subpath with a straight segment to its start.
    case close
}

/// How overlapping and self-intersecting regions of a path are filled.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Filled where the winding number is not zero (Core Animation's default).
    case nonZero
    /// Filled where the winding number is odd.
    case evenOdd
}

/// A vector path made of subpaths, like CGPath / UIBezierPath.
/// Coordinates are points (y down) until a transform maps them to pixels.
/// Arcs, ellipses and rounded rectangles are stored as cubic Béziers.
public struct Path: Hashable, Sendable {
    /// The elements in drawing order.
    public internal(set) var elements: [PathElement]

    /// An empty path.
    public init() { elements = [] }

    /// A path made of the given elements, in order.
    public init(elements: [PathElement]) { self.elements = elements }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element starts, or nil before any move.
    public var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }

    /// Adds a straight segment to `p` (starting a subpath at `p` when there
    /// is no current point).
    public mutating func line(to p: Point) {
        if currentPoint == nil { elements.append(.move(p)) } else { elements.append(.line(p)) }
    }

    /// Adds a quadratic Bézier segment.
    public mutating func quad(to p: Point, control c: Point) {
        if currentPoint == nil { elements.append(.move(c)) }
        elements.append(.quad(c, p))
    }

    /// Adds a cubic Bézier segment.
    public mutating func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
        if currentPoint == nil { elements.append(.move(c1)) }
        elements.append(.cubic(c1, c2, p))
    }

    /// Closes the current subpath.
    public mutating func close() {
        if currentPoint != nil { elements.append(.close) }
    }

    /// Appends every element of `other`.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// The path with every point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: return .close
            }
        })
    }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }
}
