import Foundation
@testable import GPURaster
import Presentation
import Testing

/// The GPU's frames redrawn only where they change
/// (`GPURenderer.tracksDamage`) have a whole redraw's bytes, on both
/// paths: every feature file in turn through one tracking renderer, frame
/// after frame, then jumping ahead, back and to the last frame, each frame
/// compared byte for byte with the same path's whole frame. Strips one row
/// short (`shortensDamage`) fail the same comparison.
@Suite(.serialized) struct LottieGPUDamageTests {
    @Test(arguments: [GPUPath.raster, .compute])
    func redrawnFramesAreWholeFrames(_ path: GPUPath) throws {
        let differing = try Self.framesDiffering(path: path, files: LottieFeatureGoldenTests.files)
        #expect(differing.isEmpty, "\(path): redrawn frames differ from whole ones: \(differing.prefix(8))")
    }

    @Test(arguments: [GPUPath.raster, .compute])
    func stripsOneRowShortAreCaught(_ path: GPUPath) throws {
        let differing = try Self.framesDiffering(path: path, files: LottieFeatureGoldenTests.files, shortened: true)
        #expect(differing.count > 0, "\(path): no frame shows strips one row short")
    }

    /// The frames (labels) whose redrawn bytes differ from a whole frame's,
    /// with one tracking renderer of `path` drawing every file's frames in
    /// turn; `shortened`: with the mutation.
    static func framesDiffering(path: GPUPath, files: [String], shortened: Bool = false) throws -> [String] {
        let tracking = try GPURenderer(path: path)
        tracking.tracksDamage = true
        tracking.shortensDamage = shortened
        let whole = try (path == .raster ? LottieFeatureGoldenTests.gpu : LottieFeatureGoldenTests.compute).get()
        var differing: [String] = []
        for file in files {
            let feature = try FeatureFrames(file)
            let (first, last) = (feature.first, feature.end - 1)
            let middle = ((first + last) / 2).rounded(.down)
            let frames = Array(stride(from: first, through: first + 7, by: 1))
                + [middle, middle + 1, middle + 2, first + 2, last, first]
            for frame in frames {
                let list = try feature.displayList(frame)
                if try tracking.render(list) != whole.render(list) { differing.append("\(file) frame \(frame)") }
            }
        }
        return differing
    }
}
