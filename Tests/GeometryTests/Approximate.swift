import Geometry

/// True when `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// True when every field of `a` is within `tolerance` of `b`'s.
func near(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, tolerance: tolerance)
}

func near(_ a: Vector3, _ b: Vector3, _ tolerance: Double = 1e-9) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) && near(a.z, b.z, tolerance)
}

/// Quaternions q and −q are the same rotation.
func sameRotation(_ a: Quaternion, _ b: Quaternion, _ tolerance: Double = 1e-9) -> Bool {
    abs(abs(a.dot(b)) - 1) <= tolerance
}
