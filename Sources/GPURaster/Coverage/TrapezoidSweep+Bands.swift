/// The sweep behind `TrapezoidSweep`: bands between consecutive event
/// heights, top to bottom, each cut into trapezoids between its active
/// edges. All state lives in flat arrays reused from band to band.
struct BandSweep {
    /// An edge crossing the current band: its index in `edges`, its
    /// winding, and its x at the band's top and bottom (pixels).
    private struct Slot {
        var edge: Int32, winding: Int32
        var top: Double, bottom: Double
    }

    /// A trapezoid being built: between edges `left` and `right` (indices
    /// into `edges`) from `y0` down to `y1`.
    private struct Piece {
        var left: Int32, right: Int32
        var y0: Double, y1: Double
    }

    /// More crossings than this found one after another in one band (each
    /// moves its bottom up) is taken for rounding noise: the band is kept
    /// as it is. Real paths need a dozen at most.
    private static let maximumSplits = 64

    /// The edges being swept.
    private var edges: [SweepEdge] = []
    private let evenOdd: Bool
    /// Their end heights, sorted: scratch for `run`.
    private var heights: [Double] = []
    /// Each edge's top and index in `edges`, sorted by top: the order in
    /// which they join the active list; `nextStart` is the next to join.
    private var starts: [(y0: Double, edge: Int32)] = []
    private var nextStart = 0
    /// The edges crossing the current band, in x order at its middle.
    private var slots: [Slot] = []
    /// Edges starting at the current band's top, then the merged list.
    private var entering: [Slot] = [], merged: [Slot] = []
    /// For each edge, the piece it is the left side of, or −1.
    private var open: [Int32] = []
    private var pieces: [Piece] = []

    /// A sweep for the nonzero rule, or the even-odd one; one sweep can
    /// serve many groups of edges, reusing its storage.
    init(evenOdd: Bool) {
        self.evenOdd = evenOdd
    }

    /// Appends the trapezoids of the region of `edges` (all the edges of
    /// closed contours, in any order) to `result`.
    mutating func sweep(_ edges: inout [SweepEdge], into result: inout [Trapezoid]) {
        swap(&self.edges, &edges)
        defer { swap(&self.edges, &edges) }
        starts.removeAll(keepingCapacity: true)
        for (i, edge) in self.edges.enumerated() { starts.append((edge.y0, Int32(i))) }
        starts.sort { $0.y0 < $1.y0 }
        nextStart = 0
        slots.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        open.append(contentsOf: repeatElement(-1, count: self.edges.count))
        run()
        appendTrapezoids(to: &result)
    }

    /// Sweeps every band, collecting pieces.
    private mutating func run() {
        heights.removeAll(keepingCapacity: true)
        for edge in edges { heights.append(edge.y0); heights.append(edge.y1) }
        heights.sort()
        var distinct = 0
        for i in heights.indices where distinct == 0 || heights[i] != heights[distinct - 1] {
            heights[distinct] = heights[i]
            distinct += 1
        }
        guard distinct > 1 else { return }
        var top = heights[0], next = 1
        while next < distinct {
            let vertex = heights[next]
            retire(at: top)
            admit(at: top, bottom: vertex)
            var bottom = vertex
            if !slots.isEmpty {
                bottom = settle(top: top, bottom: vertex)
                emit(top: top, bottom: bottom)
            }
            if bottom >= vertex { next += 1 }
            top = bottom
        }
    }

    /// Appends the pieces as trapezoids, their ends clamped so that
    /// left ≤ right.
    private func appendTrapezoids(to result: inout [Trapezoid]) {
        for piece in pieces {
            let left = edges[Int(piece.left)], right = edges[Int(piece.right)]
            var l0 = left.x(at: piece.y0), l1 = left.x(at: piece.y1)
            var r0 = right.x(at: piece.y0), r1 = right.x(at: piece.y1)
            if l0 > r0 { l0 = l0 * 0.5 + r0 * 0.5; r0 = l0 }
            if l1 > r1 { l1 = l1 * 0.5 + r1 * 0.5; r1 = l1 }
            result.append(Trapezoid(y0: piece.y0, y1: piece.y1, left0: l0, left1: l1, right0: r0, right1: r1))
        }
    }

    /// Drops the edges that end at or above `top`; the others' x at the
    /// last band's bottom is their x at this band's top.
    private mutating func retire(at top: Double) {
        let edges = self.edges
        let kept = slots.withUnsafeMutableBufferPointer { slots in
            var kept = 0
            for i in slots.indices where edges[Int(slots[i].edge)].y1 > top {
                slots[kept] = slots[i]
                slots[kept].top = slots[i].bottom
                kept += 1
            }
            return kept
        }
        slots.removeLast(slots.count - kept)
    }

