import CPURaster
import GoldenSupport
import Presentation
import Scenes
import Testing

/// Frames redrawn only where they change (`CPURenderer.tracksDamage`)
/// have a whole redraw's bytes: every built-in scene at the goldens'
/// scale of 1, at its own frame rate, four frames in a row from the loop's
/// start and from its middle, with jumps between them and back, drawn
/// whole and in three bands on two threads.
@Suite struct SceneDamageTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func redrawnFramesAreWholeFrames(name: String) throws {
        let scene = try #require(BuiltInScenes.named(name)).make()
        let compiled = CompiledScene(scene)
        let fps = scene.framesPerSecond
        let middle = (scene.loopDuration * fps / 2).rounded(.down)
        let frames: [Double] = [0, 1, 2, 3, middle, middle + 1, middle + 2, middle + 3, 1, middle + 30]
        let lists = try frames.map {
            try compiled.presentation(at: scene.loopStart + $0 / fps, drawnOnly: true).displayList(scale: 1)
        }
        let labels = frames.map { "\(name) frame \(Int($0))" }
        try expectSameBytesWithDamageTracking(lists, labels: labels)
        try expectSameBytesWithDamageTracking(lists, labels: labels.map { $0 + ", 3 bands" },
                                              tracking: CPURenderer(bands: 3, threads: 2))
    }
}
