extension Transform3D {
    /// Interpolates by decomposition, as Core Animation does: translation,
    /// scale, skew and perspective linearly, rotation by quaternion slerp
    /// along the shorter arc (so a 270° turn animates as −90°; use the
    /// `transform.rotation.z` key path for multi-turn spins). `self` at
    /// `t` = 0, `other` at `t` = 1; `t` may leave 0…1.
    ///
    /// When either matrix cannot be decomposed (see `decomposed`), the 16
    /// fields interpolate linearly instead, which is exact for the common
    /// singular case of a pure scale through zero.
    public func interpolated(to other: Transform3D, fraction t: Double) -> Transform3D {
        if t == 0 { return self }
        if t == 1 { return other }
        guard let a = decomposed, let b = other.decomposed else {
            return zipFields(other) { $0 + ($1 - $0) * t }
        }
        return Transform3D(a.interpolated(to: b, fraction: t))
    }

    /// `self` concatenated with itself `n` times (`n` = 0 gives the identity,
    /// negative `n` the inverse's powers, or the identity when singular), by
    /// repeated squaring. Used for cumulative repeats.
    public func power(_ n: Int) -> Transform3D {
        var base = self
        if n < 0 {
            guard let inv = inverted else { return .identity }
            base = inv
        }
        var k = n.magnitude, result = Transform3D.identity
        while k > 0 {
            if k & 1 == 1 { result = result.concatenating(base) }
            base = base.concatenating(base)
            k >>= 1
        }
        return result
    }
}
