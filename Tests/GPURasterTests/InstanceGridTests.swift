import Benchmarks
import CPURaster
import Geometry
import GoldenSupport
import Glibc
@testable import GPURaster
import Layers
import Paths
@testable import Presentation
import Scenes
import Testing
import Timeline

/// Presentation's unevaluated copies (the suite `InstanceTracks` of these
/// tests shadows the name).
private typealias GridTracks = Presentation.InstanceTracks

extension GPURasterTests {
    /// Grids drawn through their compiled tracks (instanced_image.vert with
    /// TRACKS): what the vertex stage computes per instance, read back by
    /// transform feedback (`InstanceGridProbe`), against the CPU's
    /// evaluation of the same table and its placements; and whole frames
    /// against the CPU renderer (issue 7).
    @Suite struct InstanceGrids {
        /// Issue 7's bound on |GPU − CPU| for the table's values; positions
        /// (points) are held to it relative to their magnitude
        /// (max(1, |x|)), float32 keeping 24 bits of a few thousand points.
        static let tolerance = 1e-4
        /// Bound on |GPU − CPU| for a corner in device pixels: a 500th of
        /// a pixel, well under what 4× MSAA (quarter-pixel samples) or
        /// 8-bit coverage can show.
        static let cornerTolerance = 2e-3

        /// One grid of a scene at one display list: the item, its grid and
        /// its one image.
        struct Grid {
            var item: InstancedItem
            var grid: InstanceGrid
            var image: ImageItem
            var width: Int, height: Int
        }

        /// The first instanced item of `list` (searching groups).
        static func grid(in list: DisplayList) throws -> Grid {
            func find(_ items: [DisplayItem]) -> InstancedItem? {
                for item in items {
                    switch item {
                    case .instanced(let i): return i
                    case .group(let g): if let i = find(g.items) { return i }
                    default: continue
                    }
                }
                return nil
            }
            let item = try #require(find(list.items))
            let grid = try #require(item.grid, "the grid's tracks did not compile")
            guard item.template.count == 1, case .image(let image) = item.template[0] else {
                throw GPUError(.unsupported, "the template is not one image")
            }
            return Grid(item: item, grid: grid, image: image, width: list.width, height: list.height)
        }

        /// The instanced layer of `scene`.
        static func instancedLayer(_ scene: Scene) throws -> InstancedLayer {
            func find(_ layer: Layer) -> InstancedLayer? {
                (layer as? InstancedLayer) ?? layer.sublayers.lazy.compactMap(find).first
            }
            return try #require(find(scene.root))
        }

        /// Worst differences found by `compare`.
        struct Worst {
            var values = 0.0, positions = 0.0, corners = 0.0, opacity = 0.0
            var shown = 0, hidden = 0, failures: [String] = []
            /// Distinct opacities and scales seen, to show the tracks move.
            var opacities: Set<Double> = [], scales: Set<Double> = []

            mutating func note(_ what: String, _ d: Double, bound: Double, into worst: WritableKeyPath<Worst, Double>) {
                self[keyPath: worst] = max(self[keyPath: worst], d.isNaN ? .infinity : d)
                if !(d <= bound), failures.count < 10 { failures.append(what) }
            }
        }

