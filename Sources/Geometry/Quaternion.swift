import Foundation

/// A rotation as a quaternion `(x, y, z, w)` = `(axis · sin(θ/2), cos(θ/2))`.
/// A positive angle about +z turns clockwise on a y-down screen, the same
/// rotation as `Transform3D.rotation(θ, axis)`.
public struct Quaternion: Hashable, Sendable, CustomStringConvertible {
    /// Vector part (axis · sin(θ/2)) and scalar part (cos(θ/2)).
    public var x: Double, y: Double, z: Double, w: Double

    /// A quaternion from its four components (not normalized).
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// The rotation that changes nothing.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// A rotation by `angle` radians about the axis (ax, ay, az), which
    /// need not be unit length; a zero axis gives the identity.
    public init(angle: Double, axis ax: Double, _ ay: Double, _ az: Double) {
        let len = (ax * ax + ay * ay + az * az).squareRoot()
        guard len > 0 else { self = .identity; return }
        let s = sin(angle / 2) / len
        self.init(x: ax * s, y: ay * s, z: az * s, w: cos(angle / 2))
    }

    /// Four-dimensional dot product.
    public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

    /// The same rotation scaled to unit length (identity when zero).
    public var normalized: Quaternion {
        let len = dot(self).squareRoot()
        guard len > 0, len.isFinite else { return .identity }
        return Quaternion(x: x / len, y: y / len, z: z / len, w: w / len)
    }

    /// Spherical linear interpolation along the shorter arc: `self` at
    /// `t` = 0, `o` at `t` = 1; `t` may leave 0…1 (overshooting springs).
    /// Falls back to a normalized linear blend when the two rotations are
    /// closer than `Quaternion.slerpLinearThreshold`.
    public func slerp(to o: Quaternion, _ t: Double) -> Quaternion {
        var b = o
        var cosTheta = dot(o)
        // q and −q are the same rotation; flipping picks the shorter arc.
        if cosTheta < 0 {
            b = Quaternion(x: -o.x, y: -o.y, z: -o.z, w: -o.w)
            cosTheta = -cosTheta
        }
        let ka: Double, kb: Double
        if cosTheta > Quaternion.slerpLinearThreshold {
            ka = 1 - t; kb = t
        } else {
            let theta = acos(min(cosTheta, 1)), s = sin(theta)
            ka = sin((1 - t) * theta) / s
            kb = sin(t * theta) / s
        }
        return Quaternion(x: x * ka + b.x * kb, y: y * ka + b.y * kb,
                          z: z * ka + b.z * kb, w: w * ka + b.w * kb).normalized
    }

    /// Above this cosine (angle between rotations below ~0.08°) sin(θ)
    /// loses most of its significant digits, so slerp blends linearly; the
    /// error of doing so is under 1e-12 at that angle.
    public static let slerpLinearThreshold = 0.999_999

    /// "q(x, y, z, w)".
    public var description: String { "q(\(x), \(y), \(z), \(w))" }
}
