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
/// Contours whose bounding boxes are apart are swept apart (`ContourBox`):
/// a contour winds zero times around any point outside its box, so their
/// regions are disjoint. Each group is a sweep down the y axis
/// (`BandSweep`): the events are the vertex heights and the heights where
/// two edges cross. Between consecutive events the active edges keep their
/// x order, so each run of gaps where the winding number satisfies the rule
/// is one trapezoid between two edges; when the next band has a run between
/// the same two edges, the trapezoid grows down instead of a new one
/// starting.
///
/// Cost: O(n log n) to sort the n edges and their heights, then O(a) per
/// band for its a active edges (their order at the band's middle is an
/// insertion sort of a list that is already almost in order), with one
/// band per distinct vertex height and one per crossing: O((v + k) · a)
/// for v heights and k crossings. Paths whose edges cross each other
/// thousands of times (a random polygon of a few thousand points) are
/// slow (Sources/Benchmarks/README.md, "Figures behind the code").
enum TrapezoidSweep {
    /// Disjoint trapezoids whose union is the region of `polygons` (each
    /// closed implicitly) under `rule`.
    ///
    /// Polygons are in device pixels, already flattened. Contours with
    /// fewer than 3 points or any non-finite coordinate are dropped;
    /// horizontal edges contribute nothing. Each trapezoid has y0 < y1;
    /// those of one group of overlapping contours come together, ordered
    /// by where their sweep started them.
    static func trapezoids(_ polygons: [[Point]], rule: FillRule) -> [Trapezoid] {
        var boxes = ContourBox.boxes(of: polygons)
        var result: [Trapezoid] = []
        var edges: [SweepEdge] = []
        var sweep = BandSweep(evenOdd: rule == .evenOdd)
        for group in ContourBox.groups(&boxes) {
            edges.removeAll(keepingCapacity: true)
            for i in group { SweepEdge.appendEdges(of: polygons[Int(boxes[i].contour)], to: &edges) }
            sweep.sweep(&edges, into: &result)
        }
        return result
    }
}

/// A usable contour's bounding box (device pixels), for sweeping contours
/// that cannot affect each other apart.
struct ContourBox {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Index of the contour in the input.
    var contour: Int32

    /// Boxes of the contours with at least 3 points, all finite.
    static func boxes(of polygons: [[Point]]) -> [ContourBox] {
        var boxes: [ContourBox] = []
        boxes.reserveCapacity(polygons.count)
        for (i, contour) in polygons.enumerated() where contour.count >= 3 && contour.allSatisfy(\.isFinite) {
            var box = ContourBox(minX: contour[0].x, minY: contour[0].y, maxX: contour[0].x, maxY: contour[0].y,
                                 contour: Int32(i))
            for p in contour {
                box.minX = min(box.minX, p.x); box.maxX = max(box.maxX, p.x)
                box.minY = min(box.minY, p.y); box.maxY = max(box.maxY, p.y)
            }
            boxes.append(box)
        }
        return boxes
    }

    /// Reorders `boxes` into groups (ranges of it) that no horizontal or
    /// vertical gap between boxes separates further (boxes that touch stay
    /// together): an x-y cut, which splits text into lines, then glyphs.
    /// Stops cutting 12 levels down.
    static func groups(_ boxes: inout [ContourBox]) -> [Range<Int>] {
        var done: [Range<Int>] = []
        // Ranges to cut, with the axis to try (x when true) and how many
        // axes have failed in a row and levels have been cut.
        var work: [(range: Range<Int>, alongX: Bool, failed: Int, depth: Int)] = [(boxes.indices, false, 0, 0)]
        while let item = work.popLast() {
            let (range, alongX, failed, depth) = item
            guard range.count > 1, failed < 2, depth < 12 else {
                if !range.isEmpty { done.append(range) }
                continue
            }
            if alongX { boxes[range].sort { $0.minX < $1.minX } } else { boxes[range].sort { $0.minY < $1.minY } }
            var start = range.lowerBound, end = alongX ? boxes[start].maxX : boxes[start].maxY
            for i in range.dropFirst() {
                let low = alongX ? boxes[i].minX : boxes[i].minY
                if low > end {
                    work.append((start..<i, !alongX, 0, depth + 1))
                    start = i
                }
                end = max(end, alongX ? boxes[i].maxX : boxes[i].maxY)
            }
            if start == range.lowerBound {
                work.append((range, !alongX, failed + 1, depth))
            } else {
                work.append((start..<range.upperBound, !alongX, 0, depth + 1))
            }
        }
        return done
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

    /// Appends the non-horizontal edges of `contour` (at least 3 points) to
    /// `edges`. Runs of edges along one line in one vertical direction
    /// (collinear and repeated points) become one edge, so they do not
    /// split trapezoids; the run through the first point is joined across
    /// the wrap.
    static func appendEdges(of contour: [Point], to edges: inout [SweepEdge]) {
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
