import Foundation

/// A 4×4 transform with CATransform3D's conventions: points are row
/// vectors multiplied on the left (`p' = p · M`), so translation sits in
/// `m41, m42, m43`, and `a.concatenating(b)` applies `a` first.
/// Distances are in points; angles in radians, positive turning clockwise
/// on a y-down screen.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Builds a transform from its 16 fields in the order m11, m12, …, m44.
    public init(_ m: [Double]) {
        precondition(m.count == 16, "Transform3D needs 16 values")
        m11 = m[0]; m12 = m[1]; m13 = m[2]; m14 = m[3]
        m21 = m[4]; m22 = m[5]; m23 = m[6]; m24 = m[7]
        m31 = m[8]; m32 = m[9]; m33 = m[10]; m34 = m[11]
        m41 = m[12]; m42 = m[13]; m43 = m[14]; m44 = m[15]
    }

    /// The 16 fields in the order m11, m12, …, m44 (the order `flipbook
    /// inspect` prints).
    public var fields: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// CATransform3DMakeTranslation.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1])
    }

    /// CATransform3DMakeScale.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D([sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1])
    }

    /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z),
    /// which need not be unit length. A zero axis gives the identity.
    public static func rotation(_ angle: Double, _ x: Double = 0, _ y: Double = 0, _ z: Double = 1) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return .identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D([
            t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0,
            t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0,
            t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0,
            0, 0, 0, 1,
        ])
    }

    /// The 2D transform as a 3D one (CATransform3DMakeAffineTransform).
    public init(_ t: AffineTransform) {
        self.init([t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1])
    }

    /// `self` then `other` (CATransform3DConcat(self, other) = self · other).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = fields, b = other.fields
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s += a[i * 4 + k] * b[k * 4 + j] }
                r[i * 4 + j] = s
            }
        }
        return Transform3D(r)
    }

    /// CATransform3DTranslate: the translation applies before `self`.
    public func translatedBy(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D.translation(tx, ty, tz).concatenating(self)
    }

    /// CATransform3DScale: the scale applies before `self`.
    public func scaledBy(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D.scale(sx, sy, sz).concatenating(self)
    }

    /// CATransform3DRotate: the rotation applies before `self`.
    public func rotatedBy(_ angle: Double, _ x: Double = 0, _ y: Double = 0, _ z: Double = 1) -> Transform3D {
        Transform3D.rotation(angle, x, y, z).concatenating(self)
    }

    /// True when the transform maps the z = 0 plane affinely (no perspective,
    /// no z mixing into x/y), so `affine` loses nothing.
    public var isAffine: Bool {
        m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 && m31 == 0 && m32 == 0
    }

    /// The 2D part that acts on the z = 0 plane, ignoring depth and
    /// perspective (CATransform3DGetAffineTransform).
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// True when every field is a finite number.
    public var isFinite: Bool { fields.allSatisfy(\.isFinite) }

    /// True when all fields are within `tolerance` of `other`'s.
    public func isApproximatelyEqual(to other: Transform3D, tolerance: Double = 1e-9) -> Bool {
        zip(fields, other.fields).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
