import Paths

/// The row loop of a lone axis-aligned rectangle: the tile grid's copies,
/// a group's rectangular layer, any rectangle fill. `rasterize` hands such
/// a rectangle to `rasterizeLoneRectangle`, which skips the general loop's
/// bookkeeping (sorting, admitting and retiring edges, the overlap check)
/// and computes each distinct row once: the top row, one full row that
/// every row between repeats, and the bottom row.
///
/// Equivalence: the loop runs only where the general loop accumulates
/// every row (`isDirectRectangle`), and then each computed row is the
/// general loop's row, by the same calls: `accumulate` of the two edges
/// and `integrate`. The edges' order does not matter: an accumulation
/// cell receives at most one value from each edge, starting from zero, and
/// `0 + a + b` is `0 + b + a` in floats. A full row (both edges span it)
/// adds the same heights at the same columns as every other full row, so
/// repeating it is what the general loop's `steadyRows` does. Tested
/// against the general loop, span by span and bit for bit, on seeded
/// random rectangles (`RectangleRowTests`).
extension ScanConverter {
    /// True when the edges added since `reset(clip:)` are one axis-aligned
    /// rectangle that the general loop would accumulate in every row: one
    /// contour whose only two stored edges are vertical, span the same
    /// rows, run in opposite directions and lie in different columns, no
    /// edge part dropped right of the clip, and no row holding two of its
    /// horizontal edges (one such row, or two vertical edges in one
    /// column, makes the general loop check the row's pieces, which may
    /// choose the exact sweep). Never while `exactRows` is `.always`.
    var isDirectRectangle: Bool {
        guard rasterizesRectanglesDirectly, exactRows != .always, current.contour == 1, edges.count == 2,
              !droppedRightParts, flats.count <= 2 else { return false }
        let a = edges[0], b = edges[1]
        guard a.x0 == a.x1, b.x0 == b.x1, a.y0 == b.y0, a.y1 == b.y1, a.direction == -b.direction,
              Int(a.x0.rounded(.down)) != Int(b.x0.rounded(.down)) else { return false }
        if flats.count == 2 && flats[0].y0.rounded(.down) == flats[1].y0.rounded(.down) { return false }
        return true
    }

    /// `rasterize` for a rectangle that `isDirectRectangle` accepts: the
    /// same rows, columns and coverage values, handed to `body` in the
    /// same order.
    func rasterizeLoneRectangle(fillRule: FillRule, _ body: (Int, Int, Int, UnsafePointer<Float>) -> Void) {
        let a = edges[0], b = edges[1], evenOdd = fillRule == .evenOdd
        // The general loop's rows: from the one holding the top (at or
        // below the top of `rows`, the clip's or a band's) to the last one
        // the edges reach into. Every row is computed on its own (two edges
        // add in one order), so a band's rows are the whole frame's.
        var y = max(rows.lowerBound, Int(a.y0.rounded(.down)))
        let end = min(rows.upperBound, Int(a.y1.rounded(.up)))
        var span = (start: 0, count: 0), fullRowReady = false
        while y < end {
            let top = Double(y), bottom = top + 1
            let full = a.y0 <= top && a.y1 >= bottom
            if !(full && fullRowReady) {
                var minColumn = Int.max, maxColumn = Int.min
                accumulate(a, top: top, bottom: bottom, minColumn: &minColumn, maxColumn: &maxColumn)
                accumulate(b, top: top, bottom: bottom, minColumn: &minColumn, maxColumn: &maxColumn)
                span = integrate(from: minColumn, through: maxColumn, evenOdd: evenOdd)
                fullRowReady = full
            }
            if span.count > 0 { body(y, clip.x + span.start, span.count, UnsafePointer(coverage + span.start)) }
            y += 1
        }
    }
}
