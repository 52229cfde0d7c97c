import Geometry
@testable import GPURaster
import Glibc
import Paths
import Presentation
import Testing

extension GPURasterTests {
    @Suite struct Lifecycle {
        /// A frame that uses every kind of GL object the renderer makes:
        /// stencil fills, a gradient, an image texture, offscreen groups
        /// with a mask and a clip, and the readback buffer.
        static let busyFrame: DisplayList = {
            let image = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
            let gradient = Gradient(stops: [.init(location: 0, color: .white), .init(location: 1, color: .black)])
            let items: [DisplayItem] = [
                fill(starPath(size: 32), .white, rule: .evenOdd),
                .fill(FillItem(path: Path(rect: Rect(x: 0, y: 0, width: 32, height: 8)), transform: .identity,
                               fillRule: .nonZero, paint: .axial(gradient, start: .zero, end: Point(32, 0)))),
                .group(GroupItem(items: [.image(ImageItem(image: image, destination: Rect(x: 4, y: 4, width: 20, height: 20),
                                                          tileSize: Size(5, 5), transform: .identity, opacity: 1))],
                                 opacity: 0.5, clip: Clip(rect: Rect(x: 2, y: 2, width: 28, height: 28), cornerRadius: 6,
                                                          transform: .identity),
                                 mask: [fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 32, height: 32)), .black)])),
            ]
            return DisplayList(width: 32, height: 32, items: items)
        }()

        /// Open file descriptors and threads of this process.
        static func handles() -> (files: Int, threads: Int) {
            ((try? listDirectory("/proc/self/fd").count) ?? -1, (try? listDirectory("/proc/self/task").count) ?? -1)
        }

        /// Resident memory in KiB from /proc/self/statm.
        static func residentKiB() -> Int {
            let fields = ((try? readFile("/proc/self/statm")) ?? "").split(separator: " ")
            return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024 : 0
        }

        /// Descriptors or threads that tests running concurrently in the
        /// same process may hold open at any moment (process tests hold 3
        /// pipes each, PNG writes 1 file each, two or three at a time): far
        /// below the 200 that one leak per iteration adds.
        static let concurrentHandleNoise = 20

        @Test func twoHundredFramesOnOneRendererReuseTheirResources() throws {
            let renderer = try GPURenderer()
            let first = try renderer.render(Self.busyFrame)
            let targets = renderer.renderTargetCount
            let before = Self.handles(), memory = Self.residentKiB()
            for _ in 0..<200 {
                #expect(try renderer.render(Self.busyFrame) == first)
            }
            #expect(renderer.renderTargetCount == targets)
            #expect(renderer.cachedMeshCount == 5, "star, gradient rect, image rect, clip, mask: one mesh each")
            #expect(targets <= 3, "canvas, group and mask")
            let after = Self.handles()
            // Other suites run concurrently in this process and open and
            // close files (pipes, PNGs) meanwhile, so the count may wander
            // by a few; a leak per frame would add 200.
            #expect(after.files - before.files < Self.concurrentHandleNoise)
            #expect(after.threads - before.threads < Self.concurrentHandleNoise)
            // 200 leaked 32×32 textures and buffers would be well over 4 MiB
            // with driver overhead; allocator noise stays far below.
            #expect(Self.residentKiB() - memory < 4096)
        }

        @Test func twoHundredRenderersMadeAndDroppedLeaveNoHandlesBehind() throws {
            // Warm up: the first context loads the driver and LLVM once per process.
            _ = try GPURenderer().render(Self.busyFrame)
            let before = Self.handles(), memory = Self.residentKiB()
            // Every tenth renderer also draws: a first draw JIT-compiles
            // llvmpipe's shader variants (~80 ms), too slow for all 200.
            for k in 0..<200 {
                let renderer = try GPURenderer()
                if k % 10 == 0 { #expect(try renderer.render(Self.busyFrame).width == 32) }
            }
            let after = Self.handles()
            #expect(after.files - before.files < Self.concurrentHandleNoise, "a leak per renderer would add 200")
            #expect(after.threads - before.threads < Self.concurrentHandleNoise)
            #expect(Self.residentKiB() - memory < 32 * 1024, "a leaked context costs megabytes; 200 would show")
        }

        @Test func rendererWorksFromAnotherThreadAfterUse() async throws {
            let renderer = try sharedRenderer.get()
            let here = try renderer.render(Self.busyFrame)
            let there = try await Task.detached { try renderer.render(Self.busyFrame) }.value
            #expect(here == there)
        }

        @Test func frameCacheKeepsValuesForOneUnusedFrameThenDropsThem() throws {
            var cache = FrameCache<Int, String>()
            var builds = 0
            func get(_ k: Int) throws -> String {
                try cache.value(for: k) { () throws(GPUError) in builds += 1; return "\(k)" }
            }
            _ = try get(1); _ = try get(1)
            #expect(builds == 1)
            cache.endFrame()
            _ = try get(2)
            cache.endFrame()
            _ = try get(1)
            #expect(builds == 3, "1 was dropped after a frame without it")
            _ = try get(2)
            #expect(builds == 3, "2 was used in the frame before")
        }

        @Test func canvasSizeChangesRebuildTargets() throws {
            let renderer = try GPURenderer()
            for size in [16, 48, 16] {
                let bitmap = try renderer.render(DisplayList(width: size, height: size + 3, items: [fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), .white)]))
                #expect(bitmap.width == size && bitmap.height == size + 3)
                #expect(bitmap.pixels.allSatisfy { $0 == 255 })
            }
        }
    }
}
