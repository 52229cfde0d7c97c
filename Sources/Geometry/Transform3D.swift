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
        self.init(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7],
                  m[8], m[9], m[10], m[11], m[12], m[13], m[14], m[15])
    }

    /// Builds a transform from its 16 fields, row by row (m11, m12, …,
    /// m44), without an array: evaluation builds transforms every frame.
    public init(_ m11: Double, _ m12: Double, _ m13: Double, _ m14: Double,
                _ m21: Double, _ m22: Double, _ m23: Double, _ m24: Double,
                _ m31: Double, _ m32: Double, _ m33: Double, _ m34: Double,
                _ m41: Double, _ m42: Double, _ m43: Double, _ m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Each field mapped by `f`, in field order.
    @inline(__always)
    public func mapFields(_ f: (Double) -> Double) -> Transform3D {
        Transform3D(f(m11), f(m12), f(m13), f(m14), f(m21), f(m22), f(m23), f(m24),
                    f(m31), f(m32), f(m33), f(m34), f(m41), f(m42), f(m43), f(m44))
    }

    /// Each field combined with `other`'s by `f`, in field order.
    @inline(__always)
    public func zipFields(_ o: Transform3D, _ f: (Double, Double) -> Double) -> Transform3D {
        Transform3D(f(m11, o.m11), f(m12, o.m12), f(m13, o.m13), f(m14, o.m14),
                    f(m21, o.m21), f(m22, o.m22), f(m23, o.m23), f(m24, o.m24),
                    f(m31, o.m31), f(m32, o.m32), f(m33, o.m33), f(m34, o.m34),
                    f(m41, o.m41), f(m42, o.m42), f(m43, o.m43), f(m44, o.m44))
    }

    /// The 16 fields in the order m11, m12, …, m44 (the order `flipbook
    /// inspect` prints).
    public var fields: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)

    /// CATransform3DMakeTranslation.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1)
    }

    /// CATransform3DMakeScale.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D(sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1)
    }

    /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z),
    /// which need not be unit length. A zero axis gives the identity.
    public static func rotation(_ angle: Double, _ x: Double = 0, _ y: Double = 0, _ z: Double = 1) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return .identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D(
            t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0,
            t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0,
            t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0,
            0, 0, 0, 1)
    }

    /// The 2D transform as a 3D one (CATransform3DMakeAffineTransform).
    public init(_ t: AffineTransform) {
        self.init(t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1)
    }

    /// `self` then `other` (CATransform3DConcat(self, other) = self · other).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        // Each field is 0 + Σₖ a_ik · b_kj added in k order, as a loop over
        // arrays would: the same bytes, signed zeros included.
        @inline(__always) func f(_ a1: Double, _ b1: Double, _ a2: Double, _ b2: Double,
                                 _ a3: Double, _ b3: Double, _ a4: Double, _ b4: Double) -> Double {
            var s = 0.0
            s += a1 * b1
            s += a2 * b2
            s += a3 * b3
            s += a4 * b4
            return s
        }
        return Transform3D(
            f(m11, o.m11, m12, o.m21, m13, o.m31, m14, o.m41),
            f(m11, o.m12, m12, o.m22, m13, o.m32, m14, o.m42),
            f(m11, o.m13, m12, o.m23, m13, o.m33, m14, o.m43),
            f(m11, o.m14, m12, o.m24, m13, o.m34, m14, o.m44),
            f(m21, o.m11, m22, o.m21, m23, o.m31, m24, o.m41),
            f(m21, o.m12, m22, o.m22, m23, o.m32, m24, o.m42),
            f(m21, o.m13, m22, o.m23, m23, o.m33, m24, o.m43),
            f(m21, o.m14, m22, o.m24, m23, o.m34, m24, o.m44),
            f(m31, o.m11, m32, o.m21, m33, o.m31, m34, o.m41),
            f(m31, o.m12, m32, o.m22, m33, o.m32, m34, o.m42),
            f(m31, o.m13, m32, o.m23, m33, o.m33, m34, o.m43),
            f(m31, o.m14, m32, o.m24, m33, o.m34, m34, o.m44),
            f(m41, o.m11, m42, o.m21, m43, o.m31, m44, o.m41),
            f(m41, o.m12, m42, o.m22, m43, o.m32, m44, o.m42),
            f(m41, o.m13, m42, o.m23, m43, o.m33, m44, o.m43),
            f(m41, o.m14, m42, o.m24, m43, o.m34, m44, o.m44))
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
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// True when all fields are within `tolerance` of `other`'s.
    public func isApproximatelyEqual(to other: Transform3D, tolerance: Double = 1e-9) -> Bool {
        zip(fields, other.fields).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
