import CPURaster
import GPURaster
import Foundation
import Geometry
import Layers
import Output
import Presentation

/// `flipbook bench scene …` and `flipbook bench tiles …`: release-build
/// throughput figures, as text or (`--json`) one JSON object.
enum BenchCommand {
    /// Frames rendered before timing starts, so caches and lazily built
    /// state (fonts, allocator pools, page-faulted buffers) do not count.
    static let warmUpFrames = 5

    static let spec = CommandSpec(
        "bench", summary: "measure frames/s per stage (use a release build)",
        subcommands: [BenchScene.spec, BenchTiles.spec, BenchPNG.spec], noun: "workload",
        epilogue: "Measure release builds: swift build -c release --product flipbook.\n")

    /// `--pipeline-depth N`, for bench scene and bench tiles.
    static let pipelineDepthOption = OptionSpec(
        PipelineDepthOption.name, value: "N", "on the GPU, frames in flight, 1-8: frame n+1 is evaluated and drawn "
        + "while frame n is read back (1 draws each frame only after the one before is back)",
        default: .value(String(GPUFramePipeline.defaultDepth)))

    /// `--frames N` (or `option`), 1…100000, or its literal default; nil
    /// when neither.
    static func frameCount(_ args: Arguments, option: String = "--frames") throws -> Int? {
        try args.integer(option, in: 1...100_000)
    }
}

/// One frame taken through the pipeline's stages, each timed on its own:
/// evaluate (presentation tree at t), display list, raster (the backend's
/// `render`: on the GPU that is tessellation, drawing and readback) and,
/// optionally, PNG encoding in memory.
struct StagedFrame {
    var evaluate = 0.0, displayList = 0.0, raster = 0.0, encode = 0.0
    var pngBytes = 0

    /// Seconds from evaluation through raster.
    var render: Double { evaluate + displayList + raster }

    /// `write`, when given, receives the PNG bytes and is timed with the
    /// encoding (the tile benchmark writes files, as the peers do).
    init(scene: Scene, time: Double, scale: Double, canvas: Size, renderer: any RenderBackend,
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
    static func prepare(scene: Scene, time: Double, scale: Double,
                        canvas: Size) throws -> (frame: StagedFrame, list: DisplayList) {
        var frame = StagedFrame()
        let t0 = BenchClock.now()
        let tree = try scene.presentation(at: time)
        let t1 = BenchClock.now()
        let list = tree.displayList(scale: scale, canvas: canvas)
        frame.evaluate = t1 - t0
        frame.displayList = BenchClock.now() - t1
        return (frame, list)
    }

    /// Encodes `bitmap`, hands the bytes to `write` (timed with the
    /// encoding) and records their size and the seconds taken.
    mutating func encode(_ bitmap: Bitmap, with encoder: PNGEncoder, write: (([UInt8]) throws -> Void)?) throws {
        let t0 = BenchClock.now()
        let png = try encoder.encode(bitmap)
        try write?(png)
        pngBytes = png.count
        encode = BenchClock.now() - t0
    }
}

/// Per-stage statistics over many `StagedFrame`s.
struct StageReport {
    var evaluate: BenchStatistics
    var displayList: BenchStatistics
    var raster: BenchStatistics
    var encode: BenchStatistics?
    var render: BenchStatistics
    var endToEnd: BenchStatistics

    init?(_ frames: [StagedFrame], encoded: Bool) {
        guard let e = BenchStatistics(frames.map(\.evaluate)), let d = BenchStatistics(frames.map(\.displayList)),
              let r = BenchStatistics(frames.map(\.raster)), let all = BenchStatistics(frames.map(\.render)),
              let total = BenchStatistics(frames.map { $0.render + $0.encode }) else { return nil }
        evaluate = e
        displayList = d
        raster = r
        render = all
        encode = encoded ? BenchStatistics(frames.map(\.encode)) : nil
        endToEnd = total
    }

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("evaluate", evaluate.millisecondsJSON),
                                            ("displayList", displayList.millisecondsJSON),
                                            ("raster", raster.millisecondsJSON)]
        if let encode { pairs.append(("encode", encode.millisecondsJSON)) }
        pairs.append(("render", render.millisecondsJSON))
        pairs.append(("endToEnd", endToEnd.millisecondsJSON))
        return .object(pairs)
    }

    var text: String {
        var rows = [("evaluate", evaluate), ("display list", displayList), ("raster", raster)]
        if let encode { rows.append(("PNG encode", encode)) }
        rows.append(("render (first three)", render))
        rows.append(("end to end", endToEnd))
        var s = "  stage                  median ms   p95 ms   min ms   max ms   per second (median)\n"
        for (name, stats) in rows {
            s += String(format: "  %-20@ %9.3f %8.3f %8.3f %8.3f   %10.1f\n", name.padding(toLength: 20, withPad: " ", startingAt: 0),
                        stats.median * 1e3, stats.p95 * 1e3, stats.min * 1e3, stats.max * 1e3,
                        stats.median > 0 ? 1 / stats.median : 0)
        }
        return s
    }
}
