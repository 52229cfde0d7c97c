import CPUKernels

/// Premultiplied source-over in sRGB-encoded space, one row span at a time:
/// `dst = src·c + dst·(1 − srcAlpha·c)` with c the pixel's coverage times
/// the item's opacity, rounded to the nearest byte once per item. Sources
/// are premultiplied floats in the 0…255 scale; the destination is a run of
/// premultiplied RGBA8 pixels.
enum Blender {
    /// `blend(solid:…)` into a group's transparent layer, and that layer's
    /// composite through `mask` (the kernels' form of a `GroupMask`), over
    /// `count` pixels in one pass (`fb_blend_solid_in_group_avx2`; AVX2
    /// only, where `WideLanes.available`): a group's only fill
    /// (`RasterContext.drawMaskedFill`, `drawClippedFill`).
    static func blendInGroup(solid color: PremultipliedColor, coverage: UnsafePointer<Float>, opacity: Float,
                             count: Int, into dst: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<fb_group_mask>) {
        #if arch(x86_64)
        withUnsafePointer(to: color) { c in
            fb_blend_solid_in_group_avx2(UnsafeRawPointer(c).assumingMemoryBound(to: Float.self), coverage, opacity,
                                         count, dst, mask)
        }
        #else
        preconditionFailure("a group's only fill is composited as it is drawn only with the AVX2 kernels")
        #endif
    }

    /// Blends one color over `count` pixels with per-pixel `coverage` (0…1).
    /// `wide` (where `WideLanes.available`): the AVX2 kernel, same bytes.
    static func blend(solid color: PremultipliedColor, coverage: UnsafePointer<Float>, opacity: Float,
                      count: Int, wide: Bool = false, into dst: UnsafeMutablePointer<UInt8>) {
        #if arch(x86_64)
        if wide {
            return withUnsafePointer(to: color) { c in
                fb_blend_solid_avx2(UnsafeRawPointer(c).assumingMemoryBound(to: Float.self), coverage, opacity, count, dst)
            }
        }
        #endif
        let opaque = color.alpha >= 255
        // The four bytes as one word, for plain stores of opaque pixels.
        let word = color.word
        let raw = UnsafeMutableRawPointer(dst)
        let source = SIMD4<Float>(color.red, color.green, color.blue, color.alpha)
        var k = 0
        while k < count {
            let c = coverage[k] * opacity
            if opaque && c >= 1 {
                // A run of fully covered pixels: plain word stores.
                let end = fullRunEnd(coverage, from: k + 1, count: count, opacity: opacity)
                fill(raw + 4 * k, with: word, count: end - k)
                k = end
                continue
            }
            if c > 0 {
                // Per lane: color·c + d·keep, as the scalar formula.
                let d = dst + 4 * k
                let keep = 1 - color.alpha * c / 255
                PixelVector.store(source * SIMD4(repeating: c) + PixelVector.load(d) * SIMD4(repeating: keep), d)
            }
            k += 1
        }
    }

    /// Blends per-pixel colors (`4·count` floats) over `count` pixels.
    ///
    /// `wide` (where `WideLanes.available`): the AVX2 kernel, two pixels per
    /// 256-bit register. Else four pixels at a time, one channel of the four
    /// in each vector (`blendFour`), so the long chain of dependent
    /// operations of one pixel (the division, the conversion to bytes)
    /// serves four. Every lane of both does `blendOne`'s float operations in
    /// its order, so the bytes are the scalar code's. The last `count % 4`
    /// pixels go through `blendOne`.
    static func blend(colors src: UnsafePointer<Float>, coverage: UnsafePointer<Float>, opacity: Float,
                      count: Int, wide: Bool = false, into dst: UnsafeMutablePointer<UInt8>) {
        #if arch(x86_64)
        if wide { return fb_blend_colors_avx2(src, coverage, opacity, count, dst) }
        #endif
        var k = 0
        #if _endian(little)
        while k + 4 <= count {
            blendFour(colors: src + 4 * k, coverage: coverage + k, opacity: opacity, into: dst + 4 * k)
            k += 4
        }
        #endif
        while k < count {
            blendOne(color: src + 4 * k, coverage: coverage[k] * opacity, into: dst + 4 * k)
            k += 1
        }
    }

