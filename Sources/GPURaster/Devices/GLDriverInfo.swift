import CEGL

/// What the current context's driver reports about itself.
struct GLDriverInfo {
    let vendor: String
    let renderer: String
    let version: String
    let shadingLanguageVersion: String
    /// The largest canvas side this device draws, pixels: the smaller of
    /// its largest renderbuffer and texture side (`CanvasLimits`).
    let maximumCanvasSide: Int

    /// Queries the context current on this thread.
    static func current() -> GLDriverInfo {
        GLDriverInfo(vendor: string(GL_VENDOR), renderer: string(GL_RENDERER),
                     version: string(GL_VERSION), shadingLanguageVersion: string(GL_SHADING_LANGUAGE_VERSION),
                     maximumCanvasSide: min(integer(GL_MAX_RENDERBUFFER_SIZE), integer(GL_MAX_TEXTURE_SIZE)))
    }

    /// True for Mesa's software rasterizers and other CPU implementations.
    var isSoftware: Bool {
        let r = renderer.lowercased()
        return ["llvmpipe", "softpipe", "swiftshader", "software"].contains { r.contains($0) }
    }

    /// The "3.2" of "OpenGL ES 3.2 Mesa …" as (major, minor), or nil.
    var esVersion: (major: Int, minor: Int)? {
        guard let range = version.range(of: "OpenGL ES ") else { return nil }
        let numbers = version[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
        return (major, minor)
    }

    private static func string(_ name: Int32) -> String {
        glGetString(GLenum(name)).map { String(cString: $0) } ?? "?"
    }

    static func integer(_ name: Int32) -> Int {
        var value: GLint = 0
        glGetIntegerv(GLenum(name), &value)
        return Int(value)
    }
}
