/// The EGL platform through which a display was made, in the order that
/// device selection tries them
/// (Sources/GPURaster/README.md, "Device selection").
public enum GPUPlatform: String, Sendable, Hashable, CaseIterable {
    /// `EGL_EXT_platform_device`: an EGL device, NVIDIA's headless path
    /// (Mesa also offers its software rasterizer here).
    case device
    /// `EGL_PLATFORM_GBM_KHR` on a DRM render node (`/dev/dri/renderD*`).
    case gbm
    /// `EGL_PLATFORM_SURFACELESS_MESA`: Mesa without any window system,
    /// llvmpipe on a machine with no GPU.
    case surfaceless
}

/// One usable GPU: a display and an OpenGL ES 3 context were made on it,
/// and these strings are what its driver reported.
public struct GPUDeviceInfo: Sendable, Hashable, CustomStringConvertible {
    /// Position in `GPUDevices.probe().devices`, the number `--device`
    /// takes.
    public let index: Int
    /// The EGL platform the display was made through.
    public let platform: GPUPlatform
    /// Where it lives: a DRM node path, or "EGL device K", or
    /// "surfaceless".
    public let node: String
    /// True for a software rasterizer (Mesa's llvmpipe or softpipe).
    public let isSoftware: Bool
    /// `GL_VENDOR`.
    public let vendor: String
    /// `GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    public let renderer: String
    /// `GL_VERSION`, e.g. "OpenGL ES 3.2 Mesa 22.3.6".
    public let glVersion: String
    /// `GL_SHADING_LANGUAGE_VERSION`, e.g. "OpenGL ES GLSL ES 3.20".
    public let glslVersion: String
    /// How it composites exactly (the best it offers), or nil when it
    /// can do neither way: such a device is listed but never used.
    public let compositing: GPUCompositing?
    /// True for OpenGL ES 3.1 or later: compute shaders, which the compute
    /// path needs.
    public let hasComputeShaders: Bool

    /// The path `auto` takes here (`GPUPath.automatic`), nil when none
    /// can draw exactly: such a device is listed but never used.
    public var automaticPath: GPUPath? {
        GPUPath.automatic(compositing: compositing, hasCompute: hasComputeShaders)
    }

    /// Why `automaticPath` is what it is.
    public var pathReason: String { GPUPath.reason(compositing: compositing, hasCompute: hasComputeShaders) }

    /// True when some path draws exactly here.
    public var isUsable: Bool { automaticPath != nil }

    /// One line: index, platform, node, renderer, versions, compositing,
    /// the path `auto` takes.
    public var description: String {
        "\(index): \(platform.rawValue) \(node) — \(vendor), \(renderer), \(glVersion), "
            + "\(glslVersion), \(compositing?.rawValue ?? "no exact raster compositing"), "
            + "path \(automaticPath?.rawValue ?? "none: unusable")"
            + (isSoftware ? " (software)" : "")
    }
}

/// Which device a renderer uses.
public enum GPUDeviceChoice: Sendable, Hashable {
    /// The first device in selection order on which some path draws
    /// exactly (`GPUDeviceInfo.isUsable`).
    case auto
    /// The device at this position of `GPUDevices.probe().devices`.
    case index(Int)
}
