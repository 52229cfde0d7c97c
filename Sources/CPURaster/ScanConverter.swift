import Geometry
import Paths

/// Exact-area scan conversion of polygons into per-pixel coverage.
///
/// Every polygon edge adds, row by row, the signed area it sweeps to its
/// right into an accumulation row (`area`); a running sum along the row then
/// gives, for every pixel, the integral of the winding number over the
/// pixel's square. That integral is the exact covered area wherever the
/// winding number inside a pixel only takes the values 0 and ±1, which is
/// every pixel of a simple polygon. The fill rule maps it to coverage:
/// nonzero clamps |sum| to 1, even-odd folds it into a triangle wave of
/// period 2 (FreeType's gray rasterizer does the same).
///
/// Known approximation: where regions of different non-zero winding (two
/// overlapping contours, a self-overlapping stroke outline) meet inside one
/// partially covered pixel, the integral is not the area of the union; for
/// nonzero the error in such a pixel is at most the area where |winding| ≥ 2
/// (clamped to a full pixel), for even-odd likewise. Interior pixels and
/// pixels crossed by a single edge are exact.
///
/// Clipping is exact: rows outside the clip are never visited; an edge's
/// part left of the clip becomes a vertical edge on the clip's left side
/// (it still changes the winding of everything to its right); its part
/// right of the clip is dropped. Non-finite polygons are skipped and
/// coordinates are clamped to ±`coordinateLimit`, so no input can trap or
/// make the work unbounded.
final class ScanConverter {
    /// One polygon edge inside the clip, oriented top to bottom.
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        /// +1 for an edge that runs downwards in the polygon, −1 upwards.
        var direction: Double
        /// dx/dy.
        var slope: Double
    }

    /// Coordinates are clamped to ±2^40 pixels before any arithmetic: far
    /// beyond every canvas (the clamp cannot move a visible edge by more than
    /// canvas/2^40 of a pixel), yet small enough that products of two
    /// coordinates stay finite and split points keep ~2^-12 px of precision.
    static let coordinateLimit = 1_099_511_627_776.0

    private(set) var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Some edge had a part right of the clip, so spans may run on to the
    /// clip's right side (see `integrate`).
    private var droppedRightParts = false
    /// Hand over repeated coverage rows without recomputing them (see
    /// `steadyRows`). Default: true.
    var reusesSteadyRows = true
    var edges: [Edge] = []
    var active: [Int] = []
    /// Accumulation row: `clip.width + 2` signed areas (the last two catch
    /// spill from edges on the clip's right side and are never read).
    var area: UnsafeMutablePointer<Double>
    /// Coverage row handed to the caller: `clip.width` values in 0…1.
    var coverage: UnsafeMutablePointer<Float>
    private var capacity: Int

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
    func reset(clip: PixelRect) {
        self.clip = clip
        edges.removeAll(keepingCapacity: true)
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

    /// Adds a closed polygon (the last point joins the first) in device
    /// pixels. A polygon with any non-finite coordinate is skipped whole.
    func addPolygon(_ points: [Point]) {
        guard points.count >= 2, !clip.isEmpty else { return }
        let limit = Self.coordinateLimit
        for p in points where !p.isFinite { return }
        func clamped(_ p: Point) -> Point {
            Point(min(max(p.x, -limit), limit), min(max(p.y, -limit), limit))
        }
        var previous = clamped(points[points.count - 1])
        for p in points {
            let current = clamped(p)
            addEdge(from: previous, to: current)
            previous = current
        }
    }

    /// Clips the edge a→b to the clip rect (see the type's comment) and
    /// stores what remains.
    private func addEdge(from a: Point, to b: Point) {
        guard a.y != b.y else { return }  // Horizontal edges sweep no area.
        let direction: Double = b.y > a.y ? 1 : -1
        var (top, bottom) = b.y > a.y ? (a, b) : (b, a)
        let clipTop = Double(clip.y), clipBottom = Double(clip.maxY)
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
        let left = Double(clip.x)
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
        let right = Double(clip.maxX)
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
        guard bottom.y > top.y else { return }
        edges.append(Edge(x0: top.x, y0: top.y, x1: bottom.x, y1: bottom.y, direction: direction,
                          slope: (bottom.x - top.x) / (bottom.y - top.y)))
    }
}
