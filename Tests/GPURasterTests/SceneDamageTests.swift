@testable import GPURaster
import Geometry
import Paths
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

extension GPURasterTests.SceneDamage {
    /// A shadowed group the damage does not reach is left undrawn on the
    /// compute path (its layer is read in no redrawn tile), and one it
    /// reaches is drawn and blurred whole: a square moving beside, then
    /// over, a still card with a shadow, on both paths.
    @Test(arguments: [GPUPath.raster, .compute])
    func aStillShadowBesideTheDamageKeepsItsBytes(_ path: GPUPath) throws {
        let tracking = try GPURenderer(path: path), whole = try GPURenderer(path: path)
        tracking.tracksDamage = true
        let card = DisplayItem.group(GroupItem(
            items: [fill(Path(roundedRect: Rect(x: 8, y: 10, width: 30, height: 22), cornerRadius: 5),
                         Color(red: 0.9, green: 0.9, blue: 0.95))],
            opacity: 1, shadow: GroupShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), offsetX: 2,
                                            offsetY: 3, sigma: 2.5)))
        for step in 0..<12 {
            let x = 140 - 8.5 * Double(step)
            let square = fill(Path(rect: Rect(x: x, y: 14 + Double(step % 3), width: 9, height: 9)),
                              Color(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.9))
            let list = DisplayList(width: 160, height: 64, items: [card, square])
            #expect(try tracking.render(list) == whole.render(list), "\(path) step \(step)")
        }
    }
}
