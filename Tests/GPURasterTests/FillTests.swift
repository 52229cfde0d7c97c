import Geometry
@testable import GPURaster
import Glibc
import Paths
import Presentation
import Testing

extension GPURasterTests {
    @Suite struct Fills {
        @Test func rectangleInteriorIsExactAndEdgesAreSharpWhenPixelAligned() throws {
            let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
            let bitmap = try renderGPU([fill(Path(rect: Rect(x: 8, y: 16, width: 32, height: 20)), red)])
            #expect(bitmap.rgba(8, 16) == premultiplied(red))
            #expect(bitmap.rgba(39, 35) == premultiplied(red))
            #expect(bitmap.rgba(7, 16) == [0, 0, 0, 0])
            #expect(bitmap.rgba(8, 15) == [0, 0, 0, 0])
            #expect(bitmap.rgba(40, 20) == [0, 0, 0, 0])
            #expect(bitmap.rgba(20, 36) == [0, 0, 0, 0])
            #expect(abs(bitmap.coveredArea - 32 * 20 * 128 / 255) < 1e-9, "alpha 0.5 is stored as 128")
        }

        @Test func rowZeroIsTheTopOfTheCanvas() throws {
            let bitmap = try renderGPU([fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 1)), .white)])
            #expect(bitmap.rgba(5, 0) == [255, 255, 255, 255])
            #expect(bitmap.rgba(5, 63) == [0, 0, 0, 0])
        }

        @Test func circleMatchesExactCoverageWithinAntiAliasingTolerance() throws {
            let blue = Color(red: 0.1, green: 0.3, blue: 0.9)
            let circle = Path(ellipseIn: Rect(x: 11.3, y: 12.1, width: 40, height: 40))
            let bitmap = try renderGPU([fill(circle, blue)])
            let center = Point(31.3, 32.1)
            let reference = CoverageReference(size: 64) { $0.distance(to: center) <= 20 }
            let comparison = reference.compare(bitmap, color: blue)
            #expect(comparison.isWithinTolerance, "\(comparison)")
            #expect(abs(bitmap.coveredArea - Double.pi * 400) < 0.01 * Double.pi * 400)
        }

        @Test(arguments: FillRule.allCases)
        func starFollowsItsFillRule(rule: FillRule) throws {
            let green = Color(red: 0, green: 0.6, blue: 0.2, alpha: 0.8)
            let bitmap = try renderGPU([fill(starPath(size: 64), green, rule: rule)])
            let vertices = (0..<5).map { k -> Point in
                let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
                return Point(32 + 28.8 * cos(angle), 32 + 28.8 * sin(angle))
            }
            let reference = CoverageReference(size: 64) { p in
                let w = windingNumber(of: p, in: vertices)
                return rule == .nonZero ? w != 0 : w % 2 != 0
            }
            let comparison = reference.compare(bitmap, color: green)
            #expect(comparison.isWithinTolerance, "\(comparison)")
            #expect(bitmap.rgba(32, 32) == (rule == .nonZero ? premultiplied(green) : [0, 0, 0, 0]))
            #expect(bitmap.rgba(32, 8) == premultiplied(green))
        }

        @Test func overlappingSubpathsUnderNonZeroBlendOnce() throws {
            var path = Path(rect: Rect(x: 8, y: 8, width: 32, height: 32))
            path.append(Path(rect: Rect(x: 24, y: 24, width: 32, height: 32)))
            let color = Color(red: 1, green: 1, blue: 0, alpha: 0.5)
            let bitmap = try renderGPU([fill(path, color)])
            #expect(bitmap.rgba(30, 30) == premultiplied(color))
            let evenOdd = try renderGPU([fill(path, color, rule: .evenOdd)])
            #expect(evenOdd.rgba(30, 30) == [0, 0, 0, 0])
            #expect(evenOdd.rgba(10, 10) == premultiplied(color))
        }

        @Test func laterItemsCompositeSourceOverInEncodedSpace() throws {
            let under = Color(red: 1, green: 0, blue: 0)
            let over = Color(red: 0, green: 0, blue: 1, alpha: 0.25)
            let rect = Path(rect: Rect(x: 0, y: 0, width: 64, height: 64))
            let bitmap = try renderGPU([fill(rect, under), fill(rect, over)])
            // Source-over, premultiplied: dst · (1 − 0.25) + src.
            #expect(close(bitmap.rgba(10, 10), [191, 0, 64, 255]))
        }

        @Test func transformMapsLocalCoordinatesToPixels() throws {
            let item = fill(Path(rect: Rect(x: 0, y: 0, width: 8, height: 4)), .white,
                            transform: AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: 20)))
            let bitmap = try renderGPU([item])
            #expect(bitmap.rgba(10, 20) == [255, 255, 255, 255])
            #expect(bitmap.rgba(25, 31) == [255, 255, 255, 255])
            #expect(bitmap.rgba(26, 31) == [0, 0, 0, 0])
            #expect(bitmap.rgba(25, 32) == [0, 0, 0, 0])
        }

        @Test func convexityTest() {
            let square = [Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4)]
            #expect(ConvexEdges(square) != nil)
            #expect(ConvexEdges(square.reversed()) != nil)
            #expect(ConvexEdges(square + [Point(0, 0)])?.count == 4, "a repeated closing point is ignored")
            #expect(ConvexEdges([Point(0, 0), Point(4, 0), Point(2, 1), Point(4, 4), Point(0, 4)]) == nil)
            let star = starPath(size: 64)
            #expect(ConvexEdges(star.flattened(tolerance: 0.25)[0].points) == nil, "a {5/2} star turns one way but winds twice")
            #expect(ConvexEdges([Point(0, 0), Point(1, 1), Point(2, 2)]) == nil, "collinear points have no area")
            let octagon = (0..<9).map { k in Point(cos(Double(k) * .pi / 4.5), sin(Double(k) * .pi / 4.5)) }
            #expect(ConvexEdges(octagon) == nil, "more than \(ConvexEdges.maximumCount) edges go through the trapezoid pass")
            #expect(CoverageMesh(contours: [square], rule: .nonZero).convex != nil)
            #expect(CoverageMesh(contours: [square, square], rule: .nonZero).convex == nil)
            #expect(CoverageMesh(contours: [square, square], rule: .nonZero).trapezoidCount == 1)
            #expect(CoverageMesh(contours: [square, square], rule: .evenOdd).isEmpty)
        }

        @Test func emptyAndDegenerateInputsDrawNothing() throws {
            var open = Path()
            open.move(to: Point(1, 1))
            open.line(to: Point(30, 30))
            let nan = Path(rect: Rect(x: .nan, y: 0, width: 10, height: 10))
            let bitmap = try renderGPU([fill(Path(), .white), fill(open, .white), fill(nan, .white)])
            #expect(bitmap.pixels.allSatisfy { $0 == 0 })
            #expect(throws: GPUError.self, "an empty canvas is an error, as on the CPU") {
                try sharedRenderer.get().render(DisplayList(width: 0, height: 5, items: []))
            }
        }
    }
}
