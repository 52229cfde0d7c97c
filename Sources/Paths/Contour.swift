import Geometry

/// A flattened subpath: a polyline in path units (y down). A closed
/// contour does not repeat its first point at the end; its closing segment
/// is implied. A contour of one point is a zero-length subpath, kept
/// because round and square caps draw a dot there.
public struct Contour: Sendable, Hashable {
    /// The vertices in drawing order.
    public var points: [Point]
    /// True when a segment runs from the last point back to the first.
    public var isClosed: Bool

    /// A contour of the given vertices. Default `isClosed`: false.
    public init(points: [Point], isClosed: Bool = false) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The shoelace area enclosed by the polygon, in square path units,
    /// as a fill sees it (an open contour counts as closed). Positive when
    /// the contour runs clockwise on a y-down screen (right, then down, as
    /// `Path(rect:)`), negative when counterclockwise, zero for fewer than
    /// three points.
    public var signedArea: Double {
        guard points.count > 2 else { return 0 }
        var sum = 0.0
        var previous = points[points.count - 1]
        for p in points {
            sum += previous.cross(p)
            previous = p
        }
        return sum / 2
    }

    /// The polyline's length in path units, the closing segment included
    /// when closed.
    public var length: Double {
        guard points.count > 1 else { return 0 }
        var sum = 0.0
        for i in 1..<points.count { sum += points[i - 1].distance(to: points[i]) }
        if isClosed { sum += points[points.count - 1].distance(to: points[0]) }
        return sum
    }
}

extension Path {
    /// The path as polylines, one contour per subpath, in order.
    ///
    /// Properties:
    /// - every point of the true path lies within `tolerance` (path units)
    ///   of its contour; segment counts are chosen per curve from the
    ///   second-difference bound, not fixed;
    /// - vertices are the curve's own points (no vertex is off the curve);
    ///   consecutive vertices closer than `tolerance`/1000 merge;
    /// - a lone move makes no contour; a subpath whose segments all have
    ///   zero length makes a one-point contour (strokes draw caps there);
    /// - subpaths with non-finite coordinates are dropped; a curve never
    ///   becomes more than 16384 segments nor a path more than 4M points,
    ///   so no input can hang or exhaust memory (past those caps the
    ///   polyline is coarser than asked).
    /// A zero, negative or NaN tolerance means 1e-6.
    public func flattened(tolerance: Double) -> [Contour] {
        let flat = Flattener.flatten(self, tolerance: tolerance)
        return flat.subpaths.map(flat.contour)
    }

    /// The vertices of `applying(transform).clampingCoordinates(to:
    /// magnitude).flattened(tolerance:)`, one list per contour, the same
    /// bits, without making the two paths between or the tangents and join
    /// flags only strokes read: what a fill needs, and about half the work
    /// of the three steps (Sources/Benchmarks/README.md, "Figures behind
    /// the code").
    public func flattenedPoints(transform: AffineTransform, clampingTo magnitude: Double,
                                tolerance: Double) -> [[Point]] {
        let flat = Flattener.flatten(self, tolerance: tolerance, pointsOnly: true) { p in
            let q = transform.apply(p)
            guard q.isFinite else { return q }
            return Point(min(max(q.x, -magnitude), magnitude), min(max(q.y, -magnitude), magnitude))
        }
        return flat.subpaths.map { Array(flat.points[$0.range]) }
    }
}
