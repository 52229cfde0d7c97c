import CEGL
import Presentation

/// Fills shadow.frag.glsl's uniforms (with and without ACROSS): the pass's
/// source on texture unit 1, the group's pixels on unit 0.
struct ShadowUniforms {
    var shadow: GroupShadow
    /// The group's box; pixels outside read as 0.
    var box: PixelRect

    func apply(to program: GLProgram) {
        let weights = shadow.weights
        glUniform1fv(program.location("u_weights"), GLsizei(weights.count), weights)
        glUniform1i(program.location("u_reach"), GLint(weights.count - 1))
        glUniform4i(program.location("u_box"), GLint(box.x), GLint(box.y), GLint(box.maxX), GLint(box.maxY))
        glUniform1i(program.location("u_source"), 1)
        glUniform1i(program.location("u_group"), 0)
        glUniform2i(program.location("u_offset"), GLint(shadow.offsetX), GLint(shadow.offsetY))
        let color = shadow.color.clamped
        let alpha = color.alpha.isNaN ? 0 : color.alpha
        // The CPU's PremultipliedColor channels (Float of v · a · 255), / 255.
        func shade(_ v: Double) -> Float { (v.isNaN ? 0 : Float(v * alpha * 255)) / 255 }
        glUniform4f(program.location("u_shade"), shade(color.red), shade(color.green), shade(color.blue),
                    Float(alpha * 255) / 255)
    }
}
