import CPUKernels
import Paths

extension ImageSampler {
    /// True when every one of the `count` column samples weighs its first
    /// texel fully (weights (1, 0, 1, 0)): the image is drawn at one texel
    /// per pixel horizontally, at a whole-texel offset.
    static func oneTexelPerPixel(_ columns: UnsafePointer<ColumnSample>, count: Int) -> Bool {
        let unit = SIMD4<Float>(1, 0, 1, 0)
        for i in 0..<count where columns[i].weights != unit { return false }
        return true
    }
}

extension RasterContext {
    /// An axis-aligned image at one texel per pixel (every column's weights
    /// (1, 0, 1, 0), checked by `oneTexelPerPixel`): rows whose weights are
    /// (1, 1, 0, 0) too go to `fb_unscaled_blend_avx2`, which reads one
    /// texel a pixel (the bilinear sample is then exactly that texel times
    /// the image's opacity: the other three weights are 0 and add +0) and
    /// copies fully covered opaque runs; other rows take the general
    /// axis-aligned path. Only where `wideLanes`.
    func fillOneTexelPerPixel(_ sampler: ImageSampler, rule: FillRule, opacity: Float,
                              columns: UnsafeMutablePointer<ImageSampler.ColumnSample>, firstColumn: Int,
                              scratch: UnsafeMutablePointer<Float>, into layer: inout RasterLayer) {
        #if arch(x86_64)
        let rect = layer.rect, rowBytes = sampler.image.width * 4, unitRow = SIMD4<Float>(1, 1, 0, 0)
        sampler.image.pixels.withUnsafeBufferPointer { texels in
            let texelBase = texels.baseAddress!
            layer.withMutablePixels { base in
                scan.rasterize(fillRule: rule) { y, x, count, coverage in
                    let row = base + ((y - rect.y) * rect.width + (x - rect.x)) * 4
                    let column = UnsafePointer(columns + (x - firstColumn))
                    if let texelRow = sampler.axisAlignedRow(y), texelRow.weights == unitRow {
                        fb_unscaled_blend_avx2(texelBase + texelRow.y0 * rowBytes, UnsafeRawPointer(column),
                                               sampler.opacity, coverage, opacity, count, row)
                    } else {
                        sampler.sampleAxisAligned(y: y, x: x, count: count, columns: UnsafePointer(columns),
                                                  firstColumn: firstColumn, texels: texelBase, into: scratch)
                        Blender.blend(colors: scratch, coverage: coverage, opacity: opacity, count: count, wide: true,
                                      into: row)
                    }
                }
            }
        }
        #else
        preconditionFailure("the AVX2 kernels exist on x86-64 only")
        #endif
    }
}
