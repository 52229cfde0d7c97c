import Foundation
import Geometry
import Presentation

/// How a scene file's images turn into layer contents and back: PNG bytes
/// (straight alpha) to premultiplied RGBA8 bitmaps and the reverse, and
/// WebP bytes (the image assets of Lottie files) to bitmaps. Scenes
/// does not link libpng or libwebp; callers pass Output's
/// `PNGDecoder.decode`, `PNGEncoder().encode` and `WebPDecoder.decode`.
/// The PNG round trip is exact on premultiplied bitmaps, so exported
/// images come back bit for bit (an exported WebP image becomes a PNG).
public struct SceneFileImageCodec: Sendable {
    /// PNG bytes → premultiplied bitmap.
    public var decodePNG: @Sendable ([UInt8]) throws -> Bitmap
    /// Premultiplied bitmap → PNG bytes.
    public var encodePNG: @Sendable (Bitmap) throws -> [UInt8]
    /// WebP bytes → premultiplied bitmap; nil refuses WebP images as not
    /// PNG. Default: nil.
    public var decodeWebP: (@Sendable ([UInt8]) throws -> Bitmap)?

    /// A codec from its directions.
    public init(decodePNG: @escaping @Sendable ([UInt8]) throws -> Bitmap,
                encodePNG: @escaping @Sendable (Bitmap) throws -> [UInt8],
                decodeWebP: (@Sendable ([UInt8]) throws -> Bitmap)? = nil) {
        self.decodePNG = decodePNG
        self.encodePNG = encodePNG
        self.decodeWebP = decodeWebP
    }
}

/// The `contents` strings a scene file may hold: a PNG file path (relative
/// to the scene file's folder, or absolute; either must lead inside the
/// folders `SceneFileAssetFolders` allows) or a `data:image/png;base64,`
/// URI; with a WebP decoder, also a WebP file or `data:image/webp;base64,`
/// URI.
enum SceneFileImageReference {
    /// The prefix of an embedded PNG.
    static let dataURIPrefix = "data:image/png;base64,"
    /// The prefix of an embedded WebP image.
    static let webpDataURIPrefix = "data:image/webp;base64,"

    /// The 8-byte PNG signature.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from a PNG's IHDR chunk (bytes 16…23, big-endian),
    /// read before decoding so an oversized image is refused unread; nil
    /// when the bytes do not start like a PNG.
    static func pngDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes.starts(with: pngSignature), Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func word(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Width and height from a WebP file's header ("RIFF", size, "WEBP",
    /// then a simple lossy "VP8 " frame, a lossless "VP8L" one or an
    /// extended "VP8X" canvas), read before decoding so an oversized image
    /// is refused unread; nil when the bytes do not start like a WebP file.
    static func webpDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 30, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8)
        else { return nil }
        func little(_ i: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 | Int(bytes[i + $1]) << (8 * $1) } }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit sides.
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return (little(26, 2) & 0x3FFF, little(28, 2) & 0x3FFF)
        case "VP8L":
            // Signature 0x2f, then width − 1 and height − 1 in 14 bits each.
            guard bytes[20] == 0x2F else { return nil }
            let bits = little(21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            // Flags and reserved (4 bytes), then canvas sides − 1 in 24 bits.
            return (little(24, 3) + 1, little(27, 3) + 1)
        default:
            return nil
        }
    }

    /// A data URI holding `png`.
    static func dataURI(_ png: [UInt8]) -> String { dataURIPrefix + Data(png).base64EncodedString() }
}

