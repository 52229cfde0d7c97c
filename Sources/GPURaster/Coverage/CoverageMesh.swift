import Geometry
import Paths
import Presentation

/// A shape in device pixels ready for exact coverage on the GPU: either
/// one convex polygon of few edges, drawn in one pass (`ConvexEdges`,
/// coverage.glsl's CONVEX), or disjoint trapezoids whose union is the fill
/// rule's region (`TrapezoidSweep`), summed into the coverage target by
/// the trapezoid pass before one cover pass paints (COVERED).
struct CoverageMesh {
    /// The polygon when it is one convex contour of at most
    /// `ConvexEdges.maximumCount` edges; nil otherwise.
    let convex: ConvexEdges?
    /// The trapezoid pass's vertices (`floatsPerVertex` floats each, six
    /// per trapezoid); empty for a convex mesh.
    private(set) var vertices: [Float] = []
    /// The whole pixels any piece touches; the cover pass draws them.
    private(set) var box = PixelRect.empty

    /// Floats per vertex: the box corner (x, y), then `a_band` and
    /// `a_sides` of trapezoid.vert.
    static let floatsPerVertex = 10

    /// Contours in device pixels, closed implicitly; ones with fewer than
    /// 3 points or a non-finite point are dropped.
    init(contours: [[Point]], rule: FillRule) {
        let usable = contours.filter { $0.count >= 3 && $0.allSatisfy(\.isFinite) }
        if usable.count == 1, let edges = ConvexEdges(usable[0]) {
            convex = edges
            box = edges.box
            return
        }
        convex = nil
        let trapezoids = TrapezoidSweep.trapezoids(usable, rule: rule)
        vertices.reserveCapacity(trapezoids.count * 6 * Self.floatsPerVertex)
        for trapezoid in trapezoids { append(trapezoid) }
    }

    /// True when there is nothing to draw.
    var isEmpty: Bool { convex == nil && vertices.isEmpty }

    /// Trapezoids in `vertices`.
    var trapezoidCount: Int { vertices.count / (6 * Self.floatsPerVertex) }

    private mutating func append(_ t: Trapezoid) {
        let pieceBox = t.pixelBox
        guard !pieceBox.isEmpty else { return }
        box = box.union(pieceBox)
        let band = [t.y0, t.y1, t.left0, t.right0].map { Float($0) }
        let sides = [Float(t.left1), Float(t.right1),
                     Float(Self.slope(t.left0, t.left1, height: t.y1 - t.y0)),
                     Float(Self.slope(t.right0, t.right1, height: t.y1 - t.y0))]
        let x0 = Float(pieceBox.x), y0 = Float(pieceBox.y), x1 = Float(pieceBox.maxX), y1 = Float(pieceBox.maxY)
        for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y0), (x1, y1), (x0, y1)] {
            vertices.append(x)
            vertices.append(y)
            vertices += band
            vertices += sides
        }
    }

    /// dx/dy of a side running from `x0` to `x1` over `height` (> 0).
    static func slope(_ x0: Double, _ x1: Double, height: Double) -> Double {
        let s = (x1 - x0) / height
        return s.isFinite ? s : 0
    }
}

extension Trapezoid {
    /// The whole pixels the trapezoid touches.
    var pixelBox: PixelRect {
        PixelRect(minX: PixelRect.pixel(min(left0, left1).rounded(.down)), minY: PixelRect.pixel(y0.rounded(.down)),
                  maxX: PixelRect.pixel(max(right0, right1).rounded(.up)), maxY: PixelRect.pixel(y1.rounded(.up)))
    }
}

/// One convex polygon's edges for coverage.glsl's CONVEX programs: the
/// uniforms `u_edges`, `u_edgeSlopes` and `u_edgeCount`.
struct ConvexEdges {
    /// Most edges drawn in one pass; coverage.glsl's COVERAGE_MAX_EDGES
    /// (`ShaderConstants`). Rectangles, image footprints and their affine images
    /// have 4; a polygon with more goes through the trapezoid pass, whose
    /// cost does not grow with a pixel's edge count.
    static let maximumCount = 8

