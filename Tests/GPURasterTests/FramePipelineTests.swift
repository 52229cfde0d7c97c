import Benchmarks
import Geometry
@testable import GPURaster
import Presentation
import Scenes
import Testing

extension GPURasterTests {
    /// `GPUFramePipeline`: frames drawn while earlier ones are read back
    /// come back in order, byte for byte the sequential renders.
    @Suite struct FramePipeline {
        /// Frames of the tile-grid workload (instanced images, a group
        /// mask, strokes) and of fuber-swiftui (a tiled image, text), at
        /// their own sizes: a pipeline must cope with the size changing.
        static func lists() throws -> [DisplayList] {
            let tiles = try TileGridWorkload.make(columns: 6, rows: 10, pixelWidth: 150, pixelHeight: 250)
            let swiftUI = try #require(BuiltInScenes.named("fuber-swiftui")).make()
            let tileLists = try (0..<5).map { f in
                try tiles.presentation(at: Double(f) * 0.3).displayList(scale: 2, canvas: tiles.size)
            }
            let swiftUILists = try (0..<3).map { f in
                try swiftUI.presentation(at: swiftUI.loopStart + swiftUI.loopDuration * Double(f) / 3).displayList(scale: 0.5)
            }
            return tileLists + swiftUILists + tileLists.prefix(2)
        }

        @Test(arguments: [1, 2, 3])
        func pipelinedFramesAreTheSequentialFramesInOrder(depth: Int) throws {
            let renderer = try sharedRenderer.get()
            let lists = try Self.lists()
            let sequential = try lists.map { try renderer.render($0) }
            let pipeline = GPUFramePipeline(renderer: renderer, depth: depth)
            var pipelined: [Bitmap] = []
            for (k, list) in lists.enumerated() {
                if let frame = try pipeline.submit(list) { pipelined.append(frame) }
                #expect(pipeline.pendingCount == min(k + 1, depth - 1), "frames in flight after submit \(k)")
            }
            while let frame = try pipeline.next() { pipelined.append(frame) }
            #expect(pipelined.count == lists.count)
            #expect(pipelined.map(\.contentHash) == sequential.map(\.contentHash))
            #expect(Set(sequential.map(\.contentHash)).count > lists.count / 2, "the frames differ from one another")
        }

        @Test func aRenderBetweenSubmissionsLeavesTheQueuedFramesAlone() throws {
            let renderer = try sharedRenderer.get()
            let lists = try Self.lists()
            let pipeline = GPUFramePipeline(renderer: renderer, depth: 3)
            #expect(try pipeline.submit(lists[0]) == nil)
            #expect(try pipeline.submit(lists[5]) == nil)
            let between = try renderer.render(lists[1])
            let first = try #require(try pipeline.submit(lists[2]))
            #expect(first == (try renderer.render(lists[0])))
            #expect(between == (try renderer.render(lists[1])))
            #expect(try pipeline.next() == (try renderer.render(lists[5])))
            #expect(try pipeline.next() == (try renderer.render(lists[2])))
            #expect(try pipeline.next() == nil)
        }

        @Test func badListsThrowWithoutLosingQueuedFrames() throws {
            let renderer = try sharedRenderer.get()
            let lists = try Self.lists()
            let pipeline = GPUFramePipeline(renderer: renderer, depth: 2)
            #expect(try pipeline.submit(lists[0]) == nil)
            #expect(throws: GPUError.self) { try pipeline.submit(DisplayList(width: 0, height: 10, items: [])) }
            #expect(pipeline.pendingCount == 1)
            #expect(try pipeline.next() == (try renderer.render(lists[0])))
        }
    }
}

extension Bitmap {
    /// FNV-1a over the size and the bytes: equal frames hash equal.
    var contentHash: UInt64 {
        var hash: UInt64 = (0xcbf2_9ce4_8422_2325 ^ UInt64(width) << 32 ^ UInt64(height)) &* 0x100_0000_01b3
        for byte in pixels {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
