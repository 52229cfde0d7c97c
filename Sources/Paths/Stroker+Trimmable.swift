import Geometry

extension Stroker {
    /// The whole outline of `path` stroked with `style`: the polygons
    /// `outline(of:style:tolerance:)` gives the untrimmed stroke, in order,
    /// with vertices added where another piece's vertex lies on an edge
    /// (see `TJunctionRepair`), and every piece tagged by the arc lengths it covers, so that
    /// `TrimmableOutline.trimmed(strokeStart:strokeEnd:)` can trim it
    /// without stroking again (package API, for the GPU backend).
    /// - Parameter tolerance: flattening tolerance, path units.
    package static func trimmableOutline(of path: Path, style: StrokeStyle, tolerance: Double) -> TrimmableOutline {
        let flat = Flattener.flatten(path, tolerance: tolerance)
        var walk = TrimmableWalk(flat: flat, style: style, tolerance: tolerance)
        if style.lineWidth > 0, style.lineWidth.isFinite { walk.strokeAll() }
        return walk.finish()
    }
}

/// Walks a flattened path the way `StrokePieces.stroke(_:from:to:)` does
/// for the untrimmed stroke, calling the same piece builders in the same
/// order, and records which polygons each band, join, cap and dot made.
/// (GPURasterTests hold its polygons equal to `Stroker.outline`'s.)
struct TrimmableWalk {
    var pieces: StrokePieces
    var outline: TrimmableOutline
    let flat: FlattenedPath
    private var run = 0

    init(flat: FlattenedPath, style: StrokeStyle, tolerance: Double) {
        self.flat = flat
        pieces = StrokePieces(style: style, tolerance: tolerance)
        outline = TrimmableOutline(flat: flat, style: style, tolerance: tolerance)
    }

    /// The outline walked so far, T-junctions repaired, also against
    /// `neighbours` (vertices of pieces drawn with it).
    mutating func finish(repairingWith neighbours: [Point] = []) -> TrimmableOutline {
        (outline.points, outline.polygonEnds) = TJunctionRepair.repair(
            points: pieces.builder.points, ends: pieces.builder.polygonEnds, cellSize: pieces.style.lineWidth,
            neighbours: neighbours)
        return outline
    }

    mutating func strokeAll() {
        // A local copy (shared storage): closures below mutate self.
        let flat = self.flat
        let dashes = DashPattern(pieces.style, totalLength: flat.length)
        for (k, sub) in flat.subpaths.enumerated() {
            if sub.segmentCount == 0 {
                beginRun(sub.startLength, sub.startLength, closed: false, subpath: k)
                record(.dot, sub.startLength) { $0.dot(at: flat.points[sub.range.lowerBound], direction: Point(1, 0)) }
                endRun()
            } else if let dashes {
                dashes.forEachDash(length: sub.length) { a, b in
                    let a = a + sub.startLength, b = b + sub.startLength
                    if a == b {
                        let segment = flat.segment(flat.segmentIndex(startingAtOrBefore: a, in: sub), of: sub)
                        beginRun(a, a, closed: false, subpath: k)
                        record(.dot, a) { $0.dot(at: segment.point(at: a), direction: segment.tangent(at: a)) }
                        endRun()
                    } else {
                        strokeOpen(sub, k, from: a, to: b)
                    }
                }
            } else if sub.isClosed {
                strokeClosed(sub, k)
            } else if sub.startLength < sub.endLength {
                strokeOpen(sub, k, from: sub.startLength, to: sub.endLength)
            }
        }
    }

