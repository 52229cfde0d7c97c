import CPURaster
import Foundation
import GoldenSupport
import Presentation
import Testing

/// Frames redrawn only where they change (`CPURenderer.tracksDamage`)
/// have a whole redraw's bytes: every feature file through one renderer,
/// frame after frame, then jumping ahead, back and to the last frame,
/// drawn whole and in three bands on two threads.
@Suite struct LottieDamageTests {
    @Test(arguments: LottieFeatureGoldenTests.files)
    func redrawnFramesAreWholeFrames(_ file: String) throws {
        let feature = try FeatureFrames(file)
        let (first, last) = (feature.first, feature.end - 1)
        let middle = ((first + last) / 2).rounded(.down)
        // Eight frames in a row, a jump to the middle and three more, a jump
        // back past the start of those, the last frame, and the first again.
        let frames = Array(stride(from: first, through: first + 7, by: 1)) + [middle, middle + 1, middle + 2, first + 2,
                                                                            last, first]
        let lists = try frames.map(feature.displayList)
        let labels = frames.map { "\(file) frame \($0)" }
        try expectSameBytesWithDamageTracking(lists, labels: labels)
        try expectSameBytesWithDamageTracking(lists, labels: labels.map { $0 + ", 3 bands" },
                                              tracking: CPURenderer(bands: 3, threads: 2))
    }
}
