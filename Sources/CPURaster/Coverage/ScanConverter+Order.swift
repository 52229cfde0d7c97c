extension ScanConverter {
    /// The row check's memory of the previous row's order (see
    /// `collectPieces`): consecutive rows cut the same edges in nearly the
    /// same order, so starting from it leaves the sort little to do.
    struct RowOrder {
        /// Edge indices in the order of the last sorted row.
        var edges: [Int] = []
        /// Per edge: 0, or during `collectPieces` 1 + the edge's position
        /// in `active` (negated once its piece is placed).
        var slot: [Int32] = []

        /// Forgets the order and sizes `slot` for `count` edges (all zero).
        mutating func reset(edgeCount count: Int) {
            edges.removeAll(keepingCapacity: true)
            slot.removeAll(keepingCapacity: true)
            slot.append(contentsOf: repeatElement(0, count: count))
        }
    }

    /// The order of row pieces that clusters, the drop of cancelling pairs
    /// and the sweep rely on: by left end, then the ends themselves, then
    /// `rank` (the piece's position in the order the pieces were
    /// collected in before incremental sorting existed: `active` order,
    /// then the flats). A total order, so every sorting algorithm and
    /// every start order give the same sequence: the one the standard
    /// library's stable sort gave by the ends alone, which left equal
    /// pieces in that collection order. (`first` needs no place of its
    /// own: it is ⌊left⌋, which never decreases as `left` grows.)
    @inline(__always)
    static func precedes(_ a: RowPiece, _ b: RowPiece) -> Bool {
        if a.left != b.left { return a.left < b.left }
        if a.xa != b.xa { return a.xa < b.xa }
        if a.xb != b.xb { return a.xb < b.xb }
        if a.ya != b.ya { return a.ya < b.ya }
        if a.yb != b.yb { return a.yb < b.yb }
        return a.rank < b.rank
    }

    /// The order in which a strip's pieces are walked: by the sum of their
    /// x at the strip's top and bottom (twice the midpoint), then by
    /// `lane` (the order the pieces entered the sweep, which is the order
    /// the stable sort by midpoint alone kept for equal midpoints). A total
    /// order (see `precedes`).
    @inline(__always)
    static func precedes(_ a: StripEntry, _ b: StripEntry) -> Bool {
        a.key != b.key ? a.key < b.key : a.lane < b.lane
    }
}

extension UnsafeMutableBufferPointer {
    /// Sorts the buffer by `precedes`, a strict total order (no two
    /// elements equivalent, so the result is the one sorted permutation
    /// whatever the start order and the algorithm), starting from the
    /// order it is in: an insertion sort, linear plus one step per pair out
    /// of order, for data sorted a moment ago. Past `budget` steps (data
    /// far from sorted) it finishes with the standard library's sort
    /// instead, O(n log n).
    @inline(__always)
    func sortNearlySorted(budget: Int, by precedes: (Element, Element) -> Bool) {
        guard count > 1, let base = baseAddress else { return }
        var steps = 0
        for i in 1..<count where precedes(base[i], base[i - 1]) {
            let element = base[i]
            var j = i
            repeat {
                base[j] = base[j - 1]
                j -= 1
            } while j > 0 && precedes(element, base[j - 1])
            base[j] = element
            steps += i - j
            if steps > budget {
                var rest = self
                rest.sort(by: precedes)
                return
            }
        }
    }
}

extension ScanConverter {
    /// Most steps an incremental sort of `count` elements may take before
    /// it hands over to the standard sort: 8 per element plus 64. A row
    /// sorted a moment ago takes about one step per element plus one per
    /// crossing since; far more means the start order helps little, and a
    /// fresh O(n log n) sort (about n·log₂n steps, 8n at 256 elements)
    /// costs no more.
    static func sortBudget(_ count: Int) -> Int { 8 * count + 64 }

