import CEGL

/// How a GPU composites items exactly as the CPU does (the CPU's
/// `Blender`: premultiplied source-over, rounded to 8 bits per item).
/// Coverage is exact either way (coverage.glsl).
public enum GPUCompositing: String, Sendable, Hashable {
    /// EXT_shader_framebuffer_fetch: each fragment reads its RGBA8
    /// destination, blends and rounds as the CPU does, and writes RGBA8:
    /// the CPU's bytes at 8-bit bandwidth (composite.glsl with FETCH).
    case framebufferFetch = "framebuffer fetch"
    /// RGBA32F targets blended by the hardware in float and rounded to
    /// RGBA8 once, at the end (`ResolvePass`): a translucent item may land
    /// one level from the CPU's, which rounds after each. Needs
    /// EXT_color_buffer_float and EXT_float_blend (the coverage target is
    /// summed by blending too). Half floats (RGBA16F) are not enough:
    /// their 11-bit mantissa moves a color such as alpha 0.7 (178.5
    /// levels, a rounding tie) to the other side of the tie.
    case floatTargets = "float targets"

    /// The best the current context supports, or nil when it has neither
    /// framebuffer fetch nor blendable float targets.
    static func best(for driver: GLDriverInfo) -> GPUCompositing? {
        guard driver.esVersion != nil else { return nil }
        var count: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_EXTENSIONS), &count)
        var names: Set<String> = []
        for index in 0..<GLuint(max(count, 0)) {
            if let name = glGetStringi(GLenum(GL_EXTENSIONS), index) { names.insert(String(cString: name)) }
        }
        if names.contains("GL_EXT_shader_framebuffer_fetch") { return .framebufferFetch }
        if names.isSuperset(of: ["GL_EXT_color_buffer_float", "GL_EXT_float_blend"]) { return .floatTargets }
        return nil
    }

    /// The `#define`s of the programs that composite this way.
    var defines: [String] { self == .framebufferFetch ? ["FETCH"] : [] }
}
