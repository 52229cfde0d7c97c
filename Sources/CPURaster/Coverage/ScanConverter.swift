import Geometry
import Paths
import Presentation

/// Exact-area scan conversion of polygons into per-pixel coverage.
///
/// Every polygon edge adds, row by row, the signed area it sweeps to its
/// right into an accumulation row (`area`); a running sum along the row then
/// gives, for every pixel, the integral of the winding number over the
/// pixel's square. The fill rule maps it to coverage: nonzero clamps |sum|
/// to 1, even-odd folds it into a triangle wave of period 2 (FreeType's gray
/// rasterizer does the same). That is the exact covered area wherever the
/// winding number inside a pixel takes at most two consecutive values,
/// because both maps are linear between consecutive integers.
///
/// Where it may take more (overlapping contours, a self-intersecting
/// contour, the overlapping pieces of a stroke outline, several boundaries
/// inside one pixel), the sum is not the area of the union. Each row is
/// therefore checked first (`ScanConverter+Overlap.swift`): columns touched
/// by more than one boundary piece, other than two consecutive edges of one
/// contour meeting at a vertex, mark their cluster of columns as needing
/// the exact sweep (`ScanConverter+Exact.swift`), which adds the boundary of
/// the fill rule's region instead of the edges. Other rows, and the other
/// clusters of such a row, keep the accumulation, byte for byte.
///
final class ScanConverter {
    /// One polygon edge inside the clip, oriented top to bottom.
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        /// +1 for an edge that runs downwards in the polygon, −1 upwards.
        var direction: Double
        /// dx/dy.
        var slope: Double
        /// Position on its contour's cycle of boundary pieces (see
        /// `addPolygon`), the cycle's length, and the contour: two pieces
        /// are consecutive on a contour when their positions are at most 2
        /// apart on the same cycle.
        var seq: Int32 = 0, cycle: Int32 = 1, contour: Int32 = 0

