extension ScanConverter {
    /// The part of one edge inside the current row, with the columns it
    /// touches (clip-relative, the ones `accumulateSegment` writes before
    /// its spill column).
    struct RowPiece {
        var xa: Double, xb: Double, ya: Double, yb: Double
        /// min(xa, xb): the sort key (see `precedes`).
        var left: Double
        var first: Int, last: Int
        /// Index into `edges`, or `-1 - k` for `flats[k]`.
        var index: Int
        /// Position in `active` order, then the flats' (see `precedes`).
        var rank: Int
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
        if exactRows == .never { return false }
        let always = exactRows == .always
        // Fast exit: one slanted piece alone cannot overlap anything.
        if !always && active.count <= 1 && flatRange.isEmpty { return false }
        // A lone rectangle: its two vertical edges in different columns and
        // at most one of its horizontal edges inside the row. Each flat
        // piece then shares columns only with the vertical edges it meets
        // at a corner (neighbors on the contour), and no column holds
        // three pieces, so the test below finds nothing.
        if !always && isLoneRectangle && active.count == 2 && flatRange.count <= 1
            && Int(edges[active[0]].x0.rounded(.down)) != Int(edges[active[1]].x0.rounded(.down)) { return false }
        // Work on locals (see `SweepScratch`).
        var pieces: [RowPiece] = [], clusters: [Cluster] = []
        swap(&pieces, &self.pieces)
        swap(&clusters, &self.clusters)
        defer {
            swap(&pieces, &self.pieces)
            swap(&clusters, &self.clusters)
        }
        clusters.removeAll(keepingCapacity: true)
        collectPieces(&pieces, top: top, bottom: bottom, flats: flatRange)
        guard !pieces.isEmpty else { return false }
        if !always && pieces.count <= Self.pairwiseLimit && !Self.anyColumnShared(pieces) { return false }
        sortPieces(&pieces)
        let edges = self.edges, flats = self.flats
        Self.dropCancellingPairs(&pieces, edges: edges)
        var anyExact = false
        var start = 0
        while start < pieces.count {
            var end = start + 1, last = pieces[start].last
            var exact = always
            while end < pieces.count && pieces[end].first <= last + 1 {
                if !exact && pieces[end].first <= last {
                    exact = !Self.overlapIsBenign(pieces, start..<end, with: end, edges: edges, flats: flats)
                }
                last = max(last, pieces[end].last)
                end += 1
            }
            clusters.append(Cluster(range: start..<end, first: pieces[start].first, last: last, needsExact: exact))
            anyExact = anyExact || exact
            start = end
        }
        return anyExact
    }

    /// Removes from the sorted `pieces` every pair of slanted pieces with
    /// the same ends and opposite directions: an edge that two
    /// polygons share, run once each way (neighboring stroke pieces, the
    /// wedges of a stroke as wide as its circle). Such a pair changes no
    /// winding number anywhere, so neither the check nor the sweep needs
    /// it (the plain accumulation still adds both, so rows that need no
    /// sweep stay as they were).
    private static func dropCancellingPairs(_ pieces: inout [RowPiece], edges: [Edge]) {
        let kept = pieces.withUnsafeMutableBufferPointer { pieces in
            edges.withUnsafeBufferPointer { edges in
                var kept = 0, i = 0
                while i < pieces.count {
                    let a = pieces[i]
                    if i + 1 < pieces.count, a.index >= 0, pieces[i + 1].index >= 0 {
                        let b = pieces[i + 1]
                        if a.xa == b.xa && a.xb == b.xb && a.ya == b.ya && a.yb == b.yb
                            && edges[a.index].direction == -edges[b.index].direction {
                            i += 2
                            continue
                        }
                    }
                    if kept != i { pieces[kept] = a }
                    kept += 1
                    i += 1
                }
                return kept
            }
        }
        pieces.removeLast(pieces.count - kept)
    }

    /// Up to this many pieces, a row is first checked pair by pair for a
    /// shared column (at most 28 comparisons, no sorting): most rows of
    /// most shapes have two to a few pieces far apart.
    static let pairwiseLimit = 8

    private static func anyColumnShared(_ pieces: [RowPiece]) -> Bool {
        for i in pieces.indices {
            let a = pieces[i]
            for j in pieces.indices where j > i && pieces[j].first <= a.last && a.first <= pieces[j].last {
                return true
            }
        }
        return false
    }

    /// Whether piece `j` may share columns with the earlier pieces `earlier`
    /// of its cluster: it overlaps at most one of them, and then only as its
    /// neighbor on the same contour with a common end, and no column holds
    /// three pieces.
    private static func overlapIsBenign(_ pieces: [RowPiece], _ earlier: Range<Int>, with j: Int,
                                        edges: [Edge], flats: [Edge]) -> Bool {
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
        func edge(of piece: RowPiece) -> Edge { piece.index >= 0 ? edges[piece.index] : flats[-1 - piece.index] }
        return areNeighbors(edge(of: pieces[partner]), edge(of: piece))
    }

    /// Consecutive on one contour (see `Edge.seq`) and sharing an end.
    private static func areNeighbors(_ a: Edge, _ b: Edge) -> Bool {
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
