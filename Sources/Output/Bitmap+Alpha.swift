import Geometry

extension Bitmap {
    /// The same pixels with straight (un-premultiplied) alpha, as PNG files
    /// hold them: each color byte becomes round(c · 255 / alpha), and
    /// transparent pixels become (0, 0, 0, 0). Assumes valid premultiplied
    /// input (no color byte above its alpha; larger ones clamp to 255).
    ///
    /// Property: `unpremultiplied().premultiplied()` is the identity on valid
    /// premultiplied pixels, so a frame survives a PNG round trip unchanged.
    /// (The straight value is within 0.5 of c·255/a; multiplying back by
    /// a/255 lands within 0.5·a/255 < 0.5 of c whenever a < 255, and a = 255
    /// is exact.)
    public func unpremultiplied() -> Bitmap {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = Int(p[i + 3])
                guard a < 255 else { continue }
                guard a > 0 else {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                    continue
                }
                for c in 0..<3 {
                    // round(v · 255 / a), halves up: ⌊(2·v·255 + a) / (2·a)⌋.
                    p[i + c] = UInt8(min(255, (2 * Int(p[i + c]) * 255 + a) / (2 * a)))
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: out)
    }

    /// The same pixels with premultiplied alpha, from straight alpha: each
    /// color byte becomes round(c · alpha / 255). Lossy where alpha is low
    /// (several straight colors share one premultiplied value).
    public func premultiplied() -> Bitmap {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = Int(p[i + 3])
                guard a < 255 else { continue }
                for c in 0..<3 {
                    // v·a/255 is never exactly halfway between integers, so
                    // adding 127 then flooring rounds to nearest.
                    p[i + c] = UInt8((Int(p[i + c]) * a + 127) / 255)
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: out)
    }
}
