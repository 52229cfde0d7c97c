import Glibc
@testable import GPURaster
import Presentation
import Scenes
import Testing

extension GPURasterTests {
    /// Not a timed test: the Fuber frame time with the tile grid drawn in
    /// one instanced call against instance by instance, off unless
    /// GPU_INSTANCED_BENCH=1 (build in release with `-Xswiftc
    /// -enable-testing` to measure). Renders (draw and readback) 24 frames
    /// spread over the loop, alternating the two paths per round so both
    /// see the same machine load, and prints the median frame time of each.
    @Suite(.enabled(if: getenv("GPU_INSTANCED_BENCH") != nil)) struct InstancedDrawThroughput {
        /// Rounds over the 24 frames; the median is taken over rounds.
        static let rounds = 9

        static func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_MONOTONIC, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }

        @Test(arguments: [1.0, 2.0])
        func fuberFrameTime(scale: Double) throws {
            let scene = try FuberScene.make()
            let lists = try (0..<24).map { k in
                try scene.presentation(at: scene.loopStart + scene.loopDuration * Double(k) / 24).displayList(scale: scale)
            }
            let renderer = try GPURenderer()
            var perFrame: [Bool: [Double]] = [true: [], false: []]
            for round in 0..<(Self.rounds + 1) {
                for oneCall in [true, false] {
                    renderer.switches.gpuInstancedDraws = oneCall
                    let start = Self.now()
                    for list in lists { _ = try renderer.render(list) }
                    // Round 0 warms caches (meshes, driver shader variants).
                    if round > 0 { perFrame[oneCall]!.append((Self.now() - start) / Double(lists.count)) }
                }
            }
            // The rest of the frame: the same lists without the grid.
            let rest = lists.map { DisplayList(width: $0.width, height: $0.height, items: Self.withoutGrids($0.items)) }
            var restTimes: [Double] = []
            for _ in 0..<(Self.rounds / 3) {
                let start = Self.now()
                for list in rest { _ = try renderer.render(list) }
                restTimes.append((Self.now() - start) / Double(rest.count))
            }
            let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] * 1000 }
            let batched = median(perFrame[true]!), single = median(perFrame[false]!)
            print("BENCH fuber \(lists[0].width)×\(lists[0].height): one instanced call \(batched) ms/frame, "
                  + "per instance \(single) ms/frame, ratio \(single / batched); "
                  + "without the grid \(median(restTimes)) ms/frame")
        }
    
        /// `items` with every instanced grid left out, groups kept.
        static func withoutGrids(_ items: [DisplayItem]) -> [DisplayItem] {
            items.compactMap { item in
                switch item {
                case .instanced: return nil
                case .group(var group):
                    group.items = withoutGrids(group.items)
                    return .group(group)
                default: return item
                }
            }
        }
    }
}
