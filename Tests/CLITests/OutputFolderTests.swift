@testable import FlipbookCLI
import Foundation
import OutputFolders
import TestFolders
import Testing

/// An output folder protects what it holds: one manifest per scene, frames
/// of other settings refused (or replaced with --overwrite), one writer at
/// a time.
@Suite struct OutputFolderTests {
    func render(_ frames: String, scene: String = "equalizer", scale: String = "0.25", to folder: URL,
                _ extra: [String] = []) -> (status: Int32, out: String, err: String) {
        flipbook(["render", scene, "--frames", frames, "--scale", scale, "--backend", "cpu", "--out", folder.path] + extra)
    }

    func frameSizes(in folder: URL) throws -> [String: Int] {
        var sizes: [String: Int] = [:]
        for name in try pngFiles(in: folder) {
            let size = try #require(PNGHeader.size(ofFileAt: folder.appendingPathComponent(name).path))
            sizes["\(size.width)x\(size.height)", default: 0] += 1
        }
        return sizes
    }

    /// The case: 10 frames at one scale, then 5 at another.
    @Test func framesOfOtherSettingsAreRefusedAndLeftAlone() throws {
        let folder = try temporaryFolder()
        #expect(render("0:10", to: folder).status == 0)
        let before = try files(in: folder)
        let r = render("0:5", scale: "0.125", to: folder)
        #expect(r.status == 2)
        #expect(r.err.contains("holds equalizer frames from other settings: equalizer.manifest.json: "), "\(r.err)")
        #expect(r.err.contains("scale (0.125 vs 0.25)"), "\(r.err)")
        #expect(r.err.contains("--overwrite replaces them"), "\(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1, "\(r.err)")
        #expect(try files(in: folder) == before, "nothing changed")
        #expect(try frameSizes(in: folder) == ["80x142": 10])
    }

    @Test func overwriteReplacesTheScenesFrames() throws {
        let folder = try temporaryFolder()
        #expect(render("0:10", to: folder).status == 0)
        let r = render("0:5", scale: "0.125", to: folder, ["--overwrite"])
        #expect(r.status == 0, "\(r.err)")
        #expect(try frameSizes(in: folder) == ["40x71": 5], "the stale frames 5-9 are gone")
        #expect(try files(in: folder).filter { !$0.hasSuffix(".png") } == ["equalizer.manifest.json"])
        #expect(flipbook("manifest", "verify", folder.appendingPathComponent("equalizer.manifest.json").path).status == 0)
    }

    @Test func theSameSettingsRenderAgain() throws {
        let folder = try temporaryFolder()
        #expect(render("0:4", to: folder).status == 0)
        #expect(render("2:6", to: folder).status == 0, "another range of the same settings is no conflict")
        #expect(try frameSizes(in: folder) == ["80x142": 6])
    }

    /// Two scenes share a folder: each keeps its own manifest.
    @Test func eachSceneHasItsManifest() throws {
        let folder = try temporaryFolder()
        #expect(render("0:2", scene: "equalizer", to: folder).status == 0)
        #expect(render("0:2", scene: "loader", to: folder).status == 0)
        let manifests = try files(in: folder).filter { $0.hasSuffix(".json") }
        #expect(manifests == ["equalizer.manifest.json", "loader.manifest.json"])
        for name in manifests {
            #expect(flipbook("manifest", "verify", folder.appendingPathComponent(name).path).status == 0, "\(name)")
        }
    }

    /// Frames without a manifest (an older Flipbook's, or copied in) are
    /// checked by their pixel size.
    @Test func framesWithoutAManifestAreCheckedBySize() throws {
        let folder = try temporaryFolder()
        #expect(render("0:3", to: folder).status == 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("equalizer.manifest.json"))
        let r = render("0:3", scale: "0.125", to: folder)
        #expect(r.status == 2)
        #expect(r.err.contains("equalizer-00000.png is 80x142 px, this run makes 40x71"), "\(r.err)")
    }

    /// While one render holds the folder's lock, a second is refused; the
    /// lock goes with its holder.
    @Test func aSecondWriterIsRefused() throws {
        let folder = try temporaryFolder()
        let lock = folder.appendingPathComponent(".equalizer.lock").path
        let held = open(lock, O_RDWR | O_CREAT, 0o644)
        #expect(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
        let r = render("0:2", to: folder)
        #expect(r.status == 2)
        #expect(r.err.contains("is being written by another render of equalizer;"), "\(r.err)")
        #expect(try pngFiles(in: folder).isEmpty)
        close(held)
        #expect(render("0:2", to: folder).status == 0, "the lock went with the process that held it")
        #expect(try files(in: folder) == ["equalizer-00000.png", "equalizer-00001.png", "equalizer.manifest.json"],
                "no lock file is left")
    }

    @Test func overwriteAndResumeExclude() throws {
        let r = render("0:2", to: try temporaryFolder(), ["--overwrite", "--resume"])
        #expect(r.status == 2 && r.err.contains("--overwrite and --resume cannot be combined"), "\(r.err)")
    }
}
