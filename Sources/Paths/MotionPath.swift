import Geometry

/// A path as the segments a point moves along (CAKeyframeAnimation's
/// `path`): every line, quadratic, cubic and close element is one segment,
/// from where the path is to the element's end (a close: back to the
/// subpath's start). A move is not a segment: the next segment starts at
/// the moved-to point, so the point jumps there between two segments.
public struct MotionPath: Sendable, Hashable {
    /// One piece of the motion, with its start point.
    public enum Segment: Sendable, Hashable {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)

        /// Where the segment starts.
        public var start: Point {
            switch self {
            case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
            }
        }

        /// Where the segment ends.
        public var end: Point {
            switch self {
            case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
            }
        }
    }

    /// The segments in path order.
    public let segments: [Segment]
    /// The path's first point (its first move, or the first segment's
    /// start); nil for an empty path.
    public let firstPoint: Point?

    /// The segments of `path`. Elements before the first move start at
    /// (0, 0), as in Core Graphics.
    public init(_ path: Path) {
        var segments: [Segment] = [], first: Point?
        var start = Point.zero, current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p): segments.append(.line(current, p)); current = p
            case .quad(let c, let p): segments.append(.quad(current, c, p)); current = p
            case .cubic(let c1, let c2, let p): segments.append(.cubic(current, c1, c2, p)); current = p
            case .close: segments.append(.line(current, start)); current = start
            }
            if first == nil { first = segments.first?.start ?? current }
        }
        self.segments = segments
        firstPoint = first
    }

    /// The keyframe points: each segment's start, then the last segment's
    /// end (`segments.count + 1` points; the first point alone without
    /// segments, none for an empty path).
    public var vertices: [Point] {
        guard let last = segments.last else { return firstPoint.map { [$0] } ?? [] }
        return segments.map(\.start) + [last.end]
    }

    /// The point of segment `i` at parameter `t` (0…1). A line moves as
    /// p0 + (p1 − p0)·t, the same arithmetic as interpolated point values.
    public func point(segment i: Int, at t: Double) -> Point {
        switch segments[i] {
        case .line(let p0, let p1): return Point(p0.x + (p1.x - p0.x) * t, p0.y + (p1.y - p0.y) * t)
        case .quad(let p0, let c, let p1): return Bezier.quad(p0, c, p1, t)
        case .cubic(let p0, let c1, let c2, let p1): return Bezier.cubic(p0, c1, c2, p1, t)
        }
    }

    /// The direction of motion on segment `i` at parameter `t` (not
    /// normalized). Where the derivative vanishes (a control point on an
    /// end) the direction the segment leaves its start or reaches its end
    /// with; zero only for a segment of one point.
    public func tangent(segment i: Int, at t: Double) -> Point {
        let derivative: Point, p0: Point, c1: Point, c2: Point, p1: Point
        switch segments[i] {
        case .line(let a, let b):
            return b - a
        case .quad(let a, let c, let b):
            let mt = 1 - t
            derivative = Point(mt * (c.x - a.x) + t * (b.x - c.x), mt * (c.y - a.y) + t * (b.y - c.y))
            (p0, c1, c2, p1) = (a, c, c, b)
        case .cubic(let a, let u, let v, let b):
            derivative = Bezier.cubicDerivative(a, u, v, b, t)
            (p0, c1, c2, p1) = (a, u, v, b)
        }
        if derivative != .zero { return derivative }
        return t < 0.5 ? Bezier.startTangent(p0, c1, c2, p1) : Bezier.endTangent(p0, c1, c2, p1)
    }

    /// The length of segment `i` from parameter 0 to `t`, points
    /// (Gauss–Legendre quadrature of the speed over 16 pieces: exact for
    /// lines, within ~1e-9 of the length for curves that do not turn
    /// sharply).
    public func length(segment i: Int, to t: Double = 1) -> Double {
        // The speed |B′(t)|'s control differences are taken once, not at
        // each of the 80 nodes, and the nodes are constants, not a table:
        // the same operations in the same order as the node-by-node form
        // first written (MotionPathLengthTests keeps it), so the same
        // bits, 1.6 times as fast (a curved motion path's bisection runs
        // ~40 of these a frame; Sources/Benchmarks/README.md, "Lottie files
        // against ThorVG and rlottie"). Four lanes of SIMD4 were tried and
        // gained nothing: the 80 terms are added one after another.
        switch segments[i] {
        case .line(let a, let b):
            return (b - a).length * t
        case .quad(let a, let c, let b):
            let (x0, y0, x1, y1) = (c.x - a.x, c.y - a.y, b.x - c.x, b.y - c.y)
            return Self.quadrature(to: t) { Self.quadSpeed(x0, y0, x1, y1, at: $0) }
        case .cubic(let p0, let c1, let c2, let p1):
            let (x0, y0, x1, y1) = (c1.x - p0.x, c1.y - p0.y, c2.x - c1.x, c2.y - c1.y)
            let (x2, y2) = (p1.x - c2.x, p1.y - c2.y)
            return Self.quadrature(to: t) { Self.cubicSpeed(x0, y0, x1, y1, x2, y2, at: $0) }
        }
    }

    /// |B′(t)| of a quadratic whose control differences are (x0, y0) and
    /// (x1, y1): the integrand of `length(segment:to:)`, and
    /// `speed(segment:at:)`.
    @inline(__always)
    static func quadSpeed(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, at t: Double) -> Double {
        let mt = 1 - t
        let x = mt * x0 + t * x1, y = mt * y0 + t * y1
        return 2 * (x * x + y * y).squareRoot()
    }

    /// |B′(t)| of a cubic whose control differences are (x0, y0), (x1, y1)
    /// and (x2, y2): the integrand of `length(segment:to:)`, and
    /// `speed(segment:at:)`.
    @inline(__always)
    static func cubicSpeed(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                           at t: Double) -> Double {
        let mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, d = t * t
        let x = a * x0 + b * x1 + d * x2, y = a * y0 + b * y1 + d * y2
        return 3 * (x * x + y * y).squareRoot()
    }

    /// ∫₀ᵗ speed: five-point Gauss–Legendre on each of 16 equal pieces,
    /// the nodes in the order 0, ∓0.538…, ∓0.906….
    @inline(__always)
    private static func quadrature(to t: Double, _ speed: (Double) -> Double) -> Double {
        let pieces = 16
        let w0 = 128.0 / 225, n1 = 0.5384693101056831, w1 = 0.4786286704993665
        let n2 = 0.9061798459386640, w2 = 0.2369268850561891
        var total = 0.0
        for k in 0..<pieces {
            let a = t * Double(k) / Double(pieces), b = t * Double(k + 1) / Double(pieces)
            let half = (b - a) / 2, middle = (a + b) / 2
            total += w0 * half * speed(middle + half * 0)
            total += w1 * half * speed(middle + half * -n1)
            total += w1 * half * speed(middle + half * n1)
            total += w2 * half * speed(middle + half * -n2)
            total += w2 * half * speed(middle + half * n2)
        }
        return total
    }
}
