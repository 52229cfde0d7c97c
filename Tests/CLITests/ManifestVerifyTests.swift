import Foundation
import TestFolders
import Testing
@testable import FlipbookCLI

/// `flipbook manifest verify`: sizes and SHA-256 of every listed file.
@Suite struct ManifestVerifyTests {
    @Test func intactFramesVerify() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<4", to: folder)
        try Data("not a frame".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let manifest = folder.appendingPathComponent("equalizer.manifest.json").path
        let r = flipbook("manifest", "verify", manifest, folder.path)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == "verified 4 frames in \(folder.path) against \(manifest)\n")
        #expect(flipbook("manifest", "verify", manifest).status == 0, "the folder defaults to the manifest's")
    }

    @Test func damagedFramesFailNamingTheFirstFew() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<10", to: folder)
        let manifest = folder.appendingPathComponent("equalizer.manifest.json").path
        func url(_ n: Int) -> URL { folder.appendingPathComponent(String(format: "equalizer-%05d.png", n)) }
        try FileManager.default.removeItem(at: url(1))
        var flipped = try [UInt8](Data(contentsOf: url(3)))
        flipped[flipped.count / 2] ^= 0x01
        try Data(flipped).write(to: url(3))
        try Data(try Data(contentsOf: url(5)).dropLast(4)).write(to: url(5))
        let bytes = try readManifest(URL(fileURLWithPath: manifest)).frames[5].bytes
        let r = flipbook("manifest", "verify", manifest, folder.path)
        #expect(r.status == 1)
        #expect(r.err.filter { $0 == "\n" }.count == 1)
        #expect(r.err.hasPrefix("flipbook: manifest verify: 3 of 10 frames do not match \(manifest): "
            + "equalizer-00001.png is missing; equalizer-00003.png has SHA-256 "), "\(r.err)")
        #expect(r.err.contains("; equalizer-00005.png has \(bytes - 4) bytes, not \(bytes)\n"), "\(r.err)")
        // Past five problems the rest are counted.
        for n in [6, 7, 8, 9] { try FileManager.default.removeItem(at: url(n)) }
        let many = flipbook("manifest", "verify", manifest, folder.path)
        #expect(many.status == 1)
        #expect(many.err.contains("7 of 10 frames do not match"))
        #expect(many.err.hasSuffix("equalizer-00007.png is missing; and 2 more\n"), "\(many.err)")
    }

    @Test func badArgumentsExitTwo() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<1", to: folder)
        let manifest = folder.appendingPathComponent("equalizer.manifest.json").path
        #expect(flipbook("manifest", "verify").status == 2)
        let r = flipbook("manifest", "verify", manifest, folder.appendingPathComponent("nowhere").path)
        #expect(r.status == 2)
        #expect(r.err.contains("nowhere is not a folder"))
    }
}
