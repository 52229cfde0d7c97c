import SeededRandom
import CPURaster
import Geometry
import Layers
import Paths
import Presentation
import Scenes
import Testing

/// The loader's `--param` knobs, and rendering without hidden state.
@Suite struct LoaderParameterTests {
    func presented(_ scene: Scene, _ name: String, at t: Double) throws -> PresentedLayer {
        try #require(try scene.presentation(at: t).allLayers.first { $0.name == name })
    }

    @Test func everyParameterIsDocumentedWithItsDefault() throws {
        let names = LoaderScene.parameters.map(\.name)
        #expect(names == ["red", "blue", "labelColor", "boxSize", "hold"])
        #expect(LoaderScene.parameters.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func boxSizeScalesTheWholeDrawing() throws {
        let scene = try LoaderScene.entry.make(assignments: ["boxSize=50"])
        let holder = try presented(scene, "holderView", at: 1.0)
        #expect(holder.rect("bounds").size == Size(50, 50))
        #expect(holder.layerToSuperlayer.apply(Point.zero) == Point(162.5, 308.5))
        guard case .path(let oval)? = try presented(scene, "ovalLayer", at: 0.3).values["path"] else {
            Issue.record("no oval path"); return
        }
        #expect(oval.bounds == Rect(x: 1.25, y: 8.75, width: 47.5, height: 47.5))
        #expect(try presented(scene, "triangleLayer", at: 1.0).number("lineWidth") == 3.5)
        // The spin's jump is a tenth of the box.
        #expect(try presented(scene, "holderView", at: 2.6).layerToSuperlayer.apply(Point.zero) == Point(162.5, 303.5))
        // expandView grows it by the scaled line width, 2.5 pt per side.
        #expect(try presented(scene, "holderView", at: 4.05).rect("bounds").size == Size(55, 55))
    }

    @Test func colorsAndHold() throws {
        let scene = try LoaderScene.entry.make(assignments: ["red=#00FF00", "blue=#0000FF", "labelColor=#FF0000",
                                                            "hold=1"])
        #expect(scene.loopDuration == 5.75)
        #expect(try presented(scene, "ovalLayer", at: 1).color("fillColor") == Color(hex: 0x00FF00))
        #expect(try presented(scene, "blueRectangleLayer", at: 3).color("strokeColor") == Color(hex: 0x0000FF))
        #expect(try presented(scene, "view", at: 5).color("backgroundColor") == Color(hex: 0x0000FF))
        #expect(try presented(scene, "label", at: 5).color("foregroundColor") == Color(hex: 0xFF0000))
    }

    @Test(arguments: ["boxSize=0", "boxSize=301", "hold=-1"])
    func outOfRangeValuesAreRefused(assignment: String) {
        #expect(throws: SceneParameterError.self) { try LoaderScene.entry.make(assignments: [assignment]) }
    }

    /// 25 frames across the loop rendered in a seeded shuffled order match
    /// the same frames rendered in order: no state leaks between frames.
    @Test func shuffledFramesMatchSequentialFrames() throws {
        let scene = try LoaderScene.make()
        let times = (0..<25).map { scene.loopDuration * Double($0) / 25 }
        // Half-scale frames keep the 50 renders quick; seeking is scale-free.
        let scale = 0.5
        func render(_ t: Double) throws -> [UInt8] {
            try CPURenderer().render(scene.presentation(at: t).displayList(scale: scale)).pixels
        }
        let sequential = try times.map(render)
        var generator = SplitMix64(seed: 0x5B10AD)
        for i in times.indices.shuffled(using: &generator) {
            #expect(try render(times[i]) == sequential[i], "frame \(i) at \(times[i]) s")
        }
    }
}