        /// The GPU's vertices for `layer`'s copies at each layer time in
        /// `times`, placed as `sample` places them, against the CPU.
        static func compare(layer: InstancedLayer, sample: Grid, times: [Double],
                            probe: InstanceGridProbe) throws -> Worst {
            var worst = Worst()
            let destination = Path(rect: sample.image.destination)
            for t in times {
                let tracks = try #require(GridTracks(layer: layer, time: t))
                let grid = InstanceGrid(tracks: tracks, pivot: sample.grid.pivot, layerToDevice: sample.grid.layerToDevice)
                let gpu = try probe.evaluate(grid, image: sample.image, width: sample.width, height: sample.height)
                let presented = tracks.presented()
                #expect(gpu.count == tracks.instances.count && presented.count == gpu.count)
                for (k, (instance, vertices)) in zip(tracks.instances, gpu).enumerated() {
                    let model = TrackTable.Values(opacity: tracks.modelOpacity, positionX: instance.position.x,
                                                  positionY: instance.position.y)
                    let cpu = tracks.table.values(at: t, instance: TrackTable.Instance(timeShift: instance.timeShift,
                                                                                     optionalTracks: instance.optionalTracks),
                                                  model: model)
                    let where_ = "t \(t) copy \(k)"
                    for v in vertices {
                        let g = v.values
                        if g.written != cpu.written, worst.failures.count < 10 {
                            worst.failures.append("\(where_): written \(g.written) vs \(cpu.written)")
                        }
                        for slot in [TrackTable.Slot.opacity, .scale, .offsetWeight] {
                            worst.note("\(where_) \(slot): GPU \(g[slot]) CPU \(cpu[slot])", abs(g[slot] - cpu[slot]),
                                       bound: tolerance, into: \.values)
                        }
                        for slot in [TrackTable.Slot.positionX, .positionY] {
                            let d = abs(g[slot] - cpu[slot]) / max(1, abs(cpu[slot]))
                            worst.note("\(where_) \(slot): GPU \(g[slot]) CPU \(cpu[slot])", d, bound: tolerance,
                                       into: \.positions)
                        }
                    }
                    worst.opacities.insert(cpu.opacity)
                    worst.scales.insert(cpu.scale)
                    guard let placement = InstanceGrid.placement(of: presented[k], pivot: grid.pivot,
                                                                 layerToDevice: grid.layerToDevice) else {
                        worst.hidden += 1
                        if vertices.contains(where: { $0.opacity != 0 }), worst.failures.count < 10 {
                            worst.failures.append("\(where_): hidden on the CPU, opacity \(vertices[0].opacity) on the GPU")
                        }
                        continue
                    }
                    worst.shown += 1
                    let transform = sample.image.transform.concatenating(placement.transform)
                    let corners = try #require(DevicePolygons.fill(destination, transform: transform, tolerance: 0.1).first)
                    // Each vertex stands on a corner of the device corners'
                    // box grown to whole pixels (top-left, top-right,
                    // bottom-right, bottom-left), its paint coordinates the
                    // CPU's device → paint map there.
                    let xs = vertices.map(\.device.x), ys = vertices.map(\.device.y)
                    let x0 = xs.min()!.rounded(.down), x1 = xs.max()!.rounded(.up)
                    let y0 = ys.min()!.rounded(.down), y1 = ys.max()!.rounded(.up)
                    let inverse = try #require(transform.inverted)
                    let paints = [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)].map(inverse.apply)
                    let opacity = min(max(sample.image.opacity * placement.opacity, 0), 1)
                    #expect(corners.count == 4)
                    for (corner, v) in zip(corners, vertices) {
                        let d = max(abs(corner.x - v.device.x), abs(corner.y - v.device.y))
                        worst.note("\(where_) corner: GPU \(v.device) CPU \(corner)", d, bound: cornerTolerance,
                                   into: \.corners)
                        worst.note("\(where_) opacity: GPU \(v.opacity) CPU \(opacity)", abs(v.opacity - opacity),
                                   bound: tolerance, into: \.opacity)
                    }
                    let paintError = zip(paints, vertices).map { max(abs($0.x - $1.paint.x), abs($0.y - $1.paint.y)) }.max()!
                    if paintError > 1e-3 * max(1, sample.image.destination.width), worst.failures.count < 10 {
                        worst.failures.append("\(where_): paint corners \(vertices.map(\.paint)) vs \(paints)")
                    }
                }
            }
            return worst
        }

        static func check(_ worst: Worst, _ label: String) {
            print("\(label): worst |GPU − CPU| values \(worst.values), positions (relative) \(worst.positions), "
                  + "corners \(worst.corners) px, opacity \(worst.opacity); \(worst.shown) shown, \(worst.hidden) hidden")
            #expect(worst.failures.isEmpty, "\(label): \(worst.failures.joined(separator: "; "))")
            #expect(worst.values <= tolerance && worst.positions <= tolerance && worst.opacity <= tolerance)
            #expect(worst.corners <= cornerTolerance)
            // The comparison means something only if the tracks move and
            // copies both show and hide.
            #expect(worst.opacities.count > 100 && worst.scales.count > 100, "\(label): the tracks barely move")
            #expect(worst.shown > 0)
        }

        /// Runs `body` with a probe on a current context.
        static func withProbe<T>(_ body: (InstanceGridProbe) throws -> T) throws -> T {
            let device = try GPUDevices.open(.auto)
            try device.context.makeCurrent()
            defer { device.context.releaseCurrent() }
            return try body(try InstanceGridProbe())
        }

        @Test func fuberGridVerticesEqualTheCPU() throws {
            let scene = try FuberScene.make()
            let layer = try Self.instancedLayer(scene)
            let sample = try Self.grid(in: scene.presentation(at: scene.loopStart).displayList())
            let delays = Set(layer.instances.map(\.timeShift)).sorted()
            let sampled = stride(from: 0, to: delays.count, by: max(1, delays.count / 4)).map { delays[$0] }
            let times = InstanceTracks.times(delays: sampled)
            let worst = try Self.withProbe { try Self.compare(layer: layer, sample: sample, times: times, probe: $0) }
            Self.check(worst, "fuber grid, \(times.count) times × \(layer.instances.count) tiles")
            #expect(worst.hidden > 0, "no tile was ever hidden")
        }

