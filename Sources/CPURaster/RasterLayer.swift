import Presentation

/// Premultiplied RGBA8 pixels covering a `PixelRect` of the device: the
/// canvas itself, or an offscreen group sized to what the group can touch.
struct RasterLayer {
    /// Where the layer lies in device pixels.
    let rect: PixelRect
    /// `rect.width · rect.height · 4` bytes, premultiplied RGBA8, rows top to bottom.
    var pixels: [UInt8]

    /// A transparent layer over `rect`.
    init(rect: PixelRect) {
        self.rect = rect
        self.pixels = [UInt8](repeating: 0, count: max(0, rect.width) * max(0, rect.height) * 4)
    }

    /// This layer's pixels inside `part` (which must lie within `rect`),
    /// as a layer of their own.
    func copy(_ part: PixelRect) -> RasterLayer {
        var out = RasterLayer(rect: part)
        let rowBytes = part.width * 4
        guard rowBytes > 0 else { return out }
        for row in 0..<part.height {
            let from = ((part.y + row - rect.y) * rect.width + (part.x - rect.x)) * 4
            out.pixels.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: pixels[from..<from + rowBytes])
        }
        return out
    }
}
