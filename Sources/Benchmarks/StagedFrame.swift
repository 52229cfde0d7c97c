import Geometry
import Layers
import Output
import Presentation

/// One frame taken through the pipeline's stages, each timed on its own:
/// evaluate (presentation tree at t), display list, raster (the backend's
/// `render`: on the GPU that is tessellation, drawing and readback) and,
/// optionally, PNG encoding in memory.
package struct StagedFrame {
    /// Frames rendered before timing starts, so caches and lazily built
    /// state (fonts, allocator pools, page-faulted buffers) do not count.
    package static let warmUpFrames = 5

    package var evaluate = 0.0, displayList = 0.0, raster = 0.0, encode = 0.0
    package var pngBytes = 0

    /// Seconds from evaluation through raster.
    package var render: Double { evaluate + displayList + raster }

    /// `write`, when given, receives the PNG bytes and is timed with the
    /// encoding (the tile benchmark writes files, as the peers do).
    package init(scene: CompiledScene, time: Double, scale: Double, canvas: Size, renderer: any RenderBackend,
         encoder: PNGEncoder?, write: (([UInt8]) throws -> Void)? = nil) throws {
        let list: DisplayList
        (self, list) = try Self.prepare(scene: scene, time: time, scale: scale, canvas: canvas)
        let t0 = BenchClock.now()
        let bitmap = try renderer.render(list)
        raster = BenchClock.now() - t0
        if let encoder { try encode(bitmap, with: encoder, write: write) }
    }

    private init() {}

    /// The display list of `scene` at `time`, and a frame holding the
    /// seconds its evaluation and its flattening took (raster and encoding
    /// still to come).
    package static func prepare(scene: CompiledScene, time: Double, scale: Double,
                        canvas: Size) throws -> (frame: StagedFrame, list: DisplayList) {
        var frame = StagedFrame()
        let t0 = BenchClock.now()
        let tree = try scene.presentation(at: time, drawnOnly: true)
        let t1 = BenchClock.now()
        let list = tree.displayList(scale: scale, canvas: canvas)
        frame.evaluate = t1 - t0
        frame.displayList = BenchClock.now() - t1
        return (frame, list)
    }

    /// Encodes `bitmap`, hands the bytes to `write` (timed with the
    /// encoding) and records their size and the seconds taken.
    package mutating func encode(_ bitmap: Bitmap, with encoder: PNGEncoder, write: (([UInt8]) throws -> Void)?) throws {
        let t0 = BenchClock.now()
        let png = try encoder.encode(bitmap)
        try write?(png)
        pngBytes = png.count
        encode = BenchClock.now() - t0
    }
}
