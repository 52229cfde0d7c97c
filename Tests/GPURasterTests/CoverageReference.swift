import Geometry

/// Exact-enough coverage for tests: each pixel sampled on a 16 × 16 grid
/// (1/256 of a pixel's area per sample, finer than one 8-bit step).
struct CoverageReference {
    /// Samples per pixel side; 16² = 256 samples resolve coverage to 1/256.
    static let grid = 16
    let size: Int
    /// Coverage 0…1 per pixel, rows top first.
    let coverage: [Double]

    init(size: Int, inside: (Point) -> Bool) {
        self.size = size
        let n = Self.grid
        var coverage = [Double](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                var hits = 0
                for sy in 0..<n {
                    for sx in 0..<n where inside(Point(Double(x) + (Double(sx) + 0.5) / Double(n),
                                                       Double(y) + (Double(sy) + 0.5) / Double(n))) {
                        hits += 1
                    }
                }
                coverage[y * size + x] = Double(hits) / Double(n * n)
            }
        }
        self.coverage = coverage
    }

    subscript(x: Int, y: Int) -> Double { coverage[y * size + x] }

    /// True when the pixel and its 8 neighbors are fully covered (or all
    /// empty, for `value` 0): far enough from any edge that flattening and
    /// MSAA cannot touch it.
    func isSolid(_ x: Int, _ y: Int, value: Double) -> Bool {
        for dy in -1...1 {
            for dx in -1...1 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < size, ny < size else { continue }
                if self[nx, ny] != value { return false }
            }
        }
        return true
    }

    /// Compares a bitmap of one opaque-or-translucent `color` against this
    /// coverage: interiors and exteriors must match to 1/255, edge pixels'
    /// alpha is measured against the exact coverage.
    func compare(_ bitmap: Bitmap, color: Color) -> CoverageComparison {
        let full = premultiplied(color)
        var result = CoverageComparison()
        for y in 0..<size {
            for x in 0..<size {
                let got = bitmap.rgba(x, y)
                if isSolid(x, y, value: 1) {
                    if !close(got, full) { result.interiorMismatches.append("(\(x),\(y)) \(got) ≠ \(full)") }
                } else if isSolid(x, y, value: 0) {
                    if got != [0, 0, 0, 0] { result.interiorMismatches.append("(\(x),\(y)) \(got) ≠ clear") }
                } else {
                    let error = abs(Double(got[3]) / 255 - self[x, y] * color.alpha)
                    result.maxEdgeError = max(result.maxEdgeError, error)
                    result.edgeErrorSum += error
                    result.edgePixels += 1
                }
            }
        }
        return result
    }
}

struct CoverageComparison {
    var interiorMismatches: [String] = []
    var maxEdgeError = 0.0
    var edgeErrorSum = 0.0
    var edgePixels = 0
    var meanEdgeError: Double { edgePixels == 0 ? 0 : edgeErrorSum / Double(edgePixels) }

    /// GPU anti-aliasing tolerance against exact area coverage. With 4×
    /// MSAA one pixel's coverage is known to 1/4 and its samples sit at
    /// fixed offsets, so a single edge pixel can be off by up to half its
    /// alpha; averaged along an edge the errors stay small (≤ 0.08).
    static let maximumEdgeTolerance = 0.5
    static let meanEdgeTolerance = 0.08

    var isWithinTolerance: Bool {
        interiorMismatches.isEmpty && maxEdgeError <= Self.maximumEdgeTolerance
            && meanEdgeError <= Self.meanEdgeTolerance
    }
}

/// Nonzero winding number of `p` around the closed polygon `polygon`.
func windingNumber(of p: Point, in polygon: [Point]) -> Int {
    var winding = 0
    for k in polygon.indices {
        let a = polygon[k], b = polygon[(k + 1) % polygon.count]
        let side = (b - a).cross(p - a)
        if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
        if a.y > p.y, b.y <= p.y, side < 0 { winding -= 1 }
    }
    return winding
}
