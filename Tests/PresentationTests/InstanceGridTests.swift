import Geometry
import Layers
@testable import Presentation
import Scenes
import Testing
import Timeline

/// Display lists that carry an instanced layer's compiled tracks
/// (`InstanceGrid`) instead of evaluated placements: what they evaluate to,
/// when, and how they compare, copy and transform.
@Suite struct InstanceGridTests {
    /// The Fuber scene's display list at `t` seconds and its instanced item.
    func fuberItem(at t: Double) throws -> InstancedItem {
        let list = try FuberScene.make().presentation(at: t).displayList()
        return try #require(Self.instancedItem(in: list.items))
    }

    /// The first instanced item among `items` (searching groups).
    static func instancedItem(in items: [DisplayItem]) -> InstancedItem? {
        for item in items {
            switch item {
            case .instanced(let i): return i
            case .group(let g): if let i = instancedItem(in: g.items) { return i }
            default: continue
            }
        }
        return nil
    }

    /// The Fuber grid layer.
    func fuberLayer(_ scene: Scene) throws -> InstancedLayer {
        func find(_ layer: Layer) -> InstancedLayer? {
            (layer as? InstancedLayer) ?? layer.sublayers.lazy.compactMap(find).first
        }
        return try #require(find(scene.root))
    }

    @Test func presentationLeavesCompiledCopiesUnevaluated() throws {
        let scene = try FuberScene.make()
        let tree = try scene.presentation(at: 1.2)
        let layer = try #require(tree.allLayers.first { $0.name == "tileViews" })
        let tracks = try #require(layer.instanceTracks)
        #expect(layer.instanceCount == 76 && tracks.instances.count == 76)  // the center tile is its own layer
        #expect(tracks.instances == (try fuberLayer(scene)).instances)
        // Evaluated on demand, they are the table's copies.
        #expect(layer.instances == tracks.presented())
    }

    /// The grid's placements, evaluated from the table, are exactly those
    /// built from the general evaluator's copies (what the builder listed
    /// before grids carried their tracks).
    @Test func gridPlacementsEqualTheGeneralEvaluatorsBitForBit() throws {
        let scene = try FuberScene.make()
        let layer = try fuberLayer(scene)
        for t in stride(from: 0.0, through: 3.0, by: 0.1) {
            let item = try fuberItem(at: t)
            let grid = try #require(item.grid)
            let general = try layer.instances.map {
                try Scene.presentInstance($0, of: layer, time: grid.tracks.layerTime)
            }
            let listed = general.compactMap {
                InstanceGrid.placement(of: $0, pivot: grid.pivot, layerToDevice: grid.layerToDevice)
            }
            #expect(item.instances == listed, "t \(t)")
            #expect(!listed.isEmpty)
        }
    }

    @Test func aTemplateWhoseTracksDoNotCompileListsItsCopies() throws {
        let template = Layer(name: "tile")
        template.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        template.backgroundColor = .white
        template.add(Animation(keyPath: "opacity", kind: .spring(from: .number(0.2), to: .number(1), by: nil,
                                                                   parameters: SpringParameters())), forKey: "fade")
        let grid = InstancedLayer(template: template, instances: [LayerInstance(position: Point(5, 5))])
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(grid)
        let scene = Scene(name: "spring", summary: "", size: Size(20, 20), loopDuration: 1, root: root)
        let tree = try scene.presentation(at: 0.1)
        let layer = try #require(tree.allLayers.first { $0.model === grid })
        #expect(layer.instanceTracks == nil && layer.instanceCount == 1)
        let item = try #require(Self.instancedItem(in: tree.displayList(scale: 1).items))
        #expect(item.grid == nil && item.instances.count == 1)
    }

    @Test func evaluationHappensOnceAndIsShared() throws {
        let item = try fuberItem(at: 1.4)
        let copy = item
        let first = item.instances
        // The copy shares the evaluated placements (same storage).
        #expect(copy.instances.withUnsafeBufferPointer { $0.baseAddress }
                == first.withUnsafeBufferPointer { $0.baseAddress })
        #expect(first.count > 0)
    }

    @Test func transformingAGridKeepsItsTracks() throws {
        let item = try fuberItem(at: 1.4)
        let shift = AffineTransform(a: 0.5, b: 0.1, c: -0.2, d: 0.7, tx: 13, ty: -4)
        let moved = item.transformed(by: shift)
        #expect(moved.grid != nil && moved.grid?.tracks == item.grid?.tracks)
        #expect(moved.instances.count == item.instances.count)
        for (a, b) in zip(moved.instances, item.instances) {
            let expected = b.transform.concatenating(shift)
            #expect(a.opacity == b.opacity)
            for (x, y) in zip([a.transform.a, a.transform.b, a.transform.c, a.transform.d, a.transform.tx, a.transform.ty],
                              [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]) {
                #expect(abs(x - y) <= 1e-9 * max(1, abs(y)))
            }
        }
    }

    @Test func equalityComparesCopiesWhateverTheirForm() throws {
        let grid = try fuberItem(at: 0.9)
        let again = try fuberItem(at: 0.9)
        let listed = InstancedItem(template: grid.template, instances: grid.instances)
        #expect(grid == again && grid.hashValue == again.hashValue)
        #expect(grid == listed && listed == grid && grid.hashValue == listed.hashValue)
        #expect(grid != (try fuberItem(at: 1.9)))
        var replaced = grid
        replaced.instances = Array(grid.instances.prefix(3))
        #expect(replaced.grid == nil && replaced.instances.count == 3 && replaced != grid)
    }

    /// The GPU builds a copy's transform at a written scale s as
    /// `unitScaleAffine` with its linear part times s: that is what
    /// replacing the scale and recomposing gives, for skewed and rotated
    /// model transforms too.
    @Test(arguments: [Transform3D.identity, .rotation(0.4).concatenating(.scale(1.3, 0.7)),
                      .scale(2, 0.5).concatenating(.rotation(-1.1)).concatenating(.translation(3, -7)),
                      .rotation(0.3, 1, 0, 0).concatenating(.translation(1, 2, 3))])
    func aWrittenScaleScalesTheUnitScaleAffine(model: Transform3D) throws {
        let template = Layer(name: "tile")
        template.transform = model
        let grid = InstancedLayer(template: template, instances: [LayerInstance(position: .zero)])
        let tracks = try #require(InstanceTracks(layer: grid, time: 0))
        let unit = tracks.unitScaleAffine
        for s in [0.0, 0.25, 1, 1.05, 3.5, -2] {
            let exact = model.replacing(.scale, with: s).affine
            let scaled = [unit.a * s, unit.b * s, unit.c * s, unit.d * s, unit.tx, unit.ty]
            for (x, y) in zip(scaled, [exact.a, exact.b, exact.c, exact.d, exact.tx, exact.ty]) {
                #expect(abs(x - y) <= 1e-12 * max(1, abs(y)), "scale \(s): \(scaled) vs \(exact)")
            }
        }
    }
}
