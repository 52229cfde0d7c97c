/// A 3D vector: a translation, per-axis scale or skew triple, or a
/// direction. Units follow the use (points for translations).
public struct Vector3: Hashable, Sendable, CustomStringConvertible {
    /// First component.
    public var x: Double
    /// Second component.
    public var y: Double
    /// Third component.
    public var z: Double

    /// A vector from its components.
    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// (0, 0, 0).
    public static let zero = Vector3(0, 0, 0)

    /// Euclidean length.
    public var length: Double { dot(self).squareRoot() }

    /// Dot product.
    public func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }

    /// Cross product `self × o` (right-handed).
    public func cross(_ o: Vector3) -> Vector3 {
        Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x)
    }

    /// Linear interpolation: `self` at `t` = 0, `o` at `t` = 1.
    public func lerp(to o: Vector3, _ t: Double) -> Vector3 { self + (o - self) * t }

    /// True when all three components are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

    /// "(x, y, z)".
    public var description: String { "(\(x), \(y), \(z))" }

    /// Component-wise sum.
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    /// Component-wise difference.
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    /// Every component times `s`.
    public static func * (a: Vector3, s: Double) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }
}

/// A 4D vector: the perspective row of a decomposed transform.
public struct Vector4: Hashable, Sendable, CustomStringConvertible {
    /// The four components.
    public var x: Double, y: Double, z: Double, w: Double

    /// A vector from its components.
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// Linear interpolation: `self` at `t` = 0, `o` at `t` = 1.
    public func lerp(to o: Vector4, _ t: Double) -> Vector4 {
        Vector4(x + (o.x - x) * t, y + (o.y - y) * t, z + (o.z - z) * t, w + (o.w - w) * t)
    }

    /// "(x, y, z, w)".
    public var description: String { "(\(x), \(y), \(z), \(w))" }
}
