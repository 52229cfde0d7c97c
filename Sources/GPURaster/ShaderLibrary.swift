import CEGL

/// Every program the renderer draws with, compiled and linked when the
/// renderer's context is made, from the sources embedded from Shaders/.
struct ShaderLibrary {
    let solid: GLProgram
    let axial: GLProgram
    let radial: GLProgram
    let image: GLProgram
    let group: GLProgram
    let mask: GLProgram
    /// Stroke outlines in local units, for the stencil pass only.
    let strokeStencil: GLProgram

    /// Builds all programs on the current context; throws the first
    /// compile or link failure with the driver's log.
    init() throws(GPUError) {
        solid = try Self.program("solid", fragment: "solid.frag")
        axial = try Self.program("axial", fragment: "gradient.frag")
        radial = try Self.program("radial", fragment: "gradient.frag", defines: ["RADIAL"])
        image = try Self.program("image", fragment: "image.frag")
        group = try Self.program("group", fragment: "group.frag")
        mask = try Self.program("mask", fragment: "mask.frag")
        strokeStencil = try Self.program("stroke stencil", vertex: "stroke.vert", fragment: "stencil.frag")
    }

    /// Every program, for tests and bulk setup.
    var all: [GLProgram] { [solid, axial, radial, image, group, mask, strokeStencil] }

    private static func program(_ name: String, vertex: String = "paint.vert", fragment: String,
                                defines: [String] = []) throws(GPUError) -> GLProgram {
        let vertexSource = try source(vertex)
        let fragmentSource = try source(fragment, defines: defines)
        return try GLProgram(name: "\(name) (\(vertex) + \(fragment))", vertex: vertexSource, fragment: fragmentSource)
    }

    /// The embedded source of `name`, with `#define`s inserted right after
    /// its `#version` line (GLSL allows nothing but comments before it).
    static func source(_ name: String, defines: [String] = []) throws(GPUError) -> String {
        guard let text = EmbeddedShaders.sources[name] else {
            throw GPUError(.shader, "shader \(name).glsl is not embedded (run tools/embed-shaders)")
        }
        guard !defines.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let version = lines.firstIndex(where: { $0.hasPrefix("#version") }) else {
            throw GPUError(.shader, "shader \(name).glsl has no #version line")
        }
        lines.insert(contentsOf: defines.map { "#define \($0) 1" }, at: version + 1)
        return lines.joined(separator: "\n")
    }
}
