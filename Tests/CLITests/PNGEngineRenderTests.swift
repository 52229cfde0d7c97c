import FlipbookCLI
import Foundation
import Output
import Terminal
import TestFolders
import Testing

/// Real frames through both PNG engines: what `render` writes at level 1
/// (Flipbook's encoder) decodes to exactly the pixels it writes at level 6
/// (libpng), translucent and opaque scenes alike, and the files stay a
/// reasonable size.
@Suite struct PNGEngineRenderTests {
    @Test(arguments: ["fuber", "equalizer", "fuber-swiftui"])
    func fastFilesDecodeToTheLibPNGPixels(scene: String) throws {
        let fast = try temporaryFolder(), libpng = try temporaryFolder()
        defer { for folder in [fast, libpng] { try? FileManager.default.removeItem(at: folder) } }
        let args = ["render", scene, "--frames", "0..<4", "--fps", "2", "--scale", "0.5", "--quiet"]
        for (folder, level) in [(fast, "1"), (libpng, "6")] {
            #expect(Flipbook.run(args + ["--png-level", level, "--out", folder.path], stdout: StringSink(),
                                 stderr: StringSink()) == 0)
        }
        let names = try files(in: fast).filter { $0.hasSuffix(".png") }
        #expect(names.count == 4)
        for name in names {
            let a = try PNGDecoder.decode(contentsOf: fast.appendingPathComponent(name).path)
            let b = try PNGDecoder.decode(contentsOf: libpng.appendingPathComponent(name).path)
            #expect(a == b, "\(name)")
            let fastSize = try Data(contentsOf: fast.appendingPathComponent(name)).count
            #expect(fastSize < a.width * a.height * 4 / 2, "\(name): \(fastSize) bytes")
        }
    }
}
