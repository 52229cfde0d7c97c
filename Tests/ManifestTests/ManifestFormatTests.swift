import Foundation
import Frames
import TestFolders
import Testing
@testable import Manifest

/// Reading, merging and journaling manifests without the command line:
/// each failure is a `ManifestError` of the kind the CLI turns into its
/// exit status.
@Suite struct ManifestFormatTests {
    static let settings = RenderSettings(flipbook: "0.1.0", scene: "dots", sceneFile: nil, parameters: [:], firstFrame: 10,
                                         endFrame: 14, framesPerSecond: 30, canvasWidth: 20, canvasHeight: 10, scale: 1,
                                         pixelWidth: 20, pixelHeight: 10, backend: "cpu", pngLevel: 1)

    static func record(_ number: Int, file: String? = nil) -> FrameRecord {
        FrameRecord(number: number, time: Double(number) / 30, file: file ?? "dots-000\(number).png", png: [UInt8(number)])
    }

    static func write(_ manifest: Manifest, in folder: URL, as name: String = "dots.manifest.json") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(try manifest.encoded()).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func encodedManifestReadsBackEqual() throws {
        let manifest = Manifest(settings: Self.settings, shard: Shard(index: 1, count: 3),
                                frames: [Self.record(10), Self.record(13)])
        #expect(try Manifest.read(Self.write(manifest, in: temporaryFolder())) == manifest)
    }

    @Test(arguments: [0, 2, 7])
    func otherVersionsAreInputErrors(version: Int) throws {
        var manifest = Manifest(settings: Self.settings, shard: nil, frames: [Self.record(11)])
        manifest.manifestVersion = version
        let path = try Self.write(manifest, in: temporaryFolder())
        let error = try #require(throws: ManifestError.self) { try Manifest.read(path) }
        #expect(error.kind == .input)
        #expect(error.message.contains("manifest version \(version)"))
    }

    @Test(arguments: ["sub/dots-00011.png", "..", "dots\u{7}.png"])
    func namesOutsideTheFolderAreInputErrors(name: String) throws {
        let manifest = Manifest(settings: Self.settings, shard: nil, frames: [Self.record(12), Self.record(11, file: name)])
        let path = try Self.write(manifest, in: temporaryFolder())
        let error = try #require(throws: ManifestError.self) { try Manifest.read(path) }
        #expect(error.kind == .input)
        #expect(error.message.contains("frames[1].file"))
    }

    @Test func overlappingShardsAreAMismatch() throws {
        let a = Manifest(settings: Self.settings, shard: Shard(index: 0, count: 2),
                         frames: [Self.record(10), Self.record(12)])
        let b = Manifest(settings: Self.settings, shard: Shard(index: 1, count: 2),
                         frames: [Self.record(11), Self.record(12), Self.record(13)])
        let error = try #require(throws: ManifestError.self) {
            try ManifestMerger.merge([.init(name: "a", manifest: a), .init(name: "b", manifest: b)])
        }
        #expect(error.kind == .mismatch)
        #expect(error.message.contains("overlap: frame 12 in both a and b"))
    }

    /// A killed run leaves whole lines and maybe one torn last line: the
    /// reader keeps the whole ones, in file order (`ResumeSource` lets a
    /// later line for a frame win).
    @Test func journalSkipsATornLastLine() throws {
        let path = try temporaryFolder().appendingPathComponent(".dots.manifest.json.journal").path
        let journal = try ManifestJournal(path: path, settings: Self.settings, records: [Self.record(10)])
        try journal.append(Self.record(11))
        try journal.append(Self.record(10, file: "dots-again.png"))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"number":12,"time":0.4,"fi"#.utf8))
        try handle.close()
        let read = try #require(ManifestJournal.read(path))
        #expect(read.settings == Self.settings)
        #expect(read.records.map(\.number) == [10, 11, 10])
        var scanned: [String] = []
        try ManifestJournal.scanRecords(path) { record, _ in scanned.append(record.file) }
        #expect(scanned == ["dots-00010.png", "dots-00011.png", "dots-again.png"])
    }
}
