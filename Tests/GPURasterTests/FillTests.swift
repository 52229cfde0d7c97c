import Glibc
import Geometry
@testable import GPURaster
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
        }
    }
}
