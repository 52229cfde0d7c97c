import Geometry

/// Where the stroke walk (`walk(_:from:to:)`) sends its pieces:
/// `StrokePieces` just builds them (`Stroker.outline`); `TrimmableWalk`
/// also records which polygons each band, join, cap and dot made, so the
/// untrimmed outline can be trimmed later without stroking again. One walk
/// for both keeps their polygons equal, in the same order.
protocol StrokeSink {
    var style: StrokeStyle { get }
    /// Builds one piece of `kind` covering the center line's arc lengths
    /// `from…to` (path units from the path's start; equal for joins, caps
    /// and dots).
    mutating func piece(_ kind: TrimmableOutline.Kind, from: Double, to: Double,
                        _ build: (inout StrokePieces) -> Void)
    /// A stretch of center line stroked in one go starts: an open run, a
    /// closed subpath or a dash, of `flat.subpaths[subpath]`.
    mutating func beginRun(_ from: Double, _ to: Double, closed: Bool, subpath: Int)
    mutating func endRun()
}

extension StrokePieces: StrokeSink {
    mutating func piece(_ kind: TrimmableOutline.Kind, from: Double, to: Double,
                        _ build: (inout StrokePieces) -> Void) {
        build(&self)
    }

    mutating func beginRun(_ from: Double, _ to: Double, closed: Bool, subpath: Int) {}
    mutating func endRun() {}
}

extension StrokeSink {
    /// Strokes the part of `flat` between arc lengths `lo` ≤ `hi`
    /// (absolute, from the path's start): dots for zero-length subpaths
    /// and dashes, open runs with caps, closed subpaths drawn whole with a
    /// join at their start.
    mutating func walk(_ flat: FlattenedPath, from lo: Double, to hi: Double) {
        let dashes = DashPattern(style, totalLength: flat.length)
        for (k, sub) in flat.subpaths.enumerated() {
            if sub.segmentCount == 0 {
                if sub.startLength >= lo && sub.startLength <= hi {
                    dot(sub.startLength, k, at: flat.points[sub.range.lowerBound], direction: Point(1, 0))
                }
            } else if let dashes {
                dashes.forEachDash(length: sub.length) { a, b in
                    let a = a + sub.startLength, b = b + sub.startLength
                    if a == b {
                        guard a >= lo && a <= hi else { return }
                        let segment = flat.segment(flat.segmentIndex(startingAtOrBefore: a, in: sub), of: sub)
                        dot(a, k, at: segment.point(at: a), direction: segment.tangent(at: a))
                    } else {
                        let from = max(a, lo), to = min(b, hi)
                        if from < to { walkOpen(flat, sub, k, from: from, to: to) }
                    }
                }
            } else if sub.isClosed && lo <= sub.startLength && hi >= sub.endLength {
                walkClosed(flat, sub, k)
            } else {
                let from = max(lo, sub.startLength), to = min(hi, sub.endLength)
                if from < to { walkOpen(flat, sub, k, from: from, to: to) }
            }
        }
    }

    /// A dot at arc length `arc`, a run of its own.
    private mutating func dot(_ arc: Double, _ k: Int, at p: Point, direction d: Point) {
        beginRun(arc, arc, closed: false, subpath: k)
        piece(.dot, from: arc, to: arc) { $0.dot(at: p, direction: d) }
        endRun()
    }

    /// Strokes subpath `k` (`sub`) between arc lengths `a` < `b` as an open
    /// polyline: caps at both ends, joins between. With `only`, builds just
    /// the pieces whose vertex passes it: given the vertex index (0 at `a`,
    /// then the path's vertices, the last at `b`) and the last index, where
    /// the cap at `a` has index 0, a band and the join after it the index
    /// of the vertex they end at, and the cap at `b` the last index.
    mutating func walkOpen(_ flat: FlattenedPath, _ sub: FlattenedPath.Subpath, _ k: Int,
                           from a: Double, to b: Double, only: ((Int, Int) -> Bool)? = nil) {
        beginRun(a, b, closed: false, subpath: k)
        let ja = flat.segmentIndex(startingAtOrBefore: a, in: sub)
        let jb = max(ja, flat.segmentIndex(endingAtOrAfter: b, in: sub))
        var previous: (vertex: FlattenedPath.Vertex, arc: Double)?
        var index = 0
        let last = jb - ja + 1
        flat.forEachVertex(of: sub, from: a, to: b) { v in
            // forEachVertex calls with the point at a, the vertices of
            // segments ja + 1 … jb, then the point at b.
            let arc = index == 0 ? a : index == last ? b : flat.arcLengths[sub.range.lowerBound + ja + index]
            let builds = only?(index, last) ?? true
            index += 1
            guard let (p, pArc) = previous else {
                if builds {
                    piece(.startCap, from: arc, to: arc) {
                        $0.cap(at: v.point, outward: -StrokePieces.effective(v.tangentOut, chord: v.chord))
                    }
                }
                previous = (v, arc)
                return
            }
            previous = (v, arc)
            guard builds else { return }
            // The chord from p to v is p.chord; v.chord leaves v (at the
            // piece's end it is p.chord again, so the join there is empty).
            let start = StrokePieces.effective(p.tangentOut, chord: p.chord)
            let end = StrokePieces.effective(v.tangentIn, chord: p.chord)
            piece(.band, from: pArc, to: arc) {
                $0.band(p.point, v.point, chord: p.chord, start: start, end: end,
                        smoothStart: p.isSmooth, smoothEnd: v.isSmooth)
            }
            piece(.join, from: arc, to: arc) {
                if v.isSmooth {
                    $0.join(at: v.point, from: p.chord, to: v.chord, kind: .round)
                } else {
                    $0.join(at: v.point, from: end, to: StrokePieces.effective(v.tangentOut, chord: v.chord),
                            kind: $0.style.lineJoin)
                }
            }
        }
        if let (end, arc) = previous, only?(last, last) ?? true {
            piece(.endCap, from: arc, to: arc) {
                $0.cap(at: end.point, outward: StrokePieces.effective(end.tangentIn, chord: end.chord))
            }
        }
        endRun()
    }

    /// Strokes the whole closed subpath `k` (`sub`): every segment, the
    /// closing one included, and a join at every vertex, the first included.
    private mutating func walkClosed(_ flat: FlattenedPath, _ sub: FlattenedPath.Subpath, _ k: Int) {
        beginRun(sub.startLength, sub.endLength, closed: true, subpath: k)
        let n = sub.segmentCount, first = sub.range.lowerBound
        var incoming = flat.segment(n - 1, of: sub).direction
        for j in 0..<n {
            let s = flat.segment(j, of: sub)
            let chord = s.direction
            let i = first + j, next = j + 1 < n ? i + 1 : first
            let start = StrokePieces.effective(s.startTangent, chord: chord)
            let arriving = incoming
            piece(.join, from: s.startLength, to: s.startLength) {
                if flat.isSmooth[i] {
                    $0.join(at: s.start, from: arriving, to: chord, kind: .round)
                } else {
                    $0.join(at: s.start, from: StrokePieces.effective(flat.tangentsIn[i], chord: arriving),
                            to: start, kind: $0.style.lineJoin)
                }
            }
            let end = StrokePieces.effective(s.endTangent, chord: chord)
            piece(.band, from: s.startLength, to: s.endLength) {
                $0.band(s.start, s.end, chord: chord, start: start, end: end,
                        smoothStart: flat.isSmooth[i], smoothEnd: flat.isSmooth[next])
            }
            incoming = chord
        }
        endRun()
    }
}
