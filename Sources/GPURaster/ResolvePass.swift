import CEGL

/// How a render target keeps color while items are drawn into it.
enum ColorStorage: Equatable {
    /// A 32-bit float (RGBA32F) multisample texture: blending happens in
    /// float and the 8-bit rounding happens once, when `ResolvePass`
    /// averages the samples into the RGBA8 texture, as the CPU blends in
    /// float and rounds (once per item). Needs OpenGL ES 3.1 (multisample
    /// textures), EXT_color_buffer_float and EXT_float_blend. Half floats
    /// (RGBA16F) are not enough: their 11-bit mantissa moves a color such
    /// as alpha 0.7 (178.5 levels, a rounding tie) to the other side of
    /// the tie, and a mask's alpha one level off puts a masked group two
    /// levels off.
    case float32
    /// An RGBA8 renderbuffer resolved by a blit: the fallback. Fixed-point
    /// blending rounds the source color and alpha to 8 bits before the
    /// multiply-add, so each translucent blend may land up to one level
    /// from the CPU's, and two stacked ones two levels.
    case rgba8

    /// The storage the current context supports best: `.float32` when the
    /// driver offers ES ≥ 3.1, EXT_color_buffer_float and EXT_float_blend.
    static func best(for driver: GLDriverInfo) -> ColorStorage {
        guard let version = driver.esVersion, version >= (3, 1) else { return .rgba8 }
        var count: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_EXTENSIONS), &count)
        var names: Set<String> = []
        for index in 0..<GLuint(max(count, 0)) {
            if let name = glGetStringi(GLenum(GL_EXTENSIONS), index) { names.insert(String(cString: name)) }
        }
        return names.isSuperset(of: ["GL_EXT_color_buffer_float", "GL_EXT_float_blend"]) ? .float32 : .rgba8
    }
}

/// Averages the samples of a float texture (multisampled or not) into an
/// RGBA8 framebuffer inside a box: a triangle over the viewport,
/// scissored, drawn with blending off (`resolve.vert` + `resolve.frag`).
/// Its GL objects belong to the context current when it was made.
final class ResolvePass {
    /// For multisample textures (`resolve.frag` with MULTISAMPLE).
    private let multisample: GLProgram
    /// For single-sample textures.
    private let single: GLProgram
    /// An empty vertex array: the triangle comes from gl_VertexID.
    private var vertexArray: GLuint = 0

    init() throws(GPUError) {
        let vertex = try ShaderLibrary.source("resolve.vert")
        multisample = try GLProgram(name: "resolve (resolve.vert + resolve.frag, MULTISAMPLE)", vertex: vertex,
                                    fragment: ShaderLibrary.source("resolve.frag", defines: ["MULTISAMPLE"]))
        single = try GLProgram(name: "resolve (resolve.vert + resolve.frag)", vertex: vertex,
                               fragment: ShaderLibrary.source("resolve.frag"))
        glGenVertexArrays(1, &vertexArray)
    }

    /// Resolves `color` (a float texture of `samples` samples per pixel:
    /// a multisample texture when more than one) into `framebuffer`
    /// inside `box`, which stays the scissor; the framebuffer stays bound
    /// and the viewport must already be the target's. Restores the vertex
    /// array, program and blending it found.
    func run(color texture: GLuint, samples: Int, into framebuffer: GLuint, box: DeviceBox) {
        var savedArray: GLint = 0, savedProgram: GLint = 0
        glGetIntegerv(GLenum(GL_VERTEX_ARRAY_BINDING), &savedArray)
        glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &savedProgram)
        let blending = glIsEnabled(GLenum(GL_BLEND)) == GLboolean(GL_TRUE)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        box.scissor()
        glDisable(GLenum(GL_BLEND))
        let program = samples > 1 ? multisample : single
        let target = GLenum(samples > 1 ? GL_TEXTURE_2D_MULTISAMPLE : GL_TEXTURE_2D)
        glUseProgram(program.id)
        glUniform1i(program.location("u_color"), 0)
        if samples > 1 { glUniform1i(program.location("u_count"), GLint(samples)) }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(target, texture)
        glBindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glBindTexture(target, 0)
        glBindVertexArray(GLuint(savedArray))
        glUseProgram(GLuint(savedProgram))
        if blending { glEnable(GLenum(GL_BLEND)) }
    }

    func delete() {
        glDeleteVertexArrays(1, &vertexArray)
    }
}
