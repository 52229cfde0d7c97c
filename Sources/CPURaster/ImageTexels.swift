import Geometry

/// An image prepared for the axis-aligned fast path
/// (`ImageSampler+AxisAligned.swift`), once per render for every draw of
/// the same bitmap (the tile grid draws one bitmap hundreds of times):
///
/// - `floats`: every texel as four floats 0…255, so sampling loads floats
///   instead of widening bytes (`Float(byte)` is exact, so the mix is
///   unchanged);
/// - `runs`: per texel row y, the runs of texel columns x whose 2×2 block
///   {x, x+1} × {y, y+1} (clamped to the image) has a texel with non-zero
///   alpha. A bilinear sample whose texel pair starts at (x, y) reads only
///   texels of that block, so outside the runs its alpha is exactly 0 and
///   the pixel is skipped, as the general path skips it.
final class ImageTexels {
    /// The bitmap the texels came from; holding it keeps its storage, and
    /// so the identity `matches` compares, alive.
    let bitmap: Bitmap
    let floats: UnsafeMutablePointer<SIMD4<Float>>
    /// Run bounds, two per run: start (inclusive) and end (exclusive) texel columns.
    private(set) var runs: [Int32] = []
    /// Row y's runs are `runs[2·runStart[y] ..< 2·runStart[y+1]]`.
    private(set) var runStart: [Int] = []

    init(_ bitmap: Bitmap) {
        self.bitmap = bitmap
        let w = bitmap.width, h = bitmap.height
        floats = .allocate(capacity: w * h)
        var opaque = [Bool](repeating: false, count: w * h)
        bitmap.pixels.withUnsafeBufferPointer { texels in
            let base = texels.baseAddress!
            for i in 0..<(w * h) {
                floats[i] = PixelVector.load(base + 4 * i)
                opaque[i] = base[4 * i + 3] != 0
            }
        }
        runStart.reserveCapacity(h + 1)
        for y in 0..<h {
            runStart.append(runs.count / 2)
            let r0 = y * w, r1 = min(y + 1, h - 1) * w
            var x = 0
            while x < w {
                func block(_ x: Int) -> Bool {
                    let x1 = min(x + 1, w - 1)
                    return opaque[r0 + x] || opaque[r0 + x1] || opaque[r1 + x] || opaque[r1 + x1]
                }
                guard block(x) else { x += 1; continue }
                let start = x
                while x < w && block(x) { x += 1 }
                runs.append(Int32(start))
                runs.append(Int32(x))
            }
        }
        runStart.append(runs.count / 2)
    }

    deinit { floats.deallocate() }

    /// True when `other` is this bitmap (same storage and size).
    func matches(_ other: Bitmap) -> Bool {
        guard other.width == bitmap.width, other.height == bitmap.height else { return false }
        let mine: UnsafePointer<UInt8>? = bitmap.pixels.withUnsafeBufferPointer { $0.baseAddress }
        let theirs: UnsafePointer<UInt8>? = other.pixels.withUnsafeBufferPointer { $0.baseAddress }
        return mine == theirs
    }
}
