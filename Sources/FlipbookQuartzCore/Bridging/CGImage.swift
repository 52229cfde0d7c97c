import Geometry

/// An image for `CALayer.contents`: premultiplied RGBA8 pixels.
public final class CGImage: @unchecked Sendable {
    /// The pixels (premultiplied RGBA, 8 bits a channel, rows top down).
    package let bitmap: Bitmap

    /// An image of `bitmap`'s pixels.
    package init(_ bitmap: Bitmap) { self.bitmap = bitmap }

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
}
