import CPURaster
import Geometry
import GoldenSupport
import Glibc
@testable import GPURaster
import Paths
import Presentation
import Testing

/// `TrapezoidSweep` against the CPU renderer's exact coverage: in every
/// pixel, the area of the pixel square inside the trapezoids (summed, as
/// the GPU will) must be the CPU's alpha within one level, so overlapping
/// pieces (counted twice) and missing ones both fail; the pieces must be
/// well formed and pairwise disjoint, and merged into few pieces.
@Suite struct TrapezoidSweepTests {
    // MARK: Coverage against the CPU

    /// Self-intersecting polygons from random points, both fill rules.
    @Test func randomPolygonsMatchTheCPU() throws {
        var random = SweepTestRandom(seed: 1)
        for round in 0..<12 {
            let count = 3 + Int(random.unit() * 22)
            let polygon = (0..<count).map { _ in Point(random.range(1, 47), random.range(1, 47)) }
            for rule in FillRule.allCases {
                try SweepCheck.run([polygon], rule: rule, "random polygon \(round) \(rule)")
            }
        }
    }

    /// Regular stars {n/k}: the inner polygons wind up to k times.
    @Test func starsMatchTheCPU() throws {
        for (n, k) in [(5, 2), (7, 2), (7, 3), (9, 4), (12, 5), (13, 6)] {
            let star = (0..<n).map { i in
                SweepCheck.onCircle(Point(23.7, 24.2), 21.5, angle: 0.3 + Double(i * k) * 2 * .pi / Double(n))
            }
            for rule in FillRule.allCases { try SweepCheck.run([star], rule: rule, "star {\(n)/\(k)} \(rule)") }
        }
    }

    /// Overlapping circles, concentric rings of both orientations, rotated
    /// squares over each other, and circles whose boxes barely overlap.
    @Test func overlappingContoursMatchTheCPU() throws {
        let a = SweepCheck.circle(Point(18.3, 20.1), 13.2, points: 64)
        let b = SweepCheck.circle(Point(28.9, 26.6), 14.7, points: 48)
        let outer = SweepCheck.circle(Point(24, 24), 21, points: 72)
        let middle: [Point] = SweepCheck.circle(Point(24.5, 23.5), 15, points: 56).reversed()
        let inner = SweepCheck.circle(Point(23.2, 24.9), 8.5, points: 40)
        // Boxes overlapping by half a pixel, the circles in a thin lens.
        let lensLeft = SweepCheck.circle(Point(12, 24), 10, points: 60)
        let lensRight = SweepCheck.circle(Point(31.5, 24.3), 10, points: 60)
        let squares = (0..<6).map { (k: Int) -> [Point] in
            let center = Point(14 + 3.1 * Double(k), 16 + 2.3 * Double(k % 3))
            return SweepCheck.square(center, 17, angle: 0.37 * Double(k), reversed: k % 2 == 1)
        }
        for rule in FillRule.allCases {
            try SweepCheck.run([a, b], rule: rule, "two circles \(rule)")
            try SweepCheck.run([a, Array(b.reversed())], rule: rule, "two circles, one reversed \(rule)")
            try SweepCheck.run([outer, middle, inner], rule: rule, "concentric rings \(rule)")
            try SweepCheck.run(squares, rule: rule, "rotated squares \(rule)")
            try SweepCheck.run([lensLeft, lensRight], rule: rule, "circles overlapping by a sliver \(rule)")
        }
    }

    /// Collinear points, repeated points (also the first point repeated at
    /// the end), a zero-area spike and a contour drawn twice.
    @Test func collinearAndRepeatedPointsMatchTheCPU() throws {
        let rectangle = [Point(4, 5), Point(4, 5), Point(15.5, 5), Point(30, 5), Point(41, 5), Point(41, 17.25),
                         Point(41, 30), Point(41, 30), Point(41, 39), Point(22, 39), Point(4, 39), Point(4, 20),
                         Point(4, 12), Point(4, 5)]
        let spiked = [Point(6.5, 8.5), Point(30.25, 10), Point(44, 2), Point(30.25, 10), Point(36, 40.5),
                      Point(21, 33), Point(21, 33), Point(6, 44), Point(13.5, 26.25), Point(6.5, 8.5)]
        let slanted = [Point(3, 3), Point(13, 13), Point(23, 23), Point(33, 33), Point(40, 20), Point(33, 10),
                       Point(26, 0.5), Point(14.5, 1.75)]
        for rule in FillRule.allCases {
            try SweepCheck.run([rectangle], rule: rule, "rectangle with collinear points \(rule)")
            try SweepCheck.run([spiked], rule: rule, "spike out and back \(rule)")
            try SweepCheck.run([slanted], rule: rule, "collinear slanted side \(rule)")
            try SweepCheck.run([slanted, slanted], rule: rule, "one contour twice \(rule)")
            try SweepCheck.run([spiked, rectangle.reversed()], rule: rule, "spike over reversed rectangle \(rule)")
        }
    }

