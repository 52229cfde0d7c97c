import CEGL
import Geometry

/// Reads a resolved target back into a `Bitmap` through a pixel buffer
/// object (`GL_PIXEL_PACK_BUFFER`), reused while the size stays the same.
final class PixelReadback {
    private var buffer: GLuint = 0
    private var capacity = 0

    /// The target's resolved pixels: premultiplied RGBA8, row 0 at the top
    /// (the paint vertex shader puts device row 0 in GL's row 0, so the
    /// rows come back in order).
    func read(_ target: RenderTarget) throws(GPUError) -> Bitmap {
        let byteCount = target.width * target.height * 4
        if buffer == 0 { glGenBuffers(1, &buffer) }
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        if capacity != byteCount {
            glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), byteCount, nil, GLenum(GL_STREAM_READ))
            capacity = byteCount
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.resolveFramebuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(target.width), GLsizei(target.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, byteCount, GLbitfield(GL_MAP_READ_BIT)) else {
            throw GPUError(.drawing, "readback: glMapBufferRange failed (GL error 0x\(String(glGetError(), radix: 16)))")
        }
        let pixels = [UInt8](UnsafeRawBufferPointer(start: mapped, count: byteCount))
        glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
        return Bitmap(width: target.width, height: target.height, pixels: pixels)
    }

    func delete() {
        if buffer != 0 { glDeleteBuffers(1, &buffer) }
        buffer = 0
        capacity = 0
    }
}