/// Loads the images of one scene file (or Lottie document): resolves
/// paths, refuses what the limits do not allow, decodes each distinct
/// image once.
package final class SceneFileImageLoader {
    private let codec: SceneFileImageCodec?
    private let folders: SceneFileAssetFolders
    private let limits: SceneFileLimits
    private var cache: [String: Bitmap] = [:]
    private var pixels = 0

    /// A loader decoding with `codec` (nil refuses every image), relative
    /// paths resolved against `folder` (nil: the current directory); files
    /// are read only inside `folder` and the `trusted` folders, after
    /// symbolic links (`SceneFileAssetFolders`).
    package init(codec: SceneFileImageCodec?, folder: URL?, trusted: [URL] = [], limits: SceneFileLimits) {
        self.codec = codec
        folders = SceneFileAssetFolders(documentFolder: folder, trusted: trusted)
        self.limits = limits
    }

    /// The bitmap `item` (a `contents` string) names.
    func image(_ item: SceneFileItem) throws -> Bitmap {
        try image(reference: try item.string(), at: item)
    }

    /// Whether WebP images are read too (the codec has a WebP decoder).
    package var decodesWebP: Bool { codec?.decodeWebP != nil }

    /// The bitmap `reference` names (a PNG path or a
    /// `data:image/png;base64,` URI, or a WebP one when `decodesWebP`);
    /// errors point at `item`.
    /// - Throws: `SceneFileError`.
    package func image(reference: String, at item: SceneFileItem) throws -> Bitmap {
        if let cached = cache[reference] { return cached }
        guard let codec else { throw item.error("this reader cannot decode images (no PNG codec)", .unreadable) }
        let bytes = try self.bytes(of: reference, item)
        let width: Int, height: Int, decode: @Sendable ([UInt8]) throws -> Bitmap
        if let (w, h) = SceneFileImageReference.pngDimensions(bytes) {
            (width, height, decode) = (w, h, codec.decodePNG)
        } else if let webp = codec.decodeWebP, let (w, h) = SceneFileImageReference.webpDimensions(bytes) {
            (width, height, decode) = (w, h, webp)
        } else {
            throw item.error("\(describe(reference)) is not a \(decodesWebP ? "PNG or WebP" : "PNG") image", .unreadable)
        }
        guard width <= limits.maximumImageSide, height <= limits.maximumImageSide else {
            throw item.error("\(describe(reference)) is \(width)x\(height) pixels, more than \(limits.maximumImageSide) "
                             + "on a side (SceneFileLimits.maximumImageSide)", .limit)
        }
        pixels += width * height
        guard pixels <= limits.maximumImagePixels else {
            throw item.error("images hold more than \(limits.maximumImagePixels) pixels in all "
                             + "(SceneFileLimits.maximumImagePixels)", .limit)
        }
        let bitmap: Bitmap
        do {
            bitmap = try decode(bytes)
        } catch {
            throw item.error("\(describe(reference)) could not be decoded: \(error)", .unreadable)
        }
        cache[reference] = bitmap
        return bitmap
    }

    private func bytes(of reference: String, _ item: SceneFileItem) throws -> [UInt8] {
        if reference.hasPrefix("data:") {
            let prefixes = [SceneFileImageReference.dataURIPrefix] + (decodesWebP ? [SceneFileImageReference.webpDataURIPrefix] : [])
            guard let prefix = prefixes.first(where: { reference.hasPrefix($0) }) else {
                throw item.error("an embedded image must start with \(prefixes.joined(separator: " or "))")
            }
            let payload = reference.dropFirst(prefix.count)
            guard payload.utf8.count / 4 * 3 <= limits.maximumImageFileBytes else {
                throw item.error("embedded image is larger than \(limits.maximumImageFileBytes) bytes "
                                 + "(SceneFileLimits.maximumImageFileBytes)", .limit)
            }
            guard let data = Data(base64Encoded: String(payload)) else {
                throw item.error("embedded image is not valid base64")
            }
            return [UInt8](data)
        }
        guard !reference.isEmpty else { throw item.error("an image path must not be empty") }
        let path: String
        switch folders.resolve(reference) {
        case .inside(let real):
            path = real
        case .missingInside(let written):
            throw item.error("image \(JSONText.string(reference)) (\(written)): no such file", .unreadable)
        case .outside:
            // One message for whatever lies outside (see SceneFileAssetFolders).
            throw item.error("image \(JSONText.string(reference)) \(folders.refusal)", .unreadable)
        }
        do {
            // `path` has no links left; one appearing now is refused.
            return try SceneFileReading.contents(of: path, maximumBytes: limits.maximumImageFileBytes,
                                                 limitName: "maximumImageFileBytes", followingSymlinks: false)
        } catch let failure as SceneFileReading.Failure {
            throw item.error("image \(JSONText.string(reference)) (\(path)): \(failure.message)", failure.kind)
        }
    }

    private func describe(_ reference: String) -> String {
        reference.hasPrefix("data:") ? "embedded image" : "image \(JSONText.string(reference))"
    }
}