        /// The bench tile workload at the two grids `flipbook bench tiles`
        /// is measured at.
        @Test(arguments: [(750, 1334, 16, 28), (1920, 1080, 40, 23)])
        func tileWorkloadVerticesEqualTheCPU(size: (Int, Int, Int, Int)) throws {
            let (width, height, columns, rows) = size
            let scene = try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: width, pixelHeight: height)
            let layer = try Self.instancedLayer(scene)
            let sample = try Self.grid(in: scene.presentation(at: 0).displayList(scale: 2, canvas: scene.size))
            // The bench's frames (f / 60 s over one 3 s loop) and 60 Weyl
            // times (i·φ mod 1) over −0.5…6.5 s.
            let phi = (5.0.squareRoot() - 1) / 2
            let times = (0..<180).map { Double($0) / 60 }
                + (1...60).map { -0.5 + 7 * (Double($0) * phi).truncatingRemainder(dividingBy: 1) }
            let worst = try Self.withProbe { try Self.compare(layer: layer, sample: sample, times: times, probe: $0) }
            Self.check(worst, "tiles \(columns)x\(rows) at \(width)x\(height), \(times.count) times")
        }

        /// `scene` at each of `times` drawn through its tracks by a fresh
        /// renderer, against the CPU renderer's frame of the same display
        /// list (which evaluates the same table on the CPU), within the
        /// declared `GPUTolerance`; every frame's grid takes the tracks path
        /// and its instance buffer is uploaded once for all frames.
        ///
        /// Where the frame drawn from the CPU's placements (the CPU-placed
        /// batch, pixel for pixel the instance-by-instance path) is itself
        /// outside the tolerance, the tracks' frame must be no further from
        /// the CPU than it, and the tolerance is a known issue of the image
        /// sampling, not of the tracks.
        static func framesMatchTheCPU(_ scene: Scene, times: [Double], scale: Double, canvas: Size? = nil,
                                      label: String) throws {
            let renderer = try GPURenderer()
            for t in times {
                let list = try scene.presentation(at: t).displayList(scale: scale, canvas: canvas)
                let gpu = try renderer.render(list)
                renderer.switches.gpuTrackEvaluation = false
                let placed = try renderer.render(list)
                renderer.switches.gpuTrackEvaluation = true
                let cpu = try CPURenderer().render(list)
                let edge = try CPUReference.edgeMask(of: list)
                let name = "\(label)-\(t)"
                let (comparison, report) = CPUReference.compare(gpu: gpu, cpu: cpu, edge: edge, name: name)
                let (baseline, _) = CPUReference.compare(gpu: placed, cpu: cpu, edge: edge, name: name + "-placed")
                #expect(comparison.maxInterior <= max(GPUTolerance.interior, baseline.maxInterior),
                        "\(name): \(comparison); from the CPU's placements: \(baseline)")
                #expect(comparison.maxEdge <= GPUTolerance.edge && comparison.meanEdge <= GPUTolerance.meanEdge,
                        "\(name): \(comparison)")
                withKnownIssue("the tile image differs by 2 levels inside on every GPU path (image.frag vs ImageSampler)") {
                    #expect(comparison.isWithinTolerance, "\(name): \(comparison); report: \(report ?? "none")")
                } when: {
                    !baseline.isWithinTolerance
                }
            }
            #expect(renderer.counters.trackDraws == times.count, "\(label): a frame left the tracks path")
            #expect(renderer.counters.instanceUploads == 1, "\(label): the instance buffer was uploaded again")
            #expect(renderer.counters.textureUploads == 1, "\(label): the template image was uploaded again")
        }

        @Test func fuberFramesThroughTheTracksMatchTheCPU() throws {
            let scene = try FuberScene.make()
            let times = (0...8).map { scene.loopStart + scene.loopDuration * Double($0) / 8 }
            try Self.framesMatchTheCPU(scene, times: times, scale: 1, label: "fuber-tracks")
        }

        @Test func tileWorkloadFramesThroughTheTracksMatchTheCPU() throws {
            let small = try TileGridWorkload.make(columns: 16, rows: 28, pixelWidth: 750, pixelHeight: 1334)
            try Self.framesMatchTheCPU(small, times: [0, 0.25, 0.5, 0.9, 1.6], scale: 2, canvas: small.size,
                                       label: "tiles-16x28-tracks")
            let large = try TileGridWorkload.make(columns: 40, rows: 23, pixelWidth: 1920, pixelHeight: 1080)
            try Self.framesMatchTheCPU(large, times: [0.5], scale: 2, canvas: large.size, label: "tiles-40x23-tracks")
        }

        @Test func switchedOffTheGridTakesTheCPUPlacedBatch() throws {
            let scene = try FuberScene.make()
            let list = try scene.presentation(at: scene.loopStart + 0.7).displayList(scale: 1)
            let renderer = try GPURenderer()
            let evaluated = try renderer.render(list)
            renderer.switches.gpuTrackEvaluation = false
            let placed = try renderer.render(list)
            #expect(renderer.counters.trackDraws == 1 && renderer.counters.instancedImageDraws == 2)
            // Both one-call paths, within the interior tolerance of each
            // other (float32 evaluation against double placements).
            let worst = zip(evaluated.pixels, placed.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 2 * GPUTolerance.interior)
        }

        /// A grid that exercises what the Fuber tiles do not: a rotated,
        /// non-uniformly scaled template (so a written scale recomposes a
        /// skewed transform) about an off-center anchor, an image with its
        /// own offset, opacities past 1 and below 0, a scale track on only
        /// some copies (the model transform on the others) and a rotated
        /// layer.
        static func skewedGridScene() -> Scene {
            let template = Layer(name: "tile")
            template.bounds = Rect(x: -4, y: 2, width: 20, height: 12)
            template.anchorPoint = Point(0.3, 0.7)
            template.contents = InstancedImages.checker()
            template.opacity = 0.9
            template.transform = Transform3D.rotation(0.4).concatenating(.scale(1.3, 0.7))
            let n = { (v: Double) in AnimatableValue.number(v) }
            template.add(Animation(keyPath: "opacity",
                                   kind: .keyframe(values: [n(0.2), n(1.4), n(-0.2), n(0.8)], keyTimes: [0, 0.3, 0.6, 1],
                                                   timingFunctions: [.easeIn, .easeOut, .easeInEaseOut],
                                                   calculationMode: .linear),
                                   timing: MediaTiming(duration: 1.3, repeatCount: .infinity, autoreverses: true)),
                         forKey: "fade")
            template.add(Animation(keyPath: "transform.scale", kind: .basic(from: n(0.5), to: n(1.6), by: nil),
                                   timing: MediaTiming(beginTime: 0.2, duration: 0.9, repeatCount: 3, fillMode: .both),
                                   timingFunction: .default, isRemovedOnCompletion: false), forKey: "grow")
            template.add(Animation(keyPath: "instanceOffset",
                                   kind: .keyframe(values: [n(0), n(1), n(0.3)], keyTimes: [0, 0.4, 1], timingFunctions: [],
                                                   calculationMode: .linear),
                                   timing: MediaTiming(duration: 0.7, repeatCount: .infinity)), forKey: "push")
            let grid = InstancedLayer(template: template)
            grid.name = "skewed"
            grid.optionalTrackKeys = ["grow"]
            grid.instances = (0..<36).map { k in
                let angle = Double(k) * 0.9
                return LayerInstance(position: Point(15 + Double(k % 6) * 22, 12 + Double(k / 6) * 17),
                                     timeShift: Double(k) * 0.037, offset: Point(5 * cos(angle), 5 * sin(angle)),
                                     optionalTracks: k % 3 == 0 ? 0 : 1)
            }
            grid.frame = Rect(x: 10, y: 5, width: 140, height: 115)
            grid.transform = .rotation(-0.15)
            let root = Layer(name: "root")
            root.frame = Rect(x: 0, y: 0, width: 160, height: 130)
            root.addSublayer(grid)
            return Scene(name: "skewed-grid", summary: "instanced grid test", size: Size(160, 130), loopDuration: 3,
                         root: root)
        }

        @Test func skewedGridVerticesEqualTheCPU() throws {
            let scene = Self.skewedGridScene()
            let layer = try Self.instancedLayer(scene)
            let sample = try Self.grid(in: scene.presentation(at: 0).displayList(scale: 2))
            #expect(sample.image.destination.origin != .zero)
            let times = (0..<400).map { -0.3 + Double($0) * 0.0123 }
            let worst = try Self.withProbe { try Self.compare(layer: layer, sample: sample, times: times, probe: $0) }
            Self.check(worst, "skewed grid, \(times.count) times")
            #expect(worst.hidden > 0, "no copy was ever hidden")
        }

        @Test func skewedGridFramesThroughTheTracksMatchTheCPU() throws {
            try Self.framesMatchTheCPU(Self.skewedGridScene(), times: [0, 0.35, 0.8, 1.9], scale: 2, label: "skewed-tracks")
        }
    }
}
