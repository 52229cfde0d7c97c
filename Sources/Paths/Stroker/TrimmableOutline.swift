import Geometry

/// A stroke's whole, untrimmed outline whose pieces remember the stretch of
/// center line they cover, so that any `strokeStart…strokeEnd` can be drawn
/// from it without stroking again (package API, for the GPU backend, which
/// tessellates a stroke once and trims it per frame).
///
/// The polygons are `Stroker.outline`'s for the untrimmed stroke, in the
/// same order, with T-junctions split (`TJunctionRepair`).
/// `trimmed(strokeStart:strokeEnd:)` keeps the pieces the trimmed stroke
/// shares with them and builds only the few next to each cut.
package struct TrimmableOutline: Sendable {
    /// What a piece of the outline is.
    enum Kind: Sendable {
        /// The band of one segment (or of the part of one a dash covers).
        case band
        /// The wedge at a vertex between two bands.
        case join
        /// The cap at the start or the end of an open run.
        case startCap, endCap
        /// The dot of a zero-length subpath or dash.
        case dot
    }

    /// The polygons of one band, join, cap or dot, consecutive.
    struct Piece: Sendable {
        var kind: Kind
        /// Arc lengths (path units, from the path's start) of the center
        /// line the piece covers; equal for joins, caps and dots.
        var from: Double, to: Double
        /// Polygon indices.
        var polygons: Range<Int>
    }

    /// A stretch of center line stroked in one go: an open subpath, a
    /// closed one, or a dash, with its pieces (consecutive, in arc order).
    struct Run: Sendable {
        var from: Double, to: Double
        var isClosed: Bool
        /// Index into `flat.subpaths`.
        var subpath: Int
        var pieces: Range<Int>
    }

    /// Vertices of all polygons in path units, in order.
    package internal(set) var points: [Point] = []
    /// The end index (exclusive) in `points` of each polygon; every polygon
    /// is positively oriented (clockwise, y down), so the nonzero fill of
    /// any subset is the union of its polygons.
    package internal(set) var polygonEnds: [Int] = []
    var pieces: [Piece] = []
    var runs: [Run] = []
    let flat: FlattenedPath
    let style: StrokeStyle
    /// Flattening tolerance of the outline, path units.
    let tolerance: Double

    init(flat: FlattenedPath, style: StrokeStyle, tolerance: Double) {
        self.flat = flat
        self.style = style
        self.tolerance = tolerance
    }

    /// Number of polygons.
    package var polygonCount: Int { polygonEnds.count }

    /// The vertices of polygon `k`.
    package func polygon(_ k: Int) -> ArraySlice<Point> {
        points[(k == 0 ? 0 : polygonEnds[k - 1])..<polygonEnds[k]]
    }
}

/// The outline of a trimmed stroke, as `TrimmableOutline.trimmed` gives it.
package struct TrimmedOutline: Sendable, Equatable {
    /// Polygon index ranges of the untrimmed outline that are drawn whole:
    /// ascending, disjoint and not adjacent (adjacent ones are merged).
    package var polygons: [Range<Int>] = []
    /// The rest of the trimmed stroke: the pieces the cuts go through,
    /// clipped, and the caps at the cuts, as closed positively oriented
    /// contours in path units.
    package var extra: [Contour] = []

    /// A trimmed outline of the given parts. Default: nothing.
    package init(polygons: [Range<Int>] = [], extra: [Contour] = []) {
        self.polygons = polygons
        self.extra = extra
    }

    /// Adds `range`, merging it with the last range when they touch.
    mutating func keep(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if let last = polygons.last, last.upperBound == range.lowerBound {
            polygons[polygons.count - 1] = last.lowerBound..<range.upperBound
        } else {
            polygons.append(range)
        }
    }
}
