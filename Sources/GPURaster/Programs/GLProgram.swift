import CEGL
import Glibc

/// A linked GLSL program and its uniform locations. Lives and dies with
/// its context (the context's destruction frees it).
final class GLProgram {
    let id: GLuint
    /// For messages: "radial (paint.vert + gradient.frag)".
    let name: String
    private var locations: [String: GLint] = [:]

    /// Compiles both stages and links them; throws with the driver's log.
    /// `feedback` names vertex outputs captured, interleaved in that
    /// order, by transform feedback (they must be declared before linking).
    init(name: String, vertex: String, fragment: String, feedback: [String] = []) throws(GPUError) {
        self.name = name
        let vs = try Self.compile(vertex, stage: GLenum(GL_VERTEX_SHADER), name: name)
        defer { glDeleteShader(vs) }
        let fs = try Self.compile(fragment, stage: GLenum(GL_FRAGMENT_SHADER), name: name)
        defer { glDeleteShader(fs) }
        id = try Self.link([vs, fs], name: name, feedback: feedback)
    }

    /// A compute program (GLSL ES 3.10) from one stage; throws with the
    /// driver's log.
    init(name: String, compute: String) throws(GPUError) {
        self.name = name
        let cs = try Self.compile(compute, stage: GLenum(GL_COMPUTE_SHADER), name: name)
        defer { glDeleteShader(cs) }
        id = try Self.link([cs], name: name)
    }

    /// A program of the compiled `shaders`, linked; throws with the
    /// driver's log.
    private static func link(_ shaders: [GLuint], name: String, feedback: [String] = []) throws(GPUError) -> GLuint {
        let program = glCreateProgram()
        for shader in shaders { glAttachShader(program, shader) }
        if !feedback.isEmpty {
            declareFeedback(feedback, on: program)
        }
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else {
            let log = Self.log(program, length: glGetProgramiv, read: glGetProgramInfoLog)
            glDeleteProgram(program)
            throw GPUError(.shader, "shader program \(name) failed to link: \(log)")
        }
        return program
    }

    /// The location of `uniform`, -1 when the driver optimized it away.
    func location(_ uniform: String) -> GLint {
        if let cached = locations[uniform] { return cached }
        let location = glGetUniformLocation(id, uniform)
        locations[uniform] = location
        return location
    }

    /// Declares the transform feedback varyings of `program`, interleaved.
    private static func declareFeedback(_ names: [String], on program: GLuint) {
        let strings = names.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var pointers = strings.map { UnsafePointer<GLchar>($0) }
        glTransformFeedbackVaryings(program, GLsizei(names.count), &pointers, GLenum(GL_INTERLEAVED_ATTRIBS))
    }

    private static func compile(_ source: String, stage: GLenum, name: String) throws(GPUError) -> GLuint {
        let shader = glCreateShader(stage)
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        guard compiled == GL_TRUE else {
            let log = Self.log(shader, length: glGetShaderiv, read: glGetShaderInfoLog)
            glDeleteShader(shader)
            let kind = stage == GLenum(GL_VERTEX_SHADER) ? "vertex"
                : stage == GLenum(GL_COMPUTE_SHADER) ? "compute" : "fragment"
            throw GPUError(.shader, "\(kind) shader of \(name) failed to compile: \(log)")
        }
        return shader
    }

    /// The info log of a shader or program, on one line.
    private static func log(_ object: GLuint,
                            length: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
                            read: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void)
        -> String {
        var size: GLint = 0
        length(object, GLenum(GL_INFO_LOG_LENGTH), &size)
        guard size > 1 else { return "(no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(size))
        read(object, size, nil, &buffer)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).joined(separator: " | ")
    }
}
