/// Fast path for an untiled image whose device → texel mapping is a scale
/// plus a translation (no rotation or skew: `b == 0 && c == 0`), the tile
/// grid's case. Then a pixel's texel column depends only on its device
/// column and its texel row only on its device row, so the texel pairs and
/// weights are computed once per column (`ColumnSample`, per draw) and once
/// per row instead of per pixel, and sampling is fused with blending.
///
/// Equivalence: every value is computed with the same operations, in the
/// same order and precision, as `ImageSampler.shade` followed by
/// `Blender.blend(colors:…)`, only once per column or row instead of per
/// pixel; the SIMD lanes each do the scalar code's float operations (no
/// fused multiply-adds), so the bytes are identical (tested against the
/// general path on random inputs). With b = c = 0 the general path's
/// `m.a·px + m.c·py + m.tx` differs from `m.a·px + m.tx` only in the sign of
/// a zero, which `floor` and the texel pair ignore. Pixels whose four texels
/// all have alpha 0 are skipped: the general path's sample has alpha
/// exactly 0 there, and its blend skips such pixels.
extension ImageSampler {
    /// One device column's texel pair: byte offsets of texels x0 and x1 in a
    /// row, and the weights (1 − fx, fx, 1 − fx, fx). `offset0 < 0` marks a
    /// column whose texel coordinate is not finite (it draws nothing).
    struct ColumnSample {
        var offset0: Int32
        var offset1: Int32
        var weights: SIMD4<Float>
    }

    /// True when `fillAxisAlignedColumns` and `blendAxisAligned` may stand
    /// in for `shade` + `Blender.blend(colors:…)`.
    var isAxisAligned: Bool { !tiled && toImage.b == 0 && toImage.c == 0 }

    /// Fills `out[i]` for the device columns `x ..< x+count`.
    func fillAxisAlignedColumns(x: Int, count: Int, into out: UnsafeMutablePointer<ColumnSample>) {
        let m = toImage, width = image.width
        for i in 0..<count {
            let u = m.a * (Double(x + i) + 0.5) + m.tx
            guard u.isFinite else {
                out[i] = ColumnSample(offset0: -1, offset1: -1, weights: .zero)
                continue
            }
            let (x0, x1, fx) = texelPair(u - 0.5, width)
            out[i] = ColumnSample(offset0: Int32(x0 * 4), offset1: Int32(x1 * 4), weights: SIMD4(1 - fx, fx, 1 - fx, fx))
        }
    }

    /// Samples and blends the device pixels `x ..< x+count` of row `y` over
    /// `dst` (premultiplied RGBA8), with per-pixel `coverage` times
    /// `opacity`, as `Blender.blend(colors:…)` does with `shade`'s colors.
    /// `columns[i]` belongs to device column `firstColumn + i`.
    ///
    /// Scalar float code on purpose: with SIMD4<Float> the compiler leaves
    /// garbage in unused vector lanes, which can hold denormals and make
    /// multiplications take microcode assists (measured 5× slower).
    ///
    /// Per pixel: 1. skip zero coverage and non-finite columns; 2. skip when
    /// all four texels' alphas are 0; 3. weights and the mix, in the order
    /// of `sample`; 4. source-over as `Blender.blend(colors:…)`.
    func blendAxisAligned(y: Int, x: Int, count: Int, coverage: UnsafePointer<Float>, opacity: Float,
                          columns: UnsafePointer<ColumnSample>, firstColumn: Int,
                          texels: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>) {
        let m = toImage
        let v = m.d * (Double(y) + 0.5) + m.ty
        guard v.isFinite else { return }
        let (y0, y1, fy) = texelPair(v - 0.5, image.height)
        let rowBytes = image.width * 4
        let r0 = texels + y0 * rowBytes, r1 = texels + y1 * rowBytes
        let gy = 1 - fy, sampleOpacity = self.opacity
        let column = columns + (x - firstColumn)
        for k in 0..<count {
            // 1.
            let c = coverage[k] * opacity
            guard c > 0 else { continue }
            let e = column[k]
            guard e.offset0 >= 0 else { continue }
            // 2.
            let p00 = r0 + Int(e.offset0), p10 = r0 + Int(e.offset1)
            let p01 = r1 + Int(e.offset0), p11 = r1 + Int(e.offset1)
            if p00[3] | p10[3] | p01[3] | p11[3] == 0 { continue }
            // 3.
            let gx = e.weights.x, fx = e.weights.y
            let w00 = gx * gy * sampleOpacity, w10 = fx * gy * sampleOpacity
            let w01 = gx * fy * sampleOpacity, w11 = fx * fy * sampleOpacity
            @inline(__always) func mix(_ i: Int) -> Float {
                Float(p00[i]) * w00 + Float(p10[i]) * w10 + Float(p01[i]) * w01 + Float(p11[i]) * w11
            }
            let sa = mix(3)
            guard sa > 0 else { continue }
            let sr = mix(0), sg = mix(1), sb = mix(2)
            // 4.
            let d = dst + 4 * k
            if c >= 1 && sa >= 255 {
                d[0] = Blender.byte(sr)
                d[1] = Blender.byte(sg)
                d[2] = Blender.byte(sb)
                d[3] = 255
                continue
            }
            let keep = 1 - sa * c / 255
            d[0] = Blender.byte(sr * c + Float(d[0]) * keep)
            d[1] = Blender.byte(sg * c + Float(d[1]) * keep)
            d[2] = Blender.byte(sb * c + Float(d[2]) * keep)
            d[3] = Blender.byte(sa * c + Float(d[3]) * keep)
        }
    }
}
