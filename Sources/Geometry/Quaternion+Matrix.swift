extension Quaternion {
    /// The rotation whose row-vector matrix has the given orthonormal rows
    /// (determinant +1), by Shepperd's method: the largest of w, x, y, z is
    /// taken from the diagonal, the rest from off-diagonal sums, so no
    /// division by a small number happens. The result has w ≥ 0.
    public init(rotationRows r: [Vector3]) {
        self.init(rotationRows: r[0], r[1], r[2])
    }

    /// The rotation of the matrix with rows `r0`, `r1`, `r2`, as
    /// `init(rotationRows:)` with an array, without one.
    public init(rotationRows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
        let trace = r0.x + r1.y + r2.z
        var q: Quaternion
        if trace >= r0.x, trace >= r1.y, trace >= r2.z {
            let w = (1 + trace).squareRoot() / 2, k = 1 / (4 * w)
            q = Quaternion(x: (r1.z - r2.y) * k, y: (r2.x - r0.z) * k,
                           z: (r0.y - r1.x) * k, w: w)
        } else if r0.x >= r1.y, r0.x >= r2.z {
            let x = max(1 + r0.x - r1.y - r2.z, 0).squareRoot() / 2, k = 1 / (4 * x)
            q = Quaternion(x: x, y: (r0.y + r1.x) * k, z: (r0.z + r2.x) * k,
                           w: (r1.z - r2.y) * k)
        } else if r1.y >= r2.z {
            let y = max(1 - r0.x + r1.y - r2.z, 0).squareRoot() / 2, k = 1 / (4 * y)
            q = Quaternion(x: (r0.y + r1.x) * k, y: y, z: (r1.z + r2.y) * k,
                           w: (r2.x - r0.z) * k)
        } else {
            let z = max(1 - r0.x - r1.y + r2.z, 0).squareRoot() / 2, k = 1 / (4 * z)
            q = Quaternion(x: (r0.z + r2.x) * k, y: (r1.z + r2.y) * k, z: z,
                           w: (r0.y - r1.x) * k)
        }
        if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
        self = q.normalized
    }
}

extension Transform3D {
    /// The rotation matrix of a quaternion (normalized first), in
    /// CATransform3D's row-vector form: equals `Transform3D.rotation(θ, axis)`
    /// for `Quaternion(angle: θ, axis: axis)`.
    public init(rotation q0: Quaternion) {
        let q = q0.normalized
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        self.init(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
                  2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
                  2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
                  0, 0, 0, 1)
    }
}
