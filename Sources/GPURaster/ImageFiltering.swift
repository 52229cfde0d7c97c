import CEGL
import Presentation

/// How image.frag mixes the four texels around a pixel's center
/// bilinearly, with the CPU's weights (`ImageSampler`: exact fractions of
/// the texel grid). Either way the result is within a level of the CPU's.
public enum ImageFiltering: String, Sendable, Hashable {
    /// The texture unit filters (`textureLod`, LINEAR) an RGBA16F texture
    /// holding the bytes (0…255, exact in half floats). Only where the
    /// unit's weights are float (`probe()`): Mesa's llvmpipe. One sampler
    /// call instead of four fetches and the arithmetic: the image shader's
    /// cost drops by about a third there.
    case textureUnit = "texture unit"
    /// image.frag fetches the four RGBA8 texels (`texelFetch`) and mixes
    /// them with weights it computes in float: for texture units that
    /// quantize weights (8 fractional bits is common), which would put a
    /// magnified image 2 levels from the CPU.
    case shader = "shader"

    /// The `#define`s of image.frag for this filtering.
    var defines: [String] { self == .textureUnit ? ["FILTER_UNIT"] : [] }

    /// Columns filter_probe.frag checks (weights (i + 0.37) / 256).
    static let probeColumns = 256

    /// `.textureUnit` when the current context's texture unit filters
    /// an RGBA16F texture within 1/8 level of exact float weights at every
    /// weight filter_probe.frag tries, else `.shader`. With
    /// `bytesTexture` the probe filters an RGBA8 texture instead (for
    /// tests: llvmpipe filters those with 8-bit weights, which must fail).
    static func probe(bytesTexture: Bool = false) throws(GPUError) -> ImageFiltering {
        let program = try ShaderLibrary.program("image filtering probe", fragment: "filter_probe.frag")
        defer { glDeleteProgram(program.id) }
        while glGetError() != GLenum(GL_NO_ERROR) {}
        var texture: GLuint = 0, vertexArray: GLuint = 0, buffer: GLuint = 0
        var target = try TextureFramebuffer(GL_RGBA8, name: "RGBA8 filtering probe", width: probeColumns, height: 1)
        defer {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            target.delete()
            glDeleteTextures(1, &texture)
            glBindVertexArray(0)
            glDeleteBuffers(1, &buffer)
            glDeleteVertexArrays(1, &vertexArray)
        }
        texture = ImageTexture.upload(pixels: [0, 0, 0, 0, 255, 255, 255, 255], width: 2, height: 1,
                                      filtering: bytesTexture ? .shader : .textureUnit)
        if bytesTexture {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        }
        target.bind()
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_BLEND))
        glUseProgram(program.id)
        PaintVertexUniforms(viewportWidth: probeColumns, viewportHeight: 1).apply(to: program)
        glUniform1i(program.location("u_image"), 0)
        glUniform1f(program.location("u_scale"), bytesTexture ? 255 : 1)
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        glGenBuffers(1, &buffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let triangles = PixelRect(x: 0, y: 0, width: probeColumns, height: 1).triangles
        glBufferData(GLenum(GL_ARRAY_BUFFER), triangles.count * 4, triangles, GLenum(GL_STATIC_DRAW))
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 6)
        var result = [UInt8](repeating: 255, count: probeColumns * 4)
        glReadPixels(0, 0, GLsizei(probeColumns), 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &result)
        guard glGetError() == GLenum(GL_NO_ERROR) else { return .shader }
        return result.allSatisfy { $0 == 0 } ? .textureUnit : .shader
    }
}

/// Image textures as image.frag reads them with each `ImageFiltering`.
enum ImageTexture {
    /// Uploads premultiplied RGBA8 `pixels` (validated by the caller) as a
    /// texture bound to unit 0, clamped to its edges; the caller deletes
    /// it. `.textureUnit`: RGBA16F holding the bytes, LINEAR; `.shader`:
    /// RGBA8, NEAREST (texelFetch needs no filter; NEAREST keeps the
    /// texture complete without mipmaps).
    static func upload(pixels: [UInt8], width: Int, height: Int, filtering: ImageFiltering) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        let filter: GLint
        switch filtering {
        case .textureUnit:
            let values = pixels.map(Float.init)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA16F, GLsizei(width), GLsizei(height), 0,
                         GLenum(GL_RGBA), GLenum(GL_FLOAT), values)
            filter = GL_LINEAR
        case .shader:
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
            filter = GL_NEAREST
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
        setWrap(repeats: false)
        return texture
    }

    /// Sets the wrap mode of the texture bound to unit 0: REPEAT for a
    /// tiled image (the texture unit then wraps the texel pair across a
    /// tile's seam as ImageSampler does), else CLAMP_TO_EDGE.
    static func setWrap(repeats: Bool) {
        let mode = repeats ? GL_REPEAT : GL_CLAMP_TO_EDGE
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), mode)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), mode)
    }
}
