import CEGL

/// A 1×1 framebuffer that is bound and never written, for draws run with
/// rasterizer discard (the transform-feedback probes): a surfaceless
/// context has no complete default framebuffer, and a draw needs one even
/// when nothing is rasterized (else GL_INVALID_FRAMEBUFFER_OPERATION).
struct DiscardFramebuffer {
    private var framebuffer: GLuint = 0
    private var renderbuffer: GLuint = 0

    /// Makes the framebuffer and binds it on the current context.
    init() {
        glGenRenderbuffers(1, &renderbuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), 1, 1)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER),
                                  renderbuffer)
    }

    /// Binds framebuffer 0 again and deletes both objects.
    mutating func delete() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteRenderbuffers(1, &renderbuffer)
    }
}
