import Foundation

/// A scalar part of a transform that a Core Animation sub-key-path
/// addresses ("transform.rotation.z", "transform.scale.x", …).
public enum Transform3DComponent: String, Sendable, Hashable, CaseIterable {
    /// Euler angle about x in radians (applied first).
    case rotationX
    /// Euler angle about y in radians (applied second).
    case rotationY
    /// Euler angle about z in radians (applied last); `transform.rotation`.
    case rotationZ
    /// Uniform scale: reads the mean of the three axis scales (Apple's
    /// "average of all three scale factors"), writes all three.
    case scale
    /// Scale along x.
    case scaleX
    /// Scale along y.
    case scaleY
    /// Scale along z.
    case scaleZ
    /// Translation along x in points.
    case translationX
    /// Translation along y in points.
    case translationY
    /// Translation along z in points.
    case translationZ
}

extension DecomposedTransform3D {
    /// The rotation as Euler angles in radians, `R = Rx(x) · Ry(y) · Rz(z)`
    /// in row-vector order (about x first). Reading gives y in −π/2…π/2 and
    /// x, z in −π…π (z = 0 at gimbal lock); writing sets `rotation` exactly.
    public var eulerAngles: Vector3 {
        get {
            let r = Transform3D(rotation: rotation)
            let sinY = min(max(-r.m13, -1), 1)
            // cos(y) below this is a gimbal lock (|y| within ~1e-6 rad of
            // 90°): z and x turn about the same axis, so z takes 0.
            if (1 - sinY * sinY).squareRoot() > 1e-6 {
                return Vector3(atan2(r.m23, r.m33), asin(sinY), atan2(r.m12, r.m11))
            }
            return Vector3(atan2(-r.m32, r.m22), asin(sinY), 0)
        }
        set {
            let m = Transform3D.rotation(newValue.x, 1, 0, 0)
                .concatenating(.rotation(newValue.y, 0, 1, 0))
                .concatenating(.rotation(newValue.z, 0, 0, 1))
            rotation = Quaternion(rotationRows: Vector3(m.m11, m.m12, m.m13), Vector3(m.m21, m.m22, m.m23),
                                  Vector3(m.m31, m.m32, m.m33))
        }
    }

    /// The value of one sub-key-path component.
    public func component(_ c: Transform3DComponent) -> Double {
        switch c {
        case .rotationX: return eulerAngles.x
        case .rotationY: return eulerAngles.y
        case .rotationZ: return eulerAngles.z
        case .scale: return (scale.x + scale.y + scale.z) / 3
        case .scaleX: return scale.x
        case .scaleY: return scale.y
        case .scaleZ: return scale.z
        case .translationX: return translation.x
        case .translationY: return translation.y
        case .translationZ: return translation.z
        }
    }

    /// Sets one component to `value` (all three scales for `.scale`).
    public mutating func setComponent(_ c: Transform3DComponent, to value: Double) {
        switch c {
        case .rotationX: eulerAngles.x = value
        case .rotationY: eulerAngles.y = value
        case .rotationZ: eulerAngles.z = value
        case .scale: scale = Vector3(value, value, value)
        case .scaleX: scale.x = value
        case .scaleY: scale.y = value
        case .scaleZ: scale.z = value
        case .translationX: translation.x = value
        case .translationY: translation.y = value
        case .translationZ: translation.z = value
        }
    }
}

extension Transform3D {
    /// The decomposition, or the identity's when the matrix has none
    /// (m44 = 0, non-finite, or perspective with a singular linear part).
    public var decomposedOrIdentity: DecomposedTransform3D { decomposed ?? DecomposedTransform3D() }

    /// One sub-key-path component of the decomposition (identity values
    /// when the matrix cannot be decomposed).
    public func component(_ c: Transform3DComponent) -> Double { decomposedOrIdentity.component(c) }

    /// The transform with one component replaced: decompose, replace,
    /// recompose. The angle is used as given, so 1.5π composes a −90° turn
    /// (no collapse of multi-turn values).
    public func replacing(_ c: Transform3DComponent, with value: Double) -> Transform3D {
        var d = decomposedOrIdentity
        d.setComponent(c, to: value)
        return Transform3D(d)
    }

    /// The transform with `delta` added to one component (to each axis
    /// scale for `.scale`, keeping non-uniform scales non-uniform).
    public func adding(_ delta: Double, to c: Transform3DComponent) -> Transform3D {
        var d = decomposedOrIdentity
        if c == .scale {
            d.scale = d.scale + Vector3(delta, delta, delta)
        } else {
            d.setComponent(c, to: d.component(c) + delta)
        }
        return Transform3D(d)
    }
}
