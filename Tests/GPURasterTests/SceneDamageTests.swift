@testable import GPURaster
import Presentation
import Scenes
import Testing

extension GPURasterTests {
    /// The GPU's frames redrawn only where they change
    /// (`GPURenderer.tracksDamage`) have a whole frame's bytes on both
    /// paths: every built-in scene at scale 0.5, four frames in a row from
    /// the loop's start and from its middle, with jumps between them and
    /// back, through one tracking renderer, each frame against the same
    /// path's whole frame.
    @Suite(.serialized) struct SceneDamage {
        @Test(arguments: [GPUPath.raster, .compute])
        func redrawnFramesAreWholeFrames(_ path: GPUPath) throws {
            let tracking = try GPURenderer(path: path), whole = try GPURenderer(path: path)
            tracking.tracksDamage = true
            var differing: [String] = []
            for entry in BuiltInScenes.all {
                let scene = try entry.make()
                let compiled = CompiledScene(scene)
                let fps = scene.framesPerSecond
                let middle = (scene.loopDuration * fps / 2).rounded(.down)
                for frame in [0, 1, 2, 3, middle, middle + 1, middle + 2, middle + 3, 1, middle + 30] {
                    let list = try compiled.presentation(at: scene.loopStart + frame / fps, drawnOnly: true)
                        .displayList(scale: 0.5)
                    if try tracking.render(list) != whole.render(list) {
                        differing.append("\(entry.name) frame \(Int(frame))")
                    }
                }
            }
            #expect(differing.isEmpty, "\(path): redrawn frames differ from whole ones: \(differing.prefix(8))")
        }
    }
}
