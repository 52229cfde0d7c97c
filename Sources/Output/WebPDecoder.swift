import CWebP
import Geometry

/// Decodes WebP images (lossy, lossless, with or without alpha; the first
/// frame of an animation is refused, as libwebp's simple API refuses it)
/// into RGBA8 bitmaps, for the image assets of Lottie files. libwebp
/// returns errors as values: bad input throws, it never crashes.
public enum WebPDecoder {
    /// The image in `data` with premultiplied alpha, as layer contents use.
    /// At most `PNGDecoder.maximumPixelCount` pixels (checked from the
    /// header before any pixel is decoded).
    public static func decode(_ data: [UInt8]) throws -> Bitmap {
        var width: Int32 = 0, height: Int32 = 0
        let known = data.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0, width > 0, height > 0 else { throw OutputError.webpDecodingFailed }
        guard Int(width) * Int(height) <= PNGDecoder.maximumPixelCount else {
            throw OutputError.imageTooLarge(width: Int(width), height: Int(height))
        }
        let stride = Int(width) * 4
        var pixels = [UInt8](repeating: 0, count: stride * Int(height))
        let decoded = data.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeMutableBufferPointer { out in
                WebPDecodeRGBAInto(bytes.baseAddress, bytes.count, out.baseAddress, out.count, Int32(stride))
            }
        }
        guard decoded != nil else { throw OutputError.webpDecodingFailed }
        return Bitmap(width: Int(width), height: Int(height), pixels: pixels).premultiplied()
    }
}
