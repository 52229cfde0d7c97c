import CPUKernels
import Presentation

/// Fast path for an image whose device → texel mapping is a scale plus a
/// translation (no rotation or skew: `b == 0 && c == 0`), the tile grid's
/// case, tiled or not (a tiled image's coordinate wraps, as in `shade`,
/// before its texel pair is taken; its pairs wrap too, so only the paths
/// that read each column's x0 and x1 take it: not the prepared images'
/// runs or planes, which need x0 monotonic and x1 = x0 + 1). Then a
/// pixel's texel column depends only on its device column and its texel
/// row only on its device row, so the texel pairs and
/// weights are computed once per column (`ColumnSample`, per draw) and once
/// per row instead of per pixel, and a row's samples are written as the
/// general path's `shade` writes them, for the same `Blender.blend(colors:…)`.
///
/// Equivalence: every value is computed with the same operations, in the
/// same order and precision, as `ImageSampler.shade`, only once per column
/// or row instead of per pixel; the SIMD lanes each do the scalar code's float operations (no
/// fused multiply-adds), so the bytes are identical (tested against the
/// general path on random inputs). With b = c = 0 the general path's
/// `m.a·px + m.c·py + m.tx` differs from `m.a·px + m.tx` only in the sign of
/// a zero, which `floor` and the texel pair ignore. Pixels whose four texels
/// all have alpha 0 get zeros instead of their sample: the general path's
/// sample has alpha exactly 0 there, and the blend skips such pixels.
extension ImageSampler {
    /// One device column's texel pair: the indices of texels x0 and x1 in
    /// a row, and the weights (1 − fx, fx, 1 − fx, fx). `x0 < 0` marks a
    /// column whose texel coordinate is not finite (it draws nothing).
    struct ColumnSample {
        var x0: Int32
        var x1: Int32
        var weights: SIMD4<Float>
    }

    /// True when `fillAxisAlignedColumns` and `sampleAxisAligned` may stand
    /// in for `shade`.
    var isAxisAligned: Bool { toImage.b == 0 && toImage.c == 0 }

    /// Fills `out[i]` for the device columns `x ..< x+count`; returns false
    /// when some column is not finite.
    @discardableResult
    func fillAxisAlignedColumns(x: Int, count: Int, into out: UnsafeMutablePointer<ColumnSample>) -> Bool {
        let m = toImage, width = image.width
        var allFinite = true
        for i in 0..<count {
            var u = m.a * (Double(x + i) + 0.5) + m.tx
            guard u.isFinite else {
                out[i] = ColumnSample(x0: -1, x1: -1, weights: .zero)
                allFinite = false
                continue
            }
            if tiled { u = (u - u.rounded(.down)) * Double(width) }
            let (x0, x1, fx) = texelPair(u - 0.5, width)
            out[i] = ColumnSample(x0: Int32(x0), x1: Int32(x1), weights: SIMD4(1 - fx, fx, 1 - fx, fx))
        }
        return allFinite
    }

    /// The texel rows, weights (gy, gy, fy, fy) of device row `y`, or nil
    /// when its texel coordinate is not finite. Times a column's (gx, fx,
    /// gx, fx) the weights give the four products gx·gy, fx·gy, gx·fy,
    /// fx·fy of `sample`'s weights.
    @inline(__always)
    func axisAlignedRow(_ y: Int) -> (y0: Int, y1: Int, weights: SIMD4<Float>)? {
        let m = toImage
        var v = m.d * (Double(y) + 0.5) + m.ty
        guard v.isFinite else { return nil }
        if tiled { v = (v - v.rounded(.down)) * Double(image.height) }
        let (y0, y1, fy) = texelPair(v - 0.5, image.height)
        return (y0, y1, SIMD4(1 - fy, 1 - fy, fy, fy))
    }

