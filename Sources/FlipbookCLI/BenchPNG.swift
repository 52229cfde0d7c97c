import Foundation
import Output
import CPURaster
import Geometry
import Scenes

/// `flipbook bench png [--grid CxR] [--size WxH] [--frames N] [--json]`:
/// PNG encoding alone, on one rendered frame of the tile workload (frame
/// 30), for every zlib level, PNG filter and zlib strategy worth trying,
/// RGBA and (opaque frames) RGB: median milliseconds over N encodings and
/// the file size. This is how `PNGEncoder`'s defaults were chosen.
enum BenchPNG {
    static let levels = [1, 2, 3, 6]
    static let filters: [PNGEncoder.Filter] = [.none, .sub, .up, .paeth, .adaptive]
    static let strategies: [PNGEncoder.Strategy] = [.default, .filtered, .rle, .huffmanOnly]

    static func run(_ words: [String], stdout: TextSink, stderr: TextSink) throws {
        let args = try Arguments(words, options: ["--grid", "--size", "--frames"], flags: ["--json", "--help", "-h"])
        if args.has("--help") || args.has("-h") { stdout.write(BenchHelp.text); return }
        if let extra = args.positional.first { throw CLIError.usage("unexpected argument '\(extra)'") }
        let (width, height) = try args.value("--size").map(BenchTiles.parsePixels) ?? BenchTiles.defaultSize
        let (columns, rows) = try args.value("--grid").map(BenchTiles.parseGrid) ?? BenchTiles.defaultGrid
        let repeats = try BenchCommand.frameCount(args, default: 5)
        let scene = try TileGridWorkload.make(columns: columns, rows: rows, pixelWidth: width, pixelHeight: height,
                                              scale: BenchTiles.scale)
        let frame: Geometry.Bitmap
        do {
            let list = try scene.presentation(at: 0.5).displayList(scale: BenchTiles.scale, canvas: scene.size)
            frame = try CPURenderer().render(list)
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
        var results: [JSONValue] = []
        var text = "bench png: frame 30 of tiles \(columns)x\(rows) at \(width)x\(height) px, median and min of \(repeats) encodings (ms)\n"
        text += "  \(BenchEnvironment(backend: "cpu").text)\n  level filter    strategy     color   median    min   bytes\n"
        for level in levels {
            for filter in filters {
                for strategy in strategies {
                    for rgb in [true, false] {
                        let encoder = PNGEncoder(compressionLevel: level, filter: filter, strategy: strategy,
                                                 writesOpaqueAsRGB: rgb)
                        var times: [Double] = []
                        var bytes = 0
                        for _ in 0..<repeats {
                            let start = BenchClock.now()
                            bytes = try encoder.encode(frame).count
                            times.append(BenchClock.now() - start)
                        }
                        let stats = BenchStatistics(times)!
                        let ms = stats.median * 1e3, best = stats.min * 1e3
                        results.append(.object([("level", .integer(level)), ("filter", .string(filter.rawValue)),
                                             ("strategy", .string(strategy.rawValue)), ("rgb", .bool(rgb)),
                                             ("msMedian", .number(ms)), ("msMin", .number(best)), ("bytes", .integer(bytes))]))
                        text += String(format: "  %5d %-9@ %-12@ %-5@ %7.2f %7.2f %10d\n", level, filter.rawValue,
                                       strategy.rawValue, rgb ? "RGB" : "RGBA", ms, best, bytes)
                    }
                }
            }
        }
        if args.has("--json") {
            stdout.write(JSONValue.object([("workload", .string("png")), ("grid", .string("\(columns)x\(rows)")),
                                           ("pixels", .string("\(width)x\(height)")), ("repeats", .integer(repeats)),
                                           ("results", .array(results)),
                                           ("environment", BenchEnvironment(backend: "cpu").json)]).text + "\n")
        } else {
            stdout.write(text)
        }
    }
}
