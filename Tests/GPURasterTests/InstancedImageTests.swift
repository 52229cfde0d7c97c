import Geometry
import GoldenSupport
import Glibc
@testable import GPURaster
import Presentation
import Scenes
import Testing

extension GPURasterTests {
    /// A grid whose template is one image, drawn in one instanced call,
    /// against the same grid drawn instance by instance: both compute the
    /// exact coverage and the same paint, through different float
    /// operations (the batch takes its edge slopes from the vertex stage,
    /// the single path from the CPU in double), so they agree to 1 level,
    /// the GPU's tolerance against the CPU.
    @Suite struct InstancedImages {
        /// Largest channel difference between the two paths, and how many
        /// channels differ at all.
        static func difference(_ a: Bitmap, _ b: Bitmap) -> (max: Int, count: Int) {
            var worst = 0, count = 0
            for (x, y) in zip(a.pixels, b.pixels) where x != y {
                worst = max(worst, abs(Int(x) - Int(y)))
                count += 1
            }
            return (worst, count)
        }

        /// `list` rendered both ways by one renderer; also how many grids
        /// went through the one-call path. Grids that carry their tracks
        /// take the CPU-placed batch here (InstanceGridTests compares the
        /// GPU-evaluated one with the CPU).
        static func renderBothWays(_ lists: [DisplayList]) throws -> [(batched: Bitmap, single: Bitmap, calls: Int)] {
            let renderer = try GPURenderer()
            renderer.switches.gpuTrackEvaluation = false
            return try lists.map { list in
                let before = renderer.counters.instancedImageDraws
                renderer.switches.gpuInstancedDraws = true
                let batched = try renderer.render(list)
                let calls = renderer.counters.instancedImageDraws - before
                renderer.switches.gpuInstancedDraws = false
                let single = try renderer.render(list)
                return (batched, single, calls)
            }
        }

        @Test func fuberFramesAreTheSameEitherWay() throws {
            let scene = try FuberScene.make()
            let lists = try (0...8).map { k in
                try scene.presentation(at: scene.loopStart + scene.loopDuration * Double(k) / 8).displayList(scale: 1)
            }
            for (k, frame) in try Self.renderBothWays(lists).enumerated() {
                let (worst, count) = Self.difference(frame.batched, frame.single)
                #expect(frame.calls == 1, "frame \(k): the tile grid did not take the one-call path")
                #expect(worst <= GPUTolerance.edge, "frame \(k): \(count) channels differ, by up to \(worst)")
            }
        }

        /// A 12×12 image checkerboard, premultiplied.
        static func checker() -> Bitmap {
            var pixels: [UInt8] = []
            for y in 0..<12 {
                for x in 0..<12 {
                    let on = (x / 3 + y / 3) % 2 == 0
                    pixels += on ? [200, 40, 90, 255] : [10, 120, 60, 160]
                }
            }
            return Bitmap(width: 12, height: 12, pixels: pixels)
        }

        @Test(arguments: [false, true])
        func overlappingRotatedTranslucentInstancesAreTheSameEitherWay(tiled: Bool) throws {
            let image = ImageItem(image: Self.checker(), destination: Rect(x: -2, y: -3, width: 20, height: 18),
                                  tileSize: tiled ? Size(7, 5) : nil,
                                  transform: AffineTransform(a: 1.1, b: 0.2, c: -0.1, d: 0.9, tx: 1.5, ty: 0.25),
                                  opacity: 0.9)
            let opacities = [1, 0.5, 0, .nan, 1.5, 0.25, 0.8, -1, 0.999]
            let placements = (0..<27).map { k in
                let angle = Double(k) * 0.37
                return InstancePlacement(transform: AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle),
                                                                    tx: 10 + Double(k % 6) * 14.3, ty: 12 + Double(k / 6) * 15.7),
                                         opacity: opacities[k % opacities.count])
            }
            let grid = DisplayItem.instanced(InstancedItem(template: [.image(image)], instances: placements))
            let lists = [DisplayList(width: 110, height: 96, items: [grid]),
                         DisplayList(width: 110, height: 96, items: [.group(GroupItem(items: [grid], opacity: 0.6))])]
            for (k, frame) in try Self.renderBothWays(lists).enumerated() {
                let (worst, count) = Self.difference(frame.batched, frame.single)
                #expect(frame.calls == 1, "list \(k)")
                #expect(worst <= GPUTolerance.edge, "list \(k): \(count) channels differ, by up to \(worst)")
            }
        }
    }
}
