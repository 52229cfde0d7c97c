import Foundation
import Geometry
import Output
import SeededRandom
import TestFolders
import Testing
@testable import FlipbookCLI

/// Contact sheets: checked before drawing, drawn as frames finish (issue
/// 36, D6).
@Suite struct ContactSheetLimitTests {
    /// A sheet taller than 16 384 px is refused before anything is drawn
    /// or created.
    @Test func aSheetPastTheSideLimitIsRefusedFirst() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("out")
        // 16x28 px frames: 160x280 px thumbnails, 282 px a row; 59 rows pass 16 384 px.
        let r = flipbook(["render", "equalizer", "--frames", "0:590", "--scale", "0.05", "--backend", "cpu",
                          "--out", out.path, "--contact-sheet", folder.appendingPathComponent("sheet.png").path])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("--contact-sheet: 590 frames make a 1622x16640 px sheet"), "\(r.err)")
        #expect(r.err.contains("at most 580 frames"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// Thumbnails drawn into the sheet in any order, as workers finish,
    /// give the sheet `ContactSheet.make` gives.
    @Test func drawingAsFramesFinishEqualsTheWholeSheet() throws {
        let frames = (0..<13).map { n in
            var bitmap = Bitmap(width: 30, height: 20)
            for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
                bitmap.pixels[i..<(i + 4)] = [UInt8(n * 19), UInt8(i % 251), 0, 255]
            }
            return bitmap
        }
        let layout = try ContactSheetCanvas.layout(frames: frames.count, width: 30, height: 20, croppedHeight: 20)
        let canvas = ContactSheetCanvas(layout: layout)
        var order = Array(frames.indices)
        var generator = SplitMix64(seed: 36)
        order.shuffle(using: &generator)
        for index in order { canvas.draw(frames[index], at: index) }
        #expect(canvas.sheet == ContactSheet.make(frames: frames, columns: RenderCommand.contactSheetColumns,
                                                  thumbnailWidth: RenderCommand.thumbnailWidth))
    }
}
