extension Transform3D {
    /// The 16 fields as rows, `rows[i][j]` = m(i+1)(j+1).
    var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The determinant of the 4×4 matrix (cofactor expansion on 2×2 minors).
    public var determinant: Double {
        let (s, c) = minors
        return s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
    }

    /// The inverse, or nil when the matrix is singular (|det| ≤ 1e-300 or
    /// not finite). Maps a transformed point back: `p · M · M⁻¹ = p`.
    public var inverted: Transform3D? {
        let (s, c) = minors
        let det = s[0] * c[5] - s[1] * c[4] + s[2] * c[3] + s[3] * c[2] - s[4] * c[1] + s[5] * c[0]
        // Anything smaller cannot be divided by without overflowing to inf.
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let k = 1 / det
        let r = [
            (m22 * c[5] - m23 * c[4] + m24 * c[3]) * k,
            (-m12 * c[5] + m13 * c[4] - m14 * c[3]) * k,
            (m42 * s[5] - m43 * s[4] + m44 * s[3]) * k,
            (-m32 * s[5] + m33 * s[4] - m34 * s[3]) * k,
            (-m21 * c[5] + m23 * c[2] - m24 * c[1]) * k,
            (m11 * c[5] - m13 * c[2] + m14 * c[1]) * k,
            (-m41 * s[5] + m43 * s[2] - m44 * s[1]) * k,
            (m31 * s[5] - m33 * s[2] + m34 * s[1]) * k,
            (m21 * c[4] - m22 * c[2] + m24 * c[0]) * k,
            (-m11 * c[4] + m12 * c[2] - m14 * c[0]) * k,
            (m41 * s[4] - m42 * s[2] + m44 * s[0]) * k,
            (-m31 * s[4] + m32 * s[2] - m34 * s[0]) * k,
            (-m21 * c[3] + m22 * c[1] - m23 * c[0]) * k,
            (m11 * c[3] - m12 * c[1] + m13 * c[0]) * k,
            (-m41 * s[3] + m42 * s[1] - m43 * s[0]) * k,
            (m31 * s[3] - m32 * s[1] + m33 * s[0]) * k,
        ]
        let result = Transform3D(r)
        return result.isFinite ? result : nil
    }

    /// The transposed matrix (rows become columns).
    public var transposed: Transform3D {
        Transform3D([m11, m21, m31, m41, m12, m22, m32, m42, m13, m23, m33, m43, m14, m24, m34, m44])
    }

    /// The 2×2 minors of the top two rows (`s`) and bottom two rows (`c`),
    /// shared by the determinant and the inverse (Laplace expansion).
    private var minors: (s: [Double], c: [Double]) {
        let s = [m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
                 m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14]
        let c = [m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
                 m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34]
        return (s, c)
    }
}