    /// Writes the samples of the device pixels `x ..< x+count` of row `y`
    /// into `out` (4 floats a pixel), as `shade` does, for
    /// `Blender.blend(colors:…)`. `columns[i]` belongs to device column
    /// `firstColumn + i`. Reads the texels' bytes; see
    /// `sampleAxisAligned(…texels: ImageTexels…)` for a prepared image.
    ///
    /// The four channels of a pixel are the four lanes of a `SIMD4<Float>`
    /// (`PixelVector`); every lane does `sample`'s operations in its order.
    /// A pixel whose column is not finite, or whose four texels all have
    /// alpha 0, gets zeros, which the blend skips as it skips the general
    /// path's zero-alpha sample there.
    func sampleAxisAligned(y: Int, x: Int, count: Int, columns: UnsafePointer<ColumnSample>, firstColumn: Int,
                           texels: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<Float>) {
        let colors = UnsafeMutableRawPointer(out)
        guard let (y0, y1, rowWeights) = axisAlignedRow(y) else {
            colors.initializeMemory(as: Float.self, repeating: 0, count: 4 * count)
            return
        }
        let rowBytes = image.width * 4
        let r0 = texels + y0 * rowBytes, r1 = texels + y1 * rowBytes
        let sampleOpacity = SIMD4<Float>(repeating: self.opacity)
        let column = columns + (x - firstColumn)
        for k in 0..<count {
            var s = SIMD4<Float>.zero
            let e = column[k]
            if e.x0 >= 0 {
                let o0 = 4 * Int(e.x0), o1 = 4 * Int(e.x1)
                let t00 = PixelVector.word(r0 + o0), t10 = PixelVector.word(r0 + o1)
                let t01 = PixelVector.word(r1 + o0), t11 = PixelVector.word(r1 + o1)
                if PixelVector.alpha(of: t00 | t10 | t01 | t11) != 0 {
                    let w = e.weights * rowWeights * sampleOpacity
                    s = PixelVector.floats(t00) * SIMD4(repeating: w[0]) + PixelVector.floats(t10) * SIMD4(repeating: w[1])
                        + PixelVector.floats(t01) * SIMD4(repeating: w[2]) + PixelVector.floats(t11) * SIMD4(repeating: w[3])
                }
            }
            colors.storeBytes(of: s, toByteOffset: 16 * k, as: SIMD4<Float>.self)
        }
    }

    /// `sampleAxisAligned` for a prepared image: only the pixels whose
    /// texel pair starts inside one of the row's runs (`ImageTexels`) are
    /// sampled, from the texels as floats; the others get zeros. `columns`
    /// must all be finite, and `below[i]` (i in 0…image width) is the number
    /// of the columns `firstFilled ..< firstFilled + filledCount` whose x0
    /// is below i: x0 is monotonic along the row (ascending when the image
    /// is not flipped, `descending` otherwise), so the pixels whose x0 lies
    /// in a run form one range of columns.
    func sampleAxisAligned(y: Int, x: Int, count: Int, columns: UnsafePointer<ColumnSample>, firstColumn: Int,
                           texels: ImageTexels, below: UnsafePointer<Int32>, descending: Bool,
                           firstFilled: Int, filledCount: Int, into out: UnsafeMutablePointer<Float>) {
        let colors = UnsafeMutableRawPointer(out)
        colors.initializeMemory(as: Float.self, repeating: 0, count: 4 * count)
        guard let (y0, y1, rowWeights) = axisAlignedRow(y) else { return }
        let width = image.width
        let t0 = UnsafePointer(texels.floats + y0 * width), t1 = UnsafePointer(texels.floats + y1 * width)
        let sampleOpacity = SIMD4<Float>(repeating: self.opacity)
        let column = columns + (firstFilled - firstColumn)
        let spanStart = x - firstFilled
        forEachRunRange(y0, of: texels, x: x, count: count, below: below, descending: descending,
                        firstFilled: firstFilled, filledCount: filledCount) { lo, hi in
            for j in lo..<hi {
                let e = column[j]
                let w = e.weights * rowWeights * sampleOpacity
                let a = Int(e.x0), b = Int(e.x1)
                let s = t0[a] * SIMD4(repeating: w[0]) + t0[b] * SIMD4(repeating: w[1])
                    + t1[a] * SIMD4(repeating: w[2]) + t1[b] * SIMD4(repeating: w[3])
                colors.storeBytes(of: s, toByteOffset: 16 * (j - spanStart), as: SIMD4<Float>.self)
            }
        }
    }

    /// Calls `body(lo, hi)` for every range of filled columns (indices into
    /// the `filledCount` columns from `firstFilled`) of the span `x ..<
    /// x+count` whose texel pair starts in one of texel row `y0`'s runs;
    /// the ranges are disjoint.
    @inline(__always)
    func forEachRunRange(_ y0: Int, of texels: ImageTexels, x: Int, count: Int, below: UnsafePointer<Int32>,
                         descending: Bool, firstFilled: Int, filledCount: Int, _ body: (Int, Int) -> Void) {
        // The span as indices into the filled columns.
        let spanStart = x - firstFilled, spanEnd = spanStart + count
        let runs = texels.runs
        for r in texels.runStart[y0]..<texels.runStart[y0 + 1] {
            var lo = Int(below[Int(runs[2 * r])]), hi = Int(below[Int(runs[2 * r + 1])])
            if descending { (lo, hi) = (filledCount - hi, filledCount - lo) }
            lo = max(lo, spanStart)
            hi = min(hi, spanEnd)
            if lo < hi { body(lo, hi) }
        }
    }

