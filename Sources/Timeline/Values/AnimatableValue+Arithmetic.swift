import Geometry
import Paths

extension AnimatableValue {
    /// `self` at `t` = 0, `other` at `t` = 1 (`t` may overshoot):
    /// component-wise for numbers, points, sizes, rects, colors and gradient
    /// arrays; transforms by decomposition; paths element-wise
    /// (`Path.interpolated`); bools switch to `other` only at `t` ≥ 1.
    /// - Throws: `AnimatableValueError` for different kinds, array lengths or
    ///   unmatched path elements (every throwing function here does).
    public func interpolated(to other: AnimatableValue, fraction t: Double) throws -> AnimatableValue {
        // The kinds a keyframe animation interpolates every frame, each
        // component as the general case computes it, a + (b − a) · t, with
        // no arrays of components made (`AnimatableValueTests`).
        @inline(__always) func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: Color, _ b: Color) -> Color {
            Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                  alpha: mix(a.alpha, b.alpha))
        }
        switch (self, other) {
        case (.number(let a), .number(let b)):
            return .number(mix(a, b))
        case (.point(let a), .point(let b)):
            return .point(Point(mix(a.x, b.x), mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(Size(mix(a.width, b.width), mix(a.height, b.height)))
        case (.color(let a), .color(let b)):
            return .color(mix(a, b))
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { mix($0, $1) })
        default:
            break
        }
        try requireSameKind(other)
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            return .transform(a.interpolated(to: b, fraction: t))
        case (.path(let a), .path(let b)):
            do { return .path(try a.interpolated(to: b, fraction: t)) } catch let error as PathError {
                throw AnimatableValueError(reason: error.description)
            }
        case (.bool(let a), .bool(let b)):
            return .bool(t < 1 ? a : b)
        default:
            let (a, b) = try componentPair(other)
            return withComponents(zip(a, b).map { $0 + ($1 - $0) * t })
        }
    }

    /// `self` added on top of `base`, as an additive animation adds to the
    /// value beneath: component-wise sums; transforms concatenate with
    /// `self` first (CATransform3DConcat(self, base)); a bool replaces.
    public func added(onto base: AnimatableValue) throws -> AnimatableValue {
        try requireSameKind(base)
        switch (self, base) {
        case (.transform(let a), .transform(let b)): return .transform(a.concatenating(b))
        case (.bool, .bool): return self
        default:
            let (a, b) = try componentPair(base)
            return withComponents(zip(a, b).map(+))
        }
    }

    /// The value `x` with `added.added(onto: x) == self` (for by + to:
    /// from = to − by). Transforms: added⁻¹ · self.
    public func removing(_ added: AnimatableValue) throws -> AnimatableValue {
        try requireSameKind(added)
        switch (self, added) {
        case (.transform(let r), .transform(let a)):
            guard let inverse = a.inverted else { throw AnimatableValueError(reason: "byValue transform is singular") }
            return .transform(inverse.concatenating(r))
        case (.bool, .bool): return self
        default:
            let (r, a) = try componentPair(added)
            return withComponents(zip(r, a).map(-))
        }
    }

    /// `self` added to itself `n` times (cumulative repeats): components
    /// times n, a transform's n-th power (n clamped to ±1e6 cycles), a bool
    /// unchanged.
    public func repeated(_ n: Double) -> AnimatableValue {
        switch self {
        case .transform(let t):
            // Beyond a million cycles the product is meaningless anyway.
            let k = n.isFinite ? Int(min(max(n, -1e6), 1e6)) : 0
            return .transform(t.power(k))
        case .bool: return self
        default: return withComponents((components ?? []).map { $0 * n })
        }
    }

    /// The value that adds nothing: zeros of the same shape, the identity
    /// transform, `false`.
    public var additiveIdentity: AnimatableValue {
        switch self {
        case .transform: return .transform(.identity)
        case .bool: return .bool(false)
        default: return withComponents((components ?? []).map { _ in 0 })
        }
    }

    /// Distance for paced keyframes: Euclidean over the components
    /// (the 16 fields for transforms); bools 0 or 1.
    public func distance(to other: AnimatableValue) throws -> Double {
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            return zip(a.fields, b.fields).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        case (.bool(let a), .bool(let b)):
            return a == b ? 0 : 1
        default:
            let (a, b) = try componentPair(other)
            return zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        }
    }

    /// Catmull-Rom through p1 (t = 0) and p2 (t = 1) with tangents
    /// (p2 − p0)/2 and (p3 − p1)/2, component-wise (cubic Hermite). Kinds
    /// without components (transforms, paths' structure, bools) fall back
    /// to `p1.interpolated(to: p2)`.
    public static func catmullRom(_ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue,
                           _ p3: AnimatableValue, _ t: Double) throws -> AnimatableValue {
        switch p1 {
        case .transform, .path, .bool: return try p1.interpolated(to: p2, fraction: t)
        default: break
        }
        let (c0, c1) = try p0.componentPair(p1)
        let (c2, c3) = try p2.componentPair(p3)
        _ = try p1.componentPair(p2)
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        let result = (0..<c1.count).map { i in
            h00 * c1[i] + h10 * (c2[i] - c0[i]) / 2 + h01 * c2[i] + h11 * (c3[i] - c1[i]) / 2
        }
        return p1.withComponents(result)
    }
}
