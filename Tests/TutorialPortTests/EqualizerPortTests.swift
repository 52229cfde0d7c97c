import FlipbookUIKit
import Layers
import Presentation
import Scenes
import Testing

/// The equalizer tutorial's own code (EqualizerPort.swift), run on the
/// scene clock, draws the built-in `equalizer` scene's frames.
@Suite struct EqualizerPortTests {
    /// The port recorded as the built-in scene is declared: same name,
    /// 320×568 canvas, a 1 s loop from 0. The app launches at scene time 0:
    /// the storyboard loads and viewDidLoad runs.
    static func recordPort() throws -> Scene {
        let builtIn = try PortComparison.builtIn(EqualizerScene.name)
        return try FlipbookScene.record(name: builtIn.name, size: CGSize(width: builtIn.size.width, height: builtIn.size.height),
                                        duration: builtIn.loopDuration, loopStart: builtIn.loopStart) { root in
            let controller = try EqualizerPort.ViewController()
            root.addSublayer(controller.view.layer)
            controller.viewDidLoad()
        }
    }

    @Test func recordsAsTheBuiltInSceneIsDeclared() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn(EqualizerScene.name)
        #expect(port.name == "equalizer")
        #expect(port.size == builtIn.size)
        #expect(port.loopDuration == 1.0)
        #expect(port.loopStart == 0)
    }

    /// Byte-identical CPU frames at 25 times over the loop.
    @Test func framesEqualTheBuiltInScene() throws {
        let port = try Self.recordPort()
        let builtIn = try PortComparison.builtIn(EqualizerScene.name)
        #expect(try PortComparison.firstDifference(port: port, builtIn: builtIn, scale: 1, count: 25) == nil)
    }
}
