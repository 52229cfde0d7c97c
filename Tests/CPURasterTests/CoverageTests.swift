import Foundation
import Geometry
import Paths
import Presentation
import Testing
@testable import CPURaster

/// Property: the summed coverage of an opaque fill equals the area of what
/// is filled, within the 8-bit rounding of its edge pixels.
@Suite struct CoverageTests {
    @Test func rectAtFractionalOffsetsCoversItsArea() throws {
        var rng = SeededGenerator(seed: 1)
        for _ in 0..<20 {
            let rect = Rect(x: Double.random(in: 1...9, using: &rng), y: Double.random(in: 1...9, using: &rng),
                            width: Double.random(in: 0.3...20, using: &rng), height: Double.random(in: 0.3...20, using: &rng))
            let frame = try render([whiteFill(Path(rect: rect))], width: 32, height: 32)
            #expect(abs(coveredArea(frame) - rect.width * rect.height) <= roundingBound(frame))
        }
    }

    @Test func pixelAlignedRectIsExactlyOpaque() throws {
        let frame = try render([whiteFill(Path(rect: Rect(x: 2, y: 3, width: 5, height: 4)))], width: 10, height: 10)
        #expect(partialPixelCount(frame) == 0)
        #expect(coveredArea(frame) == 20)
        #expect(frame[2, 3] == (255, 255, 255, 255) && frame[1, 3].3 == 0 && frame[7, 3].3 == 0)
    }

    @Test func halfPixelEdgeGivesHalfCoverage() throws {
        let frame = try render([whiteFill(Path(rect: Rect(x: 1.5, y: 0, width: 2, height: 1)))], width: 4, height: 1)
        #expect(frame.pixels[3] == 0 && frame.pixels[7] == 128 && frame.pixels[11] == 255 && frame.pixels[15] == 128)
    }

    /// A circle as a regular 3600-gon, whose area differs from πr² by a
    /// factor sin(2π/n)/(2π/n) ≈ 1 − 5·10⁻⁷; the declared error is 0.01 %
    /// of πr² plus edge rounding.
    @Test func circleCoversAnalyticArea() throws {
        let r = 20.0, n = 3600
        let points = (0..<n).map { i -> Point in
            let angle = Double(i) * 2 * .pi / Double(n)
            return Point(32.3 + r * cos(angle), 31.7 + r * sin(angle))
        }
        let frame = try render([whiteFill(polygonPath(points))], width: 64, height: 64)
        let analytic = Double.pi * r * r
        #expect(abs(coveredArea(frame) - analytic) <= 1e-4 * analytic + roundingBound(frame))
    }

    /// A curved path: the flattened ellipse is within the tolerance of the
    /// path's cubics, so its coverage is within tolerance × perimeter of
    /// the area that the same cubics enclose when flattened very finely.
    @Test func curvedPathCoverageFollowsTolerance() throws {
        let path = Path(ellipseIn: Rect(x: 4.3, y: 6.1, width: 50, height: 30))
        let fine = path.flattened(tolerance: 1e-4).map(\.points)
        let frame = try render([whiteFill(path)], width: 64, height: 64, tolerance: 0.1)
        let perimeter = 130.0  // Ramanujan's estimate for a 25 × 15 radii ellipse is 127.6.
        #expect(abs(coveredArea(frame) - polygonArea(fine[0])) <= 0.1 * perimeter + roundingBound(frame))
    }

