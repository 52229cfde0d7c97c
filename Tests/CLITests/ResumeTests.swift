@testable import FlipbookCLI
import Foundation
import Manifest
import TestFolders
import Testing

/// `--resume` renders only frames whose files are missing or differ from
/// the manifest (or the journal of a killed run), and leaves the rest
/// untouched.
@Suite struct ResumeTests {
    static func frameURL(_ folder: URL, _ n: Int) -> URL {
        folder.appendingPathComponent(String(format: "equalizer-%05d.png", n))
    }

    @Test func restoresExactlyTheDeletedAndCorruptedFrames() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<10", to: folder)
        let manifest = try Data(contentsOf: folder.appendingPathComponent("equalizer.manifest.json"))
        let original = try (0..<10).map { try Data(contentsOf: Self.frameURL(folder, $0)) }
        let damaged: Set = [1, 4, 6, 8]
        try FileManager.default.removeItem(at: Self.frameURL(folder, 1))
        try FileManager.default.removeItem(at: Self.frameURL(folder, 4))
        var flipped = [UInt8](original[6])
        flipped[flipped.count / 2] ^= 0x80  // same size, other bytes
        try Data(flipped).write(to: Self.frameURL(folder, 6))
        try original[8].prefix(100).write(to: Self.frameURL(folder, 8))
        // A temporary file a killed run left while writing frame 4.
        let stale = folder.appendingPathComponent(".equalizer-00004.png.partial-Ab12Cd")
        try Data([1, 2, 3]).write(to: stale)
        let before = try (0..<10).filter { !damaged.contains($0) }.map { try identity(of: Self.frameURL(folder, $0)) }

        let r = renderTiny("0..<10", to: folder, ["--resume"])
        #expect(r.err.contains("flipbook: --resume: checking frames against equalizer.manifest.json\n"), "\(r.err)")
        #expect(r.err.contains("rendered 4 frames"), "\(r.err)")
        #expect(r.err.contains("kept 6 intact frames"), "\(r.err)")
        for n in 0..<10 {
            #expect(try Data(contentsOf: Self.frameURL(folder, n)) == original[n], "frame \(n)")
        }
        let after = try (0..<10).filter { !damaged.contains($0) }.map { try identity(of: Self.frameURL(folder, $0)) }
        #expect(after == before, "intact frames were not rewritten")
        #expect(try Data(contentsOf: folder.appendingPathComponent("equalizer.manifest.json")) == manifest)
        #expect(!FileManager.default.fileExists(atPath: stale.path), "stale temporary removed")
        #expect(try files(in: folder).count == 11, "10 frames and equalizer.manifest.json, no journal")
    }

    /// A run killed with SIGKILL leaves its journal; the resumed run keeps
    /// every journaled frame untouched and renders the rest.
    @Test func resumesARunKilledHalfway() throws {
        guard executableIsBuilt() else { return }
        let folder = try temporaryFolder()
        let range = "0..<150"
        let process = Process()
        process.executableURL = flipbookExecutable
        process.arguments = tinyRender + ["--frames", range, "--jobs", "1", "--out", folder.path]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, ((try? pngFiles(in: folder).count) ?? 0) < 6 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("equalizer.manifest.json").path))
        let journal = try #require(ManifestJournal.read(folder.appendingPathComponent(".equalizer.manifest.json.journal").path))
        let journaled = journal.records.map(\.number)
        #expect(journaled.count >= 5 && journaled.count < 150, "\(journaled.count) frames journaled")
        let before = try journaled.map { try identity(of: Self.frameURL(folder, $0)) }

        let r = renderTiny(range, to: folder, ["--resume", "--jobs", "2"])
        #expect(r.err.contains("checking frames against the journal of an unfinished run"), "\(r.err)")
        #expect(r.err.contains("rendered \(150 - journaled.count) frames"), "\(r.err)")
        #expect(r.err.contains("kept \(journaled.count) intact frames"), "\(r.err)")
        #expect(try journaled.map { try identity(of: Self.frameURL(folder, $0)) } == before)
        #expect(try pngFiles(in: folder).count == 150)
        #expect(try readManifest(folder.appendingPathComponent("equalizer.manifest.json")).frames.map(\.number) == Array(0..<150))
        #expect(flipbook("manifest", "verify", folder.appendingPathComponent("equalizer.manifest.json").path).status == 0)
        // Kept and newly rendered frames match a clean run.
        let clean = try temporaryFolder()
        renderTiny("0..<1", to: clean)
        renderTiny("149..<150", to: clean)
        for n in [0, 149] {
            #expect(try Data(contentsOf: Self.frameURL(clean, n)) == Data(contentsOf: Self.frameURL(folder, n)))
        }
    }

    @Test func otherSettingsAreNotTrusted() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<3", to: folder)
        let r = renderTiny("0..<3", to: folder, ["--resume", "--png-level", "6"])
        #expect(r.err.contains("--resume: nothing to resume in \(folder.path) (ignored: equalizer.manifest.json has other settings: pngLevel (1 vs 6)); rendering every frame"),
                "\(r.err)")
        #expect(r.err.contains("rendered 3 frames"))
        #expect(try readManifest(folder.appendingPathComponent("equalizer.manifest.json")).settings.pngLevel == 6)
    }

    @Test func resumesOneShard() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<12", to: folder, ["--shard", "1/3"])
        try FileManager.default.removeItem(at: Self.frameURL(folder, 7))
        let r = renderTiny("0..<12", to: folder, ["--shard", "1/3", "--resume"])
        #expect(r.err.contains("checking frames against equalizer.manifest-shard-1-of-3.json"), "\(r.err)")
        #expect(r.err.contains("rendered 1 frame ("), "\(r.err)")
        #expect(r.err.contains("kept 3 intact frames"), "\(r.err)")
        #expect(try pngFiles(in: folder) == [1, 4, 7, 10].map { Self.frameURL(folder, $0).lastPathComponent })
    }

    @Test func nothingToResumeRendersEverything() throws {
        let folder = try temporaryFolder()
        let r = renderTiny("0..<2", to: folder, ["--resume", "--contact-sheet", folder.appendingPathComponent("sheet.png").path])
        #expect(r.err.contains("--resume: nothing to resume in \(folder.path); rendering every frame"), "\(r.err)")
        #expect(r.err.contains("rendered 2 frames"))
        // A second resume keeps both and still draws them on the contact sheet.
        let again = renderTiny("0..<2", to: folder, ["--resume", "--contact-sheet", folder.appendingPathComponent("sheet2.png").path])
        #expect(again.err.contains("rendered 0 frames"), "\(again.err)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("sheet.png")) ==
                Data(contentsOf: folder.appendingPathComponent("sheet2.png")))
    }
}