    /// Vertices on pixel corners and edges: coverage steps exactly at
    /// pixel boundaries, and pieces end exactly on them.
    @Test func verticesOnPixelBoundariesMatchTheCPU() throws {
        let ell = [Point(4, 4), Point(12, 4), Point(12, 30), Point(36, 30), Point(36, 40), Point(4, 40)]
        let diamond = [Point(24, 2), Point(44, 22), Point(24, 42), Point(4, 22)]
        let halves = [Point(10.5, 6), Point(30, 6.5), Point(41.5, 20), Point(30, 33.5), Point(10.5, 44), Point(20, 20)]
        let left = SweepCheck.rectangle(6, 6, 20, 30), right = SweepCheck.rectangle(20, 12, 40, 36)
        for rule in FillRule.allCases {
            try SweepCheck.run([ell], rule: rule, "ell \(rule)")
            try SweepCheck.run([diamond], rule: rule, "diamond \(rule)")
            try SweepCheck.run([halves], rule: rule, "half-pixel vertices \(rule)")
            try SweepCheck.run([left, right], rule: rule, "rectangles sharing a side \(rule)")
            try SweepCheck.run([ell, diamond], rule: rule, "ell over diamond \(rule)")
        }
    }

    /// Many edges through one point: a fan of triangles sharing a vertex;
    /// bow ties whose crossing edges all pass through one point (not a
    /// vertex), so rounding scatters their crossings around it; and bow
    /// ties whose other edges cross near it. At a pixel corner and off the
    /// grid.
    @Test func manyEdgesThroughOnePointMatchTheCPU() throws {
        for center in [Point(24, 24), Point(23.37, 24.61)] {
            var fan: [Point] = []
            for k in 0..<12 {
                fan.append(center)
                fan.append(SweepCheck.onCircle(center, 20, angle: Double(2 * k) * .pi / 12))
                fan.append(SweepCheck.onCircle(center, 17, angle: Double(2 * k + 1) * .pi / 12))
            }
            let concurrent = (0..<40).map { k -> [Point] in
                let a = 0.013 + Double(k) * .pi / 40, b = a + 0.04
                return [SweepCheck.onCircle(center, 21, angle: a), SweepCheck.onCircle(center, 21, angle: a + .pi),
                        SweepCheck.onCircle(center, 21, angle: b + .pi), SweepCheck.onCircle(center, 21, angle: b)]
            }
            let bowTies = (0..<9).map { k -> [Point] in
                let a = 0.11 + Double(k) * .pi / 9, b = a + 0.21
                return [SweepCheck.onCircle(center, 21, angle: a), SweepCheck.onCircle(center, 21, angle: a + .pi),
                        SweepCheck.onCircle(center, 19, angle: b), SweepCheck.onCircle(center, 19, angle: b + .pi)]
            }
            for rule in FillRule.allCases {
                try SweepCheck.run([fan], rule: rule, "fan around \(center) \(rule)")
                let pieces = try SweepCheck.run(concurrent, rule: rule, "bow ties all through \(center) \(rule)")
                // Two wedges each, split where a neighbor's far corner
                // starts or ends a band, not at every rounded crossing.
                #expect(pieces.count <= 4 * concurrent.count, "\(pieces.count) pieces")
                try SweepCheck.run(bowTies, rule: rule, "bow ties crossing near \(center) \(rule)")
            }
        }
    }

