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

    /// The comparison above catches damage a row short of the items'
    /// bounds: with each run of damaged rows missing its last two rows
    /// (`shortensDamage`: the margin row, which need not change, and one
    /// more), some frame of the feature files differs from its whole
    /// redraw. In bands of a few rows, so that a damaged band is not
    /// redrawn whole.
    @Test func damageARowShortIsCaught() throws {
        var tracking = CPURenderer(bands: 16, threads: 1)
        tracking.tracksDamage = true
        tracking.shortensDamage = true
        let whole = CPURenderer()
        var differing = 0
        for file in LottieFeatureGoldenTests.files {
            let feature = try FeatureFrames(file)
            for frame in stride(from: feature.first, through: min(feature.first + 7, feature.end - 1), by: 1) {
                let list = try feature.displayList(frame)
                if try tracking.render(list) != whole.render(list) { differing += 1 }
            }
        }
        #expect(differing > 0, "no frame shows damage a row short")
    }
}
