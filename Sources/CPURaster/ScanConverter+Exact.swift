extension ScanConverter {
    /// A piece of an edge across one strip of a row: its x at the strip's
    /// top and bottom, and its winding direction.
    struct StripPiece {
        var x0: Double, x1: Double
        var direction: Int
    }

    /// Scratch arrays of the exact sweep, kept between rows. The sweep
    /// moves them (and `pieces`, `clusters`) into locals while it runs, so
    /// its inner loops touch no class storage (no exclusivity checks, no
    /// reference counting per element).
    struct SweepScratch {
        var stops: [Double] = []
        var slanted: [Int] = []
        var strip: [StripPiece] = []
        var window: [Int] = []
    }

    /// Most pieces one cluster may have for the exact sweep, whose cost
    /// grows with the square of its pieces. Real content stays far below:
    /// the widest case, a stroke as wide as its circle (the Fuber logo),
    /// has a few hundred pieces in its busiest row cluster. A pathological
    /// path (a control point near the 2^40 px clamp flattened into 16 384
    /// segments, all folded onto the canvas's left edge) has tens of
    /// thousands; such a cluster keeps the plain accumulation, which is
    /// exact except where pieces overlap within a pixel, so hostile input
    /// costs bounded time instead of seconds per row.
    static let maximumExactPieces = 2048

    /// Row accumulation when some cluster needs the exact sweep: clusters
    /// left to right, plain accumulation for the others. `winding` is the
    /// winding number on the vertical line left of the current cluster:
    /// constant along that line (no boundary crosses it, see `Cluster`),
    /// so it is the sum of the directions of the earlier pieces that are
    /// present just below the row's top.
    func accumulateClusters(top: Double, bottom: Double, evenOdd: Bool,
                            minColumn: inout Int, maxColumn: inout Int) {
        var pieces: [RowPiece] = [], clusters: [Cluster] = [], scratch = SweepScratch()
        swap(&pieces, &self.pieces)
        swap(&clusters, &self.clusters)
        swap(&scratch, &self.scratch)
        defer {
            swap(&pieces, &self.pieces)
            swap(&clusters, &self.clusters)
            swap(&scratch, &self.scratch)
        }
        let edges = self.edges
        var winding = 0
        for cluster in clusters {
            if cluster.needsExact, cluster.range.count <= Self.maximumExactPieces {
                sweepExactly(cluster, pieces, edges, &scratch, entering: winding, top: top, bottom: bottom,
                             evenOdd: evenOdd, minColumn: &minColumn, maxColumn: &maxColumn)
            } else {
                for k in cluster.range where pieces[k].index >= 0 {
                    let piece = pieces[k]
                    accumulateSegment(piece.xa, piece.xb, height: (piece.yb - piece.ya) * edges[piece.index].direction,
                                      minColumn: &minColumn, maxColumn: &maxColumn)
                }
            }
            for k in cluster.range where pieces[k].index >= 0 && pieces[k].ya == top {
                winding += Int(edges[pieces[k].index].direction)
            }
        }
    }

    /// Adds to the accumulation the exact covered area of `cluster` under
    /// the fill rule, as the boundary of the rule's region rather than the
    /// edges: the row is cut into strips at every piece end and every
    /// crossing of two pieces; inside a strip the pieces keep their order,
    /// so walking them left to right with the winding number gives
    /// trapezoids where the rule says inside, whose left sides add +1 and
    /// right sides −1. The region's indicator takes only the values 0 and 1,
    /// so the running sum is its exact area per pixel.
    ///
    /// The accumulation outside the cluster keeps the plain winding
    /// integral, so two whole-height corrections on column lines (exact
    /// integers) switch to the indicator at the cluster's left side and back
    /// at its right: `inside(w) − w` for the winding w entering, `w − inside(w)`
    /// for the winding leaving, strip by strip.
    private func sweepExactly(_ cluster: Cluster, _ pieces: [RowPiece], _ edges: [Edge], _ scratch: inout SweepScratch,
                              entering entry: Int, top: Double, bottom: Double, evenOdd: Bool,
                              minColumn: inout Int, maxColumn: inout Int) {
        @inline(__always) func inside(_ w: Int) -> Int { evenOdd ? (w & 1) : (w != 0 ? 1 : 0) }
        Self.collectStops(cluster, pieces, edges, &scratch, top: top, bottom: bottom)
        let stops = scratch.stops
        let first = cluster.first, last = cluster.last
        area[first] += Double(inside(entry) - entry)
        minColumn = min(minColumn, first)
        maxColumn = max(maxColumn, last + 1)
        var leaving = 0.0
        var s0 = stops[0]
        // The pieces present in the current strip: admitted by top, retired
        // once they end (every end is a stop, so a present piece spans the
        // whole strip). Long clusters (a stroke running nearly along the
        // row) have many strips, each crossed by few pieces.
        var byTop = scratch.slanted, window: [Int] = []
        swap(&window, &scratch.window)
        defer { swap(&window, &scratch.window) }
        window.removeAll(keepingCapacity: true)
        byTop.sort { pieces[$0].ya < pieces[$1].ya }
        var next = 0
        for s in 1..<stops.count {
            let s1 = stops[s]
            guard s1 > s0 else { continue }
            while next < byTop.count && pieces[byTop[next]].ya <= s0 {
                window.append(byTop[next])
                next += 1
            }
            window.removeAll { pieces[$0].yb <= s0 }
            scratch.strip.removeAll(keepingCapacity: true)
            for k in window {
                let edge = edges[pieces[k].index]
                scratch.strip.append(StripPiece(x0: edge.x(at: s0), x1: edge.x(at: s1), direction: Int(edge.direction)))
            }
            // Pieces do not cross inside a strip, so the order of their
            // midpoints is their order at every height of it.
            scratch.strip.sort { $0.x0 + $0.x1 < $1.x0 + $1.x1 }
            let h = s1 - s0
            var winding = entry, was = inside(entry)
            for piece in scratch.strip {
                winding += piece.direction
                let now = inside(winding)
                guard now != was else { continue }
                accumulateSegment(piece.x0, piece.x1, height: now > was ? h : -h,
                                  minColumn: &minColumn, maxColumn: &maxColumn)
                was = now
            }
            leaving += Double(winding - was) * h
            s0 = s1
        }
        // Past the clip's right side nothing is read but the tail, which
        // then is the indicator's value, as it should be.
        if last + 1 < clip.width { area[last + 1] += leaving }
    }

    /// Sorted heights cutting the row into strips for `cluster`: the row's
    /// top and bottom, every piece end inside the row and every crossing of
    /// two pieces; `slanted` gets the cluster's non-horizontal pieces.
    private static func collectStops(_ cluster: Cluster, _ pieces: [RowPiece], _ edges: [Edge],
                                     _ scratch: inout SweepScratch, top: Double, bottom: Double) {
        var stops = scratch.stops, slanted = scratch.slanted
        scratch.stops = []
        scratch.slanted = []
        defer {
            scratch.stops = stops
            scratch.slanted = slanted
        }
        stops.removeAll(keepingCapacity: true)
        slanted.removeAll(keepingCapacity: true)
        stops.append(top)
        stops.append(bottom)
        for k in cluster.range where pieces[k].index >= 0 {
            let piece = pieces[k]
            if piece.ya > top { stops.append(piece.ya) }
            if piece.yb < bottom { stops.append(piece.yb) }
            slanted.append(k)
        }
        // By left end, so that each piece meets only those starting before
        // its right end.
        slanted.sort { min(pieces[$0].xa, pieces[$0].xb) < min(pieces[$1].xa, pieces[$1].xb) }
        for n in slanted.indices {
            let a = pieces[slanted[n]], edgeA = edges[a.index]
            let right = max(a.xa, a.xb)
            var m = n + 1
            while m < slanted.count {
                let b = pieces[slanted[m]]
                m += 1
                if min(b.xa, b.xb) > right { break }
                let lo = max(a.ya, b.ya), hi = min(a.yb, b.yb)
                guard hi > lo else { continue }
                let edgeB = edges[b.index]
                let dLo = edgeA.x(at: lo) - edgeB.x(at: lo), dHi = edgeA.x(at: hi) - edgeB.x(at: hi)
                guard (dLo < 0 && dHi > 0) || (dLo > 0 && dHi < 0) else { continue }
                let y = lo + (hi - lo) * (dLo / (dLo - dHi))
                if y > lo && y < hi { stops.append(y) }
            }
        }
        stops.sort()
    }
}
