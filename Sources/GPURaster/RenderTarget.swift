import CEGL

/// A multisampled color + depth-stencil framebuffer, and a single-sample
/// RGBA8 texture it resolves into (which groups sample and readback
/// reads). The multisampled color is an RGBA8 renderbuffer or a float
/// multisample texture (`ColorStorage`). Its GL objects belong to the
/// context current when it was made; call `delete()` with that context
/// current.
final class RenderTarget {
    let width: Int
    let height: Int
    let samples: Int
    let storage: ColorStorage
    private(set) var framebuffer: GLuint = 0
    /// The multisampled color: a renderbuffer (`.rgba8`) or a multisample
    /// texture (`.float32`).
    private var color: GLuint = 0
    /// Resolves float samples; nil for `.rgba8`.
    private let resolver: ResolvePass?
    private var depthStencil: GLuint = 0
    private(set) var resolveFramebuffer: GLuint = 0
    private(set) var texture: GLuint = 0

    /// - Parameter resolver: the pass that resolves float samples;
    ///   nil stores color as `.rgba8`.
    init(width: Int, height: Int, samples: Int, resolver: ResolvePass?) throws(GPUError) {
        self.width = width
        self.height = height
        self.samples = samples
        self.resolver = resolver
        storage = resolver == nil ? .rgba8 : .float32
        let w = GLsizei(width), h = GLsizei(height)
        if resolver == nil {
            glGenRenderbuffers(1, &color)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_RGBA8), w, h)
        } else {
            glGenTextures(1, &color)
            glBindTexture(GLenum(GL_TEXTURE_2D_MULTISAMPLE), color)
            // Fixed sample locations: the same pattern as the depth-stencil
            // renderbuffer's, which a complete framebuffer requires.
            glTexStorage2DMultisample(GLenum(GL_TEXTURE_2D_MULTISAMPLE), GLsizei(samples), GLenum(GL_RGBA32F), w, h,
                                      GLboolean(GL_TRUE))
            glBindTexture(GLenum(GL_TEXTURE_2D_MULTISAMPLE), 0)
        }
        glGenRenderbuffers(1, &depthStencil)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depthStencil)
        glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_DEPTH24_STENCIL8), w, h)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        if resolver == nil {
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), color)
        } else {
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                   GLenum(GL_TEXTURE_2D_MULTISAMPLE), color, 0)
        }
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT),
                                  GLenum(GL_RENDERBUFFER), depthStencil)
        try check("multisampled \(samples)× \(storage)")

        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), w, h)
        // Groups read it with texelFetch; NEAREST keeps it complete without mipmaps.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glGenFramebuffers(1, &resolveFramebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        try check("resolve")
    }

    private func check(_ what: String) throws(GPUError) {
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            delete()
            throw GPUError(.resources, "\(what) framebuffer \(width)×\(height) is incomplete (status 0x\(String(status, radix: 16)))")
        }
    }

    /// Binds the multisampled framebuffer for drawing and sets the viewport.
    func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Clears color to transparent and stencil to zero inside `box`
    /// (leaves `box` as the scissor).
    func clear(_ box: DeviceBox) {
        bind()
        box.scissor()
        glClearColor(0, 0, 0, 0)
        glClearStencil(0)
        glStencilMask(0xFF)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
    }

    /// The whole target as a box.
    var box: DeviceBox { DeviceBox(x0: 0, y0: 0, x1: width, y1: height) }

    /// Averages the samples inside `box` into the same texels of `texture`
    /// (a blit for `.rgba8`, `ResolvePass` for `.float32`; texel for
    /// pixel; leaves the resolve framebuffer bound and `box` as the
    /// scissor). Texels outside keep whatever an earlier use left there:
    /// read only inside `box`.
    func resolve(_ box: DeviceBox) {
        let box = box.intersection(self.box)
        if let resolver {
            resolver.run(samples: color, count: samples, into: resolveFramebuffer, box: box)
            return
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
        box.scissor()
        let x0 = GLint(box.x0), y0 = GLint(box.y0), x1 = GLint(box.x1), y1 = GLint(box.y1)
        glBlitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
    }

    /// Frees the GL objects (the current context must be the owner's).
    func delete() {
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteFramebuffers(1, &resolveFramebuffer)
        if storage == .rgba8 { glDeleteRenderbuffers(1, &color) } else { glDeleteTextures(1, &color) }
        glDeleteRenderbuffers(1, &depthStencil)
        glDeleteTextures(1, &texture)
        framebuffer = 0; resolveFramebuffer = 0; color = 0; depthStencil = 0; texture = 0
    }
}

/// Render targets of one size, reused across groups and frames: a group
/// takes one while it draws and gives it back when composited, so the
/// pool holds as many as the deepest nesting of groups (and masks) needs.
final class RenderTargetPool {
    /// Resolves float targets; nil makes `.rgba8` targets.
    var resolver: ResolvePass?
    private var free: [RenderTarget] = []
    private var all: [RenderTarget] = []
    private(set) var width = 0, height = 0, samples = 0

    /// Drops every target when the canvas size, sample count or color
    /// storage changes.
    func prepare(width: Int, height: Int, samples: Int) {
        let storage: ColorStorage = resolver == nil ? .rgba8 : .float32
        guard width != self.width || height != self.height || samples != self.samples
              || all.contains(where: { $0.storage != storage }) else { return }
        deleteAll()
        self.width = width; self.height = height; self.samples = samples
    }

    /// A target of the pool's size, holding whatever its last use left:
    /// clear what will be read.
    func acquire() throws(GPUError) -> RenderTarget {
        let target: RenderTarget
        if let reused = free.popLast() {
            target = reused
        } else {
            target = try RenderTarget(width: width, height: height, samples: samples, resolver: resolver)
            all.append(target)
        }
        return target
    }

    func release(_ target: RenderTarget) { free.append(target) }

    /// How many targets exist (for tests: it must stop growing).
    var count: Int { all.count }

    func deleteAll() {
        all.forEach { $0.delete() }
        all = []
        free = []
    }
}
