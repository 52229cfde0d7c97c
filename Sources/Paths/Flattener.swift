import Geometry

/// Turns a path into polylines within a distance tolerance (internal; see
/// `Path.flattened(tolerance:)` for the stated properties).
///
/// Segment counts come from the second-difference bound: a curve B on a
/// parameter step h deviates from its chord by at most h²/8 · max|B''|, and
/// |B''| is bounded by the control polygon's second differences (Wang's
/// formula), so n = ⌈√(max|B''| / (8 · tolerance))⌉ uniform steps suffice.
struct Flattener {
    /// Most segments one curve may become. With control points inside a
    /// 16384-unit box (the largest texture side GPUs support), Wang's bound
    /// asks for at most √(6 · 2·16384·√2 / (8 · tolerance)) segments, which
    /// stays under this cap for every tolerance ≥ 3e-4; past it the polyline
    /// is coarser than asked but the work stays bounded.
    static let maximumSegmentsPerCurve = 16_384
    /// Most vertices one path may become (64 MiB of points): a guard so no
    /// input can exhaust memory; curves past the budget become chords.
    static let maximumPoints = 1 << 22
    /// Stand-in for a zero, negative or NaN tolerance: far finer than any
    /// raster needs, and the caps above bound the work it can cause.
    static let finestTolerance = 1e-6
    /// Tangents closer than this (the sine of the angle between them, about
    /// 0.06°) count as continuous. A miter and a round join at that angle
    /// differ by lineWidth/2 · angle²/8 ≈ 6e-8 · lineWidth, far below any
    /// tolerance, so the choice is invisible; above it the corner is real.
    static let smoothSine = 1e-3

    /// Share of the tolerance given to merging near-duplicate vertices; the
    /// curves get the rest, so the total stays within the tolerance.
    private static let mergeShare = 1e-3
    /// Relative size below which a segment's direction is mostly rounding
    /// noise (coordinates carry ~1e-16 relative error, so a segment this
    /// long still has its direction to ~1e-7 rad): shorter ones merge.
    private static let mergeRelative = 1e-9

    private let curveTolerance: Double
    private let maximumMerge: Double
    /// Only the vertices are wanted (a fill's polygons): the tangents and
    /// join flags, which only strokes read, are not worked out. The
    /// vertices and subpaths are the same either way.
    private let pointsOnly: Bool
    private var out = FlattenedPath()

    private var start = Point.zero, current = Point.zero
    private var hasCurrent = false, isValid = true
    /// True while the subpath is the implicit one a close leaves behind:
    /// it exists only once a segment is added to it.
    private var isAfterClose = false
    private var subStart = 0, subStartLength = 0.0
    private var firstTangent = Point.zero, lastTangent = Point.zero
    private var length = 0.0

    private init(tolerance: Double, pointsOnly: Bool) {
        let t = tolerance > 0 ? tolerance : Flattener.finestTolerance
        curveTolerance = t * (1 - Flattener.mergeShare)
        maximumMerge = t * Flattener.mergeShare
        self.pointsOnly = pointsOnly
    }

    /// Flattens `path`; subpaths with non-finite coordinates or length are
    /// dropped, lone moves make nothing, and a subpath whose segments all
    /// have zero length becomes a single vertex.
    static func flatten(_ path: Path, tolerance: Double) -> FlattenedPath {
        flatten(path, tolerance: tolerance, pointsOnly: false, map: nil)
    }

