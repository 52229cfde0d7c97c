import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// `flipbook export file.json` writes a Lottie file as a Flipbook scene
/// file that draws the same frames: every feature file
/// (Tests/LottieTests/Features) at 3 times, byte for byte.
@Suite struct LottieExportTests {
    static let features = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LottieTests/Features")

    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: features.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test(arguments: files)
    func exportedSceneDrawsTheSameFrames(_ file: String) throws {
        let folder = try temporaryFolder(file)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lottie = Self.features.appendingPathComponent(file).path
        let exported = folder.appendingPathComponent("exported")
        let export = flipbook(["export", lottie, "--out", exported.path])
        #expect(export.status == 0, "\(export.err)")
        let stem = String(file.dropLast(".json".count))
        let scene = exported.appendingPathComponent(stem + ".json").path
        for time in ["0", "0.75", "1.5"] {
            var frames: [Data] = []
            for (k, source) in [lottie, scene].enumerated() {
                let out = folder.appendingPathComponent("frames-\(k)-\(time)")
                let r = flipbook(["render", source, "--time", time, "--scale", "1", "--backend", "cpu", "--quiet",
                                  "--out", out.path])
                #expect(r.status == 0, "\(source): \(r.err)")
                frames += try framePNGs(in: out).sorted { $0.key < $1.key }.map(\.value)
            }
            #expect(frames.count == 2 && frames[0] == frames[1], "\(file) at \(time) s: the exported scene file differs")
        }
    }
}
