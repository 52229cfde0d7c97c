import Benchmarks
import Foundation
import Frames
import Geometry
import GPURaster
import Layers
import Output
import Presentation

/// `flipbook bench tiles [--grid CxR] [--size WxH] [--backend B] [--png]
/// [--jobs N] [--frames N] [--runs N] [--ramp [--target-fps F]] [--json]`:
/// the tile-grid workload (`TileGridWorkload`, the peers' grid with Fuber
/// tiles) in frames/s and tiles/s, as the peer benchmark measures it: frame
/// f shows time f/60 s; each of `runs` timed runs renders frames 0..<N after
/// a warm-up; the figure is the median run.
enum BenchTiles {
    /// Frames per second of animation time: frame f is at f / 60 s.
    static let animationRate = 60.0
    /// The scale factor of the workload scene: 2 pixels per point, as the
    /// Fuber scene renders by default (the canvas is given in pixels).
    static let scale = 2.0

    /// What one grid measured.
    struct Result {
        var columns: Int, rows: Int
        var framesPerSecond: BenchStatistics
        var stages: StageReport?
        var meanPNGBytes: Int
        var tiles: Int { columns * rows }
        var tilesPerSecond: Double { Double(tiles) * framesPerSecond.median }
    }

    /// Everything the options decide.
    struct Setup {
        var width: Int, height: Int
        /// The image in every cell (`--tile`).
        var tile: TileGridWorkload.Tile = .chimes
        var frames: Int, runs: Int, jobs: Int
        var encoder: PNGEncoder?
        var renderer: any RenderBackend & Sendable
        /// Frames in flight on the GPU with one job (`--pipeline-depth`).
        var pipelineDepth = GPUFramePipeline.defaultDepth
    }

    /// `--grid CxR`, `--size WxH` and `--tile T`, for bench tiles and bench
    /// png; the defaults are the peers' canvas and grid (48 px cells).
    static let workloadOptions = [
        OptionSpec("--grid", value: "CxR", "columns x rows of tiles", default: .value("16x28")),
        OptionSpec("--size", value: "WxH", "canvas in pixels", default: .value("750x1334")),
        OptionSpec("--tile", value: "T", "the image in every cell: chimes (the Fuber scene's pattern) or peer "
                   + "(the peer benchmark's 48x48 rounded square, to compare like with like)",
                   default: .value("chimes")),
    ]

    /// `--tile chimes|peer`.
    static func parseTile(_ args: Arguments) throws -> TileGridWorkload.Tile {
        let name = args.setting("--tile") ?? "chimes"
        guard let tile = TileGridWorkload.Tile(rawValue: name) else {
            let names = TileGridWorkload.Tile.allCases.map(\.rawValue).joined(separator: " or ")
            throw CLIError.usage("--tile must be \(names), got '\(name)'")
        }
        return tile
    }

