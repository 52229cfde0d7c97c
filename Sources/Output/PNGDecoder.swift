import CPNG
import Foundation
import Geometry
import Presentation
import Support

/// Decodes PNG files (any bit depth and color type libpng reads) into
/// RGBA8 bitmaps, for image assets and comparison tools. Uses libpng's
/// simplified `png_image` API, which catches libpng's errors itself: bad
/// input throws, it never crashes.
public enum PNGDecoder {
    /// Largest image decoded, in pixels: 2^28 (1 GiB of RGBA8), the same
    /// limit as a canvas, so a hostile header cannot exhaust memory.
    public static let maximumPixelCount = 1 << 28

    /// The image in `data` with premultiplied alpha, as layer contents and
    /// frames use.
    public static func decode(_ data: [UInt8]) throws -> Bitmap {
        try decodeStraight(data).premultiplied()
    }

    /// The image in `data` with straight alpha, exactly as the file holds it
    /// (8-bit RGBA files come back byte for byte).
    public static func decodeStraight(_ data: [UInt8]) throws -> Bitmap {
        try PNGChunkLayout.check(data)
        var image = png_image()
        image.version = flipbook_png_image_version
        defer { png_image_free(&image) }
        let begun = data.withUnsafeBufferPointer { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard begun != 0 else { throw OutputError.decodingFailed(message(of: image)) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= maximumPixelCount else {
            throw OutputError.imageTooLarge(width: width, height: height)
        }
        image.format = flipbook_png_format_rgba
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // The memory that begin_read points into must live until finish_read.
        let finished = data.withUnsafeBufferPointer { _ in
            pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw OutputError.decodingFailed(message(of: image)) }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Largest PNG file `decode(contentsOf:)` reads by default, bytes:
    /// 1 GiB + 16 MiB, an image of `maximumPixelCount` RGBA8 pixels stored
    /// uncompressed (2^30 bytes) with room for its filter bytes, deflate
    /// block headers and chunk headers.
    public static let maximumFileBytes = maximumPixelCount * 4 + (16 << 20)

    /// Reads and decodes the PNG file at `path` (premultiplied): a regular
    /// file of at most `maximumBytes` (default `maximumFileBytes`), refused
    /// unopened when it is a FIFO, device, socket or folder.
    public static func decode(contentsOf path: String, maximumBytes: Int = maximumFileBytes) throws -> Bitmap {
        let data: [UInt8]
        do {
            data = try RegularFile.contents(atPath: path, maximumBytes: maximumBytes)
        } catch {
            throw OutputError.fileFailed(path: path, reason: error.description)
        }
        do {
            return try decode(data)
        } catch OutputError.decodingFailed(let message) {
            throw OutputError.fileFailed(path: path, reason: "not a readable PNG: \(message)")
        }
    }

    private static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng could not read it" : text
    }
}
