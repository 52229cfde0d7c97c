@testable import FlipbookCLI
import Foundation
import Frames
import TestFolders
import Testing

@Suite struct ShardTests {
    /// Frames 0..<10: shards of 4 get 3, 3, 2 and 2 frames.
    static let range = "0..<10"

    @Test func fourShardsMergedEqualOneRunByteForByte() throws {
        let whole = try temporaryFolder()
        renderTiny(Self.range, to: whole)
        let shards = try (0..<4).map { k -> URL in
            let folder = try temporaryFolder("shard\(k)")
            renderTiny(Self.range, to: folder, ["--shard", "\(k)/4"])
            return folder
        }
        // Each shard holds exactly its frames, named and encoded as in the whole run.
        let names = try pngFiles(in: whole)
        #expect(names.count == 10)
        for (k, folder) in shards.enumerated() {
            let expected = names.enumerated().filter { $0.offset % 4 == k }.map(\.element)
            #expect(try pngFiles(in: folder) == expected)
            for name in expected {
                #expect(try Data(contentsOf: folder.appendingPathComponent(name)) ==
                        Data(contentsOf: whole.appendingPathComponent(name)), "\(name) differs")
            }
            #expect(try files(in: folder).contains("equalizer.manifest-shard-\(k)-of-4.json"))
        }
        // The merged manifest is the unsharded run's, byte for byte.
        let manifests = shards.enumerated().map { $0.element.appendingPathComponent("equalizer.manifest-shard-\($0.offset)-of-4.json").path }
        let merged = flipbook(["manifest", "merge"] + manifests.reversed())
        #expect(merged.status == 0, "\(merged.err)")
        let wholeManifest = try String(contentsOf: whole.appendingPathComponent("equalizer.manifest.json"), encoding: .utf8)
        #expect(merged.out == wholeManifest)
        #expect(try readManifest(whole.appendingPathComponent("equalizer.manifest.json")).frames.count == 10)
        // And it verifies against the unsharded frames.
        let mergedFile = whole.appendingPathComponent("merged.json")
        try Data(merged.out.utf8).write(to: mergedFile)
        let verified = flipbook("manifest", "verify", mergedFile.path, whole.path)
        #expect(verified.status == 0, "\(verified.err)")
    }

    /// Shards sharing one folder (a Kubernetes volume) keep their own
    /// manifests and journals apart.
    @Test func shardsShareAFolder() throws {
        let whole = try temporaryFolder(), shared = try temporaryFolder()
        renderTiny(Self.range, to: whole)
        for k in 0..<4 { renderTiny(Self.range, to: shared, ["--shard", "\(k)/4"]) }
        #expect(try pngFiles(in: shared) == pngFiles(in: whole))
        #expect(try files(in: shared).filter { $0.hasPrefix("equalizer.manifest-shard-") }.count == 4)
        #expect(try !files(in: shared).contains { $0.hasSuffix(".journal") }, "finished runs leave no journal")
        let merged = flipbook(["manifest", "merge"] + (0..<4).map { shared.appendingPathComponent("equalizer.manifest-shard-\($0)-of-4.json").path })
        #expect(merged.status == 0, "\(merged.err)")
        #expect(merged.out == (try String(contentsOf: whole.appendingPathComponent("equalizer.manifest.json"), encoding: .utf8)))
    }

    /// Frame numbers, not positions in the range, choose the shard.
    @Test func framesGoByNumber() throws {
        let folder = try temporaryFolder()
        let r = renderTiny("3..<9", to: folder, ["--shard", "0/2"])
        #expect(try pngFiles(in: folder) == ["equalizer-00004.png", "equalizer-00006.png", "equalizer-00008.png"])
        #expect(r.err.contains("rendered 3 frames"), "\(r.err)")
        let manifest = try readManifest(folder.appendingPathComponent("equalizer.manifest-shard-0-of-2.json"))
        #expect(manifest.shard == Shard(index: 0, count: 2))
        #expect(manifest.settings.firstFrame == 3 && manifest.settings.endFrame == 9)
        #expect(manifest.frames.map(\.number) == [4, 6, 8])
    }

    /// More shards than frames: the idle shards succeed with empty manifests.
    @Test func aShardWithNoFramesSucceeds() throws {
        let folder = try temporaryFolder()
        let r = renderTiny("0..<2", to: folder, ["--shard", "3/4"])
        #expect(r.err.contains("rendered 0 frames"), "\(r.err)")
        #expect(try pngFiles(in: folder).isEmpty)
        #expect(try readManifest(folder.appendingPathComponent("equalizer.manifest-shard-3-of-4.json")).frames.isEmpty)
    }

    @Test func negativeFrameNumbersLandInOneShard() {
        let owners = (0..<3).filter { Shard(index: $0, count: 3).contains(-7) }
        #expect(owners == [2])
    }

    @Test(arguments: [
        (["--shard", "4/4"], "K must be 0…3"),
        (["--shard", "-1/4"], "K must be 0…3"),
        (["--shard", "1/0"], "N must be 1…"),
        (["--shard", "two/4"], "--shard must look like K/N"),
        (["--shard", "1"], "--shard must look like K/N"),
        (["--shard", "0/2", "--format", "rgba"], "--shard and --resume apply to png files"),
        (["--resume", "--format", "y4m"], "--shard and --resume apply to png files"),
    ])
    func badShardOptionsExitTwo(extra: [String], expected: String) throws {
        let folder = try temporaryFolder()
        let args = ["render", "equalizer", "--frames", "0..<2", "--scale", "0.25"] + extra
            + (extra.contains("--format") ? [] : ["--out", folder.path])
        let r = flipbook(args)
        #expect(r.status == 2)
        #expect(r.err.contains(expected), "stderr was: \(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1)
        #expect(try files(in: folder).isEmpty)
    }

    @Test func helpDescribesShardsAndManifests() {
        #expect(flipbook("help", "render").out.contains("--shard K/N"))
        let manifest = flipbook("manifest", "--help")
        #expect(manifest.status == 0)
        #expect(manifest.out.contains("JOB_COMPLETION_INDEX (0), FLIPBOOK_SHARD_COUNT"))
        #expect(flipbook("help", "manifest").out == manifest.out)
    }
}
