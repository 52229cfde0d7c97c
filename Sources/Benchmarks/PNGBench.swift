import Geometry
import Output

/// The measurement behind `flipbook bench png` (the CLI parses its options
/// and renders the frame): PNG encoding alone, side by side for both
/// engines. Flipbook's own at levels 1 and 0 with every row filter, and
/// libpng at every zlib level, filter and strategy worth trying; each RGBA
/// and (opaque frames) RGB. This is how `PNGEncoder`'s defaults were
/// chosen.
package enum PNGBench {
    static let levels = [1, 2, 3, 6]
    static let filters: [PNGEncoder.Filter] = [.none, .sub, .up, .paeth, .adaptive]
    static let strategies: [PNGEncoder.Strategy] = [.default, .filtered, .rle, .huffmanOnly]

    /// Every encoder measured, flipbook's first.
    package static func encoders(engines: [PNGEncoder.Engine]) -> [PNGEncoder] {
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

    /// One encoder's figures: seconds per encoding and the file's size.
    package struct Row {
        package var encoder: PNGEncoder
        package var seconds: BenchStatistics
        package var bytes: Int
    }

    /// `frame` encoded `repeats` times by each of `encoders`.
    package static func measure(_ frame: Bitmap, encoders: [PNGEncoder], repeats: Int) throws -> [Row] {
        try encoders.map { encoder in
            var times: [Double] = []
            var bytes = 0
            for _ in 0..<max(1, repeats) {
                let start = BenchClock.now()
                bytes = try encoder.encode(frame).count
                times.append(BenchClock.now() - start)
            }
            return Row(encoder: encoder, seconds: BenchStatistics(times)!, bytes: bytes)
        }
    }

    /// The rows as a table under `title`, median and minimum in ms.
    package static func text(_ rows: [Row], title: String, environment: BenchEnvironment) -> String {
        var text = title + "\n  \(environment.text)\n"
        text += "  engine   level filter    strategy     color   median    min   bytes\n"
        for row in rows {
            let encoder = row.encoder
            text += "  " + [padded(encoder.engine.rawValue, 8), String(format: "%5d", encoder.compressionLevel),
                            padded(encoder.filter.rawValue, 9), padded(strategy(encoder), 12),
                            padded(encoder.writesOpaqueAsRGB ? "RGB" : "RGBA", 5),
                            String(format: "%7.2f %7.2f %10d", row.seconds.median * 1e3, row.seconds.min * 1e3, row.bytes)]
                .joined(separator: " ") + "\n"
        }
        return text
    }

    /// The rows as a JSON array.
    package static func json(_ rows: [Row]) -> JSONValue {
        .array(rows.map { row in
            .object([("engine", .string(row.encoder.engine.rawValue)), ("level", .integer(row.encoder.compressionLevel)),
                     ("filter", .string(row.encoder.filter.rawValue)), ("strategy", .string(strategy(row.encoder))),
                     ("rgb", .bool(row.encoder.writesOpaqueAsRGB)), ("msMedian", .number(row.seconds.median * 1e3)),
                     ("msMin", .number(row.seconds.min * 1e3)), ("bytes", .integer(row.bytes))])
        })
    }

    private static func strategy(_ encoder: PNGEncoder) -> String {
        encoder.engine == .libpng ? encoder.strategy.rawValue : "-"
    }

    /// `text` left-aligned in `width` columns (`String(format:)`'s `%-9@`
    /// does not pad on Linux).
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
