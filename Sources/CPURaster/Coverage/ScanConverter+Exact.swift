extension ScanConverter {
    /// A piece present in the sweep's current strip: where it stands in
    /// the strip order (see `precedes`); its data lies in `lanes[lane]`.
    struct StripEntry {
        /// x at the strip's top plus x at its bottom.
        var key: Double
        /// Its place in the order pieces entered the sweep (by top).
        var lane: Int
    }

    /// One piece of a cluster during the sweep (indexed by `StripEntry.lane`).
    struct Lane {
        var edge: Int
        var bottom: Double
        var direction: Int
        /// x at the current strip's top and bottom: a strip's bottom x is
        /// the next strip's top x (the same edge at the same height).
        var x0: Double, x1: Double
    }

    /// Scratch arrays of the exact sweep, kept between rows. The sweep
    /// moves them (and `pieces`, `clusters`) into locals while it runs, so
    /// its inner loops touch no class storage (no exclusivity checks, no
    /// reference counting per element).
    struct SweepScratch {
        var stops: [Double] = []
        var slanted: [Int] = []
        var order: [StripEntry] = []
        var lanes: [Lane] = []
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

    /// Most strip-by-piece steps (a cluster's pieces times its stops) the
    /// exact sweep may take for one cluster of one row: about its cost, as
    /// each strip walks the pieces present in it. Real content stays far
    /// below: 187 272 in the largest case of the test suite, 113 850 for
    /// the Fuber scene at 1500×2668 px, 44 250 over the Lottie files of
    /// lottie-ios's samples. A 10 000-point star on a 16 px canvas (20 000
    /// radial edges crossing every row, all within a pixel of each other)
    /// takes 3 227 356 per cluster and row, seconds per frame in a debug
    /// build; it keeps the plain accumulation, as `maximumExactPieces` says.
    static let maximumSweepSteps = 1 << 20

    /// Most stops sorted by insertion: 16, where an insertion sort of
    /// unordered data (n²/4 steps) still costs about what the standard
    /// sort's setup does.
    static let insertionSortedStops = 16

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
            if cluster.needsExact, cluster.range.count <= Self.maximumExactPieces,
               collectStops(cluster, pieces, edges, &scratch, top: top, bottom: bottom) {
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
    ///
    /// Strip by strip: 1. admit the pieces that start at the strip's top
    /// (by top, as `lanes`) and retire those that ended; 2. their x at the
    /// strip's bottom (the top's is the last strip's bottom); 3. order them
    /// by midpoint, starting from the last strip's order (pieces swap
    /// places only at stops); 4. walk them. The stops are `collectStops`'s,
    /// collected by the caller to weigh the sweep's cost.
    private func sweepExactly(_ cluster: Cluster, _ pieces: [RowPiece], _ edges: [Edge], _ scratch: inout SweepScratch,
                              entering entry: Int, top: Double, bottom: Double, evenOdd: Bool,
                              minColumn: inout Int, maxColumn: inout Int) {
        @inline(__always) func inside(_ w: Int) -> Int { evenOdd ? (w & 1) : (w != 0 ? 1 : 0) }
        let first = cluster.first, last = cluster.last
        area[first] += Double(inside(entry) - entry)
        minColumn = min(minColumn, first)
        maxColumn = max(maxColumn, last + 1)
        var stops: [Double] = [], byTop: [Int] = [], order: [StripEntry] = [], lanes: [Lane] = []
        swap(&stops, &scratch.stops)
        swap(&byTop, &scratch.slanted)
        swap(&order, &scratch.order)
        swap(&lanes, &scratch.lanes)
        defer {
            swap(&stops, &scratch.stops)
            swap(&byTop, &scratch.slanted)
            swap(&order, &scratch.order)
            swap(&lanes, &scratch.lanes)
        }
        let n = byTop.count
        if order.count < n { order.append(contentsOf: repeatElement(StripEntry(key: 0, lane: 0), count: n - order.count)) }
        if lanes.count < n {
            lanes.append(contentsOf: repeatElement(Lane(edge: 0, bottom: 0, direction: 0, x0: 0, x1: 0), count: n - lanes.count))
        }
        let incremental = sortsIncrementally
        var leaving = 0.0
        stops.withUnsafeBufferPointer { stops in
        byTop.withUnsafeMutableBufferPointer { byTop in
        pieces.withUnsafeBufferPointer { pieces in
        edges.withUnsafeBufferPointer { edges in
        order.withUnsafeMutableBufferPointer { order in
        lanes.withUnsafeMutableBufferPointer { lanes in
            // By top. `byTop` is in cluster order (increasing), so ordering
            // equal tops by index is what the stable sort did.
            if incremental {
                byTop.sortNearlySorted(budget: Self.sortBudget(n)) { a, b in
                    pieces[a].ya != pieces[b].ya ? pieces[a].ya < pieces[b].ya : a < b
                }
            } else {
                var all = byTop
                all.sort { pieces[$0].ya < pieces[$1].ya }
            }
            var count = 0, admitted = 0
            var s0 = stops[0]
            for s in 1..<stops.count {
                let s1 = stops[s]
                guard s1 > s0 else { continue }
                // 1. Admit, then retire (keeping the order of the rest).
                while admitted < n && pieces[byTop[admitted]].ya <= s0 {
                    let piece = pieces[byTop[admitted]], edge = edges[piece.index]
                    lanes[admitted] = Lane(edge: piece.index, bottom: piece.yb, direction: Int(edge.direction),
                                           x0: edge.x(at: s0), x1: 0)
                    order[count] = StripEntry(key: 0, lane: admitted)
                    count += 1
                    admitted += 1
                }
                // 2. Bottom x and keys.
                var kept = 0
                for i in 0..<count {
                    let lane = order[i].lane
                    guard lanes[lane].bottom > s0 else { continue }
                    let edge = edges[lanes[lane].edge]
                    if !incremental { lanes[lane].x0 = edge.x(at: s0) }
                    let x1 = edge.x(at: s1)
                    lanes[lane].x1 = x1
                    order[kept] = StripEntry(key: lanes[lane].x0 + x1, lane: lane)
                    kept += 1
                }
                count = kept
                // 3. Order. Without `sortsIncrementally`, as before it
                // existed: the entry order, then the stable sort by key.
                var strip = UnsafeMutableBufferPointer(rebasing: order[0..<count])
                if incremental {
                    strip.sortNearlySorted(budget: Self.sortBudget(count), by: Self.precedes)
                } else {
                    strip.sort { $0.lane < $1.lane }
                    strip.sort { $0.key < $1.key }
                }
                // 4. Walk.
                let h = s1 - s0
                var winding = entry, was = inside(entry)
                for item in strip {
                    let lane = lanes[item.lane]
                    lanes[item.lane].x0 = lane.x1
                    winding += lane.direction
                    let now = inside(winding)
                    guard now != was else { continue }
                    accumulateSegment(lane.x0, lane.x1, height: now > was ? h : -h,
                                      minColumn: &minColumn, maxColumn: &maxColumn)
                    was = now
                }
                leaving += Double(winding - was) * h
                s0 = s1
            }
        }}}}}}
        // Past the clip's right side nothing is read but the tail, which
        // then is the indicator's value, as it should be.
        if last + 1 < clip.width { area[last + 1] += leaving }
    }

    /// Sorted heights cutting the row into strips for `cluster`: the row's
    /// top and bottom, every piece end inside the row and every crossing of
    /// two pieces; `slanted` gets the cluster's non-horizontal pieces, by
    /// left end (the pieces' own order, see `precedes`). False, and stops
    /// left unsorted, as soon as the pieces times the stops pass
    /// `maximumSweepSteps`: crossings only add stops, so the sweep would
    /// be over the budget too.
    private func collectStops(_ cluster: Cluster, _ pieces: [RowPiece], _ edges: [Edge],
                              _ scratch: inout SweepScratch, top: Double, bottom: Double) -> Bool {
        var stops: [Double] = [], slanted: [Int] = []
        swap(&stops, &scratch.stops)
        swap(&slanted, &scratch.slanted)
        defer {
            swap(&stops, &scratch.stops)
            swap(&slanted, &scratch.slanted)
        }
        stops.removeAll(keepingCapacity: true)
        slanted.removeAll(keepingCapacity: true)
        stops.append(top)
        for k in cluster.range where pieces[k].index >= 0 {
            let piece = pieces[k]
            if piece.ya > top { stops.append(piece.ya) }
            if piece.yb < bottom { stops.append(piece.yb) }
            slanted.append(k)
        }
        let budget = Self.maximumSweepSteps / cluster.range.count
        guard stops.count < budget else { return false }
        // By left end, so that each piece meets only those starting before
        // its right end. The pieces are sorted by it already; the stable
        // sort that did this before keeps them as they are.
        if !sortsIncrementally {
            slanted.sort { min(pieces[$0].xa, pieces[$0].xb) < min(pieces[$1].xa, pieces[$1].xb) }
        }
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
            guard stops.count < budget else { return false }
        }
        // Last, as the largest (the sort starts closer to sorted).
        stops.append(bottom)
        // Equal heights are interchangeable (no −0: every stop but the
        // top lies strictly below it), so any sort gives these stops: a
        // few (piece ends, mostly in order) by insertion, many (crossings,
        // in no order) by the standard sort.
        if sortsIncrementally && stops.count <= Self.insertionSortedStops {
            stops.withUnsafeMutableBufferPointer { $0.sortNearlySorted(budget: Self.sortBudget($0.count), by: <) }
        } else {
            stops.sort()
        }
        return true
    }
}
