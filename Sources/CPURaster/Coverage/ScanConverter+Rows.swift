import Paths

extension ScanConverter {
    /// Scan-converts the polygons added since `reset(clip:rows:)`, one row
    /// of `rows` at a time from top to bottom. For each row that has coverage,
    /// `body(y, x, count, coverage)` receives the device row `y`, the first
    /// device column `x` and `count` coverage values in 0…1 for the columns
    /// `x ..< x+count`; every other pixel of the row has zero coverage. The
    /// pointer is valid only during the call.
    ///
    /// Phases per row: 1. admit the edges that start above the row's bottom
    /// (edges are sorted by top) and retire those that ended above the row;
    /// 2. check where the row needs the exact sweep (`checkRow`); without
    /// such a place every active edge adds its swept area to the
    /// accumulation row, otherwise each cluster of columns gets its own
    /// treatment (`accumulateClusters`); 3. integrate the row left to right
    /// into coverage under the fill rule, clearing the accumulation as it
    /// goes; 4. hand the span over; 5. when every active edge is vertical
    /// and spans the whole row, hand the same span over for the following
    /// rows until an edge ends or a new one starts (`steadyRows`).
    ///
    /// Clip rows above `rows` only admit and retire edges (phase 1), as the
    /// whole clip would: retiring reorders `active`, and the order in which
    /// edges add their areas must be the same for every band, because
    /// float sums depend on it.
    func rasterize(fillRule: FillRule, _ body: (Int, Int, Int, UnsafePointer<Float>) -> Void) {
        guard !edges.isEmpty else { return }
        if isDirectRectangle {
            isLoneRectangle = true
            return rasterizeLoneRectangle(fillRule: fillRule, body)
        }
        sortEdgesByTop()
        flats.sort { $0.y0 < $1.y0 }
        active.removeAll(keepingCapacity: true)
        if sortsIncrementally { rowOrder.reset(edgeCount: edges.count) }
        isLoneRectangle = knowsRectangles && current.contour == 1 && edges.count == 2 && flats.count <= 2
            && edges[0].x0 == edges[0].x1 && edges[1].x0 == edges[1].x1
        var next = 0, nextFlat = 0
        var y = clip.y
        let firstRow = rows.lowerBound, endRow = rows.upperBound
        while y < endRow {
            if active.isEmpty {
                guard next < edges.count else { break }
                y = max(y, Int(edges[next].y0.rounded(.down)))
                // The remaining edges may all start below `rows`.
                guard y < endRow else { break }
            }
            let top = Double(y), bottom = top + 1
            // 1. Admit and retire.
            while next < edges.count && edges[next].y0 < bottom {
                active.append(next)
                next += 1
            }
            var i = 0
            while i < active.count {
                if edges[active[i]].y1 <= top {
                    active[i] = active[active.count - 1]
                    active.removeLast()
                } else {
                    i += 1
                }
            }
            guard y >= firstRow else {
                y += 1
                continue
            }
            while nextFlat < flats.count && flats[nextFlat].y0 <= top { nextFlat += 1 }
            var flatEnd = nextFlat
            while flatEnd < flats.count && flats[flatEnd].y0 < bottom { flatEnd += 1 }
            // 2. Accumulate.
            var minColumn = Int.max, maxColumn = Int.min
            if checkRow(top: top, bottom: bottom, flats: nextFlat..<flatEnd) {
                accumulateClusters(top: top, bottom: bottom, evenOdd: fillRule == .evenOdd,
                                   minColumn: &minColumn, maxColumn: &maxColumn)
            } else {
                for index in active {
                    accumulate(edges[index], top: top, bottom: bottom, minColumn: &minColumn, maxColumn: &maxColumn)
                }
            }
            // 3.–4. Integrate and hand over.
            if minColumn <= maxColumn {
                let (start, count) = integrate(from: minColumn, through: maxColumn, evenOdd: fillRule == .evenOdd)
                if count > 0 {
                    body(y, clip.x + start, count, UnsafePointer(coverage + start))
                    // 5. Repeat.
                    let end = reusesSteadyRows ? steadyRows(after: y, next: next) : y + 1
                    while y + 1 < end {
                        y += 1
                        body(y, clip.x + start, count, UnsafePointer(coverage + start))
                    }
                }
            }
            y += 1
        }
    }

    /// The row after the run of rows, following row `y`, whose coverage
    /// equals row `y`'s: y + 1 when there is none. Row y's coverage repeats
    /// while every active edge is vertical and covers the whole row: each
    /// adds the same area (its x and its full height, with the same float
    /// operations) to the same columns, so the rows are byte-identical
    /// without being computed. The run ends before the row where an active
    /// edge ends or the next edge (index `next`) starts, and at the end of
    /// `rows`.
    private func steadyRows(after y: Int, next: Int) -> Int {
        let top = Double(y), bottom = top + 1
        var limit = next < edges.count ? edges[next].y0 : Double.infinity
        for index in active {
            let e = edges[index]
            guard e.x0 == e.x1, e.y0 <= top, e.y1 >= bottom else { return y + 1 }
            limit = min(limit, e.y1)
        }
        // Rows y' with y' + 1 ≤ limit are covered whole by every edge.
        let through = limit >= Double(rows.upperBound) ? rows.upperBound : Int(limit.rounded(.down))
        return max(y + 1, min(through, rows.upperBound))
    }