    /// The columns of `fillAxisAlignedColumns` as the plane kernel reads
    /// them, one entry per column (`fb_axis_columns_avx2`): the padded x0 (the
    /// unclamped ⌊u − 0.5⌋ + 1, an index into `ImageTexels.planes` rows),
    /// 1 − fx and fx.
    struct ColumnPlanes {
        let x0: UnsafeMutablePointer<Int32>
        let gx: UnsafeMutablePointer<Float>
        let fx: UnsafeMutablePointer<Float>

        init(capacity: Int) {
            x0 = .allocate(capacity: capacity)
            gx = .allocate(capacity: capacity)
            fx = .allocate(capacity: capacity)
        }

        func deallocate() {
            x0.deallocate()
            gx.deallocate()
            fx.deallocate()
        }

        /// The entries from column index `i` on.
        func advanced(by i: Int) -> ColumnPlanes { ColumnPlanes(x0: x0 + i, gx: gx + i, fx: fx + i) }

        private init(x0: UnsafeMutablePointer<Int32>, gx: UnsafeMutablePointer<Float>, fx: UnsafeMutablePointer<Float>) {
            self.x0 = x0
            self.gx = gx
            self.fx = fx
        }
    }

    /// `fillAxisAlignedColumns` in C (`fb_axis_columns_avx2`, the same
    /// operations in the same order, so the same records), also writing the
    /// plane kernel's form of each column into `planes`. Only where
    /// `WideLanes.available`.
    func fillAxisAlignedColumns(x: Int, count: Int, into out: UnsafeMutablePointer<ColumnSample>,
                                planes: ColumnPlanes) -> Bool {
        #if arch(x86_64)
        return fb_axis_columns_avx2(toImage.a, toImage.tx, x, count, image.width, out, planes.x0, planes.gx,
                                    planes.fx) != 0
        #else
        preconditionFailure("the plane kernel's columns need AVX2")
        #endif
    }

    /// `sampleAxisAligned` for a prepared image and `Blender.blend(colors:…)`
    /// at once, with no row of colors in between: the span's samples through
    /// `coverage` (one value a pixel of the span) times `opacity` onto `row`
    /// (the span's first pixel). Only the run ranges are visited: every other
    /// pixel's sample has alpha 0, which the blend skips. The portable path;
    /// with AVX2, `fb_plane_row_avx2` does it (`planeDraw`).
    func blendAxisAligned(y: Int, x: Int, count: Int, coverage: UnsafePointer<Float>, opacity: Float,
                          columns: UnsafePointer<ColumnSample>, firstColumn: Int, texels: ImageTexels,
                          below: UnsafePointer<Int32>, descending: Bool, firstFilled: Int, filledCount: Int,
                          scratch: UnsafeMutablePointer<Float>, into row: UnsafeMutablePointer<UInt8>) {
        sampleAxisAligned(y: y, x: x, count: count, columns: columns, firstColumn: firstColumn, texels: texels,
                          below: below, descending: descending, firstFilled: firstFilled, filledCount: filledCount,
                          into: scratch)
        Blender.blend(colors: scratch, coverage: coverage, opacity: opacity, count: count, into: row)
    }

    /// This draw as `fb_plane_row_avx2` reads it: `texels` of layout
    /// `.planes`, the filled columns (`planes`, from device column
    /// `firstFilled` on, `filledCount` of them, and their `below` table), the
    /// fill's `opacity` and the layer's pixels (`base`, covering `rect`).
    func planeDraw(texels: ImageTexels, planes: ColumnPlanes, firstFilled: Int, filledCount: Int,
                   below: UnsafePointer<Int32>, opacity: Float, base: UnsafeMutablePointer<UInt8>,
                   rect: PixelRect) -> fb_plane_draw {
        fb_plane_draw(
            planes: texels.planes, stride: texels.planeStride, height: image.height, scale_y: toImage.d,
            offset_y: toImage.ty, runs: texels.runs, run_start: texels.runStart, below: below,
            filled_count: filledCount, descending: toImage.a < 0 ? 1 : 0, x0: planes.x0, gx: planes.gx, fx: planes.fx,
            first_filled: firstFilled, sample_opacity: self.opacity, opacity: opacity, pixels: base,
            row_bytes: 4 * rect.width, origin_x: rect.x, origin_y: rect.y)
    }
}
