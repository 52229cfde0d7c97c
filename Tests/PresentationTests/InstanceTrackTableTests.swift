import Benchmarks
import Geometry
import Layers
@testable import Presentation
import Scenes
import Testing
import Timeline

/// Instanced layers presented through their compiled track table against
/// the general evaluator, copy by copy, on the real users of the table.
@Suite struct InstanceTrackTableTests {
    /// Times in the instanced layer's own seconds: a 0.05 s grid over four
    /// 3 s loops (it lands on every key time and loop boundary of the
    /// Fuber tracks) and a Weyl sequence (i·φ mod 1, a deterministic,
    /// evenly spread stand-in for seeded random times) over −1…11 s.
    static func times(count: Int) -> [Double] {
        let phi = (5.0.squareRoot() - 1) / 2
        let grid = (-20...240).map { Double($0) * 0.05 }
        let weyl = (1...count).map { i in -1 + 12 * (Double(i) * phi).truncatingRemainder(dividingBy: 1) }
        return grid + weyl
    }

    /// Every instanced layer under `layer`.
    func instancedLayers(_ layer: Layer) -> [InstancedLayer] {
        let own = (layer as? InstancedLayer).map { [$0] } ?? []
        return own + layer.sublayers.flatMap(instancedLayers)
    }

    /// Largest difference between the table and the general evaluator over
    /// every copy's opacity, position and transform, and how many values
    /// differed at all.
    func compare(_ layer: InstancedLayer, times: [Double]) throws -> (worst: Double, inexact: Int) {
        let table = try #require(InstanceTrackTables.shared.table(for: layer))
        var worst = 0.0, inexact = 0
        for t in times {
            let fast = try #require(Scene.presentInstances(of: layer, time: t, table: table))
            let general = try layer.instances.map { try Scene.presentInstance($0, of: layer, time: t) }
            for (a, b) in zip(fast, general) {
                let pairs = [(a.opacity, b.opacity), (a.position.x, b.position.x), (a.position.y, b.position.y)]
                    + zip(a.transform.fields, b.transform.fields).map { ($0, $1) }
                for (x, y) in pairs where x != y {
                    inexact += 1
                    worst = max(worst, abs(x - y))
                }
            }
        }
        return (worst, inexact)
    }

    @Test func fuberGridMatchesTheGeneralEvaluatorForEveryTile() throws {
        let layers = instancedLayers(try FuberScene.make().root)
        let grid = try #require(layers.first)
        #expect(grid.instances.count == 76)  // 7 × 11 tiles but the center one, its own layer
        let (worst, inexact) = try compare(grid, times: Self.times(count: 200))
        #expect(worst <= 1e-12)
        #expect(inexact == 0, "values differ in the last bits at \(inexact) places")
    }

    @Test func tileWorkloadMatchesTheGeneralEvaluator() throws {
        let scene = try TileGridWorkload.make(columns: 16, rows: 28, pixelWidth: 750, pixelHeight: 1334)
        let grid = try #require(instancedLayers(scene.root).first)
        #expect(grid.instances.count == 448)
        let (worst, inexact) = try compare(grid, times: Self.times(count: 60))
        #expect(worst <= 1e-12)
        #expect(inexact == 0, "values differ in the last bits at \(inexact) places")
    }

    @Test func offsetSlotIsTheInstanceOffsetKeyPath() {
        #expect(TrackTable.Slot.offsetWeight.keyPath == InstancedLayer.instanceOffsetKeyPath)
    }

    @Test func unsupportedTemplatesFallBackToTheGeneralEvaluator() throws {
        let template = Layer(name: "tile")
        template.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        template.add(Animation(keyPath: "opacity", kind: .spring(from: .number(0), to: .number(1), by: nil,
                                                                   parameters: SpringParameters())), forKey: "fade")
        let grid = InstancedLayer(template: template, instances: [LayerInstance(position: Point(5, 5), timeShift: 0.1)])
        #expect(InstanceTrackTables.shared.table(for: grid) == nil)
        // 0.05 s into the spring's 0.25 s.
        let copies = try Scene.presentInstances(of: grid, time: 0.15)
        #expect(copies == [try Scene.presentInstance(grid.instances[0], of: grid, time: 0.15)])
        #expect(copies[0].opacity != 1)
    }

    @Test func changedAnimationsGetANewTable() throws {
        let template = Layer(name: "tile")
        template.add(Animation(keyPath: "opacity", kind: .basic(from: .number(0), to: .number(1), by: nil),
                               timing: MediaTiming(duration: 1)), forKey: "fade")
        let grid = InstancedLayer(template: template, instances: [LayerInstance(position: .zero)])
        #expect(try Scene.presentInstances(of: grid, time: 0.5)[0].opacity == 0.5)
        template.add(Animation(keyPath: "opacity", kind: .basic(from: .number(1), to: .number(0), by: nil),
                               timing: MediaTiming(duration: 1)), forKey: "fade")
        #expect(try Scene.presentInstances(of: grid, time: 0.25)[0].opacity == 0.75)
    }

    @Test func optionalTrackKeysBeyondThe32BitsNeverApply() throws {
        let template = Layer(name: "tile")
        template.add(Animation(keyPath: "opacity", kind: .basic(from: .number(0), to: .number(1), by: nil),
                               timing: MediaTiming(duration: 1)), forKey: "late")
        let grid = InstancedLayer(template: template, instances: [LayerInstance(position: .zero,
                                                                                optionalTracks: .max)])
        grid.optionalTrackKeys = (0..<32).map { "k\($0)" } + ["late"]
        let table = try #require(InstanceTrackTables.shared.table(for: grid))
        #expect(table.nodes.isEmpty)
        #expect(try Scene.presentInstances(of: grid, time: 0.5) == [Scene.presentInstance(grid.instances[0], of: grid,
                                                                                           time: 0.5)])
    }
}
