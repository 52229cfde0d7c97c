/// An axis-aligned rectangle: `origin` is its top-left corner (y down), and
/// `size` may be negative only transiently; use `standardized` to fix that.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest rectangle holding the finite ones of `points`; nil when
    /// none is finite.
    package init?(boundingFinite points: [Point]) {
        var bounds = FiniteBounds()
        for p in points { bounds.add(p) }
        guard let rect = bounds.rect else { return nil }
        self = rect
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var center: Point { Point(x: midX, y: midY) }

    /// The four corners clockwise from the top-left (y down), as
    /// `Path(rect:)` runs: (minX, minY), (maxX, minY), (maxX, maxY),
    /// (minX, maxY).
    package var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    /// True when the rectangle covers no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative size.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest rectangle containing both (an empty operand still counts
    /// as its origin point; use `union(_:)` on optionals to skip it).
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top
    /// and bottom (negative values shrink it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// True when `p` lies inside or on the edge.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// Component-wise linear interpolation of origin and size.
    public func lerp(to other: Rect, _ t: Double) -> Rect {
        Rect(origin: origin.lerp(to: other.origin, t), size: size.lerp(to: other.size, t))
    }

    public var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }
}

/// The bounds of points added one by one, the non-finite ones left out:
/// `Rect(boundingFinite:)` without an array of the points (`PixelBounds`
/// maps a path's control points into it as it goes).
package struct FiniteBounds {
    private var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity

    package init() {}

    /// Takes `p` in when it is finite.
    package mutating func add(_ p: Point) {
        guard p.isFinite else { return }
        x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y); x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y)
    }

    /// The smallest rectangle holding the finite points added; nil when
    /// none was.
    package var rect: Rect? {
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
