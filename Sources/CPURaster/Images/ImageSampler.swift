import Geometry
import Presentation

/// Bilinear sampling of a premultiplied image drawn by an `ImageItem`:
/// every device pixel center is mapped back through the item's transform
/// into texel space and the four nearest texels are mixed. Untiled images
/// clamp to their edge texels (the footprint's own coverage anti-aliases the
/// border); tiled images wrap, so tile seams are continuous.
struct ImageSampler {
    let image: Bitmap
    /// Device pixels → texels (untiled) or → tiles (tiled: 1 unit a tile).
    let toImage: AffineTransform
    let tiled: Bool
    /// The item's opacity, 0…1.
    let opacity: Float

    /// Nil when the item draws nothing (empty image or destination, zero
    /// opacity, non-invertible transform).
    init?(item: ImageItem, transform: AffineTransform) {
        let dest = item.destination
        guard item.image.width > 0, item.image.height > 0, item.opacity > 0,
              item.image.pixels.count == item.image.width * item.image.height * 4,
              dest.size.width != 0, dest.size.height != 0, dest.origin.isFinite, dest.size.isFinite,
              let inverse = transform.inverted else { return nil }
        let toLocalOrigin = inverse.concatenating(AffineTransform(translationX: -dest.origin.x, y: -dest.origin.y))
        if let tile = item.tileSize, tile.width > 0, tile.height > 0, tile.isFinite {
            toImage = toLocalOrigin.concatenating(AffineTransform(scaleX: 1 / tile.width, y: 1 / tile.height))
            tiled = true
        } else {
            toImage = toLocalOrigin.concatenating(AffineTransform(
                scaleX: Double(item.image.width) / dest.size.width, y: Double(item.image.height) / dest.size.height))
            tiled = false
        }
        image = item.image
        opacity = Float(min(item.opacity, 1))
    }

    /// Writes premultiplied colors (0…255, times opacity) of the device
    /// pixels `x ..< x+count` of row `y` into `out`, 4 floats a pixel.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        let m = toImage, py = Double(y) + 0.5
        let width = Double(image.width), height = Double(image.height)
        image.pixels.withUnsafeBufferPointer { texels in
            let base = texels.baseAddress!
            for k in 0..<count {
                let px = Double(x + k) + 0.5
                var u = m.a * px + m.c * py + m.tx, v = m.b * px + m.d * py + m.ty
                guard u.isFinite, v.isFinite else {
                    (out + 4 * k).update(repeating: 0, count: 4)
                    continue
                }
                if tiled {
                    // Not `Self.floor`: u and v are unbounded here.
                    u = (u - u.rounded(.down)) * width
                    v = (v - v.rounded(.down)) * height
                }
                sample(base, u - 0.5, v - 0.5, out + 4 * k)
            }
        }
    }

    /// The bilinear mix of the texels around texel-space point (sx, sy),
    /// where texel (i, j) has its center at (i, j).
    @inline(__always)
    private func sample(_ texels: UnsafePointer<UInt8>, _ sx: Double, _ sy: Double, _ out: UnsafeMutablePointer<Float>) {
        let w = image.width, h = image.height
        let (x0, x1, fx) = texelPair(sx, w)
        let (y0, y1, fy) = texelPair(sy, h)
        let r0 = texels + y0 * w * 4, r1 = texels + y1 * w * 4
        let w00 = (1 - fx) * (1 - fy) * opacity, w10 = fx * (1 - fy) * opacity
        let w01 = (1 - fx) * fy * opacity, w11 = fx * fy * opacity
        for c in 0..<4 {
            out[c] = Float(r0[x0 * 4 + c]) * w00 + Float(r0[x1 * 4 + c]) * w10
                + Float(r1[x0 * 4 + c]) * w01 + Float(r1[x1 * 4 + c]) * w11
        }
    }

    /// The two texel indices around texel-space coordinate `s` along an axis
    /// of `count` texels and the weight of the second one (0…1).
    @inline(__always)
    func texelPair(_ s: Double, _ count: Int) -> (Int, Int, Float) {
        // Clamped before the Int conversion: beyond one texel outside the
        // image every sample is an edge texel anyway.
        let c = min(max(s, -1), Double(count))
        let f0 = Self.floor(c)
        let (i0, i1) = neighbors(Int(f0), count)
        return (i0, i1, Float(c - f0))
    }

    /// ⌊v⌋ for |v| < 2^63, without a libm call (the default x86-64 target
    /// has no SSE4.1 round instruction): truncation, one lower for negative
    /// non-integers. Exactly `v.rounded(.down)` on that range.
    @inline(__always)
    static func floor(_ v: Double) -> Double {
        let t = Double(Int(v))
        return t > v ? t - 1 : t
    }

    /// The texel indices i and i+1, wrapped for tiles and clamped otherwise.
    @inline(__always)
    private func neighbors(_ i: Int, _ count: Int) -> (Int, Int) {
        if tiled {
            let a = ((i % count) + count) % count
            return (a, a + 1 == count ? 0 : a + 1)
        }
        return (min(max(i, 0), count - 1), min(max(i + 1, 0), count - 1))
    }
}
