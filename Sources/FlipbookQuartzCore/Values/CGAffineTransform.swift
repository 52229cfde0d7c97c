import Geometry

/// Core Graphics' 2D affine transform: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`, distances in points and angles in radians. In a
/// layer's y-down space a positive rotation turns clockwise on screen.
///
/// Every operation is `Geometry.AffineTransform`'s, so results are
/// bit-identical to scenes written against the model.
public struct CGAffineTransform: Equatable, Sendable {
    /// Horizontal scale (and rotation) part: how x feeds x'.
    public var a: CGFloat
    /// How x feeds y'.
    public var b: CGFloat
    /// How y feeds x'.
    public var c: CGFloat
    /// Vertical scale (and rotation) part: how y feeds y'.
    public var d: CGFloat
    /// Translation along x, in points.
    public var tx: CGFloat
    /// Translation along y, in points.
    public var ty: CGFloat

    /// A transform from its six fields.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// All six fields zero, as Core Graphics' imported C struct gives; this
    /// maps every point to the origin. Use `.identity` for "no change".
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(Geometry.AffineTransform.identity)

    /// A translation by `x`, `y` points.
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(Geometry.AffineTransform(translationX: Double(x), y: Double(y)))
    }

    /// A scale by `x` horizontally and `y` vertically about the origin.
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(Geometry.AffineTransform(scaleX: Double(x), y: Double(y)))
    }

    /// A rotation by `angle` radians about the origin (clockwise on a
    /// y-down screen for positive angles).
    public init(rotationAngle angle: CGFloat) {
        self.init(Geometry.AffineTransform(rotationAngle: Double(angle)))
    }

    /// `self` with a translation by `x`, `y` points applied first.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(model.translatedBy(x: Double(x), y: Double(y)))
    }

    /// `self` with a scale by `x`, `y` applied first.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(model.scaledBy(x: Double(x), y: Double(y)))
    }

    /// `self` with a rotation by `angle` radians applied first.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(model.rotated(by: Double(angle)))
    }

    /// `self` followed by `t2`: a point is mapped by `self` first.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(model.concatenating(t2.model))
    }

    /// The inverse, or `self` unchanged when the transform is singular
    /// (Core Graphics' behavior).
    public func inverted() -> CGAffineTransform {
        model.inverted.map(CGAffineTransform.init) ?? self
    }

    /// True when every field equals the identity's.
    public var isIdentity: Bool { self == .identity }

    /// The same transform as the model's value type.
    package var model: Geometry.AffineTransform {
        Geometry.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d),
                                 tx: Double(tx), ty: Double(ty))
    }

    /// A transform with the model's six fields.
    package init(_ model: Geometry.AffineTransform) {
        self.init(a: CGFloat(model.a), b: CGFloat(model.b), c: CGFloat(model.c), d: CGFloat(model.d),
                  tx: CGFloat(model.tx), ty: CGFloat(model.ty))
    }
}

extension CGPoint {
    /// The point mapped by `t` (translation applies).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(t.model.apply(Point(self)))
    }
}

extension CGSize {
    /// The size mapped by `t` as a vector: `(a·w + c·h, b·w + d·h)`; the
    /// translation does not apply and the result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        let v = t.model.applyToVector(Point(x: Double(width), y: Double(height)))
        return CGSize(width: CGFloat(v.x), height: CGFloat(v.y))
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle holding the four corners of the
    /// (standardized) rectangle once mapped by `t`. `CGRect.null` comes
    /// back unchanged, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        return CGRect(t.model.apply(Rect(self)))
    }
}

// MARK: - Swift 2 spellings (Core Graphics' C functions)

/// The transform that changes nothing (`CGAffineTransform.identity`).
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// A transform from its six fields (`CGAffineTransform(a:b:c:d:tx:ty:)`).
public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat,
                                  _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

/// A scale about the origin (`CGAffineTransform(scaleX:y:)`).
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}

/// A translation in points (`CGAffineTransform(translationX:y:)`).
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}

/// A rotation by `angle` radians (`CGAffineTransform(rotationAngle:)`).
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}

/// `t` with a scale applied first (`t.scaledBy(x:y:)`).
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}

/// `t` with a translation in points applied first (`t.translatedBy(x:y:)`).
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}

/// `t` with a rotation by `angle` radians applied first (`t.rotated(by:)`).
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}

/// `t1` followed by `t2` (`t1.concatenating(t2)`).
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}

/// The inverse, or `t` unchanged when singular (`t.inverted()`).
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform {
    t.inverted()
}

/// True when `t` is the identity (`t.isIdentity`).
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool {
    t.isIdentity
}

/// True when every field of `t1` equals `t2`'s (`t1 == t2`).
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool {
    t1 == t2
}

/// `point` mapped by `t` (`point.applying(t)`).
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint {
    point.applying(t)
}

/// `size` mapped by `t` as a vector (`size.applying(t)`).
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize {
    size.applying(t)
}

/// The bounding box of `rect` mapped by `t` (`rect.applying(t)`).
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect {
    rect.applying(t)
}
