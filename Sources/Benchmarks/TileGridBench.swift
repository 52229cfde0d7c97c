import Foundation
import Frames
import Geometry
import GPURaster
import Layers
import Output
import Presentation

/// The tile-grid benchmark behind `flipbook bench tiles` (the CLI parses
/// its options and prints its result): the workload (`TileGridWorkload`)
/// in frames/s and tiles/s, as the peer benchmark measures it. Frame f
/// shows time f/60 s; each of `runs` timed runs renders frames 0..<N
/// after a warm-up; the figure is the median run.
package enum TileGridBench {
    /// Frames per second of animation time: frame f is at f / 60 s.
    package static let animationRate = 60.0
    /// The scale factor of the workload scene: 2 pixels per point, as the
    /// Fuber scene renders by default (the canvas is given in pixels).
    package static let scale = 2.0

    /// What one grid measured.
    package struct Result {
        package var columns: Int, rows: Int
        package var framesPerSecond: BenchStatistics
        package var stages: StageReport?
        package var meanPNGBytes: Int
        package var tiles: Int { columns * rows }
        package var tilesPerSecond: Double { Double(tiles) * framesPerSecond.median }
    }

    /// Everything the options decide.
    package struct Setup {
        package var width: Int, height: Int
        /// The image in every cell (`--tile`).
        package var tile: TileGridWorkload.Tile = .chimes
        package var frames: Int, runs: Int, jobs: Int
        package var encoder: PNGEncoder?
        package var renderer: any RenderBackend & Sendable
        /// Frames in flight on the GPU with one job (`--pipeline-depth`).
        package var pipelineDepth = GPUFramePipeline.defaultDepth

        package init(width: Int, height: Int, tile: TileGridWorkload.Tile = .chimes, frames: Int, runs: Int, jobs: Int,
                     encoder: PNGEncoder?, renderer: any RenderBackend & Sendable,
                     pipelineDepth: Int = GPUFramePipeline.defaultDepth) {
            (self.width, self.height, self.tile) = (width, height, tile)
            (self.frames, self.runs, self.jobs) = (frames, runs, jobs)
            (self.encoder, self.renderer, self.pipelineDepth) = (encoder, renderer, pipelineDepth)
        }
    }

    /// Renders the grid's workload: a warm-up, then `runs` timed runs of
    /// frames 0..<frames on `jobs` threads (PNG files, when encoding, go to
    /// a temporary folder that is removed afterwards).
    package static func measure(columns: Int, rows: Int, setup: Setup) throws -> Result {
        let scene = CompiledScene(try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: setup.width,
                                                            pixelHeight: setup.height, scale: scale, tile: setup.tile))
        if setup.jobs == 1, let gpu = setup.renderer as? GPURenderer {
            return try measurePipelined(scene: scene, columns: columns, rows: rows, setup: setup, renderer: gpu,
                                        depth: setup.pipelineDepth)
        }
        let folder = setup.encoder == nil ? nil : try temporaryFolder()
        defer { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        let collector = FrameCollector()
        let renderer = setup.renderer, encoder = setup.encoder, canvas = scene.scene.size
        let job: @Sendable (Int) throws -> Void = { f in
            let write: (([UInt8]) throws -> Void)? = folder.map { folder in
                { try writeFileAtomically($0, to: "\(folder)/tiles-\(FramePlan.numberText(f)).png") }
            }
            collector.add(try StagedFrame(scene: scene, time: Double(f) / animationRate, scale: scale, canvas: canvas,
                                          renderer: renderer, encoder: encoder, write: write))
        }
        for f in 0..<StagedFrame.warmUpFrames { try job(f) }
        collector.reset()
        var rates: [Double] = []
        for _ in 0..<setup.runs {
            let start = BenchClock.now()
            _ = try ParallelFrames.run(count: setup.frames, jobs: setup.jobs, shouldStop: { false }, job: job)
            rates.append(Double(setup.frames) / max(BenchClock.now() - start, 1e-9))
        }
        let frames = collector.frames
        return Result(columns: columns, rows: rows, framesPerSecond: BenchStatistics(rates)!,
                      stages: StageReport(frames, encoded: encoder != nil),
                      meanPNGBytes: frames.isEmpty ? 0 : frames.reduce(0) { $0 + $1.pngBytes } / frames.count)
    }

    /// Renders frame `frame` of the grid to
    /// `tiles_<W>x<H>_<C>x<R>_f<frame>.png` in the current folder (the
    /// peers' `--save-frame` naming), to compare the pictures.
    package static func saveFrame(_ frame: Int, columns: Int, rows: Int, setup: Setup) throws -> String {
        let scene = try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: setup.width,
                                              pixelHeight: setup.height, scale: scale, tile: setup.tile)
        let list = try scene.presentation(at: Double(frame) / animationRate).displayList(scale: scale, canvas: scene.size)
        let path = "tiles_\(setup.width)x\(setup.height)_\(columns)x\(rows)_f\(frame).png"
        try PNGEncoder().write(try setup.renderer.render(list), to: path)
        return path
    }

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "flipbook-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw BenchError("cannot create a folder for the PNG files: \(error)")
        }
        return path
    }

    package static func json(_ r: Result, setup: Setup, environment: BenchEnvironment) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("workload", .string("tiles")), ("grid", .string("\(r.columns)x\(r.rows)")), ("tiles", .integer(r.tiles)),
            ("pixels", .string("\(setup.width)x\(setup.height)")), ("tile", .string(setup.tile.rawValue)),
            ("cellPixels", .number(max(Double(setup.width) / Double(r.columns), Double(setup.height) / Double(r.rows)))),
            ("backend", .string(environment.backend)), ("jobs", .integer(setup.jobs)), ("frames", .integer(setup.frames)),
            ("runs", .integer(setup.runs)), ("warmUpFrames", .integer(StagedFrame.warmUpFrames)),
            ("png", setup.encoder.map { .object([("level", .integer($0.compressionLevel)),
                                                 ("filter", .string($0.filter.rawValue)),
                                                 ("meanBytes", .integer(r.meanPNGBytes))]) } ?? .bool(false)),
            ("framesPerSecond", r.framesPerSecond.ratesJSON), ("tilesPerSecond", .number(r.tilesPerSecond)),
            ("msPerFrameMedian", .number(1000 / r.framesPerSecond.median)),
        ]
        if let stages = r.stages { pairs.append(("stages", stages.json)) }
        pairs.append(("environment", environment.json))
        return .object(pairs)
    }

    package static func text(_ r: Result, setup: Setup, environment: BenchEnvironment) -> String {
        let f = r.framesPerSecond
        var s = "bench tiles \(r.columns)x\(r.rows) (\(r.tiles) \(setup.tile.rawValue) tiles) at \(setup.width)x\(setup.height) px: "
        s += "\(environment.backend), \(setup.jobs) job\(setup.jobs == 1 ? "" : "s"), \(plural(setup.runs, "run")) of \(plural(setup.frames, "frame"))"
        s += setup.encoder.map { ", PNG files level \($0.compressionLevel)" } ?? ", render only"
        s += "\n  \(environment.text)\n"
        s += String(format: "  %.1f frames/s median (min %.1f, max %.1f), %.3f ms/frame, %.0f tiles/s\n",
                    f.median, f.min, f.max, 1000 / f.median, r.tilesPerSecond)
        if let stages = r.stages { s += "  per frame, on the thread that rendered it:\n" + stages.text }
        if setup.encoder != nil { s += "  mean PNG size: \(r.meanPNGBytes) bytes\n" }
        if environment.build == "debug" { s += "  note: debug build; measure with `swift build -c release`\n" }
        return s
    }


    /// `measure` for the GPU with one job: every run renders frames
    /// 0..<frames through a `GPUFramePipeline` of `depth` buffers.
    static func measurePipelined(scene: CompiledScene, columns: Int, rows: Int, setup: Setup, renderer: GPURenderer,
                                 depth: Int) throws -> Result {
        let folder = setup.encoder == nil ? nil : try temporaryFolder()
        defer { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        let bench = PipelinedBench(pipeline: GPUFramePipeline(renderer: renderer, depth: depth), scene: scene,
                                   scale: scale, canvas: scene.scene.size, encoder: setup.encoder)
        let write: ((Int, [UInt8]) throws -> Void)? = folder.map { folder in
            { try writeFileAtomically($1, to: "\(folder)/tiles-\(FramePlan.numberText($0)).png") }
        }
        let times = { (count: Int) in (0..<count).map { Double($0) / animationRate } }
        _ = try bench.run(times: times(StagedFrame.warmUpFrames), write: write)
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

/// A benchmark that could not set itself up (its folder for PNG files).
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `count` and `noun`, plural unless the count is 1: "1 run", "5 runs".
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
