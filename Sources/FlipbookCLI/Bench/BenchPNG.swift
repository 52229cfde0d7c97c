import Benchmarks
import CPURaster
import Foundation
import Geometry
import Output
import Parsing
import Terminal

/// `flipbook bench png [--grid CxR] [--size WxH] [--frames N]
/// [--engine flipbook|libpng] [--filter F] [--json]`: PNG encoding alone, on one
/// rendered frame of the tile workload (frame 30), side by side for both
/// engines: Flipbook's own at levels 1 and 0 with every row filter, and
/// libpng at every zlib level, PNG filter and zlib strategy worth trying;
/// each RGBA and (opaque frames) RGB; median milliseconds over N encodings
/// and the file size, measured by `PNGBench` (Benchmarks).
enum BenchPNG {
    static let spec = CommandSpec(
        "png", summary: "time PNG encoding alone, every engine, level and filter side by side",
        about: """
            PNG encoding alone, on frame 30 of the tile workload: Flipbook's
            encoder at levels 1 and 0 with every row filter, and libpng at every zlib
            level, filter and strategy worth trying; RGBA and, for opaque frames, RGB;
            the median and minimum milliseconds of N encodings and the file sizes.

            """,
        groups: [OptionGroup(BenchTiles.workloadOptions + [
            OptionSpec("--frames", value: "N", "encodings of each setting", default: .value("5")),
            OptionSpec("--engine", value: "E", "only flipbook or only libpng"),
            OptionSpec("--filter", value: "F", "only row filter F (none, sub, up, average, paeth, adaptive)"),
            .json("one JSON object instead of text"),
        ])],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stdout) = (invocation.args, invocation.stdout)
        let (width, height) = try BenchTiles.parsePixels(args.setting("--size") ?? "750x1334")
        let (columns, rows) = try BenchTiles.parseGrid(args.setting("--grid") ?? "16x28")
        let repeats = try BenchCommand.frameCount(args) ?? 5
        var engines = PNGEncoder.Engine.allCases
        if let name = args.value("--engine") {
            guard let engine = PNGEncoder.Engine(rawValue: name) else {
                throw CLIError.usage("--engine must be flipbook or libpng, got '\(name)'")
            }
            engines = [engine]
        }
        let tile = try BenchTiles.parseTile(args)
        let scene = try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: width, pixelHeight: height,
                                              scale: TileGridBench.scale, tile: tile)
        let frame: Geometry.Bitmap
        do {
            let list = try scene.presentation(at: 0.5).displayList(scale: TileGridBench.scale, canvas: scene.size)
            frame = try CPURenderer().render(list)
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
        let filter = try args.value("--filter").map { name in
            guard let filter = PNGEncoder.Filter(rawValue: name) else {
                throw CLIError.usage("--filter must be one of \(PNGEncoder.Filter.allCases.map(\.rawValue)), got '\(name)'")
            }
            return filter
        }
        let encoders = PNGBench.encoders(engines: engines).filter { filter == nil || $0.filter == filter }
        let results: [PNGBench.Row]
        do {
            results = try PNGBench.measure(frame, encoders: encoders, repeats: repeats)
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
        let environment = BenchEnvironment(backend: "cpu")
        if args.has("--json") {
            stdout.write(JSONValue.object([("workload", .string("png")), ("grid", .string("\(columns)x\(rows)")),
                                           ("tile", .string(tile.rawValue)), ("pixels", .string("\(width)x\(height)")),
                                           ("repeats", .integer(repeats)), ("results", PNGBench.json(results)),
                                           ("environment", environment.json)]).text + "\n")
        } else {
            stdout.write(PNGBench.text(results, title: "bench png: frame 30 of \(tile.rawValue) tiles \(columns)x\(rows) at "
                                       + "\(width)x\(height) px, median and min of \(repeats) encodings (ms)",
                                       environment: environment))
        }
    }
}
