import Geometry
import Paths

/// A path cut to a trimmed range as geometry (for fills, which
/// `strokeStart`/`strokeEnd` do not trim), as ThorVG trims a shape's
/// path: its segments as cubics, measured along their arc length.
struct LottieTrimmedPath {
    /// One segment: a cubic from `p0` (a line has its control points on
    /// itself, a third of the way from each end).
    struct Segment {
        var p0, p1, p2, p3: Point
        /// Arc length, path units.
        var length: Double

        /// Chords a segment is measured and cut with: 32 keeps the length
        /// within 0.1 % for curves up to a quarter circle.
        static let chords = 32

        init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
            (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
            length = 0
            var previous = p0
            for i in 1...Self.chords {
                let q = point(at: Double(i) / Double(Self.chords))
                length += ((q.x - previous.x) * (q.x - previous.x) + (q.y - previous.y) * (q.y - previous.y)).squareRoot()
                previous = q
            }
        }

        func point(at t: Double) -> Point {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }

        /// The parameter at arc length `distance` from `p0` (chord-wise).
        func parameter(atLength distance: Double) -> Double {
            guard length > 0 else { return 0 }
            var walked = 0.0, previous = p0
            for i in 1...Self.chords {
                let t = Double(i) / Double(Self.chords), q = point(at: t)
                let chord = ((q.x - previous.x) * (q.x - previous.x) + (q.y - previous.y) * (q.y - previous.y)).squareRoot()
                if walked + chord >= distance {
                    let f = chord > 0 ? (distance - walked) / chord : 0
                    return (Double(i - 1) + f) / Double(Self.chords)
                }
                walked += chord
                previous = q
            }
            return 1
        }

        /// The part between parameters `t0` < `t1` (de Casteljau), as a
        /// cubic element after a move to its start.
        func part(_ t0: Double, _ t1: Double) -> (start: Point, element: PathElement) {
            func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
            func split(_ s: Segment, _ t: Double) -> (Point, Point, Point, Point, Point, Point, Point) {
                let ab = lerp(s.p0, s.p1, t), bc = lerp(s.p1, s.p2, t), cd = lerp(s.p2, s.p3, t)
                let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t), m = lerp(abc, bcd, t)
                return (s.p0, ab, abc, m, bcd, cd, s.p3)
            }
            var s = self
            if t1 < 1 {
                let k = split(s, t1)
                s = Segment(uncheckedCubic: k.0, k.1, k.2, k.3)
            }
            let from = t1 > 0 ? t0 / t1 : 0
            if from > 0 {
                let k = split(s, from)
                s = Segment(uncheckedCubic: k.3, k.4, k.5, k.6)
            }
            return (s.p0, .cubic(s.p1, s.p2, s.p3))
        }

        /// A cubic without measuring it (a piece being cut).
        private init(uncheckedCubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
            (self.p0, self.p1, self.p2, self.p3, length) = (p0, p1, p2, p3, 0)
        }
    }

    /// Subpaths as segments; a closed subpath's closing segment included.
    var subpaths: [(segments: [Segment], closed: Bool)] = []

    init(_ path: Path) {
        var current: [Segment] = [], start = Point.zero, pen = Point.zero
        func line(to p: Point) {
            current.append(Segment(pen, Point(pen.x + (p.x - pen.x) / 3, pen.y + (p.y - pen.y) / 3),
                                   Point(pen.x + (p.x - pen.x) * 2 / 3, pen.y + (p.y - pen.y) * 2 / 3), p))
            pen = p
        }
        func finish(closed: Bool) {
            if !current.isEmpty { subpaths.append((current, closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                (start, pen) = (p, p)
            case .line(let p): line(to: p)
            case .quad(let c, let p):
                current.append(Segment(pen, Point(pen.x + (c.x - pen.x) * 2 / 3, pen.y + (c.y - pen.y) * 2 / 3),
                                       Point(p.x + (c.x - p.x) * 2 / 3, p.y + (c.y - p.y) * 2 / 3), p))
                pen = p
            case .cubic(let c1, let c2, let p):
                current.append(Segment(pen, c1, c2, p))
                pen = p
            case .close:
                if pen != start { line(to: start) }
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
    }

    /// The path trimmed by `chain` at `frame`: each subpath by the same
    /// fractions of its own length (`individually` false, ThorVG's
    /// "simultaneous") or all of them as one sequence; a range that wraps
    /// past a closed subpath's end continues from its start without a
    /// break. Empty when the range is.
    func trimmed(by chain: [LottieTrim], atFrame frame: Double) -> Path {
        let range = LottieTrim.range(of: chain, atFrame: frame)
        let pieces = LottieTrim.pieces(begin: range.begin, end: range.end)
        var elements: [PathElement] = [], pen: Point?
        let groups = chain.last?.individually == true ? [subpaths.flatMap(\.segments)] : subpaths.map(\.segments)
        for segments in groups {
            let total = segments.reduce(0) { $0 + $1.length }
            for piece in pieces {
                Self.cut(segments, from: piece.start * total, to: piece.end * total, into: &elements, pen: &pen)
            }
        }
        return Path(elements: elements)
    }

    /// Appends the parts of `segments` between arc lengths `from` < `to`,
    /// moving wherever a part does not start at `pen` (the end of the
    /// last part), so a piece that goes on where the last one ended
    /// continues its subpath.
    private static func cut(_ segments: [Segment], from: Double, to: Double, into elements: inout [PathElement],
                            pen: inout Point?) {
        guard to > from else { return }
        var walked = 0.0
        for s in segments {
            defer { walked += s.length }
            let a = max(from, walked), b = min(to, walked + s.length)
            guard b > a else { continue }
            // Whole ends stay exact, so the next part starts where this ends.
            let t0 = a <= walked ? 0 : s.parameter(atLength: a - walked)
            let t1 = b >= walked + s.length ? 1 : s.parameter(atLength: b - walked)
            let part = s.part(t0, t1)
            if pen != part.start { elements.append(.move(part.start)) }
            elements.append(part.element)
            if case .cubic(_, _, let end) = part.element { pen = end }
        }
    }
}
