import Foundation
import TestFolders
import Testing
import Frames
@testable import Manifest

/// The manifest is written from the journal, one record at a time, with
/// the bytes the whole manifest encodes to (issue 36, D13).
@Suite struct StreamedManifestTests {
    @Test(arguments: [1, 2, 7])
    func streamingGivesTheEncodedBytes(count: Int) throws {
        let folder = try temporaryFolder()
        let settings = RenderSettings(flipbook: "0.1.0", scene: "s/é", sceneFile: nil, parameters: ["a": "1"], firstFrame: 3,
                                      endFrame: 3 + count, framesPerSecond: 24, canvasWidth: 10, canvasHeight: 5, scale: 1.5,
                                      pixelWidth: 15, pixelHeight: 8, backend: "cpu", device: nil, compositing: nil, pngLevel: 1)
        let records = (0..<count).map { FrameRecord(number: 3 + $0, time: Double($0) / 24, file: "s-\($0).png", png: [UInt8($0)]) }
        let manifest = Manifest(settings: settings, shard: Shard(index: 0, count: 1), frames: records)
        let path = folder.appendingPathComponent("m.json").path
        try ManifestStreamWriter.write(manifest, count: count, to: path) { records[$0] }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(try manifest.encoded()))
        #expect(try files(in: folder) == ["m.json"], "no temporary left")
    }
}
