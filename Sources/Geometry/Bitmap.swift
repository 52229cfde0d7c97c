/// An RGBA8 raster: 4 bytes a pixel in the order red, green, blue, alpha,
/// rows top to bottom with no padding. Frames and layer contents use
/// premultiplied alpha; PNG files hold straight alpha (Output converts).
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width · height · 4` bytes.
    public var pixels: [UInt8]

    /// A bitmap of the given size with every byte zero (transparent).
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A bitmap over existing bytes; `pixels.count` must be `width·height·4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "Bitmap byte count does not match its size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The four bytes of the pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
