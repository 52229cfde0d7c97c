import Presentation

/// Premultiplied RGBA8 pixels covering a `PixelRect` of the device: the
/// canvas itself, or an offscreen group sized to what the group can touch.
///
/// When the canvas is drawn in bands (`CPURenderer.bands`), a layer keeps
/// only the rows of one band: `rect` holds those, `fullRect` is what the
/// layer would cover if the canvas were drawn whole. Geometry is clipped
/// to `fullRect` (so every edge, and so every coverage value, is computed
/// with the same float operations as without bands) and drawn only into
/// `rect`'s rows.
struct RasterLayer {
    /// Where the stored pixels lie in device pixels: `fullRect`, or the rows
    /// of it inside a band.
    let rect: PixelRect
    /// Where the layer lies in device pixels when the canvas is drawn whole.
    /// Default: `rect`.
    let fullRect: PixelRect
    /// `rect.width · rect.height · 4` bytes, premultiplied RGBA8, rows top
    /// to bottom; empty for a layer drawn into `borrowed` memory.
    var pixels: [UInt8]
    /// The memory a band of the canvas draws into instead of `pixels`: its
    /// rows of the frame (`init(fullRect:rows:drawingInto:)`). Only the
    /// canvas borrows; group layers, which are read back, own `pixels`.
    private let borrowed: UnsafeMutablePointer<UInt8>?
    /// For a masked group's content: per stored row, the device columns
    /// `lo ..< hi` (at 2·row, 2·row + 1) outside which the mask keeps
    /// nothing, so the composite leaves the parent's pixels as they are
    /// whatever the content holds there; `fill` draws the content, and
    /// composites it, only inside them (`RasterContext.maskedColumns`).
    /// Default: nil (every column).
    var relevantColumns: [Int32]?

    /// A transparent layer over `rect`.
    init(rect: PixelRect) {
        self.init(fullRect: rect, rows: rect.y..<rect.maxY)
    }

    /// A transparent layer storing the rows `rows` (device rows) of
    /// `fullRect`; an empty rect when they do not meet.
    /// `filledWith` (Default: 0, transparent) is the pixel word (RGBA8 in
    /// memory order) every pixel starts as.
    init(fullRect: PixelRect, rows: Range<Int>, filledWith word: UInt32 = 0) {
        self.fullRect = fullRect
        self.rect = Self.stored(rows, of: fullRect)
        let count = max(0, rect.width) * max(0, rect.height)
        if word == 0 {
            self.pixels = [UInt8](repeating: 0, count: count * 4)
        } else {
            self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { bytes, initialized in
                Self.fill(bytes.baseAddress!, count: count, with: word)
                initialized = count * 4
            }
        }
        self.borrowed = nil
    }

    /// A transparent layer storing the rows `rows` of `fullRect` in
    /// `memory`, which it clears (or fills): `rect.width · rect.height · 4`
    /// bytes that must outlive the layer (a band drawn straight into the
    /// frame).
    /// `filledWith` (Default: 0, transparent) is the pixel word (RGBA8 in
    /// memory order) every pixel starts as.
    /// `backdrop` (Default: nil), on a transparent layer: a pixel word
    /// and the device pixels that start as it instead (each row of the
    /// layer is written once: transparent, that word, transparent).
    init(fullRect: PixelRect, rows: Range<Int>, drawingInto memory: UnsafeMutablePointer<UInt8>,
         filledWith word: UInt32 = 0, backdrop: (word: UInt32, pixels: PixelRect)? = nil) {
        self.fullRect = fullRect
        self.rect = Self.stored(rows, of: fullRect)
        self.pixels = []
        self.borrowed = memory
        let count = max(0, rect.width) * max(0, rect.height)
        let inner = backdrop.map { $0.pixels.intersection(rect) } ?? .empty
        if let backdrop, word == 0, !inner.isEmpty {
            let width = rect.width, top = inner.y - rect.y, bottom = inner.maxY - rect.y
            let left = inner.x - rect.x, right = inner.maxX - rect.x
            memory.update(repeating: 0, count: top * width * 4)
            for y in top..<bottom {
                let row = memory + y * width * 4
                row.update(repeating: 0, count: left * 4)
                Self.fill(row + left * 4, count: right - left, with: backdrop.word)
                (row + right * 4).update(repeating: 0, count: (width - right) * 4)
            }
            (memory + bottom * width * 4).update(repeating: 0, count: (rect.height - bottom) * width * 4)
        } else if word == 0 {
            memory.update(repeating: 0, count: count * 4)
        } else {
            Self.fill(memory, count: count, with: word)
        }
    }

    /// Stores `word` into the `count` pixels at `memory`.
    private static func fill(_ memory: UnsafeMutablePointer<UInt8>, count: Int, with word: UInt32) {
        let raw = UnsafeMutableRawPointer(memory)
        for i in 0..<count { raw.storeBytes(of: word, toByteOffset: 4 * i, as: UInt32.self) }
    }

    /// The part of `fullRect` in the device rows `rows` (empty when they do
    /// not meet): what a layer storing those rows holds.
    private static func stored(_ rows: Range<Int>, of fullRect: PixelRect) -> PixelRect {
        fullRect.intersection(PixelRect(minX: fullRect.x, minY: rows.lowerBound, maxX: fullRect.maxX, maxY: rows.upperBound))
    }

    /// Calls `body` with the address of the first pixel (`pixels`, or the
    /// borrowed memory), writable.
    mutating func withMutablePixels<R>(_ body: (UnsafeMutablePointer<UInt8>) throws -> R) rethrows -> R {
        if let borrowed { return try body(borrowed) }
        return try pixels.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
    }

    /// Calls `body` with the address of the first pixel, to read.
    func withPixels<R>(_ body: (UnsafePointer<UInt8>) throws -> R) rethrows -> R {
        if let borrowed { return try body(UnsafePointer(borrowed)) }
        return try pixels.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The device rows this layer stores.
    var rows: Range<Int> { rect.y..<max(rect.y, rect.maxY) }

    /// This layer's pixels inside `part` (which must lie within `rect`),
    /// as a layer of their own (whose `fullRect` is `part`): to be read, not
    /// drawn into.
    func copy(_ part: PixelRect) -> RasterLayer {
        var out = RasterLayer(rect: part)
        let rowBytes = part.width * 4
        guard rowBytes > 0, part.height > 0 else { return out }
        withPixels { source in
            out.pixels.withUnsafeMutableBufferPointer { copied in
                for row in 0..<part.height {
                    let from = ((part.y + row - rect.y) * rect.width + (part.x - rect.x)) * 4
                    (copied.baseAddress! + row * rowBytes).update(from: source + from, count: rowBytes)
                }
            }
        }
        return out
    }
}
