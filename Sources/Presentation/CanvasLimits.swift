/// Every bound on a canvas's size, in one place. Sizes in pixels unless a
/// name says points.
///
/// - Every command (`render`, `compare`, `bench tiles`) accepts a canvas
///   of at most `maximumSide` pixels a side and `maximumPixels` in all,
///   so what the command line accepts renders on either backend.
/// - Scene files bound their canvas in points by the same number
///   (`SceneFileLimits.maximumCanvasSide`, default `maximumSide`): at the
///   smallest useful scale, 1 pixel per point, nothing bigger could be
///   rendered anyway.
/// - The CPU renderer, called from code, enforces the wider
///   `cpuMaximumSide` and `cpuMaximumPixels`: they only stop an absurd
///   size from exhausting memory, and a caller rendering one frame may
///   want more than the command line, which renders one per thread.
/// - The GPU renderer's bound is the driver's, read when it opens a
///   device: the smaller of `GL_MAX_TEXTURE_SIZE` and
///   `GL_MAX_RENDERBUFFER_SIZE` (`GLDriverInfo.maximumCanvasSide`).
public enum CanvasLimits {
    /// Largest canvas side every command accepts, pixels: 16 384, the
    /// largest texture side GPUs commonly support, so both backends
    /// accept the same canvases.
    package static let maximumSide = 16_384

    /// Largest canvas every command accepts, pixels: 64 Mi (2^26), which
    /// is 256 MiB per RGBA8 frame and keeps a frame per worker thread well
    /// inside a 24 GiB machine.
    package static let maximumPixels = 64 << 20

    /// Largest canvas side the CPU renderer draws, pixels: 32 768, the
    /// largest texture side GPUs offer, so the CPU renderer accepts every
    /// canvas some GPU can draw.
    public static let cpuMaximumSide = 32_768

    /// Largest canvas the CPU renderer draws, pixels: 2^28 (a 1 GiB RGBA8
    /// frame), so an absurd size fails cleanly instead of exhausting memory.
    public static let cpuMaximumPixels = 1 << 28
}
