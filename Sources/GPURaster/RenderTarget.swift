import CEGL

/// A framebuffer items are drawn into, and the RGBA8 texture that holds
/// its pixels afterwards (which groups sample and readback reads):
/// - `.framebufferFetch`: that RGBA8 texture is drawn into directly;
///   nothing to resolve;
/// - `.floatTargets`: an RGBA32F texture is drawn into and `ResolvePass`
///   rounds it into the RGBA8 texture.
/// No depth, stencil or multisampling: coverage is computed exactly.
/// Its GL objects belong to the context current when it was made; call
/// `delete()` with that context current.
final class RenderTarget {
    let width: Int
    let height: Int
    let compositing: GPUCompositing
    private(set) var framebuffer: GLuint = 0
    /// The RGBA32F texture drawn into (`.floatTargets`); 0 else.
    private var floatColor: GLuint = 0
    /// Rounds float color into `texture`; nil for `.framebufferFetch`.
    private let resolver: ResolvePass?
    /// The framebuffer whose only attachment is `texture` (readback reads
    /// it): `framebuffer` itself for `.framebufferFetch`.
    private(set) var resolveFramebuffer: GLuint = 0
    private(set) var texture: GLuint = 0

    /// - Parameter resolver: needed for `.floatTargets`.
    init(width: Int, height: Int, compositing: GPUCompositing, resolver: ResolvePass?) throws(GPUError) {
        self.width = width
        self.height = height
        self.compositing = compositing
        self.resolver = compositing == .floatTargets ? resolver : nil
        texture = Self.texture(GL_RGBA8, width: width, height: height)
        glGenFramebuffers(1, &resolveFramebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        switch compositing {
        case .framebufferFetch:
            try check("RGBA8")
            framebuffer = resolveFramebuffer
        case .floatTargets:
            try check("RGBA8")
            floatColor = Self.texture(GL_RGBA32F, width: width, height: height)
            glGenFramebuffers(1, &framebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D),
                                   floatColor, 0)
            try check("RGBA32F")
        }
    }

    /// A texture of `format`, read with texelFetch (NEAREST keeps it
    /// complete without mipmaps).
    static func texture(_ format: Int32, width: Int, height: Int) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(format), GLsizei(width), GLsizei(height))
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        return texture
    }

    private func check(_ what: String) throws(GPUError) {
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            delete()
            throw GPUError(.resources, "\(what) framebuffer \(width)×\(height) is incomplete (status 0x\(String(status, radix: 16)))")
        }
    }

    /// Binds the framebuffer items are drawn into and sets the viewport.
    func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Clears the color to transparent inside `box` (leaves `box` as the
    /// scissor).
    func clear(_ box: DeviceBox) {
        bind()
        box.scissor()
        var zero: [GLfloat] = [0, 0, 0, 0]
        glClearBufferfv(GLenum(GL_COLOR), 0, &zero)
    }

    /// The whole target as a box.
    var box: DeviceBox { DeviceBox(x0: 0, y0: 0, x1: width, y1: height) }

    /// Makes `texture` hold what was drawn inside `box` (leaves the
    /// resolve framebuffer bound and `box` as the scissor): nothing to do
    /// for `.framebufferFetch`; `ResolvePass` rounds the float color for
    /// `.floatTargets`. Texels outside keep whatever an earlier use left
    /// there: read only inside `box`.
    func resolve(_ box: DeviceBox) {
        let box = box.intersection(self.box)
        if let resolver {
            resolver.run(color: floatColor, into: resolveFramebuffer, box: box)
            return
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
        box.scissor()
    }

    /// Frees the GL objects (the current context must be the owner's).
    func delete() {
        if framebuffer != resolveFramebuffer { glDeleteFramebuffers(1, &framebuffer) }
        glDeleteFramebuffers(1, &resolveFramebuffer)
        if floatColor != 0 { glDeleteTextures(1, &floatColor) }
        glDeleteTextures(1, &texture)
        framebuffer = 0; resolveFramebuffer = 0; floatColor = 0; texture = 0
    }
}

/// The R32F texture paths sum their trapezoids' coverage into (see
/// coverage.frag), with a framebuffer of its own: one per painter, as
/// large as the targets, cleared inside each path's box before its
/// trapezoids are summed; the cover pass reads it as a texture.
final class CoverageTarget {
    let width: Int
    let height: Int
    private(set) var texture: GLuint = 0
    /// Its own framebuffer (`.floatTargets` draws into it).
    private(set) var framebuffer: GLuint = 0

    init(width: Int, height: Int) throws(GPUError) {
        self.width = width
        self.height = height
        texture = RenderTarget.texture(GL_R32F, width: width, height: height)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            delete()
            throw GPUError(.resources, "R32F coverage framebuffer \(width)×\(height) is incomplete (status 0x\(String(status, radix: 16)))")
        }
        clear(DeviceBox(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// Binds its own framebuffer and sets the viewport.
    func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Zeroes the coverage inside `box` (leaves it bound, `box` the scissor).
    func clear(_ box: DeviceBox) {
        bind()
        box.scissor()
        var zero: [GLfloat] = [0, 0, 0, 0]
        glClearBufferfv(GLenum(GL_COLOR), 0, &zero)
    }

    func delete() {
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
        framebuffer = 0; texture = 0
    }
}

/// Render targets of one size, reused across groups and frames: a group
/// takes one while it draws and gives it back when composited, so the
/// pool holds as many as the deepest nesting of groups (and masks) needs;
/// and the one coverage target they share.
final class RenderTargetPool {
    let compositing: GPUCompositing
    /// Rounds float targets; nil for `.framebufferFetch`.
    let resolver: ResolvePass?
    private var free: [RenderTarget] = []
    private var all: [RenderTarget] = []
    private(set) var coverage: CoverageTarget?
    private(set) var width = 0, height = 0

    init(compositing: GPUCompositing, resolver: ResolvePass?) {
        self.compositing = compositing
        self.resolver = resolver
    }

    /// Drops every target when the canvas size changes, and makes the
    /// coverage target for the new size.
    func prepare(width: Int, height: Int) throws(GPUError) {
        guard width != self.width || height != self.height || coverage == nil else { return }
        deleteAll()
        coverage = try CoverageTarget(width: width, height: height)
        self.width = width; self.height = height
    }

    /// A target of the pool's size, holding whatever its last use left:
    /// clear what will be read.
    func acquire() throws(GPUError) -> RenderTarget {
        if let reused = free.popLast() { return reused }
        guard coverage != nil else { throw GPUError(.resources, "render targets requested before a canvas size") }
        let target = try RenderTarget(width: width, height: height, compositing: compositing, resolver: resolver)
        all.append(target)
        return target
    }

    func release(_ target: RenderTarget) { free.append(target) }

    /// How many targets exist (for tests: it must stop growing).
    var count: Int { all.count }

    func deleteAll() {
        all.forEach { $0.delete() }
        all = []
        free = []
        coverage?.delete()
        coverage = nil
        width = 0; height = 0
    }
}
