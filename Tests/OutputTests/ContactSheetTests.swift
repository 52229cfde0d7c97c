import Geometry
import Testing
@testable import Output

@Suite struct ContactSheetTests {
    func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> Bitmap {
        Bitmap(width: width, height: height, pixels: Array((0..<(width * height)).map { _ in rgba }.joined()))
    }

    @Test func boxFilterAveragesPremultipliedPixels() {
        // Columns alternate opaque white and transparent: halving averages them.
        var pixels: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { pixels += x % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 0] } }
        let thumb = ContactSheet.thumbnail(of: Bitmap(width: 4, height: 2, pixels: pixels), width: 2)
        #expect(thumb.width == 2 && thumb.height == 1)
        #expect(thumb.pixels == [128, 128, 128, 128, 128, 128, 128, 128])
    }

    @Test func fractionalScaleWeighsByArea() {
        // 3 → 2: output 0 covers input 0 and half of input 1.
        let frame = Bitmap(width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255])
        let thumb = ContactSheet.thumbnail(of: frame, width: 2)
        #expect(thumb.pixels == [30, 30, 30, 255, 150, 150, 150, 255])
    }

    @Test func gridLayout() {
        let frames = (0..<5).map { solid(40, 20, [UInt8($0 * 50), 0, 0, 255]) }
        let sheet = ContactSheet.make(frames: frames, columns: 3, thumbnailWidth: 10)
        let s = ContactSheet.spacing
        #expect(sheet.width == s + 3 * (10 + s) && sheet.height == s + 2 * (5 + s))
        #expect(sheet[s, s] == (0, 0, 0, 255))
        #expect(sheet[s + 2 * (10 + s), s] == (100, 0, 0, 255))
        #expect(sheet[s + 10 + s + 9, s + 5 + s + 4] == (200, 0, 0, 255))
        #expect(sheet[0, 0].3 == 0 && sheet[sheet.width - 1, sheet.height - 1].3 == 0)
    }

    @Test func emptyInput() {
        #expect(ContactSheet.make(frames: [], columns: 4, thumbnailWidth: 10).width == 0)
    }
}
