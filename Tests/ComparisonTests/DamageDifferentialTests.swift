@testable import GPURaster
import Presentation
import Testing

/// The GPU's damage tracking (`GPURenderer.tracksDamage`) on seeded random
/// display lists, groups with clips, masks, shadows and blend modes
/// included: each list, then the list with its first item replaced, the
/// list again, then without its last item, each redrawn over the frame
/// before on one tracking renderer per path, must have the bytes of the
/// same path's whole frame.
@Suite(.serialized) struct DamageDifferentialTests {
    /// Lists: 100 (seeds 1 ... 100), four frames each.
    static let seeds: ClosedRange<UInt64> = 1...100

    @Test(arguments: [GPUPath.raster, .compute])
    func redrawnRandomListsAreWholeFrames(_ path: GPUPath) throws {
        let tracking = try GPURenderer(path: path)
        tracking.tracksDamage = true
        let whole = try (path == .raster ? sharedGPU : sharedComputeGPU).get()
        var differing: [String] = []
        for seed in Self.seeds {
            let list = RandomDisplayList.list(seed: seed)
            var other = RandomDisplayList(seed: seed + 10_000)
            var replaced = list, shortened = list
            replaced.items[0] = other.item(depth: 0)
            shortened.items.removeLast()
            for (step, frame) in [list, replaced, list, shortened, list].enumerated()
            where try tracking.render(frame) != whole.render(frame) {
                differing.append("seed \(seed) step \(step)")
            }
        }
        #expect(differing.isEmpty, "\(path): redrawn frames differ from whole ones: \(differing.prefix(8))")
    }
}
