@testable import FlipbookCLI
import Foundation
import Geometry
import Output
import OutputFolders
import TestFolders
import Testing

@Suite struct StreamFormatTests {
    @Test func y4mStreamHasHeaderAndFramesInOrder() throws {
        let args = ["render", "equalizer", "--frames", "0..<8", "--scale", "0.25", "--format", "y4m", "--chroma", "444",
                    "--backend", "cpu"]
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
        let bytes = FrameStreamFormat.y4m.encode(frame, chroma: .c444)
        // FRAME\n, then Y (235, 16), U (128, 128), V (128, 128).
        #expect(Array(bytes.suffix(6)) == [235, 16, 128, 128, 128, 128])
    }

    /// 4:2:0 by default: one U and V per 2×2 block, the rounded mean of the
    /// pixels' own values; an odd last column has a block of its own.
    @Test func y4mAveragesChromaOverEachBlock() {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let frame = Bitmap(width: 3, height: 1, pixels: red + blue + red)
        let bytes = FrameStreamFormat.y4m.encode(frame)
        // U: red 128 + (−38·255 + 128) >> 8 = 90, blue 128 + (112·255 + 128) >> 8 = 240.
        // V: red 128 + 112 = 240, blue 128 + (−18·255 + 128) >> 8 = 110.
        #expect(bytes.count == "FRAME\n".utf8.count + 3 + 2 * 2)
        #expect(Array(bytes.suffix(4)) == [165, 90, 175, 240], "U blocks (red, blue) and (red), then V")
        let header = String(decoding: FrameStreamFormat.y4m.header(width: 3, height: 1, framesPerSecond: 30000.0 / 1001), as: UTF8.self)
        #expect(header == "YUV4MPEG2 W3 H1 F30000:1001 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n")
    }

    /// A y4m stream at 4:2:0 has an even size (an odd last column or row
    /// dropped), as encoders need; --even does the same for any format.
    @Test func evenSizesForVideo() throws {
        let args = ["render", "equalizer", "--frames", "0:2", "--canvas", "81x143", "--scale", "1", "--backend", "cpu"]
        let y4m = try runProcessCapturingBytes(args + ["--format", "y4m"])
        #expect(y4m.status == 0)
        let header = "YUV4MPEG2 W80 H142 F60:1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n"
        #expect(y4m.out.prefix(header.utf8.count) == Data(header.utf8))
        #expect(y4m.out.count == header.utf8.count + 2 * ("FRAME\n".utf8.count + 80 * 142 + 2 * 40 * 71))
        let rgba = try runProcessCapturingBytes(args + ["--format", "rgba", "--even"])
        #expect(rgba.out.count == 2 * 80 * 142 * 4)
        let folder = try temporaryFolder()
        #expect(flipbook(args + ["--even", "--out", folder.path]).status == 0)
        #expect(PNGHeader.size(ofFileAt: folder.appendingPathComponent("equalizer-00000.png").path) ?? (0, 0) == (80, 142))
    }

    @Test func verboseRGBANamesTheFFmpegInput() throws {
        let r = try runProcess(["render", "equalizer", "--frames", "0:1", "--scale", "0.25", "--fps", "30000/1001",
                                "--format", "rgba", "-v", "--backend", "cpu"])
        #expect(r.status == 0)
        #expect(r.err.contains("ffmpeg -f rawvideo -pix_fmt rgba -s 80x142 -r 30000/1001 -i -"), "\(r.err)")
    }
}
