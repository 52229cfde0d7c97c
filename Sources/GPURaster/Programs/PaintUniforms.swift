import CEGL
import Geometry
import Presentation

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

/// Fills solid.frag.glsl's uniforms: one color and the opacity that
/// multiplies coverage.
struct SolidUniforms {
    /// Straight sRGB color; premultiplied on upload with the CPU's
    /// formula (`PremultipliedColor`: channel × alpha × 255 in double,
    /// then rounded to float).
    var color: Color
    /// Multiplies the coverage, 0…1: a group opacity folded into the item.
    var opacity: Double

    func apply(to program: GLProgram) {
        let c = premultiplied
        glUniform4f(program.location("u_color"), c[0], c[1], c[2], c[3])
        glUniform1f(program.location("u_opacity"), Float(min(max(opacity, 0), 1)))
    }

    /// The premultiplied color solid.frag receives, 0…255.
    var premultiplied: [Float] {
        let c = color.clamped
        let a = c.alpha.isNaN ? 0 : c.alpha
        func channel(_ v: Double) -> Float { v.isNaN ? 0 : Float(v * a * 255) }
        return [channel(c.red), channel(c.green), channel(c.blue), Float(a * 255)]
    }

    /// The bytes a pixel wholly covered by an opaque color at opacity 1
    /// becomes, whatever it was: solid.frag's composite with c = 1 keeps
    /// none of the destination and rounds the premultiplied color
    /// (floor(v + 0.5), in float as there). Nil unless alpha and opacity
    /// are both exactly 1.
    var opaqueBytes: [UInt8]? {
        let c = premultiplied
        guard c[3] == 255, opacity == 1 else { return nil }
        return c.map { UInt8(($0 + 0.5).rounded(.down)) }
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
    /// The image item's own opacity, multiplies its texels, 0…1.
    var opacity: Double
    /// Multiplies the coverage, 0…1: a group opacity folded into the
    /// item. Default: 1.
    var coverageOpacity: Double = 1

    func apply(to program: GLProgram) {
        glUniform1i(program.location("u_image"), 0)
        glUniform2f(program.location("u_origin"), Float(origin.x), Float(origin.y))
        glUniform2f(program.location("u_size"), Float(size.width), Float(size.height))
        glUniform1i(program.location("u_tiled"), tiled ? 1 : 0)
        glUniform1f(program.location("u_opacity"), Float(min(max(opacity, 0), 1)))
        glUniform1f(program.location("u_coverageOpacity"), Float(min(max(coverageOpacity, 0), 1)))
    }
}

/// Fills group.frag.glsl's uniforms (with and without MASK): the group on
/// texture unit 0, the mask (when there is one) on unit 1.
struct CompositeUniforms {
    /// Group opacity, 0…1.
    var opacity: Double
    /// How the mask's pixels keep the group (u_maskMode: its index in
    /// `MaskMode.allCases`). Default: `.alpha`.
    var maskMode: MaskMode = .alpha
    /// How the group mixes with the destination (u_blendMode: its index in
    /// `BlendMode.allCases`, 0 normal; read with FETCH only). Default:
    /// `.normal`.
    var blendMode: BlendMode = .normal
    /// The pixels the group was drawn and resolved in; the composite
    /// leaves every pixel outside alone.
    var box: PixelRect

    func apply(to program: GLProgram) {
        glUniform4i(program.location("u_box"), GLint(box.x), GLint(box.y), GLint(box.maxX), GLint(box.maxY))
        glUniform1i(program.location("u_group"), 0)
        glUniform1i(program.location("u_mask"), 1)
        glUniform1i(program.location("u_maskMode"), GLint(MaskMode.allCases.firstIndex(of: maskMode) ?? 0))
        glUniform1i(program.location("u_blendMode"), GLint(BlendMode.allCases.firstIndex(of: blendMode) ?? 0))
        glUniform1f(program.location("u_opacity"), Float(min(max(opacity, 0), 1)))
    }
}
