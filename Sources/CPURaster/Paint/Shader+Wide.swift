import CPUKernels

extension Shader {
    /// `shade` and `Blender.blend(colors:…)` at once by the AVX2 kernels,
    /// where one exists for this shader (axial, radial and focal radial
    /// gradients: `Gradient+AVX2.c`, t four pixels at a time in double
    /// precision, eight pixels blended at once, the colors never stored);
    /// false when there is
    /// none and `shade` and `blend` must run. Only where
    /// `WideLanes.available`; the same bytes as the two.
    /// - Parameter mask: for a masked group holding only this fill, its
    ///   mask under the span and its opacity: the group's composite at
    ///   once (`RasterContext.drawMaskedFill`). Default: nil.
    func blendWide(y: Int, x: Int, count: Int, coverage: UnsafePointer<Float>, opacity: Float,
                   into row: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<fb_group_mask>? = nil) -> Bool {
        #if arch(x86_64)
        switch self {
        case .axial(let ramp, let axisX, let axisY, let offset):
            ramp.withKernelRamp {
                fb_axial_blend_avx2($0, axisX, axisY, offset, y, x, count, coverage, opacity, row, mask)
            }
            return true
        case .radial(let ramp, let m):
            // (a, b, c, d, tx, ty), contiguous as the kernel reads them.
            var matrix = (m.a, m.b, m.c, m.d, m.tx, m.ty)
            ramp.withKernelRamp { kernelRamp in
                withUnsafePointer(to: &matrix) {
                    fb_radial_blend_avx2(kernelRamp, UnsafeRawPointer($0).assumingMemoryBound(to: Double.self), y, x,
                                         count, coverage, opacity, row, mask)
                }
            }
            return true
        case .focalRadial(let ramp, let m, let f):
            var matrix = (m.a, m.b, m.c, m.d, m.tx, m.ty)
            ramp.withKernelRamp { kernelRamp in
                withUnsafePointer(to: &matrix) {
                    fb_focal_blend_avx2(kernelRamp, UnsafeRawPointer($0).assumingMemoryBound(to: Double.self), f.x, f.y,
                                        y, x, count, coverage, opacity, row, mask)
                }
            }
            return true
        default:
            return false
        }
        #else
        return false
        #endif
    }
}
