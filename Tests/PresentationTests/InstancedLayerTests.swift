import Geometry
import Layers
import Paths
import Presentation
import Testing
import Timeline

@Suite struct InstancedLayerTests {
    /// A 10×10 template that fades 0 → 1 over 1 s, with an optional ripple
    /// track (scale 1 → 2 and an offset weight 0 → 1 over 1 s).
    func grid() -> InstancedLayer {
        let template = Layer(name: "tile")
        template.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        template.backgroundColor = .white
        template.add(Animation(keyPath: "opacity", kind: .basic(from: .number(0), to: .number(1), by: nil),
                               timing: MediaTiming(duration: 1)), forKey: "opacity")
        let ripple = Animation(keyPath: nil, kind: .group([
            Animation(keyPath: "transform.scale", kind: .basic(from: .number(1), to: .number(2), by: nil),
                      timing: MediaTiming(duration: 1)),
            Animation(keyPath: InstancedLayer.instanceOffsetKeyPath,
                      kind: .basic(from: .number(0), to: .number(1), by: nil), timing: MediaTiming(duration: 1)),
        ]), timing: MediaTiming(duration: 1))
        template.add(ripple, forKey: "ripple")
        let grid = InstancedLayer(template: template, instances: [
            LayerInstance(position: Point(20, 20)),
            LayerInstance(position: Point(60, 20), timeShift: 0.5, offset: Point(8, -4), optionalTracks: 1),
        ])
        grid.name = "grid"
        grid.optionalTrackKeys = ["ripple"]
        return grid
    }

    @Test func copiesAreEvaluatedAtTheirOwnTime() throws {
        let tree = try scene(grid()).presentation(at: 0.75)
        let layer = try #require(tree.allLayers.first { $0.name == "grid" })
        #expect(layer.instances.count == 2)
        let plain = layer.instances[0], rippling = layer.instances[1]
        // Copy 0: t = 0.75, no ripple track.
        #expect(abs(plain.opacity - 0.75) < 1e-12)
        #expect(plain.scale == 1)
        #expect(plain.position == Point(20, 20))
        // Copy 1: shifted by 0.5 s → t = 0.25; ripple applies.
        #expect(abs(rippling.opacity - 0.25) < 1e-12)
        #expect(abs(rippling.scale - 1.25) < 1e-12)
        #expect(abs(rippling.position.x - (60 + 0.25 * 8)) < 1e-12)
        #expect(abs(rippling.position.y - (20 - 0.25 * 4)) < 1e-12)
    }

    @Test func beforeItsShiftACopyShowsItsModelValues() throws {
        let tree = try scene(grid()).presentation(at: 0.25)
        let copy = try #require(tree.allLayers.first { $0.name == "grid" }).instances[1]
        #expect(copy.opacity == 1)
        #expect(copy.scale == 1)
        #expect(copy.position == Point(60, 20))
    }

    @Test func displayListPlacesEachCopyAboutTheTemplatesAnchor() throws {
        let list = try scene(grid()).presentation(at: 0.75).displayList(scale: 1)
        guard case .instanced(let item)? = list.items.first else {
            Issue.record("expected an instanced item, got \(list.items)")
            return
        }
        #expect(item.template.count == 1)
        #expect(item.instances.count == 2)
        // Copy 1 at scale 1.25 about its center (65-ish, 19): the template's
        // center (5, 5) lands on the copy's position.
        let center = item.instances[1].transform.apply(Point(5, 5))
        #expect(abs(center.x - 62) < 1e-9 && abs(center.y - 19) < 1e-9)
        let corner = item.instances[1].transform.apply(Point(0, 0))
        #expect(abs(corner.x - (62 - 6.25)) < 1e-9 && abs(corner.y - (19 - 6.25)) < 1e-9)
        #expect(abs(item.instances[0].opacity - 0.75) < 1e-12)
    }

    @Test func jsonListsEveryCopy() throws {
        let json = try scene(grid()).presentation(at: 0.75).json
        #expect(json.contains("\"instances\":[{\"opacity\":0.75,\"position\":[20,20],\"transform.scale\":1},"))
    }
}
