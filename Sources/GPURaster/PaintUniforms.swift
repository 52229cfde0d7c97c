import CEGL
import Geometry

/// Fills paint.vert.glsl's uniforms: the canvas size and the map from
/// device pixels to the paint's own coordinates.
struct PaintVertexUniforms {
    /// Canvas width and height in pixels.
    var viewportWidth: Int
    var viewportHeight: Int
    /// Device pixels → paint coordinates (the inverse of the item's
    /// local → device transform). Default: identity.
    var paintFromDevice: AffineTransform = .identity

    func apply(to program: GLProgram) {
        glUniform2f(program.location("u_viewport"), Float(viewportWidth), Float(viewportHeight))
        let t = paintFromDevice
        // Column-major mat3 of the affine map x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        let matrix: [GLfloat] = [Float(t.a), Float(t.b), 0, Float(t.c), Float(t.d), 0, Float(t.tx), Float(t.ty), 1]
        glUniformMatrix3fv(program.location("u_paintFromDevice"), 1, GLboolean(GL_FALSE), matrix)
    }
}

/// Fills solid.frag.glsl's uniform: one color.
struct SolidUniforms {
    /// Straight sRGB color; premultiplied on upload.
    var color: Color

    func apply(to program: GLProgram) {
        let c = color.clamped
        glUniform4f(program.location("u_color"), Float(c.red * c.alpha), Float(c.green * c.alpha),
                    Float(c.blue * c.alpha), Float(c.alpha))
    }
}

/// Fills image.frag.glsl's uniforms; the texture itself is bound to unit 0.
struct ImageUniforms {
    /// Top-left of the image or of the first tile, paint coordinates.
    var origin: Point
    /// Size of the image or of one tile, paint units (never zero).
    var size: Size
    /// True when the image repeats every `size`.
    var tiled: Bool
    /// Multiplies the image, 0…1.
    var opacity: Double

    func apply(to program: GLProgram) {
        glUniform1i(program.location("u_image"), 0)
        glUniform2f(program.location("u_origin"), Float(origin.x), Float(origin.y))
        glUniform2f(program.location("u_size"), Float(size.width), Float(size.height))
        glUniform1i(program.location("u_tiled"), tiled ? 1 : 0)
        glUniform1f(program.location("u_opacity"), Float(min(max(opacity, 0), 1)))
    }
}

/// Fills group.frag.glsl's and mask.frag.glsl's uniforms: the group on
/// texture unit 0, the mask (when there is one) on unit 1.
struct CompositeUniforms {
    /// Group opacity, 0…1.
    var opacity: Double
    /// The pixels the group was drawn and resolved in; the composite
    /// leaves every pixel outside alone.
    var box: DeviceBox

    func apply(to program: GLProgram) {
        glUniform4i(program.location("u_box"), GLint(box.x0), GLint(box.y0), GLint(box.x1), GLint(box.y1))
        glUniform1i(program.location("u_group"), 0)
        glUniform1i(program.location("u_mask"), 1)
        glUniform1f(program.location("u_opacity"), Float(min(max(opacity, 0), 1)))
    }
}
