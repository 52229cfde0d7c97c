import Geometry

extension LottieBezier {
    /// A radius under this many points rounds nothing: ThorVG (the
    /// reference) skips rounded corners below 1 point.
    static let minimumCornerRadius = 1.0

    /// How far along a polystar's edges its corners are cut, as a share of
    /// min(half the edge, radius): ThorVG's magic number 0.47829, taken
    /// on both halves of the corner's control polygon (2 × 0.47829).
    static let polystarCornerCut = 2 * 0.47829

    /// How far from a path's cut point toward the corner the corner
    /// curve's control points lie, as a share of that distance: 0.5519,
    /// lottie-ios's TANGENT_LENGTH (BezierPathRoundExtension.swift, which
    /// its Core Animation engine applies to every path), the cubic's
    /// approximation of a quarter circle. ThorVG puts them half way (0.5);
    /// Flipbook follows lottie-ios, as Core Animation. Polystars keep
    /// ThorVG's 0.5, as lottie-ios's Core Animation engine rounds no
    /// polystar.
    static let pathCornerHandle = 0.5519

    /// ThorVG's share for polystar corners: half way to the corner.
    static let polystarCornerHandle = 0.5

    /// The vertices where rounded corners (`rd`) act: sharp ones, whose
    /// in and out tangents are both zero, except the two ends of an open
    /// path. The first vertex of a closed path also needs a straight
    /// closing segment (the last vertex's out tangent zero), as ThorVG
    /// rounds it.
    var sharpCorners: [Bool] {
        vertices.indices.map { i in
            guard inTangents[i] == .zero, outTangents[i] == .zero else { return false }
            if !closed { return i > 0 && i < vertices.count - 1 }
            return i > 0 || outTangents[vertices.count - 1] == .zero
        }
    }

    /// The path with each vertex in `corners` (default: `sharpCorners`)
    /// replaced by a corner curve, as ThorVG rounds corners: the corner is
    /// cut back along both neighbouring chords by `cut` × min(half the
    /// chord, `radius`) (cut 1 for paths and rectangles,
    /// `polystarCornerCut` for polystars), and a cubic joins the two cut
    /// points with its control points `handle` of the way to the corner
    /// (default `pathCornerHandle`; `polystarCornerHandle` for
    /// polystars). A listed
    /// vertex that is not sharp becomes two coincident vertices (so paths
    /// keyframed with different sharp corners keep one vertex count). A
    /// closed path whose first vertex is rounded starts after that
    /// corner, ending with it. `radius` under `minimumCornerRadius` cuts
    /// nothing.
    func roundingCorners(radius: Double, cut: Double = 1, handle: Double = pathCornerHandle,
                         corners: [Bool]? = nil) -> LottieBezier {
        let corners = corners ?? sharpCorners
        let sharp = sharpCorners
        let r = radius < Self.minimumCornerRadius ? 0 : radius
        let n = vertices.count
        var result = LottieBezier(vertices: [], inTangents: [], outTangents: [], closed: closed)
        func append(_ p: Point, _ into: Point, _ out: Point) {
            result.vertices.append(p)
            result.inTangents.append(into)
            result.outTangents.append(out)
        }
        for i in 0..<n {
            let c = vertices[i]
            guard i < corners.count, corners[i] else {
                append(c, inTangents[i], outTangents[i])
                continue
            }
            /// The cut point toward the neighbour `p`.
            func cutPoint(toward p: Point) -> Point {
                let length = ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot()
                guard sharp[i], length > 0 else { return c }
                let t = cut * min(length / 2, r) / length
                return Point(c.x + (p.x - c.x) * t, c.y + (p.y - c.y) * t)
            }
            let a = cutPoint(toward: vertices[(i + n - 1) % n]), b = cutPoint(toward: vertices[(i + 1) % n])
            append(a, inTangents[i], Point((c.x - a.x) * handle, (c.y - a.y) * handle))
            append(b, Point((c.x - b.x) * handle, (c.y - b.y) * handle), outTangents[i])
        }
        if closed, corners.first == true {
            // Start after the first corner: its cut point toward vertex 0's
            // predecessor closes the path.
            result.vertices.append(result.vertices.removeFirst())
            result.inTangents.append(result.inTangents.removeFirst())
            result.outTangents.append(result.outTangents.removeFirst())
        }
        return result
    }
}
