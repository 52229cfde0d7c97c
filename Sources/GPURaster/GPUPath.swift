/// How the GPU draws a frame (`--gpu-path`). Both give the CPU's bytes
/// where the device allows it.
public enum GPUPath: String, Sendable, Hashable, CaseIterable {
    /// The raster pipeline: each item's coverage from trapezoids drawn as
    /// triangles, composited by fragment shaders (`GPUCompositing`: exact
    /// with framebuffer fetch, within a level with float targets; blend
    /// modes need framebuffer fetch).
    case raster
    /// OpenGL ES 3.1 compute shaders (fine.comp): commands binned into
    /// 16 × 16 tiles, every pixel compositing its tile's items in order in
    /// registers, rounded per item as the CPU rounds: the CPU's bytes on
    /// any GLES 3.1 device, with every blend mode, and no framebuffer read.
    case compute

    /// The path `auto` takes on a device: raster where framebuffer fetch
    /// makes it exact, compute where it does not and compute shaders
    /// exist, raster with float targets as the last resort; nil when the
    /// device can do none of them.
    public static func automatic(compositing: GPUCompositing?, hasCompute: Bool) -> GPUPath? {
        if compositing == .framebufferFetch { return .raster }
        if hasCompute { return .compute }
        return compositing == nil ? nil : .raster
    }

    /// Why `automatic` picks `path` on such a device, for `flipbook devices`.
    public static func reason(compositing: GPUCompositing?, hasCompute: Bool) -> String {
        switch automatic(compositing: compositing, hasCompute: hasCompute) {
        case .raster where compositing == .framebufferFetch: "framebuffer fetch makes the raster path exact"
        case .raster: "no framebuffer fetch or compute shaders: float targets, within a level"
        case .compute: "no framebuffer fetch; compute shaders give the CPU's bytes"
        case nil: "no exact compositing and no compute shaders"
        }
    }
}
