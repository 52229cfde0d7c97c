import Geometry
@testable import GPURaster
import Paths
import Presentation
import Testing

extension GPURasterTests {
    @Suite struct Strokes {
        static func stroke(_ path: Path, width: Double, color: Color, start: Double = 0, end: Double = 1,
                           transform: AffineTransform = .identity) -> DisplayItem {
            .stroke(StrokeItem(path: path, transform: transform, style: StrokeStyle(lineWidth: width),
                               strokeStart: start, strokeEnd: end, paint: .solid(color)))
        }

        static let line = Path(elements: [.move(Point(8, 32)), .line(Point(56, 32))])

        @Test func buttLineCoversItsRectangleExactly() throws {
            let bitmap = try renderGPU([Self.stroke(Self.line, width: 4, color: .white)])
            #expect(bitmap.rgba(8, 30) == [255, 255, 255, 255])
            #expect(bitmap.rgba(55, 33) == [255, 255, 255, 255])
            #expect(bitmap.rgba(7, 31) == [0, 0, 0, 0])
            #expect(bitmap.rgba(56, 31) == [0, 0, 0, 0])
            #expect(bitmap.rgba(30, 29) == [0, 0, 0, 0])
            #expect(bitmap.rgba(30, 34) == [0, 0, 0, 0])
        }

        @Test func translucentStrokeOverlapsBlendOnce() throws {
            let cross = Path(elements: [.move(Point(8, 8)), .line(Point(56, 56)), .move(Point(56, 8)), .line(Point(8, 56))])
            let color = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
            let bitmap = try renderGPU([Self.stroke(cross, width: 6, color: color)])
            #expect(bitmap.rgba(31, 31) == premultiplied(color), "the crossing is not darker")
        }

        @Test func strokeEndTrimsByArcLength() throws {
            let bitmap = try renderGPU([Self.stroke(Self.line, width: 4, color: .white, start: 0.25, end: 0.5)])
            #expect(bitmap.rgba(20, 31) == [255, 255, 255, 255])
            #expect(bitmap.rgba(31, 31) == [255, 255, 255, 255])
            #expect(bitmap.rgba(19, 31) == [0, 0, 0, 0])
            #expect(bitmap.rgba(32, 31) == [0, 0, 0, 0])
        }

        @Test func nonUniformTransformStretchesThePen() throws {
            let transform = AffineTransform(scaleX: 1, y: 3)
            let line = Path(elements: [.move(Point(8, 10)), .line(Point(56, 10))])
            let bitmap = try renderGPU([Self.stroke(line, width: 2, color: .white, transform: transform)])
            // Local y 9…11 becomes device 27…33.
            #expect(bitmap.rgba(30, 27) == [255, 255, 255, 255])
            #expect(bitmap.rgba(30, 32) == [255, 255, 255, 255])
            #expect(bitmap.rgba(30, 26) == [0, 0, 0, 0])
            #expect(bitmap.rgba(30, 33) == [0, 0, 0, 0])
        }
    }
}
