import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// One lock per scene and folder (issue 36, D4), `--resume` refusing other
/// settings (D5) and `--overwrite` removing regular files only (D11).
@Suite struct SceneLockTests {
    func render(_ frames: String, to folder: URL, scale: String = "0.125", _ extra: [String] = []) -> (status: Int32, out: String, err: String) {
        flipbook(["render", "loader", "--frames", frames, "--scale", scale, "--backend", "cpu", "-q", "--out", folder.path] + extra)
    }

    /// Holds `name` in `folder` as another process would.
    func hold(_ name: String, in folder: URL, _ operation: Int32) -> Int32 {
        let fd = open(folder.appendingPathComponent(name).path, O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0 && flock(fd, operation | LOCK_NB) == 0)
        return fd
    }

    /// While a shard runs (a shared hold on the scene's lock), neither an
    /// unsharded render nor an `--overwrite` of any kind may start; other
    /// shards may, and the frames stay.
    @Test func aRunningShardExcludesWholeAndOverwritingRenders() throws {
        let folder = try temporaryFolder()
        #expect(render("0:6", to: folder, ["--shard", "2/3"]).status == 0)
        let before = try files(in: folder)
        let shard = hold(".loader.lock", in: folder, LOCK_SH)
        for extra in [[], ["--overwrite"], ["--shard", "0/3", "--overwrite"], ["--resume"]] {
            let r = render("0:2", to: folder, scale: "0.25", extra)
            #expect(r.status == 2, "\(extra): \(r.err)")
            #expect(r.err.contains("is being written by another render of loader;"), "\(extra): \(r.err)")
        }
        #expect(try files(in: folder) == (before + [".loader.lock"]).sorted(), "nothing was removed")
        #expect(render("0:6", to: folder, ["--shard", "1/3"]).status == 0, "another shard shares the folder")
        close(shard)
    }

    /// While an unsharded render holds the scene, no shard starts; a shard
    /// already holding its own manifest refuses a second copy of itself.
    @Test func shardsWaitForWholeRendersAndForTheirTwin() throws {
        let folder = try temporaryFolder()
        let whole = hold(".loader.lock", in: folder, LOCK_EX)
        let refused = render("0:4", to: folder, ["--shard", "0/2"])
        #expect(refused.status == 2 && refused.err.contains("another render of loader;"), "\(refused.err)")
        close(whole)
        let twin = hold(".loader.manifest-shard-1-of-2.json.lock", in: folder, LOCK_EX)
        let second = render("0:4", to: folder, ["--shard", "1/2"])
        #expect(second.status == 2 && second.err.contains("another render of loader.manifest-shard-1-of-2.json"),
                "\(second.err)")
        #expect(render("0:4", to: folder, ["--shard", "0/2"]).status == 0)
        close(twin)
        #expect(try files(in: folder).filter { !$0.hasPrefix(".") } == ["loader-00000.png", "loader-00002.png",
                                                                          "loader.manifest-shard-0-of-2.json"])
    }

    /// `--resume` with another rate is refused as a plain render is, naming
    /// the difference, and every file stays as it was.
    @Test func resumeRefusesOtherSettings() throws {
        let folder = try temporaryFolder()
        #expect(render("2:5", to: folder).status == 0)
        let before = try files(in: folder).map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let r = render("2:5", to: folder, ["--resume", "--fps", "24"])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("framesPerSecond"), "\(r.err)")
        #expect(try files(in: folder).map { try Data(contentsOf: folder.appendingPathComponent($0)) } == before)
    }

    /// `--overwrite` never removes a folder or a link named like a frame,
    /// nor what they hold or point to: it refuses, naming it, and removes
    /// nothing.
    @Test(arguments: ["folder", "link"])
    func overwriteRemovesRegularFilesOnly(kind: String) throws {
        let folder = try temporaryFolder()
        #expect(render("0:2", to: folder).status == 0)
        let keep = folder.appendingPathComponent("keep")
        try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: false)
        try Data("precious".utf8).write(to: keep.appendingPathComponent("notes.txt"))
        let odd = folder.appendingPathComponent("loader-00123.png")
        if kind == "folder" {
            try FileManager.default.moveItem(at: keep, to: odd)
        } else {
            try FileManager.default.createSymbolicLink(at: odd, withDestinationURL: keep.appendingPathComponent("notes.txt"))
        }
        let before = try files(in: folder)
        let r = render("0:2", to: folder, scale: "0.25", ["--overwrite"])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("\(odd.path) is not a regular file"), "\(r.err)")
        #expect(try files(in: folder) == before)
        let notes = kind == "folder" ? odd.appendingPathComponent("notes.txt") : keep.appendingPathComponent("notes.txt")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "precious")
    }
}
