import Geometry

/// Per-pixel differences of two premultiplied RGBA8 frames of one size:
/// the largest of the four channel differences of each pixel, in 8-bit
/// levels (0…255), plus the sums the frame metrics need.
///
/// Frames are compared premultiplied, as renderers produce them, not
/// un-premultiplied: a premultiplied difference is the visible difference
/// of the frames over black, whereas straight colors of nearly transparent
/// pixels may differ wildly without any visible effect (at alpha 1/255 a
/// one-level premultiplied difference is 255 straight levels), which would
/// make every error metric track invisible noise.
public struct DifferenceMap: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width · height` values, rows top first: max |a − b| over R, G, B, A.
    public let perPixel: [UInt8]
    /// Σ |a − b| over every channel of every pixel.
    public let absoluteSum: Int
    /// Σ (a − b)² over every channel of every pixel.
    public let squaredSum: Int

    /// Differences of `a` and `b` (premultiplied RGBA8).
    /// - Throws: `ComparisonError.sizeMismatch` when the sizes differ,
    ///   `.empty` when they have no pixels.
    public init(_ a: Bitmap, _ b: Bitmap) throws {
        guard a.width == b.width, a.height == b.height else {
            throw ComparisonError.sizeMismatch(a: (a.width, a.height), b: (b.width, b.height))
        }
        guard a.width > 0, a.height > 0 else { throw ComparisonError.empty }
        width = a.width
        height = a.height
        var map = [UInt8](repeating: 0, count: a.width * a.height)
        var absolute = 0, squared = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                map.withUnsafeMutableBufferPointer { out in
                    for i in 0..<out.count {
                        var worst = 0
                        for c in 0..<4 {
                            let d = abs(Int(pa[4 * i + c]) - Int(pb[4 * i + c]))
                            absolute += d
                            squared += d * d
                            worst = max(worst, d)
                        }
                        out[i] = UInt8(worst)
                    }
                }
            }
        }
        perPixel = map
        absoluteSum = absolute
        squaredSum = squared
    }

    /// Pixels whose largest channel difference exceeds `threshold` levels.
    public func count(over threshold: Int) -> Int {
        perPixel.reduce(0) { $0 + (Int($1) > threshold ? 1 : 0) }
    }

    /// The largest channel difference anywhere, 0…255.
    public var maximum: Int { Int(perPixel.max() ?? 0) }
}

extension DifferenceMap {
    private init(width: Int, height: Int, perPixel: [UInt8]) {
        self.width = width
        self.height = height
        self.perPixel = perPixel
        absoluteSum = 0
        squaredSum = 0
    }

    /// The map shrunk to `width × height` (each at least 1), every output
    /// pixel the largest difference among the input pixels its box covers,
    /// so no difference disappears when a map is drawn small. The sums of
    /// the result are 0 (it is for pictures, not metrics).
    public func maxPooled(width outWidth: Int, height outHeight: Int) -> DifferenceMap {
        let ow = max(outWidth, 1), oh = max(outHeight, 1)
        var out = [UInt8](repeating: 0, count: ow * oh)
        for y in 0..<height {
            let oy = min(y * oh / height, oh - 1)
            for x in 0..<width {
                let o = oy * ow + min(x * ow / width, ow - 1)
                out[o] = max(out[o], perPixel[y * width + x])
            }
        }
        return DifferenceMap(width: ow, height: oh, perPixel: out)
    }
}
