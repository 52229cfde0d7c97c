/// A position or vector in a 2D coordinate space: points (UIKit units, y
/// down, origin top-left) in the model, pixels once a display list has
/// mapped it to the device.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Euclidean length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Euclidean distance to `other`.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// Dot product, treating both points as vectors.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the 3D cross product (positive when `other` turns
    /// clockwise from `self` on a y-down screen).
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// This vector scaled to length 1, or zero when it has no length.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }

    /// This vector turned by +90° (clockwise on a y-down screen).
    public var perpendicular: Point { Point(x: -y, y: x) }

    /// Linear interpolation: `self` at `t` = 0, `other` at `t` = 1.
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    public static func += (a: inout Point, b: Point) { a = a + b }
    public static func -= (a: inout Point, b: Point) { a = a - b }
}