    /// `flatten(_:tolerance:)` of the path with every point mapped by `map`
    /// first (the same bits as flattening the mapped path, without making
    /// it); with `pointsOnly`, only `points`, `arcLengths` and `subpaths`
    /// are filled in.
    static func flatten(_ path: Path, tolerance: Double, pointsOnly: Bool,
                        map: ((Point) -> Point)?) -> FlattenedPath {
        var f = Flattener(tolerance: tolerance, pointsOnly: pointsOnly)
        f.out.points.reserveCapacity(path.elements.count * 2)
        if pointsOnly { f.out.arcLengths.reserveCapacity(path.elements.count * 2) }
        func m(_ p: Point) -> Point { map.map { $0(p) } ?? p }
        for element in path.elements {
            switch element {
            case .move(let p):
                f.finish(closed: false)
                f.begin(at: m(p))
            case .line(let p):
                let p = m(p)
                f.addCurve(p, p, p, segments: 1)
            case .quad(let c, let p):
                let c = m(c), p = m(p)
                f.addCurve(f.current.lerp(to: c, 2.0 / 3.0), p.lerp(to: c, 2.0 / 3.0), p,
                           segments: f.quadSegments(f.current, c, p))
            case .cubic(let c1, let c2, let p):
                let c1 = m(c1), c2 = m(c2), p = m(p)
                f.addCurve(c1, c2, p, segments: f.cubicSegments(f.current, c1, c2, p))
            case .close:
                if f.hasCurrent {
                    f.finish(closed: true)
                    f.begin(at: f.start)
                    f.isAfterClose = true
                }
            }
        }
        f.finish(closed: false)
        return f.out
    }

    // MARK: Segment counts

    private func count(forSecondDifference dd: Double, factor: Double) -> Int {
        guard dd > 0 else { return 1 }
        let n = (dd * factor / curveTolerance).squareRoot().rounded(.up)
        let budget = max(1, Flattener.maximumPoints - out.points.count)
        guard n < Double(Flattener.maximumSegmentsPerCurve) else { return min(Flattener.maximumSegmentsPerCurve, budget) }
        return max(1, min(Int(n), budget))
    }

    /// Quadratic: B'' = 2(p0 − 2c + p1), so n² ≥ 2|dd| / (8 tol).
    private func quadSegments(_ p0: Point, _ c: Point, _ p1: Point) -> Int {
        count(forSecondDifference: (p0 - 2 * c + p1).length, factor: 0.25)
    }

