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

/// The stroke walk (`StrokeSink.walk`) of the untrimmed stroke, recording
/// which polygons each band, join, cap and dot made. (GPURasterTests hold
/// its polygons equal to `Stroker.outline`'s.)
struct TrimmableWalk: StrokeSink {
    var pieces: StrokePieces
    var outline: TrimmableOutline
    let flat: FlattenedPath
    private var run = 0

    var style: StrokeStyle { pieces.style }

    init(flat: FlattenedPath, style: StrokeStyle, tolerance: Double) {
        self.flat = flat
        pieces = StrokePieces(style: style, tolerance: tolerance)
        outline = TrimmableOutline(flat: flat, style: style, tolerance: tolerance)
    }

    /// The outline walked so far, T-junctions repaired, also against
    /// `neighbors` (vertices of pieces drawn with it).
    mutating func finish(repairingWith neighbors: [Point] = []) -> TrimmableOutline {
        (outline.points, outline.polygonEnds) = TJunctionRepair.repair(
            points: pieces.builder.points, ends: pieces.builder.polygonEnds, cellSize: pieces.style.lineWidth,
            neighbors: neighbors)
        return outline
    }

    mutating func strokeAll() {
        walk(flat, from: 0, to: flat.length)
    }

    /// `walkOpen` of subpath `k` (see there for `only`).
    mutating func strokeOpen(_ sub: FlattenedPath.Subpath, _ k: Int, from a: Double, to b: Double,
                             only: ((Int, Int) -> Bool)? = nil) {
        walkOpen(flat, sub, k, from: a, to: b, only: only)
    }

    /// Runs `build` on the pieces and records what it made as one piece.
    mutating func piece(_ kind: TrimmableOutline.Kind, from: Double, to: Double,
                        _ build: (inout StrokePieces) -> Void) {
        let first = pieces.builder.polygonEnds.count
        build(&pieces)
        let end = pieces.builder.polygonEnds.count
        guard end > first else { return }
        outline.pieces.append(.init(kind: kind, from: from, to: to, polygons: first..<end))
    }

    mutating func beginRun(_ from: Double, _ to: Double, closed: Bool, subpath: Int) {
        run = outline.pieces.count
        outline.runs.append(.init(from: from, to: to, isClosed: closed, subpath: subpath, pieces: run..<run))
    }

    mutating func endRun() {
        outline.runs[outline.runs.count - 1].pieces = run..<outline.pieces.count
    }
}