    /// (a.x, a.y, b.x, b.y) per edge, device pixels, in contour order.
    private(set) var edges: [Float] = []
    /// dx/dy per edge, computed in double (0 for horizontal edges, which
    /// add nothing).
    private(set) var slopes: [Float] = []
    /// The whole pixels the polygon touches.
    let box: PixelRect
    /// True for a rectangle whose sides run along the axes.
    let isAxisAligned: Bool
    /// Whole pixels wholly inside the polygon, coverage exactly 1, drawn
    /// without computing it (`GLPainter.paint`): for a rectangle with
    /// axis-aligned sides, the pixels between its sides rounded inwards;
    /// empty for any other polygon.
    let interior: PixelRect

    /// Nil unless `contour` (finite points, closed implicitly) is convex
    /// with 3…`maximumCount` edges after dropping repeated points.
    init?(_ contour: [Point]) {
        var points: [Point] = []
        for p in contour where points.last != p { points.append(p) }
        if points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count >= 3, points.count <= Self.maximumCount, Self.isConvex(points) else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (k, a) in points.enumerated() {
            let b = points[(k + 1) % points.count]
            edges += [Float(a.x), Float(a.y), Float(b.x), Float(b.y)]
            let dy = b.y - a.y
            slopes.append(dy == 0 ? 0 : Float(CoverageMesh.slope(a.x, b.x, height: dy)))
            minX = min(minX, a.x); maxX = max(maxX, a.x)
            minY = min(minY, a.y); maxY = max(maxY, a.y)
        }
        box = PixelRect(minX: PixelRect.pixel(minX.rounded(.down)), minY: PixelRect.pixel(minY.rounded(.down)),
                        maxX: PixelRect.pixel(maxX.rounded(.up)), maxY: PixelRect.pixel(maxY.rounded(.up)))
        // Four corners on two x's and two y's, joined by axis-aligned edges.
        isAxisAligned = points.count == 4 && Set(points.map(\.x)).count == 2 && Set(points.map(\.y)).count == 2
            && points.indices.allSatisfy { k in points[k].x == points[(k + 1) % 4].x || points[k].y == points[(k + 1) % 4].y }
        interior = isAxisAligned
            ? PixelRect(minX: PixelRect.pixel(minX.rounded(.up)), minY: PixelRect.pixel(minY.rounded(.up)),
                        maxX: PixelRect.pixel(maxX.rounded(.down)), maxY: PixelRect.pixel(maxY.rounded(.down)))
                .intersection(box)
            : .empty
    }

    /// Edges in `edges`.
    var count: Int { slopes.count }

    /// True for a simple convex polygon: every turn has the same sign, and
    /// the edge directions change sign at most twice in x and in y (which
    /// rules out stars that wind more than once).
    static func isConvex(_ points: [Point]) -> Bool {
        let n = points.count
        var turnSign = 0.0, xFlips = 0, yFlips = 0
        var previous = points[0] - points[n - 1]
        var lastDX = previous.x, lastDY = previous.y
        for k in 0..<n {
            let edge = points[(k + 1) % n] - points[k]
            let turn = previous.cross(edge)
            if turn != 0 {
                if turnSign == 0 { turnSign = turn } else if (turn > 0) != (turnSign > 0) { return false }
            }
            if edge.x != 0 {
                if lastDX != 0 && (edge.x > 0) != (lastDX > 0) { xFlips += 1 }
                lastDX = edge.x
            }
            if edge.y != 0 {
                if lastDY != 0 && (edge.y > 0) != (lastDY > 0) { yFlips += 1 }
                lastDY = edge.y
            }
            previous = edge
        }
        return turnSign != 0 && xFlips <= 2 && yFlips <= 2
    }
}