    /// Cubic: |B''| ≤ 6 max(|p0 − 2c1 + c2|, |c1 − 2c2 + p1|), so
    /// n² ≥ 6 max / (8 tol).
    private func cubicSegments(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> Int {
        let dd = max((p0 - 2 * c1 + c2).length, (c1 - 2 * c2 + p1).length)
        return count(forSecondDifference: dd, factor: 0.75)
    }

    // MARK: Subpaths

    private mutating func begin(at p: Point) {
        start = p; current = p
        hasCurrent = true; isValid = p.isFinite; isAfterClose = false
        subStart = out.points.count; subStartLength = length
        firstTangent = .zero; lastTangent = .zero
    }

    /// Adds a segment from the current point, given as a cubic (lines and
    /// quadratics are passed degree-elevated), sampled at `segments`
    /// uniform parameter steps.
    private mutating func addCurve(_ c1: Point, _ c2: Point, _ p1: Point, segments n: Int) {
        if !hasCurrent { begin(at: .zero) }
        let p0 = current
        current = p1
        guard isValid else { return }
        guard c1.isFinite, c2.isFinite, p1.isFinite else { isValid = false; return }
        if pointsOnly { return addPoints(p0, c1, c2, p1, segments: n) }
        let t0 = Bezier.startTangent(p0, c1, c2, p1), t1 = Bezier.endTangent(p0, c1, c2, p1)
        let unit0 = t0.normalized, unit1 = t1.normalized
        if out.points.count == subStart { append(p0, smooth: false, tangent: unit0) }
        let before = out.points.count
        if n > 1 {
            let step = 1 / Double(n)
            for i in 1..<n {
                let t = Double(i) * step
                append(Bezier.cubic(p0, c1, c2, p1, t), smooth: true,
                       tangent: Bezier.cubicDerivative(p0, c1, c2, p1, t).normalized)
            }
        }
        append(p1, smooth: false, tangent: unit1)
        guard out.points.count > before else { return }
        out.tangentsOut[before - 1] = unit0
        if firstTangent == .zero {
            firstTangent = t0
        } else {
            out.isSmooth[before - 1] = Flattener.isContinuous(lastTangent, t0)
        }
        lastTangent = t1
    }

    /// `addCurve`'s vertices alone, for `pointsOnly`.
    private mutating func addPoints(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, segments n: Int) {
        if out.points.count == subStart { appendPoint(p0) }
        if n > 1 {
            let step = 1 / Double(n)
            for i in 1..<n { appendPoint(Bezier.cubic(p0, c1, c2, p1, Double(i) * step)) }
        }
        appendPoint(p1)
    }

    /// Appends a vertex and its arc length, unless it lies within the
    /// merge distance of the previous vertex; whether it did. Alone for
    /// `pointsOnly`, else through `append`.
    @discardableResult
    private mutating func appendPoint(_ p: Point) -> Bool {
        guard p.isFinite else { isValid = false; return false }
        if out.points.count > subStart, let last = out.points.last {
            let d = p.distance(to: last)
            let merge = min(maximumMerge, Flattener.mergeRelative * (1 + abs(p.x) + abs(p.y)))
            if d <= merge { return false }
            length += d
        }
        out.points.append(p)
        out.arcLengths.append(length)
        return true
    }

    /// Appends a vertex with the curve's unit tangent there (arriving and
    /// leaving alike until a following segment says otherwise), unless it
    /// lies within the merge distance of the previous vertex.
    private mutating func append(_ p: Point, smooth: Bool, tangent: Point) {
        guard appendPoint(p) else { return }
        out.isSmooth.append(smooth)
        out.tangentsIn.append(tangent)
        out.tangentsOut.append(tangent)
    }

    private mutating func finish(closed: Bool) {
        defer { hasCurrent = false }
        guard hasCurrent else { return }
        if closed, isValid, !isAfterClose, out.points.count == subStart {
            if pointsOnly { appendPoint(start) } else { append(start, smooth: false, tangent: .zero) }
        }
        let count = out.points.count - subStart
        guard count > 0 else { return }
        var end = length
        if closed && count > 1 {
            closeLoop(&end)
        }
        guard isValid, end.isFinite else {
            out.points.removeSubrange(subStart...)
            out.arcLengths.removeSubrange(subStart...)
            if !pointsOnly {
                out.isSmooth.removeSubrange(subStart...)
                out.tangentsIn.removeSubrange(subStart...)
                out.tangentsOut.removeSubrange(subStart...)
            }
            length = subStartLength
            return
        }
        length = end
        out.subpaths.append(.init(range: subStart..<out.points.count, isClosed: closed,
                                  startLength: subStartLength, endLength: end))
    }

    /// Sets the join flags of a closed loop and its end length: the last
    /// vertex is dropped when it repeats the first, else a closing segment
    /// runs back to the first vertex.
    private mutating func closeLoop(_ end: inout Double) {
        let first = out.points[subStart]
        var last = out.points[out.points.count - 1]
        let merge = min(maximumMerge, Flattener.mergeRelative * (1 + abs(first.x) + abs(first.y)))
        if pointsOnly {
            if last.distance(to: first) <= merge && out.points.count - subStart > 2 {
                out.points.removeLast(); out.arcLengths.removeLast()
                last = out.points[out.points.count - 1]
                end = out.arcLengths[out.points.count - 1] + last.distance(to: first)
            } else {
                end = length + (first - last).length
            }
            return
        }
        if last.distance(to: first) <= merge && out.points.count - subStart > 2 {
            // The first vertex takes over the dropped one's arriving tangent.
            out.tangentsIn[subStart] = out.tangentsIn.removeLast()
            out.points.removeLast(); out.isSmooth.removeLast(); out.arcLengths.removeLast()
            out.tangentsOut.removeLast()
            last = out.points[out.points.count - 1]
            end = out.arcLengths[out.points.count - 1] + last.distance(to: first)
            out.isSmooth[subStart] = Flattener.isContinuous(lastTangent, firstTangent)
        } else {
            let closing = first - last
            end = length + closing.length
            out.isSmooth[out.points.count - 1] = Flattener.isContinuous(lastTangent, closing)
            out.isSmooth[subStart] = Flattener.isContinuous(closing, firstTangent)
            out.tangentsOut[out.points.count - 1] = closing.normalized
            out.tangentsIn[subStart] = closing.normalized
        }
    }

    /// True when direction `b` continues direction `a` without a corner.
    static func isContinuous(_ a: Point, _ b: Point) -> Bool {
        let d = a.dot(b)
        return d > 0 && abs(a.cross(b)) <= smoothSine * (a.length * b.length)
    }
}