    static let spec = CommandSpec(
        "tiles", summary: "measure the Fuber ripple grid at any tile count, in frames/s and tiles/s",
        about: """
            the Fuber ripple grid at any tile count (the peer
            benchmark's grid: square cells covering the canvas, Chimes tiles with
            per-tile opacity, scale and offset, the Fuber logo on top; --tile peer
            draws the peers' own tile image instead). Frame f shows time f/60 s; each
            run renders frames 0 to N−1 after a warm-up; figures are the median run,
            in frames/s and tiles/s.

            """,
        groups: [OptionGroup(workloadOptions + [
            OptionSpec("--png", "also encode every frame and write it to a temporary folder (removed afterwards), "
                       + "as `render` does"),
            .pngLevel,
            .jobs("frames rendered in parallel", default: .value("1")),
            OptionSpec("--frames", value: "N", "frames per run", default: .described("120; 30 per probe with --ramp")),
            OptionSpec("--runs", value: "N", "timed runs", default: .described("5; 3 per probe with --ramp")),
            OptionSpec("--ramp", "find the largest grid holding --target-fps: tile count doubles from 64, then bisection"),
            OptionSpec("--target-fps", value: "F", "the rate --ramp holds", default: .value("60")),
            OptionSpec("--save-frame", value: "F", "also write frame F to tiles_<W>x<H>_<C>x<R>_f<F>.png"),
            BackendSelection.backendOption,
        ] + BackendSelection.gpuOptions + [BenchCommand.pipelineDepthOption, .json("one JSON object instead of text")])],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr) = (invocation.args, invocation.stdout, invocation.stderr)
        let (width, height) = try parsePixels(args.setting("--size") ?? "750x1334")
        let (columns, rows) = try parseGrid(args.setting("--grid") ?? "16x28")
        let ramp = args.has("--ramp")
        let frames = try BenchCommand.frameCount(args) ?? (ramp ? 30 : 120)
        let runs = try BenchCommand.frameCount(args, option: "--runs") ?? (ramp ? 3 : 5)
        let jobs = try args.jobs(default: 1)
        let target = try args.number("--target-fps") ?? 60
        guard target > 0 else { throw CLIError.usage("--target-fps must be positive") }
        if !ramp, args.value("--target-fps") != nil { throw CLIError.usage("--target-fps needs --ramp") }
        let level = try args.pngLevel()
        let selection = try BackendSelection(args)
        let (renderer, backend) = try selection.makeRenderer(stderr: stderr)
        let setup = Setup(width: width, height: height, tile: try parseTile(args), frames: frames, runs: runs, jobs: jobs,
                          encoder: args.has("--png") ? PNGEncoder(compressionLevel: level) : nil, renderer: renderer,
                          pipelineDepth: try PipelineDepthOption.parse(args))
        let environment = BenchEnvironment(backend: backend)
        do {
            if let f = args.value("--save-frame") {
                guard let frame = Int(f), frame >= 0 else { throw CLIError.usage("--save-frame must be a frame number ≥ 0, got '\(f)'") }
                let path = try saveFrame(frame, columns: columns, rows: rows, setup: setup)
                stderr.write("flipbook: wrote \(path)\n")
            }
            if ramp {
                let probes = try BenchRamp.run(setup: setup, target: target)
                stdout.write(args.has("--json") ? BenchRamp.json(probes, setup: setup, target: target, environment: environment)
                                                : BenchRamp.text(probes, setup: setup, target: target, environment: environment))
            } else {
                let result = try measure(columns: columns, rows: rows, setup: setup)
                stdout.write(args.has("--json") ? json(result, setup: setup, environment: environment).text + "\n"
                                                : text(result, setup: setup, environment: environment))
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
    }

    /// Renders the grid's workload: a warm-up, then `runs` timed runs of
    /// frames 0..<frames on `jobs` threads (PNG files, when encoding, go to
    /// a temporary folder that is removed afterwards).
    static func measure(columns: Int, rows: Int, setup: Setup) throws -> Result {
        let scene = try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: setup.width,
                                              pixelHeight: setup.height, scale: scale, tile: setup.tile)
        if setup.jobs == 1, let gpu = setup.renderer as? GPURenderer {
            return try measurePipelined(scene: scene, columns: columns, rows: rows, setup: setup, renderer: gpu,
                                        depth: setup.pipelineDepth)
        }
        let folder = setup.encoder == nil ? nil : try temporaryFolder()
        defer { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        let collector = FrameCollector()
        let renderer = setup.renderer, encoder = setup.encoder, canvas = scene.size
        let job: @Sendable (Int) throws -> Void = { f in
            let write: (([UInt8]) throws -> Void)? = folder.map { folder in
                { try writeFileAtomically($0, to: "\(folder)/tiles-\(FramePlan.numberText(f)).png") }
            }
            collector.add(try StagedFrame(scene: scene, time: Double(f) / animationRate, scale: scale, canvas: canvas,
                                          renderer: renderer, encoder: encoder, write: write))
        }
        for f in 0..<BenchCommand.warmUpFrames { try job(f) }
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
    static func saveFrame(_ frame: Int, columns: Int, rows: Int, setup: Setup) throws -> String {
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
            throw CLIError.runtime("cannot create a folder for the PNG files: \(error)")
        }
        return path
    }

    static func json(_ r: Result, setup: Setup, environment: BenchEnvironment) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("workload", .string("tiles")), ("grid", .string("\(r.columns)x\(r.rows)")), ("tiles", .integer(r.tiles)),
            ("pixels", .string("\(setup.width)x\(setup.height)")), ("tile", .string(setup.tile.rawValue)),
            ("cellPixels", .number(max(Double(setup.width) / Double(r.columns), Double(setup.height) / Double(r.rows)))),
            ("backend", .string(environment.backend)), ("jobs", .integer(setup.jobs)), ("frames", .integer(setup.frames)),
            ("runs", .integer(setup.runs)), ("warmUpFrames", .integer(BenchCommand.warmUpFrames)),
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

    static func text(_ r: Result, setup: Setup, environment: BenchEnvironment) -> String {
        let f = r.framesPerSecond
        var s = "bench tiles \(r.columns)x\(r.rows) (\(r.tiles) \(setup.tile.rawValue) tiles) at \(setup.width)x\(setup.height) px: "
        s += "\(environment.backend), \(setup.jobs) job\(setup.jobs == 1 ? "" : "s"), \(counted(setup.runs, "run")) of \(counted(setup.frames, "frame"))"
        s += setup.encoder.map { ", PNG files level \($0.compressionLevel)" } ?? ", render only"
        s += "\n  \(environment.text)\n"
        s += String(format: "  %.1f frames/s median (min %.1f, max %.1f), %.3f ms/frame, %.0f tiles/s\n",
                    f.median, f.min, f.max, 1000 / f.median, r.tilesPerSecond)
        if let stages = r.stages { s += "  per frame, on the thread that rendered it:\n" + stages.text }
        if setup.encoder != nil { s += "  mean PNG size: \(r.meanPNGBytes) bytes\n" }
        if environment.build == "debug" { s += "  note: debug build; measure with `swift build -c release`\n" }
        return s
    }

    /// "WxH" in pixels.
    static func parsePixels(_ text: String) throws -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...CanvasLimits.maximumSide).contains(w),
              (1...CanvasLimits.maximumSide).contains(h), w * h <= CanvasLimits.maximumPixels else {
            throw CLIError.usage("--size must look like WxH in pixels, each 1…\(CanvasLimits.maximumSide) (e.g. 750x1334), got '\(text)'")
        }
        return (w, h)
    }

    /// "CxR" tiles.
    static func parseGrid(_ text: String) throws -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let side = 1...TileGridWorkload.maximumSide
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), side.contains(c), side.contains(r) else {
            throw CLIError.usage("--grid must look like CxR with each side 1…\(TileGridWorkload.maximumSide) (e.g. 16x28), got '\(text)'")
        }
        return (c, r)
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
