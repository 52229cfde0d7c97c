import Foundation
import TestFolders
import Testing
@testable import FlipbookCLI

/// Manifests name plain files inside their folder; anything else is exit 2
/// naming the entry, and no file outside is ever measured; an empty
/// manifest is an error (issue 36, D10).
@Suite struct ManifestEntryTests {
    /// Rewrites the manifest at `url` with `edit` applied to its JSON object.
    static func edit(_ url: URL, _ change: (inout [String: Any]) -> Void) throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    static func setFile(_ name: String, bytes: Int? = nil, at index: Int) -> (inout [String: Any]) -> Void {
        { object in
            var frames = object["frames"] as! [[String: Any]]
            frames[index]["file"] = name
            if let bytes { frames[index]["bytes"] = bytes }
            object["frames"] = frames
        }
    }

    /// Names that leave the folder or are no file name at all, at another
    /// index than the first: verify and merge name the entry, and verify
    /// never reports the size of the file outside.
    @Test(arguments: ["../outside.txt", "/etc/hostname", "..", ".", "", "nested/equalizer-00001.png",
                      "equalizer-00001.png\u{0}.txt", "equal\u{1B}[31mizer.png", "line\nbreak.png"])
    func entryOutsideTheFolderIsExitTwo(name: String) throws {
        let root = try temporaryFolder()
        let folder = root.appendingPathComponent("frames")
        renderTiny("0..<3", to: folder)
        try Data("seven b".utf8).write(to: root.appendingPathComponent("outside.txt"))
        let manifest = folder.appendingPathComponent("equalizer.manifest.json")
        try Self.edit(manifest, Self.setFile(name, bytes: 3, at: 2))
        for args in [["manifest", "verify", manifest.path], ["manifest", "merge", manifest.path]] {
            let r = flipbook(args)
            #expect(r.status == 2, "\(args[1]) \(name.debugDescription): \(r.status) \(r.err)")
            #expect(r.err.contains("frames[2].file"), "\(r.err)")
            #expect(!r.err.contains("7 bytes") && !r.err.contains("has "), "no size of a file outside: \(r.err)")
            #expect(r.err.filter { $0 == "\n" }.count == 1)
        }
    }

    /// A frame file replaced by a link to a file outside the folder is a
    /// problem named without the outside file's size.
    @Test func linkedFrameIsNotMeasured() throws {
        let root = try temporaryFolder()
        let folder = root.appendingPathComponent("frames")
        renderTiny("0..<2", to: folder)
        let outside = root.appendingPathComponent("big.bin")
        try Data(repeating: 7, count: 12_345).write(to: outside)
        let frame = folder.appendingPathComponent("equalizer-00001.png")
        try FileManager.default.removeItem(at: frame)
        try FileManager.default.createSymbolicLink(atPath: frame.path, withDestinationPath: outside.path)
        let r = flipbook("manifest", "verify", folder.appendingPathComponent("equalizer.manifest.json").path)
        #expect(r.status == 1)
        #expect(r.err.contains("equalizer-00001.png is a symbolic link, not a regular file"), "\(r.err)")
        #expect(!r.err.contains("12345"), "\(r.err)")
    }

    /// No frames: verify has nothing to check and merge nothing to merge.
    @Test func emptyManifestIsAnError() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<2", to: folder)
        let manifest = folder.appendingPathComponent("equalizer.manifest.json")
        try Self.edit(manifest) { $0["frames"] = [[String: Any]]() }
        let verify = flipbook("manifest", "verify", manifest.path)
        #expect(verify.status == 2 && verify.err.contains("lists no frames"), "\(verify.err)")
        let merge = flipbook("manifest", "merge", manifest.path)
        #expect(merge.status == 2 && merge.err.contains("lists no frames"), "\(merge.err)")
    }

    /// A hostile frame range: reversed (it trapped) or endless (the
    /// missing-frame scan never ended). Run as a process with a deadline.
    @Test(arguments: [(5, 1), (0, Int.max), (Int.min, 3)])
    func hostileRangeIsExitTwo(first: Int, end: Int) throws {
        let folder = try temporaryFolder()
        renderTiny("0..<2", to: folder)
        let manifest = folder.appendingPathComponent("equalizer.manifest.json")
        try Self.edit(manifest) { object in
            var settings = object["settings"] as! [String: Any]
            settings["firstFrame"] = first
            settings["endFrame"] = end
            object["settings"] = settings
        }
        let r = try runProcessWithDeadline(["manifest", "merge", manifest.path])
        #expect(!r.killed && r.status == 2, "\(r.status) \(r.err)")
        #expect(r.err.contains("frame range"), "\(r.err)")
    }

    /// `--resume` over a manifest naming a file outside refuses the run
    /// (exit 2), naming the manifest and the entry, and keeps every file.
    @Test func resumeRefusesAManifestNamingAFileOutside() throws {
        let folder = try temporaryFolder()
        renderTiny("0..<2", to: folder)
        let manifest = folder.appendingPathComponent("equalizer.manifest.json")
        try Self.edit(manifest, Self.setFile("../equalizer-00001.png", at: 1))
        let before = try files(in: folder)
        let r = flipbook(tinyRender + ["--frames", "0..<2", "--out", folder.path, "--resume"])
        #expect(r.status == 2, "\(r.status) \(r.err)")
        #expect(r.err.contains("equalizer.manifest.json is unreadable"), "\(r.err)")
        #expect(r.err.contains("frames[1].file \"../equalizer-00001.png\" holds a /"), "\(r.err)")
        #expect(try files(in: folder) == before)
    }
}