        /// x on the edge at height `y` (inside its rows), kept between its
        /// ends so that rounding never moves it outside the edge.
        @inline(__always)
        func x(at y: Double) -> Double {
            min(max(x0 + (y - y0) * slope, min(x0, x1)), max(x0, x1))
        }
    }

    /// How rows choose between accumulation and the exact sweep.
    enum ExactRows {
        /// The exact sweep only for clusters where accumulation may be
        /// wrong (the renderer's choice).
        case whereNeeded
        /// The exact sweep for every cluster (tests compare the two).
        case always
        /// Accumulation only, as before the sweep existed (tests check that
        /// ordinary shapes never leave it).
        case never
    }

    /// Coordinates are clamped to ±2^40 pixels before any arithmetic: far
    /// beyond every canvas (the clamp cannot move a visible edge by more than
    /// canvas/2^40 of a pixel), yet small enough that products of two
    /// coordinates stay finite and split points keep ~2^-12 px of precision.
    static let coordinateLimit = 1_099_511_627_776.0

    private(set) var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The clip's sides as coordinates (device pixels), converted once per
    /// `reset` for the clipping of every edge.
    private var clipSides = (left: 0.0, top: 0.0, right: 0.0, bottom: 0.0)
    /// The device rows `rasterize` hands over: the clip's rows, or those of
    /// them inside a band (see `reset(clip:rows:)`).
    private(set) var rows = 0..<0
    /// Some edge had a part right of the clip, so spans may run on to the
    /// clip's right side (see `integrate`).
    private(set) var droppedRightParts = false
    /// Hand over repeated coverage rows without recomputing them (see
    /// `steadyRows`). Default: true.
    var reusesSteadyRows = true
    /// See `ExactRows`. Default: `.whereNeeded`.
    var exactRows = ExactRows.whereNeeded
    /// Let `checkRow` answer for a lone axis-aligned rectangle without
    /// building its pieces (see `isLoneRectangle`). Default: true.
    var knowsRectangles = true
    /// Let `rasterize` hand a lone axis-aligned rectangle to its own row
    /// loop (`ScanConverter+Rectangle.swift`). Default: true.
    var rasterizesRectanglesDirectly = true
    /// Set by `rasterize`: the edges are one axis-aligned rectangle's.
    var isLoneRectangle = false
    /// Sort the row check's pieces and the sweep's strips starting from the
    /// order of the row or strip before (see `sortNearlySorted`), which
    /// gives the same order as sorting from scratch. Default: true.
    var sortsIncrementally = true
    /// The previous checked row's order of edges (see `RowOrder`).
    var rowOrder = RowOrder()
    var edges: [Edge] = []
    /// Horizontal edges strictly between two row boundaries, clipped to the
    /// clip's columns, sorted by y when rasterizing: they sweep no area but
    /// change the winding inside the pixels they cross, so the overlap
    /// check must see them.
    var flats: [Edge] = []
    var active: [Int] = []
    /// Scratch of `sortEdgesByTop`, reused: each edge's top and index, and
    /// the edges in their new order.
    private var edgeOrder: [EdgeKey] = []
    private var keyScratch: [EdgeKey] = []
    private var sortedEdges: [Edge] = []
    /// Scratch of the overlap check and the exact sweep, reused row to row.
    var pieces: [RowPiece] = []
    var clusters: [Cluster] = []
    var scratch = SweepScratch()
    /// Where the contour being added sits in the bookkeeping of `Edge.seq`.
    private(set) var current = (seq: Int32(0), cycle: Int32(1), contour: Int32(0))
    /// Accumulation row: `clip.width + 2` signed areas (the last two catch
    /// spill from edges on the clip's right side and are never read).
    var area: UnsafeMutablePointer<Double>
    /// Coverage row handed to the caller: `clip.width` values in 0…1.
    var coverage: UnsafeMutablePointer<Float>
    private var capacity: Int

    /// Orders `edges` by their tops, ties in the order they were added:
    /// what the stable `edges.sort { $0.y0 < $1.y0 }` gives (the order in
    /// which edges add their areas decides the float sums), sorting
    /// 16-byte keys instead of moving 56-byte edges in every step, which
    /// took an eighth of a text frame. The tops are finite (`addPolygon`).
    ///
    /// The keys are sorted by `sortKeys`, not the library's sort: the keys
    /// are distinct (the index breaks ties), so any correct sort gives this
    /// order, and for the tens to hundreds of edges of a stroke's outline
    /// or a glyph the library's merge sort, with its closure calls and the
    /// scratch buffer it allocates, took 5–7 % of a Lottie frame
    /// (Sources/Benchmarks/README.md, "Lottie files against ThorVG and
    /// rlottie").
    func sortEdgesByTop() {
        edgeOrder.removeAll(keepingCapacity: true)
        for (i, edge) in edges.enumerated() { edgeOrder.append((edge.y0, Int32(i))) }
        if keyScratch.count < edgeOrder.count {
            keyScratch = Array(repeating: (0, 0), count: edgeOrder.count)
        }
        edgeOrder.withUnsafeMutableBufferPointer { keys in
            keyScratch.withUnsafeMutableBufferPointer { Self.sortKeys(keys, scratch: $0) }
        }
        sortedEdges.removeAll(keepingCapacity: true)
        for key in edgeOrder { sortedEdges.append(edges[Int(key.index)]) }
        swap(&edges, &sortedEdges)
    }

    /// An edge's top and its index in `edges`, as `sortEdgesByTop` sorts them.
    typealias EdgeKey = (top: Double, index: Int32)

    /// How many keys `sortKeys` sorts by insertion before merging: 16.
    static let sortRunLength = 16

    /// Sorts `keys` by top, then index: runs of `sortRunLength` by
    /// insertion (`sortNearlySorted`), then merged pairwise, bottom up,
    /// through `scratch` (at least as long as `keys`). Edge lists are far
    /// from sorted, so `sortNearlySorted` alone would hand most of them
    /// to the library's sort (7.0 % of TrimPaths' profile against 4.7 %).
    static func sortKeys(_ keys: UnsafeMutableBufferPointer<EdgeKey>, scratch: UnsafeMutableBufferPointer<EdgeKey>) {
        @inline(__always) func before(_ a: EdgeKey, _ b: EdgeKey) -> Bool {
            a.top < b.top || (a.top == b.top && a.index < b.index)
        }
        let n = keys.count
        for start in stride(from: 0, to: n, by: sortRunLength) {
            // A run is short, so its insertion sort never needs the budget.
            UnsafeMutableBufferPointer(rebasing: keys[start..<min(start + sortRunLength, n)])
                .sortNearlySorted(budget: .max, by: before)
        }
        var source = keys, target = UnsafeMutableBufferPointer(rebasing: scratch[..<n])
        var width = sortRunLength
        while width < n {
            var low = 0
            while low < n {
                let middle = min(low + width, n), high = min(low + 2 * width, n)
                var i = low, j = middle, k = low
                while i < middle && j < high {
                    if before(source[j], source[i]) { target[k] = source[j]; j += 1 } else { target[k] = source[i]; i += 1 }
                    k += 1
                }
                while i < middle { target[k] = source[i]; i += 1; k += 1 }
                while j < high { target[k] = source[j]; j += 1; k += 1 }
                low = high
            }
            swap(&source, &target)
            width *= 2
        }
        if source.baseAddress != keys.baseAddress {
            for i in 0..<n { keys[i] = source[i] }
        }
    }

    init() {
        capacity = 0
        area = .allocate(capacity: 2)
        area.initialize(repeating: 0, count: 2)
        coverage = .allocate(capacity: 1)
    }

    deinit {
        area.deallocate()
        coverage.deallocate()
    }

    /// Forgets all edges and sets the clip for the next rasterization. The
    /// accumulation row is all zeros between rasterizations (integration
    /// clears every cell it was given), so only new memory is zeroed: many
    /// small items on a wide layer cost no full-row clears.
    ///
    /// Edges are clipped to `clip`; only the device rows `rows` (Default:
    /// all of the clip's) are handed over. A band of the canvas passes the
    /// clip it would have without bands and its own rows, so its edges, and
    /// so its coverage, are those of the whole canvas's rows.
    func reset(clip: PixelRect, rows: Range<Int>? = nil) {
        self.clip = clip
        clipSides = (Double(clip.x), Double(clip.y), Double(clip.maxX), Double(clip.maxY))
        let top = max(clip.y, rows?.lowerBound ?? clip.y)
        self.rows = top..<max(top, min(clip.maxY, rows?.upperBound ?? clip.maxY))
        Self.empty(&edges)
        Self.empty(&flats)
        current.contour = 0
        droppedRightParts = false
        let needed = max(clip.width, 0)
        if needed > capacity {
            area.deallocate()
            coverage.deallocate()
            capacity = needed
            area = .allocate(capacity: needed + 2)
            area.initialize(repeating: 0, count: needed + 2)
            coverage = .allocate(capacity: needed)
        }
    }

    /// Empties `edges` keeping its storage. `removeAll(keepingCapacity:)`
    /// goes through the array's general range replacement, costly even
    /// for two edges and paid once per item (twice by a tile grid's copy;
    /// Sources/Benchmarks/README.md, "Figures behind the code"); the few
    /// edges of a rectangle or a small shape come off cheaper one at a
    /// time. 16 keeps a long polygon's reset on the
    /// general call, whose cost does not grow with the count.
    private static func empty(_ edges: inout [Edge]) {
        guard edges.count <= 16 else { return edges.removeAll(keepingCapacity: true) }
        while !edges.isEmpty { edges.removeLast() }
    }

    /// Adds a closed polygon (the last point joins the first) in device
    /// pixels. A polygon with any non-finite coordinate is skipped whole.
    ///
    /// Its non-horizontal edges get even positions 0, 2, 4, … on a cycle
    /// of twice their count, and each horizontal edge the odd position after
    /// the non-horizontal edge before it, so consecutive boundary pieces are
    /// at most 2 apart (a horizontal run between two slanted edges included).
    func addPolygon(_ points: [Point]) {
        guard points.count >= 2, !clip.isEmpty else { return }
        let limit = Self.coordinateLimit
        for p in points where !p.isFinite { return }
        func clamped(_ p: Point) -> Point {
            Point(min(max(p.x, -limit), limit), min(max(p.y, -limit), limit))
        }
        var slanted = 0
        var previous = clamped(points[points.count - 1])
        for p in points {
            let point = clamped(p)
            if point.y != previous.y { slanted += 1 }
            previous = point
        }
        guard slanted > 0 else { return }
        current.contour &+= 1
        current.cycle = Int32(truncatingIfNeeded: 2 * slanted)
        // Horizontal edges before the first slanted one follow the last one.
        var lastSlanted = Int32(truncatingIfNeeded: slanted - 1), nextSlanted: Int32 = 0
        previous = clamped(points[points.count - 1])
        for p in points {
            let point = clamped(p)
            if point.y != previous.y {
                current.seq = 2 * nextSlanted
                lastSlanted = nextSlanted
                nextSlanted += 1
                addEdge(from: previous, to: point)
            } else {
                current.seq = 2 * lastSlanted + 1
                addFlat(from: previous, to: point)
            }
            previous = point
        }
    }

    /// Keeps the part of a horizontal edge inside the clip's columns when it
    /// lies strictly inside a row (on a row boundary it touches no pixel's
    /// interior); a part left of the clip shrinks to the clip's left side,
    /// where the clipped edges next to it end.
    private func addFlat(from a: Point, to b: Point) {
        let y = a.y
        guard y > clipSides.top, y < clipSides.bottom, y != y.rounded(.down), a.x != b.x else { return }
        let left = clipSides.left, right = clipSides.right
        let low = min(max(min(a.x, b.x), left), right), high = min(max(max(a.x, b.x), left), right)
        guard low < high else { return }
        flats.append(Edge(x0: low, y0: y, x1: high, y1: y, direction: 0, slope: 0,
                          seq: current.seq, cycle: current.cycle, contour: current.contour))
    }

    /// Clips the edge a→b to the clip rect (see the type's comment) and
    /// stores what remains.
    private func addEdge(from a: Point, to b: Point) {
        guard a.y != b.y else { return }  // Horizontal edges sweep no area.
        let direction: Double = b.y > a.y ? 1 : -1
        var (top, bottom) = b.y > a.y ? (a, b) : (b, a)
        let clipTop = clipSides.top, clipBottom = clipSides.bottom
        guard bottom.y > clipTop, top.y < clipBottom else { return }
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        let lowX = min(top.x, bottom.x), highX = max(top.x, bottom.x)
        if top.y < clipTop {
            top = Point(min(max(top.x + (clipTop - top.y) * slope, lowX), highX), clipTop)
        }
        if bottom.y > clipBottom {
            bottom = Point(min(max(bottom.x - (bottom.y - clipBottom) * slope, lowX), highX), clipBottom)
        }
        splitAtLeft(top, bottom, direction)
    }

    /// Replaces the part left of the clip by a vertical edge on its left side.
    private func splitAtLeft(_ top: Point, _ bottom: Point, _ direction: Double) {
        let left = clipSides.left
        if top.x >= left && bottom.x >= left { return splitAtRight(top, bottom, direction) }
        if top.x <= left && bottom.x <= left {
            return store(Point(left, top.y), Point(left, bottom.y), direction)
        }
        let y = crossingY(top, bottom, atX: left)
        if top.x < left {
            store(Point(left, top.y), Point(left, y), direction)
            splitAtRight(Point(left, y), bottom, direction)
        } else {
            splitAtRight(top, Point(left, y), direction)
            store(Point(left, y), Point(left, bottom.y), direction)
        }
    }

    /// Drops the part right of the clip: it covers no visible pixel.
    private func splitAtRight(_ top: Point, _ bottom: Point, _ direction: Double) {
        let right = clipSides.right
        if top.x <= right && bottom.x <= right { return store(top, bottom, direction) }
        droppedRightParts = true
        if top.x >= right && bottom.x >= right { return }
        let y = crossingY(top, bottom, atX: right)
        if top.x < right { store(top, Point(right, y), direction) } else { store(Point(right, y), bottom, direction) }
    }

    /// Where the segment crosses the vertical line `x`, kept inside its rows.
    private func crossingY(_ top: Point, _ bottom: Point, atX x: Double) -> Double {
        let y = top.y + (x - top.x) * (bottom.y - top.y) / (bottom.x - top.x)
        return min(max(y, top.y), bottom.y)
    }

    /// The device columns `lo ..< hi` that hold every span `rasterize`
    /// will hand over for the edges added so far; nil when there are none.
    func columnRange() -> (Int, Int)? {
        guard !edges.isEmpty, !clip.isEmpty else { return nil }
        var low = Double.infinity, high = -Double.infinity
        for e in edges {
            low = min(low, min(e.x0, e.x1))
            high = max(high, max(e.x0, e.x1))
        }
        // An edge touches columns ⌊x⌋ and the next one (its area's spill).
        let lo = max(clip.x, Int(low.rounded(.down)))
        let hi = droppedRightParts ? clip.maxX : min(clip.maxX, Int(high.rounded(.down)) + 2)
        return lo < hi ? (lo, hi) : nil
    }

    private func store(_ top: Point, _ bottom: Point, _ direction: Double) {
        // An edge so flat that dx/dy overflows (a height near the smallest
        // doubles) covers no area: it is left out as a level one is,
        // rather than giving 0 · ∞ = NaN where a row starts on it.
        guard bottom.y > top.y else { return }
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        guard slope.isFinite else { return }
        edges.append(Edge(x0: top.x, y0: top.y, x1: bottom.x, y1: bottom.y, direction: direction,
                          slope: slope,
                          seq: current.seq, cycle: current.cycle, contour: current.contour))
    }
}
