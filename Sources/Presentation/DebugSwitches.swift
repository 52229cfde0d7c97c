/// Switches that turn a renderer's shortcuts off, so that tests and
/// measurements can hold a shortcut against the general code it stands
/// in for. Every shortcut gives the same bytes as the general code; the
/// default (every switch on) is what users get, and nothing outside tests
/// and benchmarks changes it.
package struct DebugSwitches: Sendable, Equatable {
    /// CPU: the axis-aligned image path and the scan converter's steady
    /// rows, rectangles and incremental sorts. Default: true.
    package var cpuFastPaths = true
    /// CPU: the axis-aligned image path reads images prepared as floats
    /// with their transparent runs (`ImageTexels`) instead of bytes.
    /// Default: true.
    package var cpuPreparedImages = true
    /// CPU: blending and axis-aligned image sampling use the AVX2 kernels
    /// (`CPUKernels`) where the CPU has AVX2; off, the portable Swift
    /// loops run everywhere. Default: true.
    package var cpuWideLanes = true
    /// CPU: a shape whose device polygons, fill rule, clip and band did
    /// not change since the last frame replays its coverage instead of
    /// being swept again (`CoverageCache`). Default: true.
    package var cpuCoverageCache = true
    /// CPU: a shape whose path and transform (and stroke style and trim)
    /// did not change since the last frame reuses its device polygons
    /// instead of being flattened again (`PolygonCache`). Default: true.
    package var cpuPolygonCache = true
    /// GPU: a grid whose template is one image is drawn in one instanced
    /// call instead of copy by copy. Default: true.
    package var gpuInstancedDraws = true
    /// GPU: a grid that carries its compiled tracks is placed on the GPU
    /// (the raster path's vertex stage; on the compute path grid_bin.comp,
    /// which also bins its copies) instead of by the CPU's evaluated
    /// placements. Default: true.
    package var gpuTrackEvaluation = true

    /// Every shortcut on.
    package init() {}
}
