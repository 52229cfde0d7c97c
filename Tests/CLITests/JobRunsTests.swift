import Foundation
import Manifest
import TestFolders
import Testing

/// `render --jobs N` on the CPU hands each job runs of consecutive frames
/// (`RenderLoop.framesPerRun`), each drawn over the frame before: the
/// files, the stream and the manifest are those of one job, and a stop
/// leaves whole files, a prefix of the frames, each journaled.
@Suite struct JobRunsTests {
    static let lottieFeature = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LottieTests/Features/trim-paths.json").path

    /// 47 frames: runs of 8, then shorter ones, none a multiple of the
    /// others; two and three jobs against one, as separate processes.
    @Test(arguments: [[lottieFeature, "--fps", "24"], ["aperture", "--scale", "0.25", "--fps", "30"]])
    func moreJobsWriteTheBytesOfOne(scene: [String]) throws {
        guard executableIsBuilt() else { return }
        let args = ["render"] + scene + ["--frames", "0:47", "--backend", "cpu", "--quiet", "--png-level", "1"]
        let folders = try (0..<3).map { _ in try temporaryFolder() }
        defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
        for (folder, jobs) in zip(folders, ["1", "2", "3"]) {
            let run = try runProcess(args + ["--jobs", jobs, "--out", folder.path])
            #expect(run.status == 0, "\(run.err)")
        }
        let names = try pngFiles(in: folders[0])
        #expect(names.count == 47)
        let manifestName = try #require(try files(in: folders[0]).first { $0.hasSuffix(".manifest.json") })
        let manifest = try readManifest(folders[0].appendingPathComponent(manifestName))
        for (folder, jobs) in zip(folders.dropFirst(), ["2", "3"]) {
            #expect(try pngFiles(in: folder) == names, "--jobs \(jobs)")
            for name in names {
                #expect(try Data(contentsOf: folder.appendingPathComponent(name)) ==
                        Data(contentsOf: folders[0].appendingPathComponent(name)), "\(name), --jobs \(jobs)")
            }
            #expect(try readManifest(folder.appendingPathComponent(manifestName)).frames == manifest.frames, "--jobs \(jobs)")
        }
        // A raw stream on stdout, frame after frame in order.
        let stream = ["render"] + scene + ["--frames", "0:37", "--backend", "cpu", "--format", "rgba"]
        let one = try runProcessCapturingBytes(stream + ["--jobs", "1"])
        let two = try runProcessCapturingBytes(stream + ["--jobs", "2"])
        #expect(one.status == 0 && two.status == 0)
        #expect(!one.out.isEmpty && two.out == one.out)
    }

    /// SIGINT while two jobs draw runs of frames: exit 130, the files a
    /// prefix of the frames, each whole, as many as the summary says, and
    /// the journal records exactly those files (frames a later run drew
    /// before the stop are neither written nor journaled).
    @Test func interruptedRunsLeaveAWholeJournaledPrefix() throws {
        guard executableIsBuilt() else { return }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = flipbookExecutable
        process.arguments = ["render", Self.lottieFeature, "--frames", "0:100000", "--fps", "240", "--scale", "4",
                             "--backend", "cpu", "--jobs", "2", "--out", folder.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Interrupt once more than two runs of frames are written.
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, ((try? pngFiles(in: folder).count) ?? 0) < 40 {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(message)")
        let names = try pngFiles(in: folder)
        #expect(names.count >= 40 && names.count < 100000)
        #expect(names == (0..<names.count).map { String(format: "trim-paths-%05d.png", $0) })
        #expect(message.contains("interrupted: \(names.count) of 100000 frames"), "\(message)")
        #expect(try files(in: folder).allSatisfy { $0.hasSuffix(".png") || $0.hasSuffix(".journal") })
        let iend = Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        for name in names {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)).suffix(8) == iend, "\(name) is truncated")
        }
        let journal = try #require(ManifestJournal.read(folder.appendingPathComponent(".trim-paths.manifest.json.journal").path))
        #expect(journal.records.map(\.file).sorted() == names)
    }
}