    /// Scan conversion alone is exact: the summed coverage equals the area of
    /// the very polygon that was scan-converted.
    @Test func randomConvexPolygonsCoverTheirShoelaceArea() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<25 {
            let center = Point(Double.random(in: 10...22, using: &rng), Double.random(in: 10...22, using: &rng))
            let count = Int.random(in: 3...9, using: &rng)
            let angles = (0..<count).map { _ in Double.random(in: 0..<(2 * .pi), using: &rng) }.sorted()
            let radius = Double.random(in: 1...9, using: &rng)
            let points = angles.map { Point(center.x + radius * cos($0), center.y + radius * sin($0)) }
            let frame = try render([whiteFill(polygonPath(points))], width: 32, height: 32)
            #expect(abs(coveredArea(frame) - polygonArea(points)) <= roundingBound(frame))
        }
    }

    /// Where two edges cross inside one pixel the pixel holds winding 2 next
    /// to winding 0 or 1; the exact sweep still gives the area of the rule's
    /// region there, so only 8-bit rounding remains. The star has five
    /// crossings.
    @Test func starUnderBothFillRules() throws {
        let center = Point(32.2, 31.6), outer = 28.0
        let star = polygonPath(pentagram(center: center, radius: outer))
        // The inner pentagon's circumradius is R·cos 72° / cos 36°.
        let inner = outer * cos(2 * .pi / 5) / cos(.pi / 5)
        let pentagonArea = 2.5 * inner * inner * sin(2 * .pi / 5)
        // Ten triangles (center, outer tip, inner notch), each with angle 36°.
        let starArea = 10 * 0.5 * outer * inner * sin(.pi / 5)

        let nonZero = try render([whiteFill(star, rule: .nonZero)], width: 64, height: 64)
        #expect(abs(coveredArea(nonZero) - starArea) <= roundingBound(nonZero))
        #expect(nonZero[32, 31].3 == 255)

        let evenOdd = try render([whiteFill(star, rule: .evenOdd)], width: 64, height: 64)
        #expect(abs(coveredArea(evenOdd) - (starArea - pentagonArea)) <= roundingBound(evenOdd))
        #expect(evenOdd[32, 31].3 == 0)
    }

    /// Two overlapping rects drawn the same way round: nonzero fills the
    /// union, even-odd leaves the overlap empty, exactly (the two pixels
    /// where the edges of both rects cross take the exact sweep).
    @Test func overlappingContours() throws {
        var path = Path(rect: Rect(x: 2.5, y: 2.5, width: 20, height: 20))
        path.append(Path(rect: Rect(x: 10.25, y: 10.75, width: 20, height: 20)))
        let overlap = 12.25 * 11.75
        let nonZero = try render([whiteFill(path, rule: .nonZero)], width: 40, height: 40)
        #expect(abs(coveredArea(nonZero) - (800 - overlap)) <= roundingBound(nonZero))
        let evenOdd = try render([whiteFill(path, rule: .evenOdd)], width: 40, height: 40)
        #expect(abs(coveredArea(evenOdd) - (800 - 2 * overlap)) <= roundingBound(evenOdd))
        #expect(nonZero[15, 15].3 == 255 && evenOdd[15, 15].3 == 0)
    }

    @Test func reversedWindingCoversTheSame() throws {
        let points = [Point(3.2, 1.1), Point(17.9, 6.3), Point(8.4, 15.8)]
        let forward = try render([whiteFill(polygonPath(points))], width: 20, height: 20)
        let backward = try render([whiteFill(polygonPath(points.reversed()))], width: 20, height: 20)
        #expect(forward == backward)
    }

    /// A shape that overhangs every side of the canvas covers all of it.
    @Test func shapeLargerThanCanvasFillsIt() throws {
        let points = [Point(-30.5, -10.2), Point(60.7, -20.1), Point(50.3, 70.9), Point(-25.1, 40.6)]
        let frame = try render([whiteFill(polygonPath(points))], width: 16, height: 12)
        #expect(frame.pixels.allSatisfy { $0 == 255 })
    }

    /// Exact clipping: the part inside the canvas has the same coverage as
    /// when the canvas is large enough to hold the whole shape.
    @Test func clippingDoesNotChangeVisibleCoverage() throws {
        let points = [Point(-7.3, 2.2), Point(21.6, -4.9), Point(13.1, 19.4), Point(2.8, 8.8)]
        let items = [whiteFill(polygonPath(points))]
        let small = try render(items, width: 10, height: 10)
        let moved = items.map { item -> DisplayItem in
            guard case .fill(var f) = item else { return item }
            f.transform = AffineTransform(translationX: 20, y: 20)
            return .fill(f)
        }
        let large = try render(moved, width: 50, height: 50)
        for y in 0..<10 {
            for x in 0..<10 { #expect(small[x, y] == large[x + 20, y + 20]) }
        }
    }
}