    /// Orders the active edges over the band from `top` to `bottom`, then
    /// merges in those that start at `top`, ordered the same way.
    private mutating func admit(at top: Double, bottom: Double) {
        order(bottom: bottom)
        entering.removeAll(keepingCapacity: true)
        while nextStart < starts.count && starts[nextStart].y0 <= top {
            let index = starts[nextStart].edge, edge = edges[Int(index)]
            entering.append(Slot(edge: index, winding: Int32(edge.winding),
                                 top: edge.x(at: top), bottom: edge.x(at: bottom)))
            nextStart += 1
        }
        guard !entering.isEmpty else { return }
        if entering.count > 32 {
            let edges = self.edges
            entering.sort { Self.precedes($0, $1, edges) }
        } else if entering.count > 1 {
            Self.insertionSort(&entering, edges)
        }
        merged.removeAll(keepingCapacity: true)
        var i = 0, j = 0
        while i < slots.count || j < entering.count {
            if j == entering.count || i < slots.count && !Self.precedes(entering[j], slots[i], edges) {
                merged.append(slots[i]); i += 1
            } else {
                merged.append(entering[j]); j += 1
            }
        }
        swap(&slots, &merged)
    }

    /// Moves the band's bottom to `bottom` and restores the order.
    private mutating func order(bottom: Double) {
        let edges = self.edges
        slots.withUnsafeMutableBufferPointer { slots in
            for i in slots.indices { slots[i].bottom = edges[Int(slots[i].edge)].x(at: bottom) }
        }
        Self.insertionSort(&slots, edges)
    }

    /// True when `a` lies left of `b` at the band's middle (the mean of its
    /// top and bottom x, as the edges are straight), or there at the same x
    /// with a smaller slope.
    @inline(__always)
    private static func precedes(_ a: Slot, _ b: Slot, _ edges: [SweepEdge]) -> Bool {
        let ka = a.top + a.bottom, kb = b.top + b.bottom
        return ka < kb || ka == kb && edges[Int(a.edge)].dxdy < edges[Int(b.edge)].dxdy
    }

    /// Stable, and linear when little changed since the last band.
    private static func insertionSort(_ list: inout [Slot], _ edges: [SweepEdge]) {
        list.withUnsafeMutableBufferPointer { list in
            guard list.count > 1 else { return }
            for i in 1..<list.count {
                let slot = list[i]
                var j = i
                while j > 0 && precedes(slot, list[j - 1], edges) {
                    list[j] = list[j - 1]
                    j -= 1
                }
                if j != i { list[j] = slot }
            }
        }
    }

    /// The bottom of the band that starts at `top`: `bottom`, or the first
    /// crossing above it. Leaves the active edges ordered over the band.
    private mutating func settle(top: Double, bottom: Double) -> Double {
        var bottom = bottom, splits = 0
        while let y = firstCrossing(top: top, bottom: bottom), splits < Self.maximumSplits {
            bottom = y
            splits += 1
            order(bottom: bottom)
        }
        return bottom
    }

    /// The smallest height strictly inside (`top`, `bottom`) where two edges
    /// adjacent in the current order cross, or nil. If no adjacent pair
    /// changes order between top and bottom, no pair does: the order holds
    /// all through the band. Inversions within 10⁻¹¹ of the coordinates'
    /// size, and crossings within 10⁻¹² of the heights' size from either
    /// end, are rounding: they are left alone.
    private func firstCrossing(top: Double, bottom: Double) -> Double? {
        let margin = 1e-12 * max(1, abs(top), abs(bottom))
        let low = top + margin
        var first = bottom - margin, found = false
        guard low < first, slots.count > 1 else { return nil }
        for i in 1..<slots.count {
            let a = slots[i - 1], b = slots[i]
            let dTop = a.top - b.top, dBottom = a.bottom - b.bottom
            guard (dTop > 0) != (dBottom > 0) else { continue }
            let scale = max(edges[Int(a.edge)].scale, edges[Int(b.edge)].scale)
            guard max(dTop, dBottom) > 1e-11 * scale else { continue }
            let y = top + (bottom - top) * (dTop / (dTop - dBottom))
            if y > low && y < first { first = y; found = true }
        }
        return found ? first : nil
    }

    /// Adds the band's runs of gaps inside the fill rule as pieces, each
    /// growing the piece above it when that piece has the same two sides.
    /// A run that stops and restarts at two edges on the same line (zero
    /// width) goes on as one.
    private mutating func emit(top: Double, bottom: Double) {
        var winding: Int32 = 0, left = -1, right = -1
        for i in slots.indices {
            let wasInside = evenOdd ? winding & 1 != 0 : winding != 0
            winding &+= slots[i].winding
            let isInside = evenOdd ? winding & 1 != 0 : winding != 0
            if wasInside == isInside { continue }
            if !isInside {
                right = i
                continue
            }
            if right >= 0 {
                if slots[i].top <= slots[right].top && slots[i].bottom <= slots[right].bottom {
                    right = -1
                    continue
                }
                addPiece(left, right, top: top, bottom: bottom)
                right = -1
            }
            left = i
        }
        if right >= 0 { addPiece(left, right, top: top, bottom: bottom) }
    }

    /// The run from active position `l` to `r` over the band, unless it has
    /// no width at either end.
    private mutating func addPiece(_ l: Int, _ r: Int, top: Double, bottom: Double) {
        let left = slots[l], right = slots[r]
        guard right.top > left.top || right.bottom > left.bottom else { return }
        let p = Int(open[Int(left.edge)])
        if p >= 0 && pieces[p].right == right.edge && pieces[p].y1 == top {
            pieces[p].y1 = bottom
            return
        }
        open[Int(left.edge)] = Int32(pieces.count)
        pieces.append(Piece(left: left.edge, right: right.edge, y0: top, y1: bottom))
    }
}
