/// A `Transform3D` split into parts that interpolate well, in the spirit
/// of the "unmatrix" of Graphics Gems II and CSS Transforms 2, written for
/// CATransform3D's row-vector convention:
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// (a point is scaled first and put in perspective last), where
/// `Skew` has rows (1,0,0), (xy,1,0), (xz,yz,1).
public struct DecomposedTransform3D: Hashable, Sendable {
    /// Translation in points (m41, m42, m43 once m44 is normalized to 1).
    public var translation: Vector3
    /// Scale factor along each axis; one may be negative (a mirror).
    public var scale: Vector3
    /// Shear factors: `x` = xy (x of the y axis), `y` = xz, `z` = yz.
    public var skew: Vector3
    /// The perspective row (m14, m24, m34, m44 before the linear part):
    /// (0, 0, 0, 1) for an affine transform.
    public var perspective: Vector4
    /// The rotation, unit length.
    public var rotation: Quaternion

    /// Parts from their values. Defaults: the identity's (no translation,
    /// scale 1, no skew, perspective (0, 0, 0, 1), no rotation).
    public init(translation: Vector3 = .zero, scale: Vector3 = Vector3(1, 1, 1), skew: Vector3 = .zero,
                perspective: Vector4 = Vector4(0, 0, 0, 1),
                rotation: Quaternion = .identity) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// Component-wise interpolation: linear for translation, scale, skew and
    /// perspective; spherical (shorter arc) for the rotation.
    public func interpolated(to o: DecomposedTransform3D, fraction t: Double) -> DecomposedTransform3D {
        DecomposedTransform3D(
            translation: translation.lerp(to: o.translation, t), scale: scale.lerp(to: o.scale, t),
            skew: skew.lerp(to: o.skew, t), perspective: perspective.lerp(to: o.perspective, t),
            rotation: rotation.slerp(to: o.rotation, t))
    }
}

extension Transform3D {
    /// Rows shorter than this count as zero scale: far below any scale a
    /// layer shows (1e-12 of a point), far above rounding noise of 0.
    static let degenerateLength = 1e-12

    /// The parts of this transform, or nil when it has none: m44 = 0, a
    /// field that is not finite, or perspective together with a singular
    /// linear part. A zero scale on an axis decomposes (with that axis'
    /// skew dropped), so `scale(0, 0)` interpolates like any other scale.
    /// `Transform3D(decomposition)` rebuilds the matrix exactly (to
    /// rounding) for every invertible input.
    public var decomposed: DecomposedTransform3D? {
        guard isFinite, m44 != 0 else { return nil }
        // No arrays: evaluation decomposes at every transform write.
        let w = m44
        let n = mapFields { $0 / w }
        var r0 = Vector3(n.m11, n.m12, n.m13), r1 = Vector3(n.m21, n.m22, n.m23), r2 = Vector3(n.m31, n.m32, n.m33)
        var result = DecomposedTransform3D(translation: Vector3(n.m41, n.m42, n.m43))
        // Perspective: M = [A, A·pc; t, t·pc + pw], so pc = A⁻¹·(m14, m24, m34).
        let column = Vector3(n.m14, n.m24, n.m34)
        if column != .zero {
            guard let pc = Transform3D.solve(r0, r1, r2, column) else { return nil }
            result.perspective = Vector4(pc.x, pc.y, pc.z, 1 - result.translation.dot(pc))
        }
        // Gram-Schmidt: A's rows = scale_i · (r_i + skews · earlier r).
        var scale = Vector3.zero, skew = Vector3.zero
        scale.x = r0.length
        r0 = Transform3D.unit(r0, scale.x, orthogonalTo: [])
        var xy = r0.dot(r1)
        r1 = r1 - r0 * xy
        scale.y = r1.length
        r1 = Transform3D.unit(r1, scale.y, orthogonalTo: [r0])
        xy = scale.y > Transform3D.degenerateLength ? xy / scale.y : 0
        var xz = r0.dot(r2), yz = r1.dot(r2)
        r2 = r2 - r0 * xz - r1 * yz
        scale.z = r2.length
        r2 = Transform3D.unit(r2, scale.z, orthogonalTo: [r0, r1])
        let zOK = scale.z > Transform3D.degenerateLength
        xz = zOK ? xz / scale.z : 0
        yz = zOK ? yz / scale.z : 0
        skew = Vector3(xy, xz, yz)
        // A mirror: fold it into the scales so the rotation stays proper.
        if r0.dot(r1.cross(r2)) < 0 {
            scale = scale * -1
            (r0, r1, r2) = (r0 * -1, r1 * -1, r2 * -1)
        }
        result.scale = scale
        result.skew = skew
        result.rotation = Quaternion(rotationRows: r0, r1, r2)
        return result
    }

