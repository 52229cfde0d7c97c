import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// What a render or a comparison creates before its first frame: nothing,
/// when it fails first (issue 36, D16).
@Suite struct NothingCreatedEarlyTests {
    /// A scene file whose `name` is `length` characters long.
    static func sceneNamed(length: Int, in folder: URL) throws -> String {
        let name = String(repeating: "n", count: length)
        let text = #"{"flipbook":1,"name":"\#(name)","size":[8,8],"loopDuration":1,"root":{"bounds":[0,0,8,8],"position":[4,4]}}"#
        return try SceneFileCommandTests.write(text, in: folder)
    }

    /// A name that cannot make file names is an input error, found before
    /// the output folder is created; one that just fits renders.
    @Test func aLongSceneNameIsAnInputError() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("new/out")
        let long = flipbook(["render", try Self.sceneNamed(length: 233, in: folder), "--frames", "0:2", "--out", out.path])
        #expect(long.status == 2, "\(long.err)")
        #expect(long.err.contains("(233 characters) is too long for file names"), "\(long.err)")
        #expect(long.err.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
        // 255 bytes: "." + name + ".manifest.json.journal" + ".partial-XXXXXX".
        let fits = flipbook(["render", try Self.sceneNamed(length: 216, in: folder), "--frames", "0:2", "--out", out.path, "-q"])
        #expect(fits.status == 0, "\(fits.err)")
        let sharded = flipbook(["render", try Self.sceneNamed(length: 216, in: folder), "--frames", "0:2", "--out", out.path,
                                "--shard", "1/2"])
        #expect(sharded.status == 2 && sharded.err.contains("too long for file names"), "\(sharded.err)")
    }

    /// A comparison that fails on a damaged folder frame leaves no `--out`.
    @Test func compareFailingOnADamagedFrameCreatesNoFolder() throws {
        let folder = try temporaryFolder()
        let frames = folder.appendingPathComponent("frames")
        let r = flipbook(["render", "equalizer", "--frames", "3:6", "--scale", "0.125", "--backend", "cpu", "-q", "--out", frames.path])
        #expect(r.status == 0, "\(r.err)")
        let damaged = frames.appendingPathComponent("equalizer-00005.png")
        let bytes = try Data(contentsOf: damaged)
        try bytes.prefix(bytes.count * 2 / 3).write(to: damaged)
        let out = folder.appendingPathComponent("report")
        let c = flipbook(["compare", "equalizer", "--frames", "3:6", "--scale", "0.125", "--a", "cpu", "--b", frames.path,
                          "--out", out.path, "-q"])
        #expect(c.status == 2, "\(c.err)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "an empty --out was left")
    }

    /// An empty `--out` is a usage error, not the current folder.
    @Test(arguments: [["render", "equalizer", "--time", "0"], ["compare", "equalizer", "--a", "cpu", "--b", "cpu"],
                      ["export", "equalizer"]])
    func anEmptyOutIsRefused(command: [String]) throws {
        let r = flipbook(command + ["-o", ""])
        #expect(r.status == 2)
        #expect(r.err == "flipbook: --out names a folder, got an empty name\n", "\(r.err)")
    }
}
