import Foundation
import Geometry
import Output
import TestFolders
import Testing
@testable import FlipbookCLI

/// `--size WxH` is the frames' size in pixels, as users of ffmpeg `-s`
/// expect; `--canvas` is the canvas in points.
@Suite struct FrameSizeTests {
    /// Renders fuber at time 1 with `options` and decodes the frame.
    func frame(_ options: [String]) throws -> Geometry.Bitmap {
        let folder = try temporaryFolder()
        let r = flipbook(["render", "fuber", "--time", "1", "--backend", "cpu", "--out", folder.path] + options)
        #expect(r.status == 0, "\(r.err)")
        let name = try #require(try pngFiles(in: folder).first)
        return try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(name).path)
    }

    func alpha(_ bitmap: Geometry.Bitmap, _ x: Int, _ y: Int) -> UInt8 { bitmap.pixels[(y * bitmap.width + x) * 4 + 3] }

    @Test(arguments: [
        (["--size", "320x180"], 320, 180),
        (["--width", "150"], 150, 267),   // 667 × 150/375 = 266.8
        (["--height", "100"], 56, 100),   // 375 × 100/667 = 56.2
        (["--size", "90x90", "--fit", "cover"], 90, 90),
        (["--canvas", "100x50", "--scale", "1"], 100, 50),
    ])
    func framesHaveTheSizeAskedFor(options: [String], width: Int, height: Int) throws {
        let bitmap = try frame(options)
        #expect(bitmap.width == width && bitmap.height == height, "\(bitmap.width)x\(bitmap.height)")
    }

    /// The portrait Fuber in a landscape frame: contain leaves transparent
    /// bars left and right; cover fills the frame with the scene.
    @Test func containLetterboxesAndCoverFills() throws {
        let contain = try frame(["--size", "320x180"])
        #expect(alpha(contain, 0, 90) == 0 && alpha(contain, 319, 90) == 0, "bars at the sides")
        #expect(alpha(contain, 160, 90) == 255, "the scene in the middle")
        let cover = try frame(["--size", "320x180", "--fit", "cover"])
        #expect(alpha(cover, 0, 90) == 255 && alpha(cover, 319, 90) == 255, "no bars")
    }

    @Test(arguments: [
        (["--size", "320x180", "--scale", "2"], "--scale and a frame size (--size, --width, --height) cannot be combined"),
        (["--size", "320x180", "--width", "100"], "--size and --width/--height cannot be combined"),
        (["--width", "100", "--fit", "cover"], "--fit applies to a frame size in both directions"),
        (["--size", "320x180", "--fit", "stretch"], "--fit must be contain or cover"),
        (["--width", "0"], "--width must be a whole number of pixels"),
        (["--size", "12.5x10"], "--size must look like WxH in pixels"),
        (["--canvas", "wide"], "--canvas must look like WxH in points"),
    ])
    func badSizesExitTwo(options: [String], expected: String) throws {
        let folder = try temporaryFolder()
        let r = flipbook(["render", "fuber", "--time", "1", "--out", folder.path] + options)
        #expect(r.status == 2)
        #expect(r.err.contains(expected), "\(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1)
        #expect(try files(in: folder).isEmpty)
    }
}
