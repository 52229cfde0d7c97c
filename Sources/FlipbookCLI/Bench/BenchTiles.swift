import Benchmarks
import Output
import Parsing
import Presentation
import Terminal

/// `flipbook bench tiles [--grid CxR[,CxR…]] [--size WxH] [--backend B] [--png]
/// [--jobs N] [--frames N] [--runs N] [--ramp [--target-fps F]] [--json]
/// [--html FILE]`:
/// its options and output; the measurement is `TileGridBench`
/// (Benchmarks).
enum BenchTiles {
    /// `--grid CxR`, `--size WxH` and `--tile T`, for bench tiles and bench
    /// png; the defaults are the peers' canvas and grid (48 px cells).
    static let workloadOptions = [
        OptionSpec("--grid", value: "CxR", "columns x rows of tiles; bench tiles takes several, comma-separated "
                   + "(16x28,40x23,160x288: a sweep)", default: .value("16x28")),
        OptionSpec("--size", value: "WxH", "canvas in pixels", default: .value("750x1334")),
        OptionSpec("--tile", value: "T", "the image in every cell: chimes (the Fuber scene's pattern) or peer "
                   + "(the peer benchmark's 48x48 rounded square, to compare like with like) or framed (chimes with a "
                   + "white border: two items a tile, so each translucent tile is an offscreen group)",
                   default: .value("chimes")),
    ]

    /// `--tile chimes|peer|framed`.
    static func parseTile(_ args: Arguments) throws -> TileGridWorkload.Tile {
        let name = args.setting("--tile") ?? "chimes"
        guard let tile = TileGridWorkload.Tile(rawValue: name) else {
            let names = TileGridWorkload.Tile.allCases.map(\.rawValue)
            let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw CLIError.usage("--tile must be \(list), got '\(name)'")
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
        ] + BackendSelection.gpuOptions + [BenchCommand.offOption, BenchCommand.pipelineDepthOption,
                                           .json("one JSON object instead of text (one a line for several grids)"),
                                           BenchReport.htmlOption])],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr) = (invocation.args, invocation.stdout, invocation.stderr)
        let (width, height) = try parsePixels(args.setting("--size") ?? "750x1334")
        let grids = try (args.setting("--grid") ?? "16x28").split(separator: ",", omittingEmptySubsequences: false)
            .map { try parseGrid(String($0)) }
        let ramp = args.has("--ramp")
        if ramp, grids.count > 1 { throw CLIError.usage("--ramp finds its own grids: give --grid at most one") }
        let frames = try BenchCommand.frameCount(args) ?? (ramp ? 30 : 120)
        let runs = try BenchCommand.frameCount(args, option: "--runs") ?? (ramp ? 3 : 5)
        let jobs = try args.jobs(default: 1)
        let target = try args.number("--target-fps") ?? 60
        guard target > 0 else { throw CLIError.usage("--target-fps must be positive") }
        if !ramp, args.value("--target-fps") != nil { throw CLIError.usage("--target-fps needs --ramp") }
        let level = try args.pngLevel()
        let selection = try BackendSelection(args)
        let (made, backend) = try selection.makeRenderer(stderr: stderr)
        let renderer = Shortcut.renderer(made, without: try BenchCommand.shortcutsOff(args, renderer: made))
        let setup = TileGridBench.Setup(width: width, height: height, tile: try parseTile(args), frames: frames, runs: runs, jobs: jobs,
                          encoder: args.has("--png") ? PNGEncoder(compressionLevel: level) : nil, renderer: renderer,
                          pipelineDepth: try PipelineDepthOption.parse(args))
        let environment = BenchEnvironment(backend: backend)
        let words = ["flipbook", "bench", "tiles"] + args.words
        do {
            if let f = args.value("--save-frame") {
                guard let frame = Int(f), frame >= 0 else { throw CLIError.usage("--save-frame must be a frame number ≥ 0, got '\(f)'") }
                for (columns, rows) in grids {
                    let path = try TileGridBench.saveFrame(frame, columns: columns, rows: rows, setup: setup)
                    stderr.write("flipbook: wrote \(path)\n")
                }
            }
            var json = ""
            if ramp {
                let probes = try BenchRamp.run(setup: setup, target: target)
                json = BenchRamp.json(probes, setup: setup, target: target, environment: environment).withCommand(words).text + "\n"
                stdout.write(args.has("--json") ? json
                                                : BenchRamp.text(probes, setup: setup, target: target, environment: environment))
            } else {
                for (columns, rows) in grids {
                    let result = try TileGridBench.measure(columns: columns, rows: rows, setup: setup)
                    let line = TileGridBench.json(result, setup: setup, environment: environment).withCommand(words).text + "\n"
                    json += line
                    stdout.write(args.has("--json") ? line : TileGridBench.text(result, setup: setup, environment: environment))
                }
            }
            try BenchReport.writePage(ofRun: json, args: args, words: words)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
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
