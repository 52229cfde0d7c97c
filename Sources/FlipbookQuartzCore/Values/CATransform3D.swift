import Geometry

/// Core Animation's 4×4 layer transform. Points are row vectors multiplied
/// on the left (`p' = p · M`), so translation sits in `m41, m42, m43` and
/// perspective in `m34` (typically `-1 / eyeDistance`). Distances are in
/// points, angles in radians; in a layer's y-down space a positive
/// rotation about z turns clockwise on screen.
///
/// Every function below is `Geometry.Transform3D`'s, so results are
/// bit-identical to scenes written against the model.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: perspective (`-1 / eyeDistance` in points).
    public var m34: CGFloat
    /// Row 4, column 1: translation along x, in points.
    public var m41: CGFloat
    /// Row 4, column 2: translation along y, in points.
    public var m42: CGFloat
    /// Row 4, column 3: translation along z, in points.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// A transform from its 16 fields, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// All 16 fields zero, as the imported C struct gives (a layer with
    /// this transform is not drawn). Use `CATransform3DIdentity` for "no
    /// change".
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The same transform as the model's value type.
    package var model: Transform3D {
        Transform3D([m11, m12, m13, m14, m21, m22, m23, m24,
                     m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init))
    }

    /// A transform with the model's 16 fields.
    package init(_ model: Transform3D) {
        self.init(m11: CGFloat(model.m11), m12: CGFloat(model.m12), m13: CGFloat(model.m13), m14: CGFloat(model.m14),
                  m21: CGFloat(model.m21), m22: CGFloat(model.m22), m23: CGFloat(model.m23), m24: CGFloat(model.m24),
                  m31: CGFloat(model.m31), m32: CGFloat(model.m32), m33: CGFloat(model.m33), m34: CGFloat(model.m34),
                  m41: CGFloat(model.m41), m42: CGFloat(model.m42), m43: CGFloat(model.m43), m44: CGFloat(model.m44))
    }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

/// A translation by `tx`, `ty`, `tz` points.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.translation(Double(tx), Double(ty), Double(tz)))
}

/// A scale by `sx`, `sy`, `sz` about the origin (the layer's anchor point).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.scale(Double(sx), Double(sy), Double(sz)))
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`), which need
/// not be unit length. A zero-length axis gives the identity (Core
/// Animation leaves that case undefined).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D.rotation(Double(angle), Double(x), Double(y), Double(z)))
}

/// `t` with a translation by `tx`, `ty`, `tz` points applied first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(t.model.translatedBy(Double(tx), Double(ty), Double(tz)))
}

/// `t` with a scale by `sx`, `sy`, `sz` applied first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(t.model.scaledBy(Double(sx), Double(sy), Double(sz)))
}

/// `t` with a rotation by `angle` radians about (`x`, `y`, `z`) applied
/// first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat,
                                _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(t.model.rotatedBy(Double(angle), Double(x), Double(y), Double(z)))
}

/// `a` followed by `b`: the matrix product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.model.concatenating(b.model))
}

/// The inverse, or `t` unchanged when it is singular (Core Animation's
/// behavior).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.model.inverted.map(CATransform3D.init) ?? t
}

/// True when every field equals the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// True when every field of `a` equals `b`'s (`a == b`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// The 2D transform as a 3D one: `a, b, c, d, tx, ty` go to `m11, m12,
/// m21, m22, m41, m42`; the rest is the identity's.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(m.model))
}

/// True when `t` maps the layer's z = 0 plane affinely (`m14, m24, m34,
/// m31, m32` zero and `m44` one), so `CATransform3DGetAffineTransform`
/// loses nothing a flat layer shows. This is the model's test: it ignores
/// `m13, m23, m33, m43`, which only move points off the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.model.isAffine
}

/// The 2D part acting on the z = 0 plane (`m11, m12, m21, m22, m41, m42`),
/// ignoring depth and perspective.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(t.model.affine)
}
