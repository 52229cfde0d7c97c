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
    /// path's unit tangent there (the true curve's, interpolated between
    /// vertices; `.zero` on a zero-length subpath). `distance` is clamped to 0…length; where subpaths or
    /// segments meet, the one that starts there wins (a forward walk).
    /// Nil for a path with no contours or a NaN distance.
    public func position(atLength distance: Double) -> (point: Point, tangent: Point)? {
        guard !distance.isNaN, let first = flat.subpaths.first else { return nil }
        let d = min(max(distance, 0), length)
        var sub = first
        for candidate in flat.subpaths where candidate.startLength <= d { sub = candidate }
        guard sub.segmentCount > 0 else { return (flat.points[sub.range.lowerBound], .zero) }
        let segment = flat.segment(flat.segmentIndex(startingAtOrBefore: d, in: sub), of: sub)
        return (segment.point(at: d), segment.tangent(at: d))
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
            flat.forEachVertex(of: sub, from: a, to: b) { points.append($0.point) }
            result.append(Contour(points: points))
        }
        return result
    }
}

extension FlattenedPath {
    /// A vertex of a piece of a subpath, as a walk meets it.
    struct Vertex {
        var point: Point
        /// False at a corner, at the piece's two ends and at the vertices
        /// next to them: a stroke must end square to the true tangent, and
        /// a round join or chord-square band end that close to a cut would
        /// spill past its cap line.
        var isSmooth: Bool
        /// Unit direction of the chord leaving the vertex (arriving, for the
        /// piece's last vertex); from the whole segment, so a sliver cut
        /// from one still has its exact direction.
        var chord: Point
        /// The true curve's unit tangents arriving and leaving.
        var tangentIn: Point, tangentOut: Point
    }

    /// Walks the polyline of `sub` between arc lengths `a` < `b` (within
    /// the subpath), calling `body` with each vertex, the interpolated
    /// ends included.
    func forEachVertex(of sub: Subpath, from a: Double, to b: Double, _ body: (Vertex) -> Void) {
        let ja = segmentIndex(startingAtOrBefore: a, in: sub)
        let jb = max(ja, segmentIndex(endingAtOrAfter: b, in: sub))
        var segment = self.segment(ja, of: sub)
        let t = segment.tangent(at: a)
        body(Vertex(point: segment.point(at: a), isSmooth: false, chord: segment.direction,
                    tangentIn: t, tangentOut: t))
        var j = ja
        while j < jb {
            j += 1
            segment = self.segment(j, of: sub)
            let i = sub.range.lowerBound + j
            body(Vertex(point: segment.start, isSmooth: isSmooth[i] && j != ja + 1 && j != jb,
                        chord: segment.direction,
                        tangentIn: tangentsIn[i], tangentOut: tangentsOut[i]))
        }
        let u = segment.tangent(at: b)
        body(Vertex(point: segment.point(at: b), isSmooth: false, chord: segment.direction,
                    tangentIn: u, tangentOut: u))
    }
}
