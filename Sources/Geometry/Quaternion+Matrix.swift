extension Quaternion {
    /// The rotation whose row-vector matrix has the given orthonormal rows
    /// (determinant +1), by Shepperd's method: the largest of w, x, y, z is
    /// taken from the diagonal, the rest from off-diagonal sums, so no
    /// division by a small number happens. The result has w ≥ 0.
    public init(rotationRows r: [Vector3]) {
        let m = r.map { [$0.x, $0.y, $0.z] }
        let trace = m[0][0] + m[1][1] + m[2][2]
        var q: Quaternion
        if trace >= m[0][0], trace >= m[1][1], trace >= m[2][2] {
            let w = (1 + trace).squareRoot() / 2, k = 1 / (4 * w)
            q = Quaternion(x: (m[1][2] - m[2][1]) * k, y: (m[2][0] - m[0][2]) * k,
                           z: (m[0][1] - m[1][0]) * k, w: w)
        } else if m[0][0] >= m[1][1], m[0][0] >= m[2][2] {
            let x = max(1 + m[0][0] - m[1][1] - m[2][2], 0).squareRoot() / 2, k = 1 / (4 * x)
            q = Quaternion(x: x, y: (m[0][1] + m[1][0]) * k, z: (m[0][2] + m[2][0]) * k,
                           w: (m[1][2] - m[2][1]) * k)
        } else if m[1][1] >= m[2][2] {
            let y = max(1 - m[0][0] + m[1][1] - m[2][2], 0).squareRoot() / 2, k = 1 / (4 * y)
            q = Quaternion(x: (m[0][1] + m[1][0]) * k, y: y, z: (m[1][2] + m[2][1]) * k,
                           w: (m[2][0] - m[0][2]) * k)
        } else {
            let z = max(1 - m[0][0] - m[1][1] + m[2][2], 0).squareRoot() / 2, k = 1 / (4 * z)
            q = Quaternion(x: (m[0][2] + m[2][0]) * k, y: (m[1][2] + m[2][1]) * k, z: z,
                           w: (m[0][1] - m[1][0]) * k)
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
        self.init([1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
                   2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
                   2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
                   0, 0, 0, 1])
    }
}
