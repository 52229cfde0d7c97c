import CPUKernels

extension Shader {
    /// `shade` by the AVX2 kernels where one exists for this shader (axial
    /// and radial gradients: four pixels at a time in double precision,
    /// `Gradient+AVX2.c`); false when there is none and `shade` must run.
    /// Only where `WideLanes.available`; the same floats as `shade`.
    func shadeWide(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<Float>) -> Bool {
        #if arch(x86_64)
        switch self {
        case .axial(let ramp, let axisX, let axisY, let offset):
            ramp.withKernelRamp { fb_axial_shade_avx2($0, axisX, axisY, offset, y, x, count, out) }
            return true
        case .radial(let ramp, let m):
            // (a, b, c, d, tx, ty), contiguous as the kernel reads them.
            var matrix = (m.a, m.b, m.c, m.d, m.tx, m.ty)
            ramp.withKernelRamp { kernelRamp in
                withUnsafePointer(to: &matrix) {
                    fb_radial_shade_avx2(kernelRamp, UnsafeRawPointer($0).assumingMemoryBound(to: Double.self), y, x, count,
                                         out)
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
