import Geometry
import Layers
import Paths
import Presentation
import Testing
import Timeline

/// A one-layer scene for display-list tests.
func scene(_ layers: Layer..., size: Size = Size(100, 100)) -> Scene {
    let root = Layer(name: "root")
    root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    layers.forEach(root.addSublayer)
    return Scene(name: "test", summary: "", size: size, loopDuration: 1, root: root)
}

@Suite struct LayerGeometryTests {
    @Test func anchorPointGoesToPosition() throws {
        let layer = Layer(name: "box")
        layer.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        layer.position = Point(50, 40)
        layer.anchorPoint = Point(0, 1)
        let tree = try scene(layer).presentation(at: 0)
        let box = tree.root.sublayers[0]
        // The anchor (bottom-left corner, (0,10) in bounds space) lands on position.
        #expect(box.layerToSuperlayer.apply(Point(0, 10)) == Point(50, 40))
        #expect(box.layerToSuperlayer.apply(Point(20, 0)) == Point(70, 30))
    }

    @Test func boundsOriginShiftsContent() throws {
        let layer = Layer()
        layer.bounds = Rect(x: 5, y: 5, width: 10, height: 10)
        layer.position = Point(10, 10)
        let box = try scene(layer).presentation(at: 0).root.sublayers[0]
        #expect(box.layerToSuperlayer.apply(Point(5, 5)) == Point(5, 5))
        #expect(box.layerToSuperlayer.apply(Point(10, 10)) == Point(10, 10))
    }

    @Test func transformPivotsOnAnchor() throws {
        let layer = Layer()
        layer.frame = Rect(x: 40, y: 40, width: 20, height: 20)
        layer.transform = .rotation(.pi / 2)
        let box = try scene(layer).presentation(at: 0).root.sublayers[0]
        // A quarter turn clockwise (y down) about the center (50,50):
        // the top-left corner (0,0) → (60, 40).
        let p = box.layerToSuperlayer.apply(Point(0, 0))
        #expect(abs(p.x - 60) < 1e-9 && abs(p.y - 40) < 1e-9)
    }

    @Test func unnamedLayersGetTypeAndIndex() throws {
        let tree = try scene(Layer(), ShapeLayer()).presentation(at: 0)
        #expect(tree.allLayers.map(\.path) == ["root", "root/layer-0", "root/shape-1"])
    }

    @Test(arguments: [
        (ContentsGravity.resize, Rect(x: 0, y: 0, width: 40, height: 20)),
        (.resizeAspect, Rect(x: 10, y: 0, width: 20, height: 20)),
        (.resizeAspectFill, Rect(x: 0, y: -10, width: 40, height: 40)),
        (.center, Rect(x: 15, y: 5, width: 10, height: 10)),
        (.topLeft, Rect(x: 0, y: 0, width: 10, height: 10)),
        (.bottomRight, Rect(x: 30, y: 10, width: 10, height: 10)),
        (.top, Rect(x: 15, y: 0, width: 10, height: 10)),
    ])
    func contentsGravityPlacesASquareImage(gravity: ContentsGravity, expected: Rect) throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = Bitmap(width: 20, height: 20)
        layer.contentsScale = 2
        layer.contentsGravity = gravity
        let list = try scene(layer).presentation(at: 0).displayList(scale: 1)
        guard case .image(let image) = list.items.last else {
            Issue.record("expected an image item, got \(list.items)")
            return
        }
        #expect(image.destination == expected)
        #expect(image.tileSize == nil)
    }

    @Test func tiledContentsCoverBoundsAtNaturalSize() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.contents = Bitmap(width: 180, height: 180)
        layer.contentsScale = 2
        layer.tilesContents = true
        let list = try scene(layer).presentation(at: 0).displayList()
        guard case .image(let image) = list.items.last else {
            Issue.record("expected an image item")
            return
        }
        #expect(image.destination == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(image.tileSize == Size(90, 90))
        #expect(image.transform == AffineTransform(scaleX: 2, y: 2))
    }
}