    /// One pixel of `blend(colors:…)`: with c = coverage × opacity, nothing
    /// when c or the source alpha is 0; the source's bytes when both are
    /// full; else `s·c + d·(1 − sa·c/255)` on every channel.
    @inline(__always)
    static func blendOne(color s: UnsafePointer<Float>, coverage c: Float, into d: UnsafeMutablePointer<UInt8>) {
        guard c > 0, s[3] > 0 else { return }
        if c >= 1 && s[3] >= 255 {
            d[0] = byte(s[0])
            d[1] = byte(s[1])
            d[2] = byte(s[2])
            d[3] = 255
            return
        }
        let keep = 1 - s[3] * c / 255
        d[0] = byte(s[0] * c + Float(d[0]) * keep)
        d[1] = byte(s[1] * c + Float(d[1]) * keep)
        d[2] = byte(s[2] * c + Float(d[2]) * keep)
        d[3] = byte(s[3] * c + Float(d[3]) * keep)
    }

    /// `blendOne` on four consecutive pixels, lane i holding pixel i
    /// (little-endian words: red is the low byte). The full case is the
    /// general formula with `keep` = 0: c is at most 1, so c ≥ 1 means
    /// c = 1, and s·1 + d·0 is s exactly; lanes with nothing to draw keep
    /// their old word.
    @inline(__always)
    static func blendFour(colors src: UnsafePointer<Float>, coverage: UnsafePointer<Float>, opacity: Float,
                          into dst: UnsafeMutablePointer<UInt8>) {
        let c = UnsafeRawPointer(coverage).loadUnaligned(as: SIMD4<Float>.self) * opacity
        let raw = UnsafeRawPointer(src)
        let s0 = raw.loadUnaligned(as: SIMD4<Float>.self)
        let s1 = raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self)
        let s2 = raw.loadUnaligned(fromByteOffset: 32, as: SIMD4<Float>.self)
        let s3 = raw.loadUnaligned(fromByteOffset: 48, as: SIMD4<Float>.self)
        let a = SIMD4(s0[3], s1[3], s2[3], s3[3])
        let drawn = (c .> 0) .& (a .> 0)
        guard any(drawn) else { return }
        let r = SIMD4(s0[0], s1[0], s2[0], s3[0]), g = SIMD4(s0[1], s1[1], s2[1], s3[1])
        let b = SIMD4(s0[2], s1[2], s2[2], s3[2])
        let words = UnsafeRawPointer(dst).loadUnaligned(as: SIMD4<UInt32>.self)
        let dr = PixelVector.floats(lanes: words & 0xFF), dg = PixelVector.floats(lanes: (words &>> 8) & 0xFF)
        let db = PixelVector.floats(lanes: (words &>> 16) & 0xFF), da = PixelVector.floats(lanes: words &>> 24)
        var keep = 1 - a * c / 255
        keep.replace(with: 0, where: (c .>= 1) .& (a .>= 255))
        let red = PixelVector.byteLanes(r * c + dr * keep), green = PixelVector.byteLanes(g * c + dg * keep)
        let blue = PixelVector.byteLanes(b * c + db * keep), alpha = PixelVector.byteLanes(a * c + da * keep)
        let packed = red | green &<< 8 | blue &<< 16 | alpha &<< 24
        UnsafeMutableRawPointer(dst).storeBytes(of: words.replacing(with: packed, where: drawn), as: SIMD4<UInt32>.self)
    }

    /// The first index at or after `start` (at most `count`) whose
    /// coverage times `opacity` is below 1, testing four values at a time
    /// (the same float product per lane as the scalar test).
    @inline(__always)
    static func fullRunEnd(_ coverage: UnsafePointer<Float>, from start: Int, count: Int, opacity: Float) -> Int {
        var end = start
        let raw = UnsafeRawPointer(coverage)
        while end + 4 <= count {
            let c = raw.loadUnaligned(fromByteOffset: 4 * end, as: SIMD4<Float>.self) * opacity
            guard all(c .>= 1) else { break }
            end += 4
        }
        while end < count && coverage[end] * opacity >= 1 { end += 1 }
        return end
    }

    /// Stores `word` into `count` consecutive 32-bit pixels at `p`.
    @inline(__always)
    static func fill(_ p: UnsafeMutableRawPointer, with word: UInt32, count: Int) {
        for i in 0..<count { p.storeBytes(of: word, toByteOffset: 4 * i, as: UInt32.self) }
    }

    /// Rounds a 0…255 value to the nearest byte (values a rounding step
    /// beyond the range are clamped).
    @inline(__always)
    static func byte(_ v: Float) -> UInt8 {
        UInt8(min(max(v + 0.5, 0), 255))
    }
}
