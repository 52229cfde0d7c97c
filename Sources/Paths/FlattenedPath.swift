import Geometry

/// A path flattened to polylines in flat storage, with the arc length of
/// the center line at every vertex (internal; `Contour`, `PathMeasure` and
/// `Stroker` are views of it). One set of arrays for the whole path keeps
/// flattening allocation-light, and the per-vertex arc length is what a
/// GPU stroke needs to trim in the shader.
struct FlattenedPath {
    /// One subpath: vertices `points[range]`, in order. A closed subpath
    /// does not repeat its first vertex; its closing segment runs from the
    /// last vertex back to the first and ends at `endLength`.
    struct Subpath {
        var range: Range<Int>
        var isClosed: Bool
        /// Arc length from the path's start to the first vertex.
        var startLength: Double
        /// Arc length from the path's start to the subpath's end (after the
        /// closing segment when closed).
        var endLength: Double

        var length: Double { endLength - startLength }
        /// Number of segments, the closing one included.
        var segmentCount: Int { range.count - 1 + (isClosed && range.count > 1 ? 1 : 0) }
    }

    /// A straight piece of a subpath, with the true curve's unit tangents
    /// at its ends.
    struct Segment {
        var start: Point, end: Point
        var startLength: Double, endLength: Double
        var startTangent: Point, endTangent: Point
        /// The unit direction from start to end.
        var direction: Point { (end - start).normalized }

        /// Where arc length `s` falls, 0 at the start to 1 at the end.
        func fraction(at s: Double) -> Double {
            let span = endLength - startLength
            return span > 0 ? min(max((s - startLength) / span, 0), 1) : 0
        }

        /// The point at arc length `s` (clamped to the segment).
        func point(at s: Double) -> Point { start.lerp(to: end, fraction(at: s)) }

        /// The true curve's unit tangent at arc length `s`, interpolated
        /// between the end tangents (exact for lines, second-order close
        /// for a flattened curve); the chord direction where the tangents
        /// are unknown.
        func tangent(at s: Double) -> Point {
            let t = startTangent.lerp(to: endTangent, fraction(at: s)).normalized
            return t == .zero ? direction : t
        }
    }

    /// Vertices of all subpaths, in order.
    var points: [Point] = []
    /// Per vertex: true where the flattened curve only approximates a
    /// smooth curve (inside a curve, or where two segments meet with equal
    /// tangents), false at a true corner, which takes the stroke's join.
    var isSmooth: [Bool] = []
    /// Per vertex: arc length of the center line from the path's start.
    var arcLengths: [Double] = []
    /// Per vertex: the true curve's unit tangent arriving there (at a
    /// corner, the end tangent of the segment before; `.zero` if unknown).
    var tangentsIn: [Point] = []
    /// Per vertex: the true curve's unit tangent leaving there.
    var tangentsOut: [Point] = []
    var subpaths: [Subpath] = []

    /// Total arc length of all subpaths, closing segments included.
    var length: Double { subpaths.last?.endLength ?? 0 }

    /// Segment `j` (0 ..< segmentCount) of `sub`.
    func segment(_ j: Int, of sub: Subpath) -> Segment {
        let i = sub.range.lowerBound + j
        let next = i + 1 < sub.range.upperBound ? i + 1 : sub.range.lowerBound
        return Segment(start: points[i], end: points[next],
                       startLength: arcLengths[i], endLength: next > i ? arcLengths[next] : sub.endLength,
                       startTangent: tangentsOut[i], endTangent: tangentsIn[next])
    }

    /// The last segment of `sub` that starts at or before arc length `s`
    /// (the segment a forward walk is on at `s`). `sub` has segments.
    func segmentIndex(startingAtOrBefore s: Double, in sub: Subpath) -> Int {
        var lo = 0, hi = sub.segmentCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if arcLengths[sub.range.lowerBound + mid] <= s { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first segment of `sub` that ends at or after arc length `s`.
    func segmentIndex(endingAtOrAfter s: Double, in sub: Subpath) -> Int {
        var lo = 0, hi = sub.segmentCount - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if segment(mid, of: sub).endLength >= s { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The subpath's vertices as a contour.
    func contour(_ sub: Subpath) -> Contour {
        Contour(points: Array(points[sub.range]), isClosed: sub.isClosed)
    }
}
