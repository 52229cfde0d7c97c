import Foundation
import TestFolders
import Testing

/// The render command on the GPU draws frames through a pipeline (frame
/// n + 1 drawn while frame n is read back) and finishes them on several
/// threads: the frames still come out whole, in order, and equal to
/// frames rendered one run each.
@Suite struct GPURenderLoopTests {
    @Test func pipelinedFramesEqualFramesRenderedOneRunEach() throws {
        let common = ["render", "equalizer", "--scale", "0.25", "--fps", "5", "--format", "rgba", "--backend", "gpu"]
        let one = try runProcessCapturingBytes(common + ["--frames", "0..<6", "--jobs", "1"])
        let three = try runProcessCapturingBytes(common + ["--frames", "0..<6", "--jobs", "3"])
        #expect(one.status == 0 && three.status == 0)
        let size = 80 * 142 * 4
        #expect(one.out.count == 6 * size)
        #expect(one.out == three.out, "several finishing threads keep frames in order")
        var distinct = Set<Data>()
        for f in [0, 3, 5] {
            let alone = try runProcessCapturingBytes(common + ["--frames", "\(f)..<\(f + 1)"])
            #expect(alone.status == 0)
            #expect(alone.out == one.out[(f * size)..<((f + 1) * size)], "frame \(f)")
            distinct.insert(alone.out)
        }
        #expect(distinct.count == 3, "the frames differ from one another")
    }

    @Test func pipelinedPNGFilesAreAllWritten() throws {
        let folder = try temporaryFolder()
        let r = flipbook(["render", "equalizer", "--scale", "0.25", "--frames", "0..<5", "--jobs", "2",
                          "--backend", "gpu", "--out", folder.path])
        #expect(r.status == 0, "\(r.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == (0..<5).map { String(format: "equalizer-%05d.png", $0) })
    }
}
