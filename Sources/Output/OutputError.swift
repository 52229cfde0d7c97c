/// Why a frame could not be encoded, decoded or written. Each description
/// is one line that names the problem (and the file, where there is one).
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// libpng refused to encode; its message.
    case encodingFailed(String)
    /// The bytes are not a PNG libpng can read (corrupt, truncated, not a
    /// PNG); libpng's message.
    case decodingFailed(String)
    /// An image larger than `PNGDecoder.maximumPixelCount` pixels.
    case imageTooLarge(width: Int, height: Int)
    /// The bytes are not a WebP image libwebp can read.
    case webpDecodingFailed
    /// A file could not be read or written; the operating system's reason.
    case fileFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .encodingFailed(let message): return "PNG encoding failed: \(message)"
        case .decodingFailed(let message): return "not a readable PNG: \(message)"
        case .imageTooLarge(let width, let height): return "image too large: \(width)x\(height) pixels"
        case .webpDecodingFailed: return "not a readable WebP image"
        case .fileFailed(let path, let reason): return "\(path): \(reason)"
        }
    }
}
