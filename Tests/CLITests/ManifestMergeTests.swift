@testable import FlipbookCLI
import Foundation
import Manifest
import TestFolders
import Testing

/// `flipbook manifest merge` refuses anything but shards of one render that
/// cover its range exactly once: exit 1 and one line naming the problem.
@Suite struct ManifestMergeTests {
    /// Renders frames 0..<8 as 4 shards into one folder; the manifest paths
    /// by shard index. A shard with `extra` options goes into a folder of
    /// its own (`shard-K`): a folder refuses frames of other settings.
    static func renderShards(_ extra: [Int: [String]] = [:]) throws -> (folder: URL, manifests: [String]) {
        let folder = try temporaryFolder("merge")
        func folderOf(_ k: Int) -> URL { extra[k] == nil ? folder : folder.appendingPathComponent("shard-\(k)") }
        for k in 0..<4 { renderTiny("0..<8", to: folderOf(k), ["--shard", "\(k)/4"] + (extra[k] ?? [])) }
        return (folder, (0..<4).map { folderOf($0).appendingPathComponent("equalizer.manifest-shard-\($0)-of-4.json").path })
    }

    func expectRefusal(_ manifests: [String], exitCode: Int32 = 1, _ expected: String...) {
        let r = flipbook(["manifest", "merge"] + manifests)
        #expect(r.status == exitCode)
        #expect(r.out.isEmpty, "nothing on stdout")
        #expect(r.err.filter { $0 == "\n" }.count == 1, "one line: \(r.err)")
        for text in expected { #expect(r.err.contains(text), "stderr was: \(r.err)") }
    }

    @Test func refusesAMissingShard() throws {
        let (_, manifests) = try Self.renderShards()
        expectRefusal([manifests[0], manifests[1], manifests[3]],
                      "manifest merge: missing frames 2, 6 of 0..<8: in none of the 3 manifests (no manifest for shard 2/4)")
    }

    @Test func refusesOverlappingShards() throws {
        let (folder, manifests) = try Self.renderShards()
        // A 2-way split next to the 4-way one: 0/2 holds 0, 2, 4, 6, which 0/4 and 2/4 hold too;
        // the line names the first pair.
        renderTiny("0..<8", to: folder, ["--shard", "0/2"])
        let half = folder.appendingPathComponent("equalizer.manifest-shard-0-of-2.json").path
        expectRefusal(manifests + [half], "manifest merge: overlap: frames 0, 4 in both \(manifests[0]) and \(half)")
        expectRefusal([manifests[1], manifests[1]], "overlap: frames 1, 5 twice in \(manifests[1])")
    }

    @Test(arguments: [
        (["--png-level", "6"], "pngLevel (6 vs 1)"),
        (["--param", "barDuration=0.75"], "parameters.barDuration (0.75 vs 0.5)"),
        (["--frames", "0..<12"], "endFrame (12 vs 8)"),
        (["--canvas", "300x568"], "canvasWidth (300.0 vs 320.0)"),
    ])
    func refusesMismatchedShards(extra: [String], expected: String) throws {
        let (_, manifests) = try Self.renderShards([3: extra])
        expectRefusal(manifests, "manifest merge: \(manifests[3]) is not a shard of the render in \(manifests[0]): ", expected)
    }

    @Test func refusesAnotherFlipbookVersion() throws {
        let (_, manifests) = try Self.renderShards()
        var manifest = try Manifest.read(manifests[2])
        manifest.settings.flipbook = "0.0.9"
        try Data(try manifest.encoded()).write(to: URL(fileURLWithPath: manifests[2]))
        expectRefusal(manifests, "flipbook (0.0.9 vs \(Flipbook.version)) differ")
    }

    @Test func refusesFramesOutsideTheRange() throws {
        let (_, manifests) = try Self.renderShards()
        var manifest = try Manifest.read(manifests[1])
        manifest.frames[0].number = 9
        try Data(try manifest.encoded()).write(to: URL(fileURLWithPath: manifests[1]))
        expectRefusal(manifests, "\(manifests[1]) has frame 9 outside the range 0..<8")
    }

    @Test func unreadableInputIsAnInputError() throws {
        let folder = try temporaryFolder()
        let notJSON = folder.appendingPathComponent("a.json"), notManifest = folder.appendingPathComponent("b.json")
        let future = folder.appendingPathComponent("c.json")
        try Data("frames".utf8).write(to: notJSON)
        try Data(#"{"manifestVersion": 1, "frames": []}"#.utf8).write(to: notManifest)
        try Data(#"{"manifestVersion": 2}"#.utf8).write(to: future)
        expectRefusal([notJSON.path], exitCode: 2, "\(notJSON.path) is not a Flipbook manifest (not JSON)")
        expectRefusal([notManifest.path], exitCode: 2, "is not a Flipbook manifest (missing settings)")
        expectRefusal([future.path], exitCode: 2, "is manifest version 2; this flipbook reads version 1")
        expectRefusal([folder.appendingPathComponent("none.json").path], exitCode: 2, "cannot read manifest")
        expectRefusal([], exitCode: 2, "manifest merge needs the manifests to merge")
    }

    @Test func badSubcommandsExitTwo() {
        #expect(flipbook("manifest").status == 2)
        let r = flipbook("manifest", "split", "a.json")
        #expect(r.status == 2)
        #expect(r.err.contains("unknown manifest subcommand 'split' (subcommands: merge, verify)"))
    }
}
