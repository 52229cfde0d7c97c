import CPNG
import Geometry

/// Encodes frames as 8-bit PNG files (RGBA, or RGB for opaque frames):
/// with Flipbook's own fast encoder (`FastPNGEncoder`) at levels 0 and 1,
/// with libpng and zlib at levels 2…9.
public struct PNGEncoder: Sendable {
    /// Which code writes the file.
    public enum Engine: String, Sendable, CaseIterable {
        /// `FastPNGEncoder`: one greedy LZ77 pass (runs, then pixel-pair
        /// and pixel hash tables) and per-block Huffman codes (level 1), or
        /// stored blocks (level 0). Honors `filter` and
        /// `writesOpaqueAsRGB`; `strategy` does not apply.
        case flipbook
        /// libpng with zlib at `compressionLevel`, `filter` and `strategy`.
        case libpng
    }

    /// The PNG row filter libpng applies before compression.
    public enum Filter: String, Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks a filter per row (all five tried): smallest files,
        /// slowest encoding.
        case adaptive

        var mask: Int32 {
            switch self {
            case .none: return Int32(PNG_FILTER_NONE)
            case .sub: return Int32(PNG_FILTER_SUB)
            case .up: return Int32(PNG_FILTER_UP)
            case .average: return Int32(PNG_FILTER_AVG)
            case .paeth: return Int32(PNG_FILTER_PAETH)
            case .adaptive: return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG
                                         | PNG_FILTER_PAETH)
            }
        }
    }

    /// How zlib looks for matches (zlib's `strategy`).
    public enum Strategy: String, Sendable, CaseIterable {
        /// Full LZ77 match search.
        case `default`
        /// Fewer short matches, more Huffman coding (for filtered data).
        case filtered
        /// No matches at all: Huffman coding only.
        case huffmanOnly
        /// Matches of distance 1 only (runs): nearly as fast as
        /// `huffmanOnly`, smaller on images with flat areas.
        case rle
        /// Static Huffman codes.
        case fixed

        var zlibValue: Int32 {
            switch self {
            case .default: return Int32(flipbook_z_default_strategy)
            case .filtered: return Int32(flipbook_z_filtered)
            case .huffmanOnly: return Int32(flipbook_z_huffman_only)
            case .rle: return Int32(flipbook_z_rle)
            case .fixed: return Int32(flipbook_z_fixed)
            }
        }
    }

    /// Compression level, 0 (store) … 9 (smallest); values outside are
    /// clamped. With the `.flipbook` engine 0 stores and any other level
    /// compresses (it has one setting); with `.libpng` it is zlib's level.
    /// Default: 1.
    public var compressionLevel: Int
    /// Default: `.flipbook` at levels 0 and 1, `.libpng` at 2…9 (see
    /// `defaultEngine(level:)`).
    public var engine: Engine
    /// Default: `.none`, the fastest at level 1 (`flipbook bench png
    /// --engine libpng`; Sources/Benchmarks/README.md, "Figures behind the
    /// code"). At zlib level 1 filtering costs time and rarely saves bytes;
    /// at higher levels `.paeth` or `.adaptive` give smaller files.
    public var filter: Filter

    /// Default: `.default`, which gave the smallest file at level 1; the
    /// faster strategies cost far more bytes than they saved time, and
    /// deflate's level only matters for `.default`/`.filtered`. Writing
    /// opaque frames as RGB (`writesOpaqueAsRGB`) was faster and smaller in
    /// every combination, so it is on (`flipbook bench png --engine libpng`;
    /// Sources/Benchmarks/README.md, "Figures behind the code").
    public var strategy: Strategy
    /// Frames whose every pixel is opaque are written as 8-bit RGB (color
    /// type 2) rather than RGBA: the same pixels once decoded, a quarter
    /// less data to filter and compress. Default: true.
    public var writesOpaqueAsRGB: Bool
    /// Threads one `.flipbook` encode may use (`FastPNGEncoder.threads`: a
    /// large frame is cut into parts of rows, compressed on their own); the
    /// file's bytes do not depend on it. Values below 1 mean 1. Default: 1.
    public var threads = 1

    public init(compressionLevel: Int = 1, engine: Engine? = nil, filter: Filter = .none,
                strategy: Strategy = .default, writesOpaqueAsRGB: Bool = true) {
        self.compressionLevel = compressionLevel
        self.engine = engine ?? Self.defaultEngine(level: compressionLevel)
        self.filter = filter
        self.strategy = strategy
        self.writesOpaqueAsRGB = writesOpaqueAsRGB
    }

    /// The engine a level picks by default: levels 0 and 1 `.flipbook`
    /// (`flipbook bench png`: see `FastPNGEncoder`), levels
    /// 2…9 `.libpng`, whose zlib levels trade time for size.
    public static func defaultEngine(level: Int) -> Engine {
        level <= 1 ? .flipbook : .libpng
    }

    /// A PNG of `frame` (premultiplied RGBA8, as renderers produce): the file
    /// holds straight alpha (`Bitmap.unpremultiplied()`), and decoding it
    /// with `PNGDecoder` gives back `frame` exactly.
    public func encode(_ frame: Bitmap) throws -> [UInt8] {
        switch engine {
        case .flipbook:
            try checkSize(frame)
            return fastEncoder.encode(frame, premultiplied: true)
        case .libpng:
            return try encode(straight: frame.unpremultiplied())
        }
    }

    /// A PNG of `image`, whose pixels already have straight alpha.
    public func encode(straight image: Bitmap) throws -> [UInt8] {
        try checkSize(image)
        if engine == .flipbook { return fastEncoder.encode(image, premultiplied: false) }
        var output = flipbook_png_output()
        defer { free(output.bytes) }
        let level = Int32(min(max(compressionLevel, 0), 9))
        let ok = image.pixels.withUnsafeBufferPointer { pixels in
            let rgb: Int32 = writesOpaqueAsRGB && Self.isOpaque(pixels) ? 1 : 0
            return flipbook_png_encode(pixels.baseAddress, UInt32(image.width), UInt32(image.height), level,
                                       strategy.zlibValue, filter.mask, rgb, &output)
        }
        guard ok == 1, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw OutputError.encodingFailed(message.isEmpty ? "libpng failed" : message)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }

    private var fastEncoder: FastPNGEncoder {
        FastPNGEncoder(filter: filter, compresses: compressionLevel > 0, writesOpaqueAsRGB: writesOpaqueAsRGB,
                       threads: threads)
    }

    /// Throws for images PNG (or libpng) cannot hold: empty, or wider or
    /// taller than libpng's limit (10^6 pixels).
    private func checkSize(_ image: Bitmap) throws {
        guard image.width > 0, image.height > 0,
              image.width <= Int(PNG_USER_WIDTH_MAX), image.height <= Int(PNG_USER_HEIGHT_MAX) else {
            throw OutputError.encodingFailed("cannot encode a \(image.width)x\(image.height) image")
        }
    }

    /// True when every alpha byte of the RGBA8 `pixels` is 255 (checked a
    /// 64-bit word, two pixels, at a time).
    static func isOpaque(_ pixels: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = pixels.baseAddress else { return true }
        let raw = UnsafeRawPointer(base), words = pixels.count / 8
        // Alpha is byte 3 of each 4-byte pixel: bytes 3 and 7 of a word
        // (little-endian: bits 24…31 and 56…63).
        let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
        var all = alphaMask
        for i in 0..<words {
            all &= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self)) | ~alphaMask
        }
        guard all == alphaMask else { return false }
        for i in stride(from: words * 8 + 3, to: pixels.count, by: 4) where pixels[i] != 255 { return false }
        return true
    }

    /// Encodes `frame` (premultiplied) and writes it to `path` atomically:
    /// the file appears whole or not at all (`writeFileAtomically`).
    public func write(_ frame: Bitmap, to path: String) throws {
        try writeFileAtomically(try encode(frame), to: path)
    }
}
