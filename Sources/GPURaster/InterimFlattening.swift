// INTERIM: replaced by Paths' `Path.flattened(tolerance:)` when the Paths
// stage lands on main; every caller goes through `flattenedContours`, so
// only this file changes then.
import Foundation
import Geometry
import Paths

/// Flattens `path` into polygons (one point list per subpath, closed or
/// not: fills close them implicitly), no point of a curve farther than
/// `tolerance` from its polygon (same units as the path).
func flattenedContours(_ path: Path, tolerance: Double) -> [[Point]] {
    var contours: [[Point]] = []
    var current: [Point] = []
    var start = Point.zero
    func finish() {
        if current.count > 1 { contours.append(current) }
        current = []
    }
    for element in path.elements {
        switch element {
        case .move(let p):
            finish()
            current = [p]
            start = p
        case .line(let p):
            current.append(p)
        case .quad(let c, let p):
            let from = current.last ?? start
            // Wang's bound for a quadratic: n = √(‖p0 − 2c + p‖ / (4·tol)).
            let n = segmentCount((from - c * 2 + p).length / (4 * tolerance))
            for k in 1...n {
                let t = Double(k) / Double(n), u = 1 - t
                current.append(from * (u * u) + c * (2 * u * t) + p * (t * t))
            }
        case .cubic(let c1, let c2, let p):
            let from = current.last ?? start
            // Wang's bound for a cubic: n = √(3·max‖second difference‖ / (4·tol)).
            let m = max((from - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
            let n = segmentCount(3 * m / (4 * tolerance))
            for k in 1...n {
                let t = Double(k) / Double(n), u = 1 - t
                current.append(from * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
            }
        case .close:
            finish()
            current = [start]
        }
    }
    finish()
    return contours
}

/// ⌈√x⌉ segments, at least 1; capped at 1 000 so a huge or non-finite
/// curve cannot allocate without bound.
private func segmentCount(_ x: Double) -> Int {
    guard x.isFinite, x > 0 else { return x.isFinite ? 1 : 1000 }
    return min(max(Int(x.squareRoot().rounded(.up)), 1), 1000)
}
