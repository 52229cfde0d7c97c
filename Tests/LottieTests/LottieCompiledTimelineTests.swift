import Foundation
import GoldenSupport
import Presentation
import Testing

/// Every feature file's scene, compiled once (`CompiledScene`), presents
/// what the scene presents, bit for bit: at every whole frame of its range
/// and at seeded times between frames and beyond both ends.
@Suite struct LottieCompiledTimelineTests {
    @Test(arguments: LottieFeatureGoldenTests.files)
    func compiledSceneMatchesTheScene(_ file: String) throws {
        let scene = try LottieFeatureGoldenTests.scene(of: file)
        let fps = scene.framesPerSecond
        let first = (scene.loopStart * fps).rounded(.down), last = ((scene.loopStart + scene.loopDuration) * fps).rounded(.up)
        let frames = stride(from: first, through: last, by: 1).map { $0 / fps }
        let difference = CompiledSceneCheck.firstDifference(in: scene, at: frames + CompiledSceneCheck.times(of: scene))
        #expect(difference == nil, "\(file): \(difference ?? "")")
    }
}
