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
struct PipelinedBench {
    let pipeline: GPUFramePipeline
    let scene: Scene
    let scale: Double
    let canvas: Size
    let encoder: PNGEncoder?

    /// Renders the frames at `times` (seconds) in order; `write`, when
    /// given with an encoder, receives each frame's index and PNG bytes.
    func run(times: [Double], write: ((Int, [UInt8]) throws -> Void)? = nil) throws -> [StagedFrame] {
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

extension BenchTiles {
    /// `measure` for the GPU with one job: every run renders frames
    /// 0..<frames through a `GPUFramePipeline` of `depth` buffers.
    static func measurePipelined(scene: Scene, columns: Int, rows: Int, setup: Setup, renderer: GPURenderer,
                                 depth: Int) throws -> Result {
        let folder = setup.encoder == nil ? nil : try temporaryFolder()
        defer { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        let bench = PipelinedBench(pipeline: GPUFramePipeline(renderer: renderer, depth: depth), scene: scene,
                                   scale: scale, canvas: scene.size, encoder: setup.encoder)
        let write: ((Int, [UInt8]) throws -> Void)? = folder.map { folder in
            { try writeFileAtomically($1, to: "\(folder)/tiles-\(FramePlan.numberText($0)).png") }
        }
        let times = { (count: Int) in (0..<count).map { Double($0) / animationRate } }
        _ = try bench.run(times: times(BenchCommand.warmUpFrames), write: write)
        var rates: [Double] = [], frames: [StagedFrame] = []
        for _ in 0..<setup.runs {
            let start = BenchClock.now()
            frames += try bench.run(times: times(setup.frames), write: write)
            rates.append(Double(setup.frames) / max(BenchClock.now() - start, 1e-9))
        }
        return Result(columns: columns, rows: rows, framesPerSecond: BenchStatistics(rates)!,
                      stages: StageReport(frames, encoded: setup.encoder != nil),
                      meanPNGBytes: frames.isEmpty ? 0 : frames.reduce(0) { $0 + $1.pngBytes } / frames.count)
    }
}

/// `--pipeline-depth N` of the GPU benches: pixel buffers in the
/// `GPUFramePipeline` ring (1 renders each frame before drawing the next).
enum PipelineDepthOption {
    static let name = "--pipeline-depth"

    static func parse(_ args: Arguments) throws -> Int {
        guard let text = args.value(name) else { return GPUFramePipeline.defaultDepth }
        guard let depth = Int(text), GPUFramePipeline.depths.contains(depth) else {
            throw CLIError.usage("\(name) must be an integer \(GPUFramePipeline.depths.lowerBound)…\(GPUFramePipeline.depths.upperBound), got '\(text)'")
        }
        return depth
    }
}
