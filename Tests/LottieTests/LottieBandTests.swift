import CPURaster
import GoldenSupport
import Testing

/// Every Lottie feature file (`LottieFeatureGoldenTests.files`), imported
/// and drawn in 2, 3 and 7 bands (`CPURenderer.bands`), has the bytes of
/// the frame drawn whole at the 5 golden progress points.
@Suite struct LottieBandTests {
    @Test(arguments: LottieFeatureGoldenTests.files)
    func bandsGiveTheWholeFrame(_ file: String) throws {
        let scene = try LottieFeatureGoldenTests.scene(of: file)
        let fps = scene.framesPerSecond
        let ip = scene.loopStart * fps, op = ip + scene.loopDuration * fps
        for frame in LottieFeatureGoldenTests.progressFrames(ip: ip, op: op) {
            let list = try scene.presentation(at: frame / fps).displayList(scale: 1, canvas: scene.size)
            try expectSameBytesInBands(list, "\(file) frame \(frame)")
        }
    }
}
