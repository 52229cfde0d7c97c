import Geometry

/// An axis-aligned rectangle of whole device pixels: columns `x ..< x+width`,
/// rows `y ..< y+height`. Layers and scan-conversion clips are pixel rects.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of both rects; empty (zero-sized) when they do not overlap.
    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest pixel rect containing both (an empty operand is ignored).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The pixels that `rect` (device pixels) touches, grown by one pixel on
    /// every side as a margin for rounding; nil when `rect` is not finite.
    init?(covering rect: Rect) {
        guard rect.origin.isFinite, rect.size.isFinite else { return nil }
        // Clamped before the Int conversion so that absurd coordinates cannot
        // trap; ±2^30 pixels is far beyond any canvas.
        func clamp(_ v: Double) -> Double { min(max(v, -1_073_741_824), 1_073_741_824) }
        let x0 = Int(clamp(rect.minX).rounded(.down)) - 1, y0 = Int(clamp(rect.minY).rounded(.down)) - 1
        let x1 = Int(clamp(rect.maxX).rounded(.up)) + 1, y1 = Int(clamp(rect.maxY).rounded(.up)) + 1
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The four corners as a closed polygon in device pixels.
    var polygon: [Point] {
        let x0 = Double(x), y0 = Double(y), x1 = Double(maxX), y1 = Double(maxY)
        return [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
    }
}

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
}
