import Geometry

/// Turns a stroked path into the polygons that cover it.
public enum Stroker {
    /// The outline of `path` stroked with `style`, as closed contours whose
    /// nonzero fill is the stroke: a band per segment, a wedge per join and
    /// a piece per cap, each positively oriented (clockwise, y down),
    /// overlapping freely, so the fill is their union. The outline stays
    /// within about twice `tolerance` (path units) of the true stroke: the
    /// centre line's flattening plus the round pieces' chords, both
    /// inscribed (see `StrokePieces` for how thick strokes on tight curves
    /// keep their ends square).
    ///
    /// Semantics (Core Graphics / Core Animation):
    /// - caps (butt, round, square) on the ends of open subpaths, of dashes
    ///   and of trimmed pieces; a closed subpath drawn whole has a join at
    ///   its start and no caps; a zero-length subpath or dash draws a dot
    ///   with round or square caps (a square one axis-aligned for a
    ///   subpath, along the path for a dash);
    /// - joins at corners: a miter becomes a bevel when miter length /
    ///   lineWidth > `miterLimit`; where a curve's flattening turns (and
    ///   where segments meet with equal tangents) the join is round, as
    ///   the true stroke of a smooth curve is;
    /// - dashes restart at every subpath, measured along the untrimmed
    ///   path from `dashPhase`; an invalid pattern (negative, non-finite or
    ///   all-zero entries) means solid;
    /// - `strokeStart` and `strokeEnd` are fractions of the total length of
    ///   all subpaths, clamped to 0…1 (NaN reads as 0 and 1); nothing is
    ///   drawn when start ≥ end;
    /// - a lineWidth that is not a positive finite number draws nothing;
    ///   round pieces are flattened at `tolerance` (path units).
    /// - Parameters:
    ///   - strokeStart: Fraction of the total length where drawing starts. Default: 0.
    ///   - strokeEnd: Fraction of the total length where drawing ends. Default: 1.
    public static func outline(of path: Path, style: StrokeStyle, strokeStart: Double = 0,
                               strokeEnd: Double = 1, tolerance: Double) -> [Contour] {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return [] }
        let start = strokeStart.isNaN ? 0 : min(max(strokeStart, 0), 1)
        let end = strokeEnd.isNaN ? 1 : min(max(strokeEnd, 0), 1)
        guard start < end else { return [] }
        let flat = Flattener.flatten(path, tolerance: tolerance)
        var pieces = StrokePieces(style: style, tolerance: tolerance)
        pieces.stroke(flat, from: start * flat.length, to: end * flat.length)
        return pieces.builder.contours()
    }
}

extension StrokePieces {
    /// Strokes the part of `flat` between arc lengths `lo` ≤ `hi`
    /// (absolute, from the path's start).
    mutating func stroke(_ flat: FlattenedPath, from lo: Double, to hi: Double) {
        let dashes = DashPattern(style, totalLength: flat.length)
        for sub in flat.subpaths {
            if sub.segmentCount == 0 {
                if sub.startLength >= lo && sub.startLength <= hi {
                    dot(at: flat.points[sub.range.lowerBound], direction: Point(1, 0))
                }
            } else if let dashes {
                dashes.forEachDash(length: sub.length) { a, b in
                    let a = a + sub.startLength, b = b + sub.startLength
                    if a == b {
                        guard a >= lo && a <= hi else { return }
                        let j = flat.segmentIndex(startingAtOrBefore: a, in: sub)
                        let segment = flat.segment(j, of: sub)
                        dot(at: segment.point(at: a), direction: segment.tangent(at: a))
                    } else {
                        let from = max(a, lo), to = min(b, hi)
                        if from < to { strokeOpen(flat, sub, from: from, to: to) }
                    }
                }
            } else if sub.isClosed && lo <= sub.startLength && hi >= sub.endLength {
                strokeClosed(flat, sub)
            } else {
                let from = max(lo, sub.startLength), to = min(hi, sub.endLength)
                if from < to { strokeOpen(flat, sub, from: from, to: to) }
            }
        }
    }

    /// Strokes `sub` between arc lengths `a` < `b` as an open polyline:
    /// caps at both ends, joins between.
    private mutating func strokeOpen(_ flat: FlattenedPath, _ sub: FlattenedPath.Subpath,
                                     from a: Double, to b: Double) {
        var previous: FlattenedPath.Vertex?
        flat.forEachVertex(of: sub, from: a, to: b) { v in
            guard let p = previous else {
                cap(at: v.point, outward: -StrokePieces.effective(v.tangentOut, chord: v.chord))
                previous = v
                return
            }
            // The chord from p to v is p.chord; v.chord leaves v (at the
            // piece's end it is p.chord again, so the join there is empty).
            let start = StrokePieces.effective(p.tangentOut, chord: p.chord)
            let end = StrokePieces.effective(v.tangentIn, chord: p.chord)
            band(p.point, v.point, chord: p.chord, start: start, end: end,
                 smoothStart: p.isSmooth, smoothEnd: v.isSmooth)
            if v.isSmooth {
                join(at: v.point, from: p.chord, to: v.chord, kind: .round)
            } else {
                join(at: v.point, from: end, to: StrokePieces.effective(v.tangentOut, chord: v.chord),
                     kind: style.lineJoin)
            }
            previous = v
        }
        if let last = previous {
            cap(at: last.point, outward: StrokePieces.effective(last.tangentIn, chord: last.chord))
        }
    }

    /// Strokes the whole closed `sub`: every segment, the closing one
    /// included, and a join at every vertex, the first included.
    private mutating func strokeClosed(_ flat: FlattenedPath, _ sub: FlattenedPath.Subpath) {
        let n = sub.segmentCount, first = sub.range.lowerBound
        var incoming = flat.segment(n - 1, of: sub).direction
        for j in 0..<n {
            let s = flat.segment(j, of: sub)
            let chord = s.direction
            let i = first + j, next = j + 1 < n ? i + 1 : first
            let start = StrokePieces.effective(s.startTangent, chord: chord)
            if flat.isSmooth[i] {
                join(at: s.start, from: incoming, to: chord, kind: .round)
            } else {
                join(at: s.start, from: StrokePieces.effective(flat.tangentsIn[i], chord: incoming),
                     to: start, kind: style.lineJoin)
            }
            let end = StrokePieces.effective(s.endTangent, chord: chord)
            band(s.start, s.end, chord: chord, start: start, end: end,
                 smoothStart: flat.isSmooth[i], smoothEnd: flat.isSmooth[next])
            incoming = chord
        }
    }
}
