@testable import GPURaster
import Layers
@testable import Presentation
import Scenes
import Testing
import Timeline

extension GPURasterTests {
    /// instance_tracks.glsl against `TrackTable.values(at:instance:model:)`
    /// on the Fuber tile grid's compiled table, all 77 tiles, read back
    /// through transform feedback (issue 7: "equal the CPU's within 1e-4").
    @Suite struct InstanceTracks {
        /// Issue 7's bound on |GPU − CPU| for every evaluated value.
        static let tolerance = 1e-4
        /// How far beside a boundary the near-boundary times fall: well
        /// outside both evaluators' boundary tolerances, so each side is
        /// unambiguous in float32 too.
        static let besideBoundary = 1e-3

        /// The Fuber scene's tile grid.
        static func fuberGrid() throws -> InstancedLayer {
            func find(_ layer: Layer) -> InstancedLayer? {
                (layer as? InstancedLayer) ?? layer.sublayers.lazy.compactMap(find).first
            }
            return try #require(find(FuberScene.make().root))
        }

        /// Layer times, seconds: every 0.05 s over −1…12 s (the Fuber
        /// tracks' key times and loop boundaries for an undelayed tile),
        /// each also ±1e-3; the same boundaries shifted by a few tiles'
        /// ripple delays (their own boundaries), ±1e-3; and 200 seeded
        /// pseudo-random times (a 64-bit LCG) over −1…12 s.
        static func times(delays: [Double]) -> [Double] {
            let boundaries = (-20...240).map { Double($0) * 0.05 }
            var times = boundaries.flatMap { [$0, $0 - besideBoundary, $0 + besideBoundary] }
            for delay in delays {
                times += boundaries.flatMap { [$0 + delay - besideBoundary, $0 + delay + besideBoundary] }
            }
            var state: UInt64 = 0x5EED_F00B
            for _ in 0..<200 {
                // Knuth's MMIX LCG; the top 53 bits as a fraction.
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                times.append(-1 + 13 * Double(state >> 11) / Double(1 << 53))
            }
            return times
        }

        @Test func fuberGridOnTheGPUEqualsTheCPUTable() throws {
            let grid = try Self.fuberGrid()
            #expect(grid.instances.count == 76)  // 7 × 11 tiles but the center one
            let table = try #require(InstanceTrackTables.shared.table(for: grid))
            let copies = grid.instances.map {
                InstanceTrackProbe.Copy(instance: TrackTable.Instance(timeShift: $0.timeShift,
                                                                      optionalTracks: $0.optionalTracks),
                                        positionX: $0.position.x, positionY: $0.position.y)
            }
            let delays = Set(grid.instances.map(\.timeShift)).sorted()
            let sampledDelays = stride(from: 0, to: delays.count, by: max(1, delays.count / 8)).map { delays[$0] }
            let times = Self.times(delays: sampledDelays)
            let model = TrackTable.Values()

            let device = try GPUDevices.open(.auto)
            try device.context.makeCurrent()
            defer { device.context.releaseCurrent() }
            let library = try ShaderLibrary(compositing: .floatTargets, imageFiltering: .shader)
            let gpu = try InstanceTrackProbe(program: library.trackProbe).evaluate(table, copies: copies,
                                                                                   times: times, model: model)

            var worst = 0.0, failures: [String] = [], writtenMismatches = 0
            var seen: [TrackTable.Slot: Set<Double>] = [:]
            for (t, row) in zip(times, gpu) {
                for (copy, g) in zip(copies, row) {
                    var m = model
                    m.positionX = copy.positionX
                    m.positionY = copy.positionY
                    let c = table.values(at: t, instance: copy.instance, model: m)
                    if c.written != g.written { writtenMismatches += 1 }
                    for slot in [TrackTable.Slot.opacity, .scale, .offsetWeight] {
                        seen[slot, default: []].insert(g[slot])
                        let d = abs(c[slot] - g[slot])
                        worst = max(worst, d.isNaN ? .infinity : d)
                        if !(d <= Self.tolerance), failures.count < 10 {
                            failures.append("t \(t) shift \(copy.instance.timeShift) \(slot): CPU \(c[slot]) GPU \(g[slot])")
                        }
                    }
                }
            }
            print("instance tracks: \(times.count) times × \(copies.count) tiles, worst |GPU − CPU| \(worst)")
            #expect(worst <= Self.tolerance, "\(failures.joined(separator: "; "))")
            #expect(writtenMismatches == 0)
            // The comparison means something only if the tracks move: every
            // slot takes many values over the times.
            for slot in [TrackTable.Slot.opacity, .scale, .offsetWeight] {
                #expect((seen[slot]?.count ?? 0) > 100, "\(slot) barely varies")
            }
        }

        @Test func aTableTooLargeForTheShaderIsRefused() throws {
            let grid = try Self.fuberGrid()
            let table = try #require(InstanceTrackTables.shared.table(for: grid))
            #expect(TrackTableUniforms(table) != nil)
            let nodes = Array(repeating: table.packedNodes.prefix(TrackTable.nodeStride), count: TrackTableUniforms.maximumNodes + 1)
            let big = try #require(TrackTable(packedNodes: nodes.flatMap { $0 }, packedSegments: table.packedSegments))
            #expect(TrackTableUniforms(big) == nil)
        }
    }
}
