import Geometry

/// Arc-length queries over a flattened path: all subpaths in order, with
/// lengths cumulative across them and closing segments counted, as
/// `strokeStart`/`strokeEnd` measure. Lengths are in path units, measured
/// on the polyline flattened at `tolerance`, so they converge to the true
/// arc length from below as the tolerance shrinks.
public struct PathMeasure: Sendable {
    let flat: FlattenedPath

    /// Measures `path` flattened at `tolerance` path units (see
    /// `Path.flattened(tolerance:)`).
    public init(_ path: Path, tolerance: Double) {
        flat = Flattener.flatten(path, tolerance: tolerance)
    }

    /// Total length of all subpaths, closing segments included; 0 for an
    /// empty path.
    public var length: Double { flat.length }

    /// The point at arc length `distance` from the path's start and the
    /// unit tangent of the segment there (`.zero` on a zero-length
    /// subpath). `distance` is clamped to 0…length; where subpaths or
    /// segments meet, the one that starts there wins (a forward walk).
    /// Nil for a path with no contours or a NaN distance.
    public func position(atLength distance: Double) -> (point: Point, tangent: Point)? {
        guard !distance.isNaN, let first = flat.subpaths.first else { return nil }
        let d = min(max(distance, 0), length)
        var sub = first
        for candidate in flat.subpaths where candidate.startLength <= d { sub = candidate }
        guard sub.segmentCount > 0 else { return (flat.points[sub.range.lowerBound], .zero) }
        let segment = flat.segment(flat.segmentIndex(startingAtOrBefore: d, in: sub), of: sub)
        return (segment.point(at: d), segment.direction)
    }

    /// The parts of the path between arc lengths `from` and `to` (clamped
    /// to 0…length) as open polylines, in order: a closed subpath becomes
    /// an open one that ends where it started. Pieces of zero length are
    /// left out, except zero-length subpaths lying within the range. Empty
    /// when `from` ≥ `to` or either is NaN.
    public func contours(from: Double, to: Double) -> [Contour] {
        guard from < to else { return [] }
        let lo = max(from, 0), hi = min(to, length)
        var result: [Contour] = []
        for sub in flat.subpaths {
            if sub.segmentCount == 0 {
                if sub.startLength >= lo && sub.startLength <= hi {
                    result.append(Contour(points: [flat.points[sub.range.lowerBound]]))
                }
                continue
            }
            let a = max(lo, sub.startLength), b = min(hi, sub.endLength)
            guard a < b else { continue }
            var points: [Point] = []
            flat.forEachVertex(of: sub, from: a, to: b) { p, _, _ in points.append(p) }
            result.append(Contour(points: points))
        }
        return result
    }
}

extension FlattenedPath {
    /// Walks the polyline of `sub` between arc lengths `a` < `b` (within
    /// the subpath): `body` gets each vertex (the interpolated ends
    /// included), whether it is smooth (false at the two ends), and the
    /// unit direction of the segment that leaves it (for the last vertex,
    /// of the one that arrives). Directions come from the whole segments,
    /// so a sliver cut from one still has its exact direction.
    func forEachVertex(of sub: Subpath, from a: Double, to b: Double,
                       _ body: (Point, Bool, Point) -> Void) {
        let ja = segmentIndex(startingAtOrBefore: a, in: sub)
        let jb = max(ja, segmentIndex(endingAtOrAfter: b, in: sub))
        var segment = self.segment(ja, of: sub)
        body(segment.point(at: a), false, segment.direction)
        var j = ja
        while j < jb {
            j += 1
            segment = self.segment(j, of: sub)
            body(segment.start, isSmooth[sub.range.lowerBound + j], segment.direction)
        }
        body(segment.point(at: b), false, segment.direction)
    }
}
