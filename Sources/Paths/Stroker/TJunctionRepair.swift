import Geometry

/// Adds to polygons the vertices of other polygons that lie on their edges
/// (internal). Stroke pieces meet along shared lines without sharing every
/// vertex — a band split at its sides' crossing, a cap against a band end —
/// which is harmless to exact-area coverage but not to a rasterizer that
/// snaps vertices to a subpixel grid: such T-junctions open cracks a
/// thousandth of a pixel wide, and an MSAA sample that falls in one is
/// lost. Splitting the long edge at the other piece's vertex makes the
/// pieces share it; the polygons' areas and orientation do not change.
enum TJunctionRepair {
    /// A vertex counts as on an edge when it is within this fraction of
    /// the coordinates' magnitude from the edge's line: computed crossings
    /// sit within ~1e-15 of it, while distinct vertices of a flattened
    /// outline are at least a merge distance (tolerance / 1000) apart.
    static let relativeEpsilon = 1e-9
    /// Most grid cells one edge may scan; a longer edge (a huge straight
    /// segment under a hairline) is left as it is rather than stall.
    static let maximumCellsPerEdge = 4096

    /// `polygons` (flat points and end indices, as `OutlineBuilder` keeps
    /// them) with T-junction vertices inserted; `cellSize` (path units,
    /// about the line width) buckets vertices so each edge only looks at
    /// its neighborhood; `neighbors` are vertices of other polygons, left
    /// as they are, that may lie on these polygons' edges.
    static func repair(points: [Point], ends: [Int], cellSize: Double,
                       neighbors: [Point] = []) -> (points: [Point], ends: [Int]) {
        guard !points.isEmpty, cellSize > 0, cellSize.isFinite else { return (points, ends) }
        let magnitude = (points + neighbors).reduce(1.0) { max($0, abs($1.x), abs($1.y)) }
        let epsilon = magnitude * relativeEpsilon
        var grid: [Cell: [Point]] = [:]
        for p in points + neighbors { grid[Cell(p, cellSize), default: []].append(p) }
        var out: [Point] = [], outEnds: [Int] = []
        out.reserveCapacity(points.count)
        var start = 0
        for end in ends {
            let polygon = points[start..<end]
            for (i, a) in zip(polygon.indices, polygon) {
                out.append(a)
                let b = points[i + 1 < end ? i + 1 : start]
                out += between(a, b, grid: grid, cellSize: cellSize, epsilon: epsilon)
            }
            outEnds.append(out.count)
            start = end
        }
        return (out, outEnds)
    }

    /// The grid's points strictly inside segment a–b, ordered from a.
    private static func between(_ a: Point, _ b: Point, grid: [Cell: [Point]], cellSize: Double,
                                epsilon: Double) -> [Point] {
        let ab = b - a, length2 = ab.dot(ab)
        guard length2 > epsilon * epsilon else { return [] }
        let lo = Cell(Point(min(a.x, b.x) - epsilon, min(a.y, b.y) - epsilon), cellSize)
        let hi = Cell(Point(max(a.x, b.x) + epsilon, max(a.y, b.y) + epsilon), cellSize)
        guard Double(hi.x - lo.x + 1) * Double(hi.y - lo.y + 1) <= Double(maximumCellsPerEdge) else { return [] }
        var found: [(t: Double, p: Point)] = []
        for x in lo.x...hi.x {
            for y in lo.y...hi.y {
                for c in grid[Cell(x: x, y: y)] ?? [] where c != a && c != b {
                    let ac = c - a
                    let t = ac.dot(ab) / length2
                    guard t > 0, t < 1 else { continue }
                    let cross = ac.cross(ab)
                    if cross * cross <= epsilon * epsilon * length2 { found.append((t, c)) }
                }
            }
        }
        found.sort { $0.t < $1.t }
        var result: [Point] = []
        for (_, p) in found where result.last != p { result.append(p) }
        return result
    }

    private struct Cell: Hashable {
        var x: Int, y: Int
        init(x: Int, y: Int) { self.x = x; self.y = y }
        init(_ p: Point, _ size: Double) {
            // Clamped so that huge coordinates cannot overflow Int.
            let limit = Double(1 << 40)
            x = Int(min(max((p.x / size).rounded(.down), -limit), limit))
            y = Int(min(max((p.y / size).rounded(.down), -limit), limit))
        }
    }
}