    /// Fills `pieces` with the parts of the active edges inside the row
    /// `top..<bottom` and the flats `flats[flatRange]`, not yet sorted: the
    /// edges in the previous sorted row's order (new ones after them) when
    /// `sortsIncrementally`, else in `active` order; each with its `rank`.
    func collectPieces(_ pieces: inout [RowPiece], top: Double, bottom: Double, flats flatRange: Range<Int>) {
        let capacity = active.count + flatRange.count
        guard capacity > 0 else { return pieces.removeAll(keepingCapacity: true) }
        let clipX = clip.x, incremental = sortsIncrementally
        var slot: [Int32] = [], previous: [Int] = []
        swap(&slot, &rowOrder.slot)
        swap(&previous, &rowOrder.edges)
        defer {
            swap(&slot, &rowOrder.slot)
            swap(&previous, &rowOrder.edges)
        }
        // Reuse the storage: grow to `capacity` with placeholders, write
        // the pieces over them, cut what is left (no allocation per row).
        pieces.removeAll(keepingCapacity: true)
        pieces.append(contentsOf: repeatElement(RowPiece(xa: 0, xb: 0, ya: 0, yb: 0, left: 0, first: 0, last: 0, index: 0,
                                                         rank: 0), count: capacity))
        let written = pieces.withUnsafeMutableBufferPointer { buffer -> Int in
            let base = buffer.baseAddress!
            var count = 0
            @inline(__always)
            func append(_ xa: Double, _ xb: Double, _ ya: Double, _ yb: Double, index: Int, rank: Int) {
                let left = min(xa, xb)
                let first = Self.floorInt(left)
                let last = max(first, Self.ceilingInt(max(xa, xb)) - 1)
                base[count] = RowPiece(xa: xa, xb: xb, ya: ya, yb: yb, left: left, first: first - clipX,
                                       last: last - clipX, index: index, rank: rank)
                count += 1
            }
            edges.withUnsafeBufferPointer { edges in
                @inline(__always)
                func appendEdge(_ index: Int, rank: Int) {
                    let edge = edges[index]
                    let ya = max(edge.y0, top), yb = min(edge.y1, bottom)
                    guard yb > ya else { return }
                    append(edge.x(at: ya), edge.x(at: yb), ya, yb, index: index, rank: rank)
                }
                active.withUnsafeBufferPointer { active in
                    guard incremental else {
                        for position in active.indices { appendEdge(active[position], rank: position) }
                        return
                    }
                    slot.withUnsafeMutableBufferPointer { slot in
                        for position in active.indices { slot[active[position]] = Int32(truncatingIfNeeded: position + 1) }
                        for index in previous where slot[index] > 0 {
                            appendEdge(index, rank: Int(slot[index]) - 1)
                            slot[index] = -slot[index]
                        }
                        for position in active.indices {
                            let index = active[position]
                            if slot[index] > 0 { appendEdge(index, rank: position) }
                            slot[index] = 0
                        }
                    }
                }
            }
            flats.withUnsafeBufferPointer { flats in
                for k in flatRange {
                    let flat = flats[k]
                    append(flat.x0, flat.x1, flat.y0, flat.y0, index: -1 - k, rank: capacity - flatRange.count + k)
                }
            }
            return count
        }
        pieces.removeLast(capacity - written)
    }

    /// ⌊x⌋ and ⌈x⌉ as integers, for |x| ≤ 2^40 (`coordinateLimit`, where
    /// every double converts exactly): `Int(x.rounded(.down))` and
    /// `Int(x.rounded(.up))` without a call into the C library.
    @inline(__always)
    static func floorInt(_ x: Double) -> Int {
        let t = Int(x)
        return Double(t) > x ? t - 1 : t
    }

    @inline(__always)
    static func ceilingInt(_ x: Double) -> Int {
        let t = Int(x)
        return Double(t) < x ? t + 1 : t
    }

    /// Sorts the row's pieces by `precedes` and remembers the edges' order
    /// for the next row; without `sortsIncrementally`, sorts them as
    /// before incremental sorting existed (the standard stable sort by
    /// the ends alone), which tests hold the incremental sort against.
    func sortPieces(_ pieces: inout [RowPiece]) {
        guard sortsIncrementally else {
            pieces.sort { a, b in
                (a.first, min(a.xa, a.xb), a.xa, a.xb, a.ya, a.yb) < (b.first, min(b.xa, b.xb), b.xa, b.xb, b.ya, b.yb)
            }
            return
        }
        pieces.withUnsafeMutableBufferPointer { $0.sortNearlySorted(budget: Self.sortBudget($0.count), by: Self.precedes) }
        var order: [Int] = []
        swap(&order, &rowOrder.edges)
        defer { swap(&order, &rowOrder.edges) }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: pieces.count))
        let written = pieces.withUnsafeBufferPointer { pieces in
            order.withUnsafeMutableBufferPointer { order -> Int in
                var count = 0
                for piece in pieces where piece.index >= 0 {
                    order[count] = piece.index
                    count += 1
                }
                return count
            }
        }
        order.removeLast(order.count - written)
    }
}
