/// Premultiplied source-over in sRGB-encoded space, one row span at a time:
/// `dst = src·c + dst·(1 − srcAlpha·c)` with c the pixel's coverage times
/// the item's opacity, rounded to the nearest byte once per item. Sources
/// are premultiplied floats in the 0…255 scale; the destination is a run of
/// premultiplied RGBA8 pixels.
enum Blender {
    /// Blends one color over `count` pixels with per-pixel `coverage` (0…1).
    static func blend(solid color: PremultipliedColor, coverage: UnsafePointer<Float>, opacity: Float,
                      count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let opaque = color.alpha >= 255
        let bytes = (byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha))
        // The four bytes as one word, for plain stores of opaque pixels.
        let word = unsafeBitCast(bytes, to: UInt32.self)
        let raw = UnsafeMutableRawPointer(dst)
        for k in 0..<count {
            let c = coverage[k] * opacity
            guard c > 0 else { continue }
            if opaque && c >= 1 {
                raw.storeBytes(of: word, toByteOffset: 4 * k, as: UInt32.self)
                continue
            }
            let d = dst + 4 * k
            let keep = 1 - color.alpha * c / 255
            d[0] = byte(color.red * c + Float(d[0]) * keep)
            d[1] = byte(color.green * c + Float(d[1]) * keep)
            d[2] = byte(color.blue * c + Float(d[2]) * keep)
            d[3] = byte(color.alpha * c + Float(d[3]) * keep)
        }
    }

    /// Blends per-pixel colors (`4·count` floats) over `count` pixels.
    static func blend(colors src: UnsafePointer<Float>, coverage: UnsafePointer<Float>, opacity: Float,
                      count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        for k in 0..<count {
            let c = coverage[k] * opacity
            let s = src + 4 * k
            guard c > 0, s[3] > 0 else { continue }
            let d = dst + 4 * k
            if c >= 1 && s[3] >= 255 {
                d[0] = byte(s[0])
                d[1] = byte(s[1])
                d[2] = byte(s[2])
                d[3] = 255
                continue
            }
            let keep = 1 - s[3] * c / 255
            d[0] = byte(s[0] * c + Float(d[0]) * keep)
            d[1] = byte(s[1] * c + Float(d[1]) * keep)
            d[2] = byte(s[2] * c + Float(d[2]) * keep)
            d[3] = byte(s[3] * c + Float(d[3]) * keep)
        }
    }

    /// Rounds a 0…255 value to the nearest byte (values a rounding step
    /// beyond the range are clamped).
    @inline(__always)
    static func byte(_ v: Float) -> UInt8 {
        UInt8(min(max(v + 0.5, 0), 255))
    }
}
