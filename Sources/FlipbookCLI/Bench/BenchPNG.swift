import Benchmarks
import Foundation
import Output
import CPURaster
import Geometry

/// `flipbook bench png [--grid CxR] [--size WxH] [--frames N]
/// [--engine flipbook|libpng] [--filter F] [--json]`: PNG encoding alone, on one
/// rendered frame of the tile workload (frame 30), side by side for both
/// engines: Flipbook's own at levels 1 and 0 with every row filter, and
/// libpng at every zlib level, PNG filter and zlib strategy worth trying;
/// each RGBA and (opaque frames) RGB; median milliseconds over N encodings
/// and the file size. This is how `PNGEncoder`'s defaults were chosen.
enum BenchPNG {
    static let levels = [1, 2, 3, 6]
    static let filters: [PNGEncoder.Filter] = [.none, .sub, .up, .paeth, .adaptive]
    static let strategies: [PNGEncoder.Strategy] = [.default, .filtered, .rle, .huffmanOnly]

    /// Every encoder measured, flipbook's first.
    static func encoders(engines: [PNGEncoder.Engine]) -> [PNGEncoder] {
        var list: [PNGEncoder] = []
        if engines.contains(.flipbook) {
            for (level, filter) in PNGEncoder.Filter.allCases.map({ (1, $0) }) + [(0, .none)] {
                for rgb in [true, false] {
                    list.append(PNGEncoder(compressionLevel: level, engine: .flipbook, filter: filter, writesOpaqueAsRGB: rgb))
                }
            }
        }
        if engines.contains(.libpng) {
            for level in levels {
                for filter in filters {
                    for strategy in strategies {
                        for rgb in [true, false] {
                            list.append(PNGEncoder(compressionLevel: level, engine: .libpng, filter: filter,
                                                   strategy: strategy, writesOpaqueAsRGB: rgb))
                        }
                    }
                }
            }
        }
        return list
    }

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
                                              scale: BenchTiles.scale, tile: tile)
        let frame: Geometry.Bitmap
        do {
            let list = try scene.presentation(at: 0.5).displayList(scale: BenchTiles.scale, canvas: scene.size)
            frame = try CPURenderer().render(list)
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
        var results: [JSONValue] = []
        var text = "bench png: frame 30 of \(tile.rawValue) tiles \(columns)x\(rows) at \(width)x\(height) px, median and min of \(repeats) encodings (ms)\n"
        text += "  \(BenchEnvironment(backend: "cpu").text)\n"
        text += "  engine   level filter    strategy     color   median    min   bytes\n"
        let filter = try args.value("--filter").map { name in
            guard let filter = PNGEncoder.Filter(rawValue: name) else {
                throw CLIError.usage("--filter must be one of \(PNGEncoder.Filter.allCases.map(\.rawValue)), got '\(name)'")
            }
            return filter
        }
        for encoder in encoders(engines: engines) where filter == nil || encoder.filter == filter {
            var times: [Double] = []
            var bytes = 0
            for _ in 0..<repeats {
                let start = BenchClock.now()
                bytes = try encoder.encode(frame).count
                times.append(BenchClock.now() - start)
            }
            let stats = BenchStatistics(times)!
            let ms = stats.median * 1e3, best = stats.min * 1e3
            let strategy = encoder.engine == .libpng ? encoder.strategy.rawValue : "-"
            let rgb = encoder.writesOpaqueAsRGB
            results.append(.object([("engine", .string(encoder.engine.rawValue)), ("level", .integer(encoder.compressionLevel)),
                                    ("filter", .string(encoder.filter.rawValue)), ("strategy", .string(strategy)),
                                    ("rgb", .bool(rgb)), ("msMedian", .number(ms)), ("msMin", .number(best)),
                                    ("bytes", .integer(bytes))]))
            text += "  " + [padded(encoder.engine.rawValue, 8), String(format: "%5d", encoder.compressionLevel),
                            padded(encoder.filter.rawValue, 9), padded(strategy, 12), padded(rgb ? "RGB" : "RGBA", 5),
                            String(format: "%7.2f %7.2f %10d", ms, best, bytes)].joined(separator: " ") + "\n"
        }
        if args.has("--json") {
            stdout.write(JSONValue.object([("workload", .string("png")), ("grid", .string("\(columns)x\(rows)")),
                                           ("tile", .string(tile.rawValue)), ("pixels", .string("\(width)x\(height)")), ("repeats", .integer(repeats)),
                                           ("results", .array(results)),
                                           ("environment", BenchEnvironment(backend: "cpu").json)]).text + "\n")
        } else {
            stdout.write(text)
        }
    }

    /// `text` left-aligned in `width` columns (`String(format:)`'s `%-9@`
    /// does not pad on Linux).
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
