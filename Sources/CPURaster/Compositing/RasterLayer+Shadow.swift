import Geometry
import Presentation

extension RasterLayer {
    /// Draws `shadow` beneath the layer's pixels (`GroupShadow`): the
    /// alpha bytes blurred across with the kernel (distances −reach…reach
    /// in order, Float sums) and rounded to bytes, blurred down the same
    /// way, read `offset` pixels back; the shadow color premultiplied
    /// times that level / 255 lies beneath each pixel, which is drawn over
    /// it, rounded to the nearest byte. Pixels outside the layer read as 0.
    ///
    /// Eight pixels of a row at a time (`SIMD8<Float>`), each lane doing a
    /// pixel's float operations in their order; a term outside the layer
    /// adds w · 0 = +0 instead of being left out, which leaves every sum as
    /// it is (the sums start at +0 and never go negative), so the bytes are
    /// the pixel-at-a-time rule's (`ShadowTests` compares them).
    mutating func castShadow(_ shadow: GroupShadow) {
        let width = rect.width, height = rect.height
        guard width > 0, height > 0 else { return }
        let weights = shadow.weights, reach = weights.count - 1
        // The horizontal pass's bytes, each row with `margin` zero columns
        // on both sides, so that every lane's column (x − offsetX for x in
        // 0 ..< width rounded up to eight) lies in the padded row.
        let margin = min(abs(shadow.offsetX), width) + 8
        let stride = width + 2 * margin
        let across = Self.blurredAcross(pixels, width: width, height: height, weights: weights, margin: margin)
        let color = PremultipliedColor(shadow.color)
        let shade = (color.red / 255, color.green / 255, color.blue / 255, color.alpha / 255)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            across.withUnsafeBufferPointer { acrossBuffer in
                let rows = acrossBuffer.baseAddress!
                for y in 0..<height {
                    let sy = y - shadow.offsetY
                    for x in Swift.stride(from: 0, to: width, by: 8) {
                        var level = SIMD8<Float>()
                        // An offset of the width or more reads no column.
                        if abs(shadow.offsetX) < width {
                            // Columns x − offsetX … + 7 of rows sy − reach … sy + reach.
                            let column = margin + x - shadow.offsetX
                            for k in -reach...reach {
                                let row = sy + k
                                guard row >= 0, row < height else { continue }
                                level += weights[abs(k)] * Self.floats(rows + row * stride + column)
                            }
                        }
                        Self.drawShadow(level: level, shade: shade, pixels: out + 4 * (y * width + x),
                                        count: min(8, width - x))
                    }
                }
            }
        }
    }

    /// Eight bytes at `bytes` as floats.
    @inline(__always)
    static func floats(_ bytes: UnsafePointer<UInt8>) -> SIMD8<Float> {
        floats(SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(bytes).loadUnaligned(as: SIMD8<UInt8>.self)))
    }

    /// Eight values 0…255 as floats: each in the low mantissa bits of 2^23
    /// (bit pattern 0x4B000000), minus 2^23, exactly.
    @inline(__always)
    static func floats(_ bytes: SIMD8<UInt32>) -> SIMD8<Float> {
        unsafeBitCast(bytes | 0x4B00_0000, to: SIMD8<Float>.self) - 8_388_608
    }

    /// The shadow at `level` (per lane) beneath the first `count` (1…8)
    /// pixels at `pixels`: value = byte + (shade · level) · (1 − alpha / 255),
    /// clamped to 0…255 and rounded half away from zero.
    @inline(__always)
    static func drawShadow(level: SIMD8<Float>, shade: (Float, Float, Float, Float), pixels: UnsafeMutablePointer<UInt8>,
                           count: Int) {
        var words = SIMD8<UInt32>()
        let raw = UnsafeMutableRawPointer(pixels)
        for lane in 0..<count { words[lane] = raw.loadUnaligned(fromByteOffset: 4 * lane, as: UInt32.self) }
        func channel(_ c: UInt32) -> SIMD8<Float> { floats((words &>> (8 * c)) & 0xFF) }
        let red = channel(0), green = channel(1), blue = channel(2), alpha = channel(3)
        let keep = 1 - alpha / 255
        let r = roundedBytes(red + shade.0 * level * keep), g = roundedBytes(green + shade.1 * level * keep)
        let b = roundedBytes(blue + shade.2 * level * keep), a = roundedBytes(alpha + shade.3 * level * keep)
        let out = SIMD8<UInt32>(truncatingIfNeeded: r) | SIMD8<UInt32>(truncatingIfNeeded: g) &<< 8
            | SIMD8<UInt32>(truncatingIfNeeded: b) &<< 16 | SIMD8<UInt32>(truncatingIfNeeded: a) &<< 24
        for lane in 0..<count { raw.storeBytes(of: out[lane], toByteOffset: 4 * lane, as: UInt32.self) }
    }

    /// `UInt8(min(max(v, 0), 255).rounded())` per lane: clamped, then
    /// rounded half away from zero. Adding 2^23 rounds a value of 0…255 to
    /// the nearest integer, ties to even, and leaves that integer in the
    /// low mantissa bits; a tie that went down (v − integer = ½ exactly,
    /// both exact here) goes up instead.
    @inline(__always)
    static func roundedBytes(_ value: SIMD8<Float>) -> SIMD8<Int32> {
        let clamped = value.replacing(with: 0, where: value .< 0).replacing(with: 255, where: value .> 255)
        let shifted = clamped + 8_388_608
        let nearest = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B00_0000
        let tieDown = clamped - (shifted - 8_388_608) .== 0.5
        return nearest &+ SIMD8<Int32>(repeating: 0).replacing(with: 1, where: tieDown)
    }

    /// The alpha bytes of `pixels` blurred along rows with the symmetric
    /// kernel `weights` (distance 0…reach), rounded to bytes: rows of
    /// `width` + 2 · `margin` bytes, the blurred row in the middle and
    /// zeros on both sides (`margin` ≥ 8).
    static func blurredAcross(_ pixels: [UInt8], width: Int, height: Int, weights: [Float], margin: Int) -> [UInt8] {
        let reach = weights.count - 1
        let stride = width + 2 * margin
        var out = [UInt8](repeating: 0, count: stride * height)
        // One row's alpha bytes as floats behind `reach` zeros, with zeros
        // after it up to the last lane's reach.
        var alphas = [Float](repeating: 0, count: width + 2 * reach + 8)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                alphas.withUnsafeMutableBufferPointer { row in
                    let a = row.baseAddress!
                    for y in 0..<height {
                        for x in 0..<width { a[reach + x] = Float(source[(y * width + x) * 4 + 3]) }
                        for x in Swift.stride(from: 0, to: width, by: 8) {
                            var sum = SIMD8<Float>()
                            for k in -reach...reach {
                                sum += weights[abs(k)] * UnsafeRawPointer(a + reach + x + k).loadUnaligned(as: SIMD8<Float>.self)
                            }
                            let bytes = roundedBytes(sum)
                            let base = y * stride + margin + x
                            for lane in 0..<min(8, width - x) { target[base + lane] = UInt8(truncatingIfNeeded: bytes[lane]) }
                        }
                    }
                }
            }
        }
        return out
    }
}
