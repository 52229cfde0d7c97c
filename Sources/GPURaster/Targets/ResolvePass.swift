import CEGL
import Presentation

/// Rounds a float target into an RGBA8 framebuffer inside a box: a
/// triangle over the viewport, scissored, drawn with blending off
/// (`resolve.vert` + `resolve.frag`). Only `.floatTargets` needs it. Its
/// GL objects belong to the context current when it was made.
final class ResolvePass {
    private let program: GLProgram
    /// An empty vertex array: the triangle comes from gl_VertexID.
    private var vertexArray: GLuint = 0

    init() throws(GPUError) {
        program = try GLProgram(name: "resolve (resolve.vert + resolve.frag)",
                                vertex: ShaderLibrary.source("resolve.vert"),
                                fragment: ShaderLibrary.source("resolve.frag"))
        glGenVertexArrays(1, &vertexArray)
    }

    /// Rounds `color` (an RGBA32F texture) into `framebuffer` inside
    /// `box`, which stays the scissor; the framebuffer stays bound and the
    /// viewport must already be the target's. Restores the vertex array,
    /// program and blending it found.
    func run(color texture: GLuint, into framebuffer: GLuint, box: PixelRect) {
        var savedArray: GLint = 0, savedProgram: GLint = 0
        glGetIntegerv(GLenum(GL_VERTEX_ARRAY_BINDING), &savedArray)
        glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &savedProgram)
        let blending = glIsEnabled(GLenum(GL_BLEND)) == GLboolean(GL_TRUE)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        box.scissor()
        glDisable(GLenum(GL_BLEND))
        glUseProgram(program.id)
        glUniform1i(program.location("u_color"), 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glBindVertexArray(GLuint(savedArray))
        glUseProgram(GLuint(savedProgram))
        if blending { glEnable(GLenum(GL_BLEND)) }
    }

    func delete() {
        glDeleteVertexArrays(1, &vertexArray)
    }
}