    /// Coordinates up to ±10⁷ (most of the region is far off the canvas):
    /// the pieces on the canvas still match.
    @Test func hugeCoordinatesMatchTheCPU() throws {
        let wedge = [Point(-1e7, -1e7), Point(1e7, 21.3), Point(-3e6, 1e7)]
        let sliver = [Point(-1e7, 3), Point(1e7, 45), Point(1e7, 46.5)]
        let crossing = [Point(-1e7, 1e7), Point(1e7, -1e7), Point(1e7, 1e7 + 30), Point(-1e7, -1e7 + 20)]
        for rule in FillRule.allCases {
            try SweepCheck.run([wedge], rule: rule, "wedge \(rule)")
            try SweepCheck.run([sliver, wedge], rule: rule, "sliver over wedge \(rule)")
            try SweepCheck.run([crossing], rule: rule, "bow tie crossing on the canvas \(rule)")
        }
    }

    // MARK: Counts and degenerate input

    /// A rectangle is one piece, whatever its orientation, repeated or
    /// collinear points, or a rectangle sharing its side.
    @Test func rectanglesAreOnePiece() throws {
        let rectangle = SweepCheck.rectangle(3.5, 4, 20, 15.25)
        let cluttered = [Point(3.5, 4), Point(9, 4), Point(20, 4), Point(20, 4), Point(20, 9), Point(20, 15.25),
                         Point(11, 15.25), Point(3.5, 15.25), Point(3.5, 10), Point(3.5, 7)]
        let neighbor = SweepCheck.rectangle(20, 4, 31, 15.25)
        for rule in FillRule.allCases {
            for (name, polygons) in [("rectangle", [rectangle]), ("reversed", [Array(rectangle.reversed())]),
                                     ("collinear points", [cluttered]), ("two sharing a side", [rectangle, neighbor])] {
                let pieces = try SweepCheck.run(polygons, rule: rule, "\(name) \(rule)")
                #expect(pieces.count == 1, "\(name) \(rule): \(pieces)")
            }
        }
    }

    /// The vertices of a ring around a rectangle cut the sweep into many
    /// bands, but the rectangle's run has the same sides in all of them:
    /// it stays one piece.
    @Test func piecesGrowThroughOtherShapesBands() throws {
        let rectangle = SweepCheck.rectangle(19, 12, 29, 36)
        let outer = SweepCheck.circle(Point(24, 24), 22, points: 64)
        let inner: [Point] = SweepCheck.circle(Point(24, 24), 17, points: 48).reversed()
        for rule in FillRule.allCases {
            let pieces = try SweepCheck.run([outer, rectangle, inner], rule: rule, "rectangle in a ring \(rule)")
            let rectanglePieces = pieces.filter { $0.left0 == 19 && $0.left1 == 19 }
            #expect(rectanglePieces == [Trapezoid(y0: 12, y1: 36, left0: 19, left1: 19, right0: 29, right1: 29)])
        }
    }

    /// Contours whose boxes are apart (glyphs on lines of text) are swept
    /// apart, boxes that touch together, and all still match the CPU.
    @Test func separateShapesAreSweptApart() throws {
        var glyphs: [[Point]] = []
        for row in 0..<3 {
            for column in 0..<5 {
                let center = Point(5 + 9 * Double(column) + 0.3 * Double(row), 7 + 15 * Double(row))
                glyphs.append(SweepCheck.circle(center, 4, points: 12))
                glyphs.append(SweepCheck.circle(Point(center.x + 0.4, center.y), 2, points: 9).reversed())
            }
        }
        // Below them, two squares whose boxes touch at x = 6: one group.
        let touching = [SweepCheck.rectangle(2, 42, 6, 46), SweepCheck.rectangle(6, 43, 9, 47.5)]
        var boxes = ContourBox.boxes(of: glyphs + touching)
        #expect(ContourBox.groups(&boxes).count == 15 + 1)
        for rule in FillRule.allCases {
            try SweepCheck.run(glyphs + touching, rule: rule, "rings in rows \(rule)")
        }
    }

