import Foundation
import Geometry
import GPURaster
import Layers
import Output
import Presentation

/// The GPU benches' frame loop through a `GPUFramePipeline`: frame n + 1 is
/// evaluated, flattened and drawn while frame n is read back, on one
/// thread. Stage times are per frame as in `StagedFrame`, except that a
/// frame's raster time is the time its `submit` took (drawing it, and
/// waiting for the frame before it to come back) plus, for the last
/// frames, the wait in `next`; encoding, when asked, happens as frames come
/// back.
package struct PipelinedBench {
    package let pipeline: GPUFramePipeline
    package let scene: CompiledScene
    package let scale: Double
    package let canvas: Size
    package let encoder: PNGEncoder?

    package init(pipeline: GPUFramePipeline, scene: CompiledScene, scale: Double, canvas: Size, encoder: PNGEncoder?) {
        self.pipeline = pipeline
        self.scene = scene
        self.scale = scale
        self.canvas = canvas
        self.encoder = encoder
    }

    /// Renders the frames at `times` (seconds) in order; `write`, when
    /// given with an encoder, receives each frame's index and PNG bytes.
    package func run(times: [Double], write: ((Int, [UInt8]) throws -> Void)? = nil) throws -> [StagedFrame] {
        var finished: [StagedFrame] = []
        var inFlight: [(index: Int, stages: StagedFrame)] = []
        func finish(_ bitmap: Bitmap, extraRaster: Double) throws {
            var (index, stages) = inFlight.removeFirst()
            stages.raster += extraRaster
            if let encoder { try stages.encode(bitmap, with: encoder) { try write?(index, $0) } }
            finished.append(stages)
        }
        for (index, time) in times.enumerated() {
            var (stages, list) = try StagedFrame.prepare(scene: scene, time: time, scale: scale, canvas: canvas)
            let t0 = BenchClock.now()
            let done = try pipeline.submit(list)
            stages.raster = BenchClock.now() - t0
            inFlight.append((index, stages))
            if let done { try finish(done, extraRaster: 0) }
        }
        while true {
            let t0 = BenchClock.now()
            guard let done = try pipeline.next() else { break }
            try finish(done, extraRaster: BenchClock.now() - t0)
        }
        return finished
    }
}