    /// Adds the area that `edge` sweeps inside the row `top..<bottom` to the
    /// accumulation row, column by column. A piece of the edge of height h
    /// inside one column, whose mean x lies a fraction f into the column,
    /// covers h·(1−f) of that column's pixel and all of h for every pixel to
    /// its right: it adds h·(1−f) to its column and h·f to the next.
    @inline(__always)
    func accumulate(_ edge: Edge, top: Double, bottom: Double,
                    minColumn: inout Int, maxColumn: inout Int) {
        let ya = max(edge.y0, top), yb = min(edge.y1, bottom)
        guard yb > ya else { return }
        let xa = edge.x(at: ya), xb = edge.x(at: yb)
        accumulateSegment(xa, xb, height: (yb - ya) * edge.direction, minColumn: &minColumn, maxColumn: &maxColumn)
    }

    /// Adds the area swept to its right by a segment of signed `height`
    /// (positive: winding +1 to its right) whose ends lie at x = `xa` and
    /// `xb` (either order) inside one row; see `accumulate`.
    @inline(__always)
    func accumulateSegment(_ xa: Double, _ xb: Double, height h: Double,
                           minColumn: inout Int, maxColumn: inout Int) {
        let xl = min(xa, xb), xr = max(xa, xb)
        let first = Int(xl.rounded(.down))
        let last = max(first, Int(xr.rounded(.up)) - 1)
        let c0 = first - clip.x, c1 = last - clip.x
        minColumn = min(minColumn, c0)
        maxColumn = max(maxColumn, c1 + 1)
        let area = self.area
        if c0 == c1 {
            let f = (xl + xr) * 0.5 - Double(first)
            area[c0] += h * (1 - f)
            area[c0 + 1] += h * f
            return
        }
        let heightPerX = h / (xr - xl)
        let firstEnd = Double(first + 1)
        let h0 = (firstEnd - xl) * heightPerX, f0 = (xl + firstEnd) * 0.5 - Double(first)
        area[c0] += h0 * (1 - f0)
        area[c0 + 1] += h0 * f0
        let half = heightPerX * 0.5
        var c = c0 + 1
        while c < c1 {
            area[c] += half
            area[c + 1] += half
            c += 1
        }
        let lastStart = Double(last)
        let h1 = (xr - lastStart) * heightPerX, f1 = (xr - lastStart) * 0.5
        area[c1] += h1 * (1 - f1)
        area[c1 + 1] += h1 * f1
    }

    /// Running sum of the accumulation row from `start` into coverage,
    /// clearing what it reads (and the spill up to `last`). Past `last` the
    /// sum is constant: a non-zero remainder (a shape reaching past the
    /// clip's right side) extends the span to the clip's end. Returns the
    /// span as (first column, count), clip-relative.
    func integrate(from start: Int, through last: Int, evenOdd: Bool) -> (Int, Int) {
        let width = clip.width
        let area = self.area, coverage = self.coverage
        let readEnd = min(last + 1, width)
        var sum = 0.0
        var current = Self.coverage(of: sum, evenOdd: evenOdd)
        var c = start
        while c < readEnd {
            // Eight untouched cells (zero area: a shape's inside or outside
            // between its edges) leave the sum as it is, so their coverage
            // is the last pixel's: written at once, with no serial adds.
            // Adding ±0 changes no sum's magnitude, so this is bit-identical.
            if c + 8 <= readEnd, UnsafeRawPointer(area + c).loadUnaligned(as: SIMD8<Double>.self) == .zero {
                UnsafeMutableRawPointer(coverage + c).storeBytes(of: SIMD8<Float>(repeating: current),
                                                                 as: SIMD8<Float>.self)
                c += 8
                continue
            }
            sum += area[c]
            area[c] = 0
            current = Self.coverage(of: sum, evenOdd: evenOdd)
            coverage[c] = current
            c += 1
        }
        while c <= last {
            area[c] = 0
            c += 1
        }
        let tail = Self.coverage(of: sum, evenOdd: evenOdd)
        // Anything below 1e-9 is accumulated rounding noise of a row whose
        // windings cancel; a real remainder is at least one edge's height
        // inside the row, which is far larger.
        guard tail > 1e-9, readEnd < width else { return (start, readEnd - start) }
        (coverage + readEnd).update(repeating: tail, count: width - readEnd)
        return (start, width - start)
    }

    /// Coverage (0…1) of a pixel whose integrated winding number is `sum`.
    @inline(__always)
    static func coverage(of sum: Double, evenOdd: Bool) -> Float {
        let magnitude = abs(sum)
        if !evenOdd { return Float(min(magnitude, 1)) }
        let folded = magnitude - 2 * (magnitude * 0.5).rounded(.down)
        return Float(folded > 1 ? 2 - folded : folded)
    }
}