    /// Recomposes `Scale · Skew · Rotation · Translation · Perspective`.
    public init(_ d: DecomposedTransform3D) {
        self = DecomposedTransform3D.ScaleVariants(d).transform(scale: d.scale)
    }

    /// `v / length`, or when the length is degenerate a unit vector
    /// orthogonal to `others` (which are unit and mutually orthogonal; only
    /// built in that case).
    static func unit(_ v: Vector3, _ length: Double, orthogonalTo others: @autoclosure () -> [Vector3]) -> Vector3 {
        if length > degenerateLength { return v * (1 / length) }
        let others = others()
        if others.count == 2 { return others[0].cross(others[1]) }
        let axes = [Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1)]
        // The basis axis least aligned with the others, made orthogonal.
        let axis = axes.min { a, b in
            others.map { abs($0.dot(a)) }.reduce(0, +) < others.map { abs($0.dot(b)) }.reduce(0, +)
        }!
        var w = axis
        for o in others { w = w - o * o.dot(w) }
        return w * (1 / w.length)
    }

    /// Solves `A · x = b` for the 3×3 matrix with rows `a0`, `a1`, `a2`
    /// (Cramer), nil when it is singular.
    static func solve(_ a0: Vector3, _ a1: Vector3, _ a2: Vector3, _ b: Vector3) -> Vector3? {
        let det = a0.dot(a1.cross(a2))
        guard det != 0, det.isFinite else { return nil }
        // Columns of A: x solves x·col0 + y·col1 + z·col2 = b.
        let c0 = Vector3(a0.x, a1.x, a2.x), c1 = Vector3(a0.y, a1.y, a2.y)
        let c2 = Vector3(a0.z, a1.z, a2.z)
        let x = b.dot(c1.cross(c2)) / det, y = c0.dot(b.cross(c2)) / det, z = c0.dot(c1.cross(b)) / det
        let s = Vector3(x, y, z)
        return s.isFinite ? s : nil
    }
}

extension DecomposedTransform3D {
    /// `Transform3D(d)` of one decomposition under many scales (an animated
    /// `transform.scale` on every copy of an instanced layer): the rotation
    /// matrix and the skewed axes are computed once; each `transform(scale:)`
    /// does the rest with the very operations of `Transform3D.init(_:)`,
    /// which is built on it.
    public struct ScaleVariants: Sendable {
        let xAxis: Vector3, skewedY: Vector3, skewedZ: Vector3
        let translation: Vector3, perspective: Vector4

        public init(_ d: DecomposedTransform3D) {
            let r = Transform3D(rotation: d.rotation)
            let rx = Vector3(r.m11, r.m12, r.m13), ry = Vector3(r.m21, r.m22, r.m23)
            let rz = Vector3(r.m31, r.m32, r.m33)
            xAxis = rx
            skewedY = ry + rx * d.skew.x
            skewedZ = rz + rx * d.skew.y + ry * d.skew.z
            translation = d.translation
            perspective = d.perspective
        }

        /// The recomposed transform with `scale` in place of the
        /// decomposition's.
        public func transform(scale: Vector3) -> Transform3D {
            let a0 = xAxis * scale.x, a1 = skewedY * scale.y, a2 = skewedZ * scale.z
            let t = translation, p = perspective
            let pc = Vector3(p.x, p.y, p.z)
            var m = Transform3D.identity
            (m.m11, m.m12, m.m13, m.m14) = (a0.x, a0.y, a0.z, a0.dot(pc))
            (m.m21, m.m22, m.m23, m.m24) = (a1.x, a1.y, a1.z, a1.dot(pc))
            (m.m31, m.m32, m.m33, m.m34) = (a2.x, a2.y, a2.z, a2.dot(pc))
            (m.m41, m.m42, m.m43, m.m44) = (t.x, t.y, t.z, t.dot(pc) + p.w)
            return m
        }
    }
}
