import Foundation
import Geometry
import Output
import Testing

@Suite struct StreamFormatTests {
    @Test func y4mStreamHasHeaderAndFramesInOrder() throws {
        let args = ["render", "equalizer", "--frames", "0..<8", "--scale", "0.25", "--format", "y4m", "--backend", "cpu"]
        let one = try runProcessCapturingBytes(args + ["--jobs", "1"])
        let two = try runProcessCapturingBytes(args + ["--jobs", "2"])
        #expect(one.status == 0 && two.status == 0)
        let header = "YUV4MPEG2 W80 H142 F60:1 Ip A1:1 C444 XCOLORRANGE=LIMITED\n"
        #expect(one.out.prefix(header.utf8.count) == Data(header.utf8))
        let frameBytes = "FRAME\n".utf8.count + 3 * 80 * 142
        #expect(one.out.count == header.utf8.count + 8 * frameBytes)
        #expect(one.out == two.out, "parallel streaming must keep frame order")
    }

    @Test func rgbaStreamEqualsThePNGFrames() throws {
        let folder = try temporaryFolder()
        let common = ["render", "equalizer", "--frames", "0..<3", "--scale", "0.25", "--backend", "cpu"]
        let stream = try runProcessCapturingBytes(common + ["--format", "rgba"])
        #expect(stream.status == 0)
        #expect(flipbook(common + ["--out", folder.path]).status == 0)
        let size = 80 * 142 * 4
        #expect(stream.out.count == 3 * size)
        for f in 0..<3 {
            let png = try PNGDecoder.decodeStraight(Array(try Data(contentsOf: folder.appendingPathComponent(String(format: "equalizer-%05d.png", f)))))
            #expect(Array(stream.out[(f * size)..<((f + 1) * size)]) == png.pixels, "frame \(f)")
        }
    }

    @Test(arguments: [
        (["--format", "gif"], "--format must be png, rgba or y4m"),
        (["--format", "y4m", "--out", "x"], "--out and --contact-sheet apply to png"),
    ])
    func badFormatOptions(extra: [String], expected: String) {
        let r = flipbook(["render", "equalizer", "--time", "0"] + extra)
        #expect(r.status == 2)
        #expect(r.err.contains(expected), "\(r.err)")
    }

    @Test func y4mConvertsWhiteAndBlackToLimitedRange() {
        var frame = Bitmap(width: 2, height: 1)
        frame.pixels = [255, 255, 255, 255, 0, 0, 0, 255]
        let bytes = FrameStreamFormat.y4m.encode(frame)
        // FRAME\n, then Y (235, 16), U (128, 128), V (128, 128).
        #expect(Array(bytes.suffix(6)) == [235, 16, 128, 128, 128, 128])
    }
}