    /// A convex polygon makes at most one piece per band between its
    /// distinct vertex heights (a rotated square: 3), and so does a circle.
    @Test func convexPolygonsMakeOnePiecePerBand() throws {
        let square = SweepCheck.square(Point(20, 22), 24, angle: 0.4)
        let squarePieces = try SweepCheck.run([square], rule: .nonZero, "rotated square")
        #expect(squarePieces.count <= 3)
        var random = SweepTestRandom(seed: 7)
        for round in 0..<10 {
            let n = 3 + Int(random.unit() * 30)
            let angles = (0..<n).map { _ in random.range(0, 2 * .pi) }.sorted()
            let (rx, ry) = (random.range(6, 22), random.range(6, 22))
            let polygon = angles.map { Point(24 + rx * cos($0), 24 + ry * sin($0)) }
            let pieces = try SweepCheck.run([polygon], rule: .evenOdd, "convex polygon \(round)")
            #expect(pieces.count <= Set(polygon.map(\.y)).count - 1, "convex polygon \(round), \(n) vertices")
        }
        let circle = SweepCheck.circle(Point(24, 24), 22, points: 200)
        let pieces = try SweepCheck.run([circle], rule: .nonZero, "200-point circle")
        #expect(pieces.count <= Set(circle.map(\.y)).count - 1 && pieces.count < 200)
    }

    /// Nothing to fill gives nothing, without a crash; unusable contours
    /// are dropped and leave the usable ones alone.
    @Test func degenerateInputGivesNothing() throws {
        let p = Point(3, 4), q = Point(9, 12)
        let cases: [(String, [[Point]])] = [
            ("no contours", []), ("an empty contour", [[]]), ("one point", [[p]]), ("two points", [[p, q]]),
            ("a NaN point", [[p, q, Point(.nan, 5)]]), ("an infinite point", [[p, q, Point(4, .infinity)]]),
            ("collinear points", [[Point(0, 0), Point(5, 5), Point(10, 10)]]),
            ("back and forth on a line", [[Point(1, 1), Point(9, 5), Point(5, 3), Point(13, 7)]]),
            ("horizontal only", [[Point(1, 5), Point(9, 5), Point(4, 5)]]), ("one point repeated", [[p, p, p, p]]),
            ("a contour and its reverse", [[p, q, Point(20, 3)], [Point(20, 3), q, p]]),
        ]
        for (name, polygons) in cases {
            for rule in FillRule.allCases {
                let pieces = TrapezoidSweep.trapezoids(polygons, rule: rule)
                #expect(pieces.isEmpty, "\(name) \(rule): \(pieces)")
            }
        }
        let triangle = [Point(5, 5), Point(30, 9), Point(12, 28)]
        let withJunk = TrapezoidSweep.trapezoids([[p, q], triangle, [p, Point(.nan, 1), q]], rule: .nonZero)
        #expect(withJunk == TrapezoidSweep.trapezoids([triangle], rule: .nonZero))
        #expect(!withJunk.isEmpty)
    }

    // MARK: Large input

    /// A 2 000-point random star-shaped polygon, a 2 000-point curve that
    /// winds three times over itself, and 300 overlapping contours.
    @Test func largeInputsMatchTheCPU() throws {
        var random = SweepTestRandom(seed: 2000)
        let spiky = (0..<2000).map { k in
            SweepCheck.onCircle(Point(32.2, 31.7), random.range(8, 30), angle: Double(k) * 2 * .pi / 2000)
        }
        let looping = (0..<2000).map { k -> Point in
            let angle = Double(k) * 6 * .pi / 2000
            return SweepCheck.onCircle(Point(31.6, 32.3), 20 + 8 * sin(7 * angle / 3) + random.range(0, 2), angle: angle)
        }
        let contours = (0..<300).map { _ -> [Point] in
            let n = 3 + Int(random.unit() * 6), center = Point(random.range(4, 92), random.range(4, 92))
            let radius = random.range(2, 9), turn = random.range(0, 6)
            let polygon = (0..<n).map { SweepCheck.onCircle(center, radius, angle: turn + Double($0) * 2 * .pi / Double(n)) }
            return random.unit() < 0.5 ? polygon.reversed() : polygon
        }
        let clock = ContinuousClock()
        for (name, polygons, size) in [("2 000-point star", [spiky], 64), ("2 000-point loops", [looping], 64),
                                       ("300 contours", contours, 96)] {
            for rule in FillRule.allCases {
                let start = clock.now
                _ = TrapezoidSweep.trapezoids(polygons, rule: rule)
                let elapsed = clock.now - start
                let pieces = try SweepCheck.run(polygons, rule: rule, width: size, height: size, "\(name) \(rule)")
                print("TrapezoidSweep \(name) \(rule): \(pieces.count) pieces in \(elapsed) (debug build)")
            }
        }
    }
}

