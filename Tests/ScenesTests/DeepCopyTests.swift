import CPURaster
import Geometry
import Layers
import Presentation
import Scenes
import Testing

/// `Layer.deepCopy()` keeps every property and animation of every layer
/// type: each built-in scene's copied tree draws the original's frames,
/// and the copy shares nothing mutable with it.
@Suite struct DeepCopyTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func aCopiedSceneDrawsTheSameFrames(name: String) throws {
        let scene = try #require(BuiltInScenes.named(name)).make()
        var copy = scene
        copy.root = scene.root.deepCopy()
        #expect(copy.root !== scene.root)
        for i in 0..<4 {
            let t = scene.loopStart + scene.loopDuration * Double(i) / 4 + 0.1
            let a = try CPURenderer().render(try scene.presentation(at: t).displayList(scale: 0.5))
            let b = try CPURenderer().render(try copy.presentation(at: t).displayList(scale: 0.5))
            #expect(a == b, "\(name) at \(t)")
        }
    }

    @Test func theCopyIsIndependent() {
        let shape = ShapeLayer()
        shape.lineWidth = 3
        let root = Layer(name: "root")
        root.tintColor = Color(red: 0.5, green: 1, blue: 1, alpha: 0.25)
        root.addSublayer(shape)
        let copy = root.deepCopy()
        #expect(copy.tintColor == root.tintColor)
        let copiedShape = copy.sublayers.first as? ShapeLayer
        #expect(copiedShape?.lineWidth == 3 && copiedShape !== shape)
        copiedShape?.lineWidth = 9
        copy.opacity = 0.5
        #expect(shape.lineWidth == 3 && root.opacity == 1 && copy.name == "root")
    }
}
