import CPUKernels

/// Whether the blend loops may use the AVX2 kernels of `CPUKernels`
/// (eight pixels a 256-bit register, one channel each, or two pixels, one
/// in each half; each lane doing the Swift code's float operations in its
/// order, so the bytes are the same).
///
/// Chosen at run time, once: one binary runs on every x86-64 (the Swift
/// loops, SSE2, where a CPU lacks AVX2) and on arm64 (the Swift loops,
/// NEON). `DebugSwitches.cpuWideLanes` turns the kernels off for tests.
enum WideLanes {
    /// True when this CPU runs the AVX2 kernels.
    static let available: Bool = fb_cpu_has_avx2() != 0 && columnLayoutMatches

    /// The kernels read `ImageSampler.ColumnSample`s as 32-byte records
    /// with the weights at byte 16 and a `PremultipliedColor` as 4 floats
    /// (`CPUKernels.h`).
    static var columnLayoutMatches: Bool {
        MemoryLayout<ImageSampler.ColumnSample>.stride == 32
            && MemoryLayout<ImageSampler.ColumnSample>.offset(of: \.weights) == 16
            && MemoryLayout<ImageSampler.ColumnSample>.offset(of: \.x1) == 4
            && MemoryLayout<PremultipliedColor>.size == 16
    }
}
