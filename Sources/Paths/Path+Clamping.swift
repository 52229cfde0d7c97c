import Geometry

extension Path {
    /// Largest coordinate magnitude backends draw with: 2^40 device pixels
    /// is ~10^12, far beyond any canvas (at most 32 768 px), yet small
    /// enough that squared distances (10^24) stay finite and exact-enough
    /// in doubles, so flattening and scan conversion keep working.
    public static let maximumDeviceCoordinate = 1_099_511_627_776.0

    /// The path with every finite coordinate clamped to ±`magnitude`
    /// (non-finite ones are left for flattening to drop). A shape reaching
    /// past the clamp keeps covering everything inside it, so what is
    /// visible on a canvas does not change for shapes that are merely huge.
    public func clampingCoordinates(to magnitude: Double = Path.maximumDeviceCoordinate) -> Path {
        func c(_ p: Point) -> Point {
            guard p.isFinite else { return p }
            return Point(min(max(p.x, -magnitude), magnitude), min(max(p.y, -magnitude), magnitude))
        }
        return Path(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(c(p))
            case .line(let p): return .line(c(p))
            case .quad(let q, let p): return .quad(c(q), c(p))
            case .cubic(let a, let b, let p): return .cubic(c(a), c(b), c(p))
            case .close: return .close
            }
        })
    }
}