/// A small xorshift generator (the GPURaster tests do not link
/// SeededRandom).
private struct SweepTestRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// Uniform in [0, 1).
    mutating func unit() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }

    mutating func range(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
}

/// Shapes, the checks every case goes through, and the independent oracle
/// they use: the area of each pixel square inside each trapezoid, from
/// Sutherland–Hodgman clipping and the shoelace formula.
private enum SweepCheck {
    static func onCircle(_ center: Point, _ radius: Double, angle: Double) -> Point {
        Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
    }

    static func circle(_ center: Point, _ radius: Double, points: Int) -> [Point] {
        (0..<points).map { onCircle(center, radius, angle: Double($0) * 2 * .pi / Double(points)) }
    }

    /// A square of `side` pixels around `center`, turned by `angle`.
    static func square(_ center: Point, _ side: Double, angle: Double, reversed: Bool = false) -> [Point] {
        let corners = (0..<4).map { onCircle(center, side / 2.squareRoot(), angle: angle + Double($0) * .pi / 2) }
        return reversed ? corners.reversed() : corners
    }

    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
    }

    /// Sweeps `polygons` and checks the pieces on a `width` × `height`
    /// canvas: well formed, pairwise disjoint (up to 400 pieces), each
    /// pixel's summed area within one level of the CPU renderer's alpha,
    /// and the total area the CPU's. Returns the pieces.
    @discardableResult
    static func run(_ polygons: [[Point]], rule: FillRule, width: Int = 48, height: Int = 48, _ label: String,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> [Trapezoid] {
        let pieces = TrapezoidSweep.trapezoids(polygons, rule: rule)
        let malformed = pieces.filter { piece in
            let values = [piece.y0, piece.y1, piece.left0, piece.left1, piece.right0, piece.right1]
            return !values.allSatisfy(\.isFinite) || !(piece.y0 < piece.y1)
                || piece.left0 > piece.right0 + 1e-9 || piece.left1 > piece.right1 + 1e-9
        }
        #expect(malformed.isEmpty, "\(label): malformed pieces \(malformed.prefix(3))", sourceLocation: sourceLocation)
        if pieces.count <= 400 {
            let overlap = worstOverlap(pieces)
            #expect(overlap.area < 1e-9, "\(label): pieces overlap by \(overlap.area): \(overlap.pair)",
                    sourceLocation: sourceLocation)
        }

        let usable = polygons.filter { $0.count >= 3 && $0.allSatisfy(\.isFinite) }
        let alpha = try cpuAlpha(usable, rule: rule, width: width, height: height)
        let covered = coverage(pieces, width: width, height: height)
        var worst = 0.0, worstPixel = 0
        for i in covered.indices where abs(covered[i] * 255 - Double(alpha[i])) > worst {
            worst = abs(covered[i] * 255 - Double(alpha[i]))
            worstPixel = i
        }
        #expect(worst <= 1, """
            \(label): pixel (\(worstPixel % width), \(worstPixel / width)) is \(covered[worstPixel] * 255)/255 \
            in the trapezoids, \(alpha[worstPixel])/255 on the CPU
            """, sourceLocation: sourceLocation)

        // Σ alpha rounds each partly covered pixel by up to half a level.
        let cpuArea = alpha.reduce(0.0) { $0 + Double($1) } / 255
        let partial = alpha.filter { $0 != 0 && $0 != 255 }.count
        let onCanvas = usable.joined().allSatisfy { $0.x >= 0 && $0.y >= 0 && $0.x <= Double(width) && $0.y <= Double(height) }
        let area = onCanvas ? pieces.reduce(0.0) { $0 + shoelace(quad($1)) } : covered.reduce(0, +)
        let tolerance = 1e-3 * cpuArea + Double(partial) * 0.5 / 255 + 1e-9
        #expect(abs(area - cpuArea) <= tolerance, "\(label): area \(area), CPU \(cpuArea)", sourceLocation: sourceLocation)
        return pieces
    }

    /// The CPU renderer's alpha for a white fill of `polygons` on a
    /// transparent canvas: round(255 × exact coverage) in each pixel.
    static func cpuAlpha(_ polygons: [[Point]], rule: FillRule, width: Int, height: Int) throws -> [UInt8] {
        var path = Path()
        for polygon in polygons {
            path.move(to: polygon[0])
            for point in polygon.dropFirst() { path.line(to: point) }
            path.close()
        }
        let item = DisplayItem.fill(FillItem(path: path, transform: .identity, fillRule: rule, paint: .solid(.white)))
        let bitmap = try CPURenderer().render(DisplayList(width: width, height: height, items: [item]))
        return (0..<(width * height)).map { bitmap.pixels[4 * $0 + 3] }
    }

    /// Σ over `pieces` of the area of each pixel square inside the piece.
    static func coverage(_ pieces: [Trapezoid], width: Int, height: Int) -> [Double] {
        var grid = [Double](repeating: 0, count: width * height)
        for piece in pieces where [piece.y0, piece.y1, piece.left0, piece.left1, piece.right0, piece.right1].allSatisfy(\.isFinite) {
            let rows = pixelRange(piece.y0, piece.y1, limit: height)
            for py in rows.lowerBound..<rows.upperBound {
                let y = Double(py)
                let row = clip(clip(quad(piece), { $0.y - y }), { y + 1 - $0.y })
                guard let minX = row.map(\.x).min(), let maxX = row.map(\.x).max() else { continue }
                let columns = pixelRange(minX, maxX, limit: width)
                for px in columns.lowerBound..<columns.upperBound {
                    let x = Double(px)
                    grid[py * width + px] += shoelace(clip(clip(row, { $0.x - x }), { x + 1 - $0.x }))
                }
            }
        }
        return grid
    }

    /// The largest area shared by two pieces, and the two pieces.
    static func worstOverlap(_ pieces: [Trapezoid]) -> (area: Double, pair: [Trapezoid]) {
        var worst = (area: 0.0, pair: [Trapezoid]())
        for i in pieces.indices {
            for j in pieces.indices where j > i {
                let a = pieces[i], b = pieces[j]
                guard max(a.y0, b.y0) < min(a.y1, b.y1),
                      max(min(a.left0, a.left1), min(b.left0, b.left1)) < min(max(a.right0, a.right1), max(b.right0, b.right1))
                else { continue }
                // b as the intersection of four half-planes: below its top,
                // above its bottom, right of its left side, left of its right.
                var shared = clip(clip(quad(a), { $0.y - b.y0 }), { b.y1 - $0.y })
                shared = clip(shared) { p in
                    (b.y1 - b.y0) * (p.x - b.left0) - (b.left1 - b.left0) * (p.y - b.y0)
                }
                shared = clip(shared) { p in
                    (b.right1 - b.right0) * (p.y - b.y0) - (b.y1 - b.y0) * (p.x - b.right0)
                }
                let area = abs(shoelace(shared))
                if area > worst.area { worst = (area, [a, b]) }
            }
        }
        return worst
    }

    /// Corners in order: top left, top right, bottom right, bottom left.
    static func quad(_ piece: Trapezoid) -> [Point] {
        [Point(piece.left0, piece.y0), Point(piece.right0, piece.y0), Point(piece.right1, piece.y1),
         Point(piece.left1, piece.y1)]
    }

    /// Signed area, positive for `quad`'s order (y down).
    static func shoelace(_ polygon: [Point]) -> Double {
        var twice = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            twice += a.x * b.y - b.x * a.y
        }
        return twice / 2
    }

    /// The part of `polygon` where `inside` ≥ 0 (`PolygonClip`).
    static func clip(_ polygon: [Point], _ inside: (Point) -> Double) -> [Point] {
        PolygonClip.halfPlane(polygon, inside)
    }

    /// The pixel indices in 0..<limit that [low, high] touches.
    static func pixelRange(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
        let first = Int(max(0, min(Double(limit), low.rounded(.down))))
        let last = Int(max(0, min(Double(limit), high.rounded(.up))))
        return first..<max(first, last)
    }
}
