import Geometry
import Layers
import Paths
import Testing
import Timeline

@Suite struct LayerTests {
    @Test func frameIsPositionMinusAnchorTimesSize() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        layer.position = Point(50, 50)
        #expect(layer.frame == Rect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = Point(0, 0)
        // Changing the anchor without the position moves the frame
        // (Sources/Layers/README.md, "Invariants").
        #expect(layer.frame == Rect(x: 50, y: 50, width: 100, height: 40))
    }

    @Test func settingFrameKeepsAnchor() {
        let layer = Layer()
        layer.anchorPoint = Point(0.25, 1)
        layer.frame = Rect(x: 10, y: 20, width: 40, height: 8)
        #expect(layer.bounds.size == Size(40, 8))
        #expect(layer.position == Point(20, 28))
        #expect(layer.frame == Rect(x: 10, y: 20, width: 40, height: 8))
    }

    @Test func addingUnderSameKeyReplaces() {
        let layer = Layer()
        let a = Animation(keyPath: "opacity", kind: .basic(from: .number(0), to: .number(1), by: nil))
        let b = Animation(keyPath: "position", kind: .basic(from: nil, to: .point(Point(1, 1)), by: nil))
        layer.add(a, forKey: "fade")
        layer.add(b)
        layer.add(b, forKey: "fade")
        #expect(layer.animations.map(\.key) == [nil, "fade"])
        #expect(layer.animation(forKey: "fade")?.keyPath == "position")
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animations.count == 1)
    }

    @Test func shapeLayerDefaultsMatchCoreAnimation() {
        let shape = ShapeLayer()
        #expect(shape.fillColor == .black)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.miterLimit == 10)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.fillRule == .nonZero)
        #expect(shape.anchorPoint == Point(0.5, 0.5) && shape.position == .zero)
        let values = shape.modelValues()
        #expect(values["strokeColor"] == .color(.clear))
        #expect(values["fillColor"] == .color(.black))
        #expect(values["path"] == .path(Path()))
    }

    @Test func gradientLocationsDefaultToEvenSpacing() {
        let g = GradientLayer()
        g.colors = [.black, .white, .black]
        #expect(g.resolvedLocations == [0, 0.5, 1])
        g.locations = [0, 0.2, 1]
        #expect(g.resolvedLocations == [0, 0.2, 1])
    }

    @Test func optionalTracksApplyOnlyToFlaggedInstances() {
        let template = Layer()
        let fade = Animation(keyPath: "opacity", kind: .basic(from: .number(0), to: .number(1), by: nil))
        let grow = Animation(keyPath: "transform.scale", kind: .basic(from: .number(1), to: .number(2), by: nil))
        template.add(fade, forKey: "opacity")
        template.add(grow, forKey: "ripple")
        let grid = InstancedLayer(template: template)
        grid.optionalTrackKeys = ["ripple"]
        let plain = LayerInstance(position: .zero)
        let rippling = LayerInstance(position: .zero, optionalTracks: 1)
        #expect(grid.animations(for: plain) == [fade])
        #expect(grid.animations(for: rippling) == [fade, grow])
    }
}
