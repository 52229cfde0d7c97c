extension ScanConverter {
    /// The part of one edge inside the current row, with the columns it
    /// touches (clip-relative, the ones `accumulateSegment` writes before
    /// its spill column).
    struct RowPiece {
        var xa: Double, xb: Double, ya: Double, yb: Double
        var first: Int, last: Int
        /// Index into `edges`, or `-1 - k` for `flats[k]`.
        var index: Int
    }

    /// Consecutive row pieces (in `pieces`, sorted by first column) whose
    /// column ranges overlap or abut in a chain. Two clusters are at least
    /// one untouched column apart: no boundary enters that column, so the
    /// winding number is constant inside it (a boundary may still touch a
    /// column line at a vertex, and change the winding along that line
    /// there, which is why abutting ranges join), and each cluster can be
    /// treated on its own.
    struct Cluster {
        var range: Range<Int>
        var first: Int, last: Int
        /// Accumulation may be wrong somewhere in it.
        var needsExact: Bool
    }

    /// Fills `pieces` and `clusters` for the row `top..<bottom` (the active
    /// edges and the horizontal edges `flats[flatRange]`); true when some
    /// cluster needs the exact sweep.
    ///
    /// Why the test is sound: inside one pixel the winding number changes
    /// only across the boundary pieces that touch it. With none it is
    /// constant; with one, or two consecutive edges of one contour meeting
    /// at a shared vertex (a bend or a cap, a simple two-segment arc), it
    /// takes at most two consecutive values, where accumulation is exact.
    /// Any other pair in a column (two contours, two distant parts of one
    /// contour, a crossing), or three pieces, flags the cluster.
    func checkRow(top: Double, bottom: Double, flats flatRange: Range<Int>) -> Bool {
        pieces.removeAll(keepingCapacity: true)
        clusters.removeAll(keepingCapacity: true)
        if exactRows == .never { return false }
        let always = exactRows == .always
        // Fast exit: one slanted piece alone cannot overlap anything.
        if !always && active.count <= 1 && flatRange.isEmpty { return false }
        for index in active {
            let edge = edges[index]
            let ya = max(edge.y0, top), yb = min(edge.y1, bottom)
            guard yb > ya else { continue }
            appendPiece(edge.x(at: ya), edge.x(at: yb), ya, yb, index: index)
        }
        for k in flatRange {
            let flat = flats[k]
            appendPiece(flat.x0, flat.x1, flat.y0, flat.y0, index: -1 - k)
        }
        guard !pieces.isEmpty else { return false }
        pieces.sort { $0.first < $1.first }
        var anyExact = false
        var start = 0
        while start < pieces.count {
            var end = start + 1, last = pieces[start].last
            var exact = always
            while end < pieces.count && pieces[end].first <= last + 1 {
                if !exact && pieces[end].first <= last { exact = !overlapIsBenign(start..<end, with: end) }
                last = max(last, pieces[end].last)
                end += 1
            }
            clusters.append(Cluster(range: start..<end, first: pieces[start].first, last: last, needsExact: exact))
            anyExact = anyExact || exact
            start = end
        }
        return anyExact
    }

    private func appendPiece(_ xa: Double, _ xb: Double, _ ya: Double, _ yb: Double, index: Int) {
        let first = Int(min(xa, xb).rounded(.down))
        let last = max(first, Int(max(xa, xb).rounded(.up)) - 1)
        pieces.append(RowPiece(xa: xa, xb: xb, ya: ya, yb: yb, first: first - clip.x, last: last - clip.x,
                               index: index))
    }

    /// Whether piece `j` may share columns with the earlier pieces `earlier`
    /// of its cluster: it overlaps at most one of them, and then only as its
    /// neighbour on the same contour with a common end, and no column holds
    /// three pieces.
    private func overlapIsBenign(_ earlier: Range<Int>, with j: Int) -> Bool {
        let piece = pieces[j]
        var partner = -1
        for i in earlier where pieces[i].last >= piece.first {
            // Sorted by first column, so pieces[i].first <= piece.first.
            guard partner < 0 else { return false }
            partner = i
        }
        guard partner >= 0 else { return true }
        // A third piece overlapping the partner's columns where j lies is
        // caught when that piece is j (it then overlaps two); one before j
        // was checked against the partner when the partner came.
        return areNeighbours(edge(of: pieces[partner]), edge(of: piece))
    }

    private func edge(of piece: RowPiece) -> Edge {
        piece.index >= 0 ? edges[piece.index] : flats[-1 - piece.index]
    }

    /// Consecutive on one contour (see `Edge.seq`) and sharing an end.
    private func areNeighbours(_ a: Edge, _ b: Edge) -> Bool {
        guard a.contour == b.contour, a.cycle == b.cycle else { return false }
        let gap = abs(a.seq - b.seq)
        guard min(gap, a.cycle - gap) <= 2 else { return false }
        var shared = 0
        if a.x0 == b.x0 && a.y0 == b.y0 { shared += 1 }
        if a.x0 == b.x1 && a.y0 == b.y1 { shared += 1 }
        if a.x1 == b.x0 && a.y1 == b.y0 { shared += 1 }
        if a.x1 == b.x1 && a.y1 == b.y1 { shared += 1 }
        return shared == 1
    }
}
