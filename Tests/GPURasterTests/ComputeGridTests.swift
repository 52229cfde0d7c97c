import CPURaster
import Geometry
import GoldenSupport
@testable import GPURaster
import Layers
import Paths
@testable import Presentation
import Scenes
import Testing

extension GPURasterTests {
    /// Grids placed and binned on the GPU on the compute path
    /// (grid_bin.comp, `ComputeGrids`): the copies come from the compiled
    /// tracks, none is evaluated or listed on the CPU, and the frames are
    /// the CPU's within `GPUTolerance`, inside groups, shadows and beside
    /// another grid too; a copy left out of one tile is caught.
    @Suite struct ComputeGrids {
        /// Frames of `scene` at `times` and `scales`.
        static func lists(_ scene: Scene, times: [Double], scales: [Double]) throws -> [(String, DisplayList)] {
            try times.flatMap { t in
                try scales.map { s in ("\(scene.name)-\(t)-\(s)", try scene.presentation(at: t).displayList(scale: s)) }
            }
        }

        /// Copies the grids of `items` hold (searching groups).
        static func copies(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { total, item in
                switch item {
                case .instanced(let i): total + (i.grid?.tracks.instances.count ?? 0)
                case .group(let g): total + copies(g.items)
                default: total
                }
            }
        }

        /// The skewed grid (rotated, scaled and faded copies, some hidden;
        /// InstanceGrids.skewedGridScene) and the Fuber ripple grid.
        static func scene(_ index: Int) throws -> (Scene, [Double]) {
            index == 0 ? (InstanceGrids.skewedGridScene(), [0, 0.35, 0.8, 1.9])
                : (try #require(BuiltInScenes.named("fuber")).make(), [3.0, 3.4])
        }

        @Test(arguments: [0, 1])
        func gridsPlacedOnTheGPUMatchTheCPU(index: Int) throws {
            let (scene, times) = try Self.scene(index)
            let renderer = try sharedComputeRenderer.get()
            for (name, list) in try Self.lists(scene, times: times, scales: [2, 0.5]) {
                _ = try ComputePath.compare(list, on: renderer, name: "grid-" + name)
                let copies = Self.copies(list.items)
                #expect(copies > 0, "\(name): no grid")
                #expect(renderer.lastComputeFrame.copies == copies, "\(name): copies placed on the GPU")
                // One GRID command stands for every copy.
                #expect(renderer.lastComputeFrame.commands < copies, "\(name): copies listed on the CPU")
            }
        }

        /// The skewed grid inside a translucent clipped group, inside a
        /// shadowed group (a layer scene of its own), and twice in one
        /// frame (the second moved), each against the CPU.
        @Test func gridsInGroupsShadowsAndPairsMatchTheCPU() throws {
            let scene = InstanceGrids.skewedGridScene()
            let renderer = try sharedComputeRenderer.get()
            for t in [0.35, 1.9] {
                let list = try scene.presentation(at: t).displayList(scale: 2)
                let clip = Clip(rect: Rect(x: 30, y: 20, width: 200, height: 160), cornerRadius: 25,
                                transform: .identity)
                let shadow = GroupShadow(color: Color(red: 0, green: 0, blue: 0.3, alpha: 0.6), offsetX: 4, offsetY: 6,
                                         sigma: 3)
                let moved = list.items.map { $0.transformed(by: AffineTransform(translationX: 23.5, y: 17.25)) }
                let variants: [(String, [DisplayItem])] = [
                    ("clipped", [.group(GroupItem(items: list.items, opacity: 0.7, clip: clip))]),
                    ("shadowed", [.group(GroupItem(items: list.items, shadow: shadow))]),
                    ("pair", list.items + moved),
                ]
                for (name, items) in variants {
                    let variant = DisplayList(width: list.width, height: list.height, items: items)
                    _ = try ComputePath.compare(variant, on: renderer, name: "grid-\(name)-\(t)")
                    #expect(renderer.lastComputeFrame.copies == Self.copies(items), "\(name) at \(t)")
                }
            }
        }

        /// With `gpuTrackEvaluation` off the copies are listed on the CPU,
        /// and both ways agree within a level.
        @Test func listingTheCopiesOnTheCPUGivesTheSameFrame() throws {
            let renderer = try GPURenderer(path: .compute)
            let list = try #require(BuiltInScenes.named("fuber")).make().presentation(at: 3.2).displayList(scale: 0.5)
            let placed = try renderer.render(list)
            #expect(renderer.lastComputeFrame.copies > 0)
            var switches = renderer.switches
            switches.gpuTrackEvaluation = false
            renderer.switches = switches
            let listed = try renderer.render(list)
            #expect(renderer.lastComputeFrame.copies == 0)
            let comparison = GPUComparison(gpu: placed, cpu: listed, edge: try CPUReference.edgeMask(of: list))
            #expect(comparison.isWithinTolerance, "\(comparison)")
        }

        /// A grid whose copies' records would pass the device's buffer
        /// limit has its copies listed on the CPU instead (here 3 000
        /// copies, all but 36 far off the canvas, which the CPU's listing
        /// culls): the frame draws, and matches the CPU.
        @Test func gridsPastTheBufferLimitAreListedOnTheCPU() throws {
            let scene = InstanceGrids.skewedGridScene()
            let layer = try InstanceGrids.instancedLayer(scene)
            let near = layer.instances
            layer.instances = near + (0..<2964).map { k in LayerInstance(position: Point(5000 + Double(k), 4000)) }
            let list = try scene.presentation(at: 0.35).displayList(scale: 0.5)
            let renderer = try GPURenderer(path: .compute)
            renderer.computeBufferLimit = 100_000
            _ = try ComputePath.compare(list, on: renderer, name: "grid-past-the-limit")
            #expect(renderer.lastComputeFrame.copies == 0)
            renderer.computeBufferLimit = 1 << 27
            _ = try ComputePath.compare(list, on: renderer, name: "grid-within-the-limit")
            #expect(renderer.lastComputeFrame.copies == 3000)
        }

        /// A copy left out of the middle tile's list fails the comparison.
        @Test func aCopyLeftOutOfOneTileFailsTheComparison() throws {
            let list = try InstanceGrids.skewedGridScene().presentation(at: 0.35).displayList(scale: 2)
            let renderer = try GPURenderer(path: .compute)
            let cpu = try CPURenderer().render(list)
            let edge = try CPUReference.edgeMask(of: list)
            #expect(GPUComparison(gpu: try renderer.render(list), cpu: cpu, edge: edge).isWithinTolerance)
            try renderer.setComputeMutation(.dropOneCopy)
            let wrong = GPUComparison(gpu: try renderer.render(list), cpu: cpu, edge: edge)
            #expect(!wrong.isWithinTolerance, "\(wrong)")
        }
    }
}
