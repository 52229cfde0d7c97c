import Geometry
import Paths

/// One piece of a fill region: between the horizontal lines y0 < y1, from
/// the left side (x = left0 at y0 to left1 at y1) to the right side
/// (right0 to right1); device pixels; left ≤ right at both ends.
struct Trapezoid: Equatable {
    var y0: Double, y1: Double
    var left0: Double, left1: Double, right0: Double, right1: Double
}

/// Cuts polygons into disjoint trapezoids with horizontal tops and bottoms
/// whose union is exactly their fill region: the CPU half of exact-area
/// coverage on the GPU, where each fragment sums the area of its pixel
/// square inside every trapezoid (so pieces must neither overlap nor leave
/// gaps).
///
/// A sweep down the y axis (`BandSweep`): the events are the vertex heights
/// and the heights where two edges cross. Between consecutive events the
/// active edges keep their x order, so each run of gaps where the winding
/// number satisfies the rule is one trapezoid between two edges; when the
/// next band has a run between the same two edges, the trapezoid grows
/// down instead of a new one starting.
///
/// Cost: O(n log n) to sort the n edges and their heights, then O(a) per
/// band for its a active edges (their order at the band's middle is an
/// insertion sort of a list that is already almost in order), with one
/// band per distinct vertex height and one per crossing: O((v + k) · a)
/// for v heights and k crossings.
enum TrapezoidSweep {
    /// Disjoint trapezoids whose union is the region of `polygons` (each
    /// closed implicitly) under `rule`.
    ///
    /// Polygons are in device pixels, already flattened. Contours with
    /// fewer than 3 points or any non-finite coordinate are dropped (as
    /// `FillMesh` does); horizontal edges contribute nothing. Trapezoids
    /// come in sweep order (by their top, roughly), each with y0 < y1.
    static func trapezoids(_ polygons: [[Point]], rule: FillRule) -> [Trapezoid] {
        let edges = SweepEdge.edges(of: polygons)
        guard !edges.isEmpty else { return [] }
        var sweep = BandSweep(edges: edges, evenOdd: rule == .evenOdd)
        sweep.run()
        return sweep.trapezoids()
    }
}

/// A non-horizontal polygon edge, stored from its top (smaller y) to its
/// bottom; device pixels.
struct SweepEdge {
    /// Top and bottom end points: y0 < y1.
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// Pixels of x per pixel of y (0 where that overflows a Double).
    var dxdy: Double
    /// The x range of the edge, which `x(at:)` never leaves.
    var minX: Double, maxX: Double
    /// The largest coordinate magnitude, at least 1: what rounding errors
    /// in this edge's x scale with.
    var scale: Double
    /// +1 where the contour runs down (y increasing), −1 where it runs up.
    var winding: Int

    /// The edge from `a` to `b`, which must differ in y.
    init(from a: Point, to b: Point) {
        let down = a.y < b.y
        let top = down ? a : b, bottom = down ? b : a
        x0 = top.x; y0 = top.y; x1 = bottom.x; y1 = bottom.y
        let slope = (x1 - x0) / (y1 - y0)
        dxdy = slope.isFinite ? slope : 0
        minX = min(x0, x1); maxX = max(x0, x1)
        scale = max(1, abs(x0), abs(x1), abs(y0), abs(y1))
        winding = down ? 1 : -1
    }

    /// x where the edge meets the horizontal line at `y`, exact at both
    /// ends and clamped to the edge's x range in between; device pixels.
    @inline(__always)
    func x(at y: Double) -> Double {
        if y <= y0 { return x0 }
        if y >= y1 { return x1 }
        let x = x0 + (y - y0) * dxdy
        return x < minX ? minX : (x > maxX ? maxX : x)
    }

    /// The non-horizontal edges of the usable contours. Runs of edges along
    /// one line in one vertical direction (collinear and repeated points)
    /// become one edge, so they do not split trapezoids.
    static func edges(of polygons: [[Point]]) -> [SweepEdge] {
        var count = 0
        for contour in polygons { count += contour.count }
        var edges: [SweepEdge] = []
        edges.reserveCapacity(count)
        for contour in polygons where contour.count >= 3 && contour.allSatisfy(\.isFinite) {
            appendEdges(of: contour, to: &edges)
        }
        edges.sort { $0.y0 < $1.y0 }
        return edges
    }

    /// Appends `contour`'s edges to `edges`, joining collinear runs; the
    /// run through the contour's first point is joined across the wrap.
    private static func appendEdges(of contour: [Point], to edges: inout [SweepEdge]) {
        // The run being built (start → end), and the contour's first run,
        // held back until the last run is known.
        var start = contour[0], end = contour[0], building = false
        var firstStart = start, firstEnd = start, hasFirst = false
        for k in contour.indices {
            let a = contour[k], b = contour[k + 1 == contour.count ? 0 : k + 1]
            if a == b { continue }
            if building && a == end && continues(start, end, b) {
                end = b
                continue
            }
            if building {
                if hasFirst { edges.append(SweepEdge(from: start, to: end)) } else {
                    firstStart = start; firstEnd = end; hasFirst = true
                }
            }
            building = a.y != b.y
            start = a; end = b
        }
        if building {
            if hasFirst && end == firstStart && continues(start, end, firstEnd) {
                firstStart = start
            } else if hasFirst {
                edges.append(SweepEdge(from: start, to: end))
            } else {
                firstStart = start; firstEnd = end; hasFirst = true
            }
        }
        if hasFirst { edges.append(SweepEdge(from: firstStart, to: firstEnd)) }
    }

    /// True when going on from `end` to `next` stays on the line from
    /// `start` through `end`, in the same vertical direction.
    private static func continues(_ start: Point, _ end: Point, _ next: Point) -> Bool {
        let dx0 = end.x - start.x, dy0 = end.y - start.y
        let dx1 = next.x - end.x, dy1 = next.y - end.y
        return (dy0 > 0 && dy1 > 0 || dy0 < 0 && dy1 < 0) && dx0 * dy1 - dy0 * dx1 == 0
    }
}
