import FlipbookCLI
import Foundation
import Geometry
import Output
import TestFolders
import Testing

/// `compare` reads folder frames within the frame limits: a file no
/// larger than a frame can be, a header within the side and pixel limits,
/// both checked before anything is drawn (issue 36, D8).
@Suite struct CompareFolderLimitTests {
    /// A rendered frame padded with 300 MB of zeros after IEND (a sparse
    /// file: nothing is written to disk): libpng ignores the tail, so it
    /// was read whole and compared.
    @Test func paddedFrameIsRefusedUnread() throws {
        let folder = try temporaryFolder()
        let frames = folder.appendingPathComponent("frames")
        #expect(flipbook(["render", "equalizer", "--frames", "7:8", "--scale", "0.25", "--backend", "cpu", "-q",
                          "-o", frames.path]).status == 0)
        let handle = try FileHandle(forWritingTo: frames.appendingPathComponent("equalizer-00007.png"))
        try handle.truncate(atOffset: 300_000_000)
        try handle.close()
        let out = folder.appendingPathComponent("cmp")
        let r = flipbook(["compare", "equalizer", "--frames", "7:8", "--a", frames.path, "--b", "cpu", "--scale", "0.25",
                          "-q", "-o", out.path])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("(CompareSource.maximumFrameFileBytes)") && r.err.filter { $0 == "\n" }.count == 1, "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// Two folders of frames wider than any frame may be: refused by their
    /// header, naming the limit, though both sides agree on the size.
    @Test func oversizedFramesInBothFolders() throws {
        let folder = try temporaryFolder()
        let wide = Bitmap(width: CanvasLimitsForTests.maximumSide + 2, height: 1)
        var folders: [String] = []
        for side in ["a", "b"] {
            let url = folder.appendingPathComponent(side)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try PNGEncoder().write(wide, to: url.appendingPathComponent("equalizer-00000.png").path)
            folders.append(url.path)
        }
        let r = flipbook(["compare", "equalizer", "--frames", "0:1", "--a", folders[0], "--b", folders[1], "-q",
                          "-o", folder.appendingPathComponent("cmp").path])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("is \(wide.width)x1 px, more than frames may be (16384 px a side"), "\(r.err)")
    }
}

/// The frame side limit as the README states it (`CanvasLimits.maximumSide`
/// is package-internal).
enum CanvasLimitsForTests {
    static let maximumSide = 16_384
}
