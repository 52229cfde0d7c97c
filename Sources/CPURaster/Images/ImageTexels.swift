import Geometry

/// An image prepared for the axis-aligned fast path
/// (`ImageSampler+AxisAligned.swift`), once per render for every draw of
/// the same bitmap (the tile grid draws one bitmap hundreds of times):
///
/// - `floats` (layout `.pixels`, for the Swift loops): every texel as four
///   floats 0…255, so sampling loads floats instead of widening bytes
///   (`Float(byte)` is exact, so the mix is unchanged);
/// - `planes` (layout `.planes`, for the AVX2 kernel): the same floats one
///   channel at a time, each texel row as four rows (red, green, blue,
///   alpha) of `planeStride` floats whose entry j is texel clamp(j − 1, 0,
///   width − 1): the clamped texel pair of a column is then always entries
///   x0 + 1 and x0 + 2 of the unclamped x0, and eight pixels' texels come
///   from one window of consecutive floats;
/// - `runs`: per texel row y, the runs of texel columns x whose 2×2 block
///   {x, x+1} × {y, y+1} (clamped to the image) has a texel with non-zero
///   alpha. A bilinear sample whose texel pair starts at (x, y) reads only
///   texels of that block, so outside the runs its alpha is exactly 0 and
///   the pixel is skipped, as the general path skips it.
final class ImageTexels {
    /// The bitmap the texels came from; holding it keeps its storage, and
    /// so the identity `matches` compares, alive.
    let bitmap: Bitmap
    /// How the texels are stored as floats.
    enum Layout {
        case pixels
        case planes
    }
    let layout: Layout
    /// Layout `.pixels`: texel (x, y) at `y·width + x` (empty otherwise).
    let floats: UnsafeMutablePointer<SIMD4<Float>>
    /// Layout `.planes`: channel c of texel row y starts at
    /// `(4·y + c)·planeStride` (empty otherwise).
    let planes: UnsafeMutablePointer<Float>
    /// Floats per plane row: width + 10, so the kernel's two 8-float loads
    /// from any padded x0 (0…width + 1) stay inside the row.
    let planeStride: Int
    /// Run bounds, two per run: start (inclusive) and end (exclusive) texel
    /// columns. Plain memory, not arrays: the row loop reads them once a
    /// device row, and an array would be retained and released each time.
    let runs: UnsafeMutablePointer<Int32>
    /// Row y's runs are `runs[2·runStart[y] ..< 2·runStart[y+1]]` (height + 1
    /// entries).
    let runStart: UnsafeMutablePointer<Int>

    init(_ bitmap: Bitmap, layout: Layout = .pixels) {
        self.bitmap = bitmap
        self.layout = layout
        let w = bitmap.width, h = bitmap.height
        let planeStride = w + 10
        let floats = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: layout == .pixels ? w * h : 0)
        let planes = UnsafeMutablePointer<Float>.allocate(capacity: layout == .planes ? 4 * h * planeStride : 0)
        (self.planeStride, self.floats, self.planes) = (planeStride, floats, planes)
        var opaque = [Bool](repeating: false, count: w * h)
        bitmap.pixels.withUnsafeBufferPointer { texels in
            let base = texels.baseAddress!
            // One pass over the texels each: large images make this
            // memory bound.
            opaque.withUnsafeMutableBufferPointer { opaque in
                switch layout {
                case .pixels:
                    for i in 0..<(w * h) {
                        floats[i] = PixelVector.load(base + 4 * i)
                        opaque[i] = base[4 * i + 3] != 0
                    }
                case .planes:
                    // Entry j of a plane row is texel clamp(j − 1, 0, w − 1): the
                    // row's texels from entry 1 on, the first repeated before
                    // them and the last after.
                    for y in 0..<h {
                        let r = planes + 4 * y * planeStride, g = r + planeStride, b = g + planeStride, a = b + planeStride
                        let row = base + 4 * y * w
                        for x in 0..<w {
                            r[x + 1] = Float(row[4 * x])
                            g[x + 1] = Float(row[4 * x + 1])
                            b[x + 1] = Float(row[4 * x + 2])
                            a[x + 1] = Float(row[4 * x + 3])
                            opaque[y * w + x] = row[4 * x + 3] != 0
                        }
                        func pad(_ plane: UnsafeMutablePointer<Float>) {
                            plane[0] = plane[1]
                            (plane + w + 1).update(repeating: plane[w], count: planeStride - w - 1)
                        }
                        pad(r)
                        pad(g)
                        pad(b)
                        pad(a)
                    }
                }
            }
        }
        var runs: [Int32] = [], runStart: [Int] = []
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
        self.runs = .allocate(capacity: runs.count)
        self.runs.initialize(from: runs, count: runs.count)
        self.runStart = .allocate(capacity: h + 1)
        self.runStart.initialize(from: runStart, count: h + 1)
    }

    deinit {
        floats.deallocate()
        planes.deallocate()
        runs.deallocate()
        runStart.deallocate()
    }

    /// True when `other` is this bitmap (same storage and size).
    func matches(_ other: Bitmap) -> Bool {
        guard other.width == bitmap.width, other.height == bitmap.height else { return false }
        let mine: UnsafePointer<UInt8>? = bitmap.pixels.withUnsafeBufferPointer { $0.baseAddress }
        let theirs: UnsafePointer<UInt8>? = other.pixels.withUnsafeBufferPointer { $0.baseAddress }
        return mine == theirs
    }
}
