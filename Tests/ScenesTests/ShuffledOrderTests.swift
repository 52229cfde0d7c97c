import CPURaster
import Geometry
import Layers
import Presentation
import Scenes
import Testing

/// Rendering frames out of order gives the same frames as in order: no
/// state carries from one frame to the next (Skia DM's filmstrip check).
@Suite struct ShuffledOrderTests {
    /// Frames per scene, spread over one loop.
    static let frameCount = 25
    /// Pixels per point: small frames keep this fast in debug builds while
    /// still drawing every layer.
    static let scale = 0.25

    @Test(arguments: BuiltInScenes.all.map(\.name))
    func shuffledFramesEqualSequentialFrames(name: String) throws {
        let entry = try #require(BuiltInScenes.named(name))
        let sequentialScene = try entry.make(), shuffledScene = try entry.make()
        let times = (0..<Self.frameCount).map {
            sequentialScene.loopStart + sequentialScene.loopDuration * Double($0) / Double(Self.frameCount)
        }
        let renderer = CPURenderer()
        let sequential = try times.map { try renderer.render(sequentialScene.presentation(at: $0).displayList(scale: Self.scale)) }
        // A fixed permutation (multiplying by 7 mod 25 visits every index).
        let order = (0..<Self.frameCount).map { ($0 * 7) % Self.frameCount }
        #expect(Set(order).count == Self.frameCount)
        var shuffled = [Bitmap?](repeating: nil, count: Self.frameCount)
        for i in order {
            shuffled[i] = try renderer.render(shuffledScene.presentation(at: times[i]).displayList(scale: Self.scale))
        }
        for i in 0..<Self.frameCount {
            #expect(shuffled[i] == sequential[i], "\(name) frame \(i) differs when rendered out of order")
        }
        // The frames are not all alike (the scene animates).
        #expect(Set(sequential).count > 1)
    }
}
