import Geometry

extension TrimmableOutline {
    /// Vertices next to a cut whose pieces the Stroker builds differently
    /// from the untrimmed stroke's: a trimmed piece starts with the cut
    /// point (index 0) and makes the vertex after it (1) and the one before
    /// its end a corner, which changes the bands on both sides of them.
    /// Pieces up to vertex 3 from each end (one vertex of margin) are built
    /// per frame; from there on they are the untrimmed outline's.
    static let rebuiltVertices = 3

    /// The outline of the stroke trimmed to `strokeStart…strokeEnd`, with
    /// `Stroker.outline`'s semantics (fractions of the total length,
    /// clamped to 0…1, NaN read as 0 and 1; nothing when start ≥ end):
    /// the same polygons as the trimmed `Stroker.outline` (T-junctions
    /// split), of which those shared with the untrimmed outline come as
    /// ranges of its polygons and only the pieces next to each cut (a few
    /// per cut) are built.
    package func trimmed(strokeStart: Double, strokeEnd: Double) -> TrimmedOutline {
        let start = strokeStart.isNaN ? 0 : min(max(strokeStart, 0), 1)
        let end = strokeEnd.isNaN ? 1 : min(max(strokeEnd, 0), 1)
        var result = TrimmedOutline()
        guard start < end else { return result }
        let lo = start * flat.length, hi = end * flat.length
        var built = TrimmableWalk(flat: flat, style: style, tolerance: tolerance)
        var neighbors: [Point] = []
        for run in runs {
            trim(run, lo: lo, hi: hi, into: &result, building: &built, neighbors: &neighbors)
        }
        let pieces = built.finish(repairingWith: neighbors)
        result.extra = (0..<pieces.polygonCount).map { Contour(points: Array(pieces.polygon($0)), isClosed: true) }
        return result
    }

    /// Adds what the Stroker draws of `run` between arc lengths `lo` < `hi`
    /// (mirroring `StrokeSink.walk(_:from:to:)`): whole-run pieces as
    /// ranges, the pieces next to a cut built into `built`, and the
    /// vertices of kept pieces those touch into `neighbors`.
    private func trim(_ run: Run, lo: Double, hi: Double, into result: inout TrimmedOutline,
                      building built: inout TrimmableWalk, neighbors: inout [Point]) {
        if run.from == run.to {
            // A dot: drawn when its place is within the stretch.
            if run.from >= lo && run.from <= hi { keep(run.pieces, into: &result) }
            return
        }
        if lo <= run.from && hi >= run.to {
            // Untouched: the Stroker strokes it exactly as untrimmed.
            keep(run.pieces, into: &result)
            return
        }
        // Cut: stroked open from a to b (a closed run too, with caps).
        let a = max(lo, run.from), b = min(hi, run.to)
        guard a < b else { return }
        let sub = flat.subpaths[run.subpath]
        let ja = flat.segmentIndex(startingAtOrBefore: a, in: sub)
        let jb = max(ja, flat.segmentIndex(endingAtOrAfter: b, in: sub))
        let last = jb - ja + 1, margin = Self.rebuiltVertices
        guard last - margin > margin else {
            built.strokeOpen(sub, run.subpath, from: a, to: b)
            return
        }
        // Kept: the untrimmed pieces strictly after vertex `margin` up to
        // and including vertex `last - margin`.
        let first = flat.arcLengths[sub.range.lowerBound + ja + margin]
        let final = flat.arcLengths[sub.range.lowerBound + ja + last - margin]
        var kept: [Int] = []
        for index in run.pieces {
            let piece = pieces[index]
            switch piece.kind {
            case .band where piece.from >= first && piece.to <= final: kept.append(index)
            case .join where piece.from > first && piece.from <= final: kept.append(index)
            default: break
            }
        }
        for index in kept { result.keep(pieces[index].polygons) }
        for index in kept.prefix(2) + kept.suffix(2) {
            for k in pieces[index].polygons { neighbors += polygon(k) }
        }
        built.strokeOpen(sub, run.subpath, from: a, to: b) { index, last in
            index <= margin || index > last - margin
        }
    }

    private func keep(_ pieceRange: Range<Int>, into result: inout TrimmedOutline) {
        guard let first = pieceRange.first, let last = pieceRange.last else { return }
        result.keep(pieces[first].polygons.lowerBound..<pieces[last].polygons.upperBound)
    }
}