    /// `StrokePieces.strokeOpen`, tagged. With `only`, builds just the
    /// pieces whose vertex passes it: given the vertex index (0 at `a`,
    /// then the path's vertices, the last at `b`) and the last index, where
    /// the cap at `a` has index 0, a band and the join after it the index
    /// of the vertex they end at, and the cap at `b` the last index.
    mutating func strokeOpen(_ sub: FlattenedPath.Subpath, _ k: Int, from a: Double, to b: Double,
                             only: ((Int, Int) -> Bool)? = nil) {
        beginRun(a, b, closed: false, subpath: k)
        let flat = self.flat
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
                    record(.startCap, arc) { $0.cap(at: v.point, outward: -StrokePieces.effective(v.tangentOut, chord: v.chord)) }
                }
                previous = (v, arc)
                return
            }
            previous = (v, arc)
            guard builds else { return }
            let start = StrokePieces.effective(p.tangentOut, chord: p.chord)
            let end = StrokePieces.effective(v.tangentIn, chord: p.chord)
            band(p.point, v.point, chord: p.chord, start: start, end: end, smoothStart: p.isSmooth,
                 smoothEnd: v.isSmooth, from: pArc, to: arc)
            record(.join, arc) {
                if v.isSmooth {
                    $0.join(at: v.point, from: p.chord, to: v.chord, kind: .round)
                } else {
                    $0.join(at: v.point, from: end, to: StrokePieces.effective(v.tangentOut, chord: v.chord),
                            kind: $0.style.lineJoin)
                }
            }
        }
        if let (end, arc) = previous, only?(last, last) ?? true {
            record(.endCap, arc) { $0.cap(at: end.point, outward: StrokePieces.effective(end.tangentIn, chord: end.chord)) }
        }
        endRun()
    }

    /// `StrokePieces.strokeClosed`, tagged.
    private mutating func strokeClosed(_ sub: FlattenedPath.Subpath, _ k: Int) {
        beginRun(sub.startLength, sub.endLength, closed: true, subpath: k)
        let flat = self.flat
        let n = sub.segmentCount, first = sub.range.lowerBound
        var incoming = flat.segment(n - 1, of: sub).direction
        for j in 0..<n {
            let s = flat.segment(j, of: sub)
            let chord = s.direction
            let i = first + j, next = j + 1 < n ? i + 1 : first
            let start = StrokePieces.effective(s.startTangent, chord: chord)
            record(.join, s.startLength) {
                if flat.isSmooth[i] {
                    $0.join(at: s.start, from: incoming, to: chord, kind: .round)
                } else {
                    $0.join(at: s.start, from: StrokePieces.effective(flat.tangentsIn[i], chord: incoming),
                            to: start, kind: $0.style.lineJoin)
                }
            }
            let end = StrokePieces.effective(s.endTangent, chord: chord)
            band(s.start, s.end, chord: chord, start: start, end: end, smoothStart: flat.isSmooth[i],
                 smoothEnd: flat.isSmooth[next], from: s.startLength, to: s.endLength)
            incoming = chord
        }
        endRun()
    }

    /// `StrokePieces.band`, tagged.
    private mutating func band(_ p: Point, _ q: Point, chord c: Point, start t0: Point, end t1: Point,
                               smoothStart: Bool, smoothEnd: Bool, from: Double, to: Double) {
        let first = pieces.builder.polygonEnds.count
        pieces.band(p, q, chord: c, start: t0, end: t1, smoothStart: smoothStart, smoothEnd: smoothEnd)
        add(.band, from: from, to: to, after: first)
    }

    /// Runs `build` on the pieces and records what it made as one piece.
    private mutating func record(_ kind: TrimmableOutline.Kind, _ arc: Double, _ build: (inout StrokePieces) -> Void) {
        let first = pieces.builder.polygonEnds.count
        build(&pieces)
        add(kind, from: arc, to: arc, after: first)
    }

    private mutating func add(_ kind: TrimmableOutline.Kind, from: Double, to: Double, after first: Int) {
        let end = pieces.builder.polygonEnds.count
        guard end > first else { return }
        outline.pieces.append(.init(kind: kind, from: from, to: to, polygons: first..<end))
    }

    private mutating func beginRun(_ from: Double, _ to: Double, closed: Bool, subpath: Int) {
        run = outline.pieces.count
        outline.runs.append(.init(from: from, to: to, isClosed: closed, subpath: subpath, pieces: run..<run))
    }

    private mutating func endRun() {
        outline.runs[outline.runs.count - 1].pieces = run..<outline.pieces.count
    }
}
