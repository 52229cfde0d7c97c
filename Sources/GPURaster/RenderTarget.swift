import CEGL

/// A color + depth-stencil framebuffer items are drawn into, and an RGBA8
/// texture it resolves into (which groups sample and readback reads).
/// Color is drawn into, by `ColorStorage` and sample count:
/// - `.rgba8`, several samples: a multisampled renderbuffer, resolved by a
///   blit;
/// - `.rgba8`, one sample: the RGBA8 texture itself (nothing to resolve);
/// - `.float32`: an RGBA32F texture (multisampled when several samples),
///   resolved by `ResolvePass`.
/// One sample is a plain, non-multisampled attachment: llvmpipe turns a
/// request for one sample into four.
/// Its GL objects belong to the context current when it was made; call
/// `delete()` with that context current.
final class RenderTarget {
    let width: Int
    let height: Int
    let samples: Int
    let storage: ColorStorage
    private(set) var framebuffer: GLuint = 0
    /// The color drawn into when it is not `texture`: a multisampled
    /// renderbuffer (`.rgba8`) or a float texture (`.float32`); 0 else.
    private var color: GLuint = 0
    /// Resolves float samples; nil for `.rgba8`.
    private let resolver: ResolvePass?
    private var depthStencil: GLuint = 0
    private(set) var resolveFramebuffer: GLuint = 0
    private(set) var texture: GLuint = 0

    private var multisampled: Bool { samples > 1 }
    private var colorTarget: GLenum { GLenum(multisampled ? GL_TEXTURE_2D_MULTISAMPLE : GL_TEXTURE_2D) }

    /// - Parameter resolver: the pass that resolves float samples;
    ///   nil stores color as `.rgba8`.
    init(width: Int, height: Int, samples: Int, resolver: ResolvePass?) throws(GPUError) {
        self.width = width
        self.height = height
        self.samples = max(1, samples)
        self.resolver = resolver
        storage = resolver == nil ? .rgba8 : .float32
        let w = GLsizei(width), h = GLsizei(height)

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

        glGenRenderbuffers(1, &depthStencil)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depthStencil)
        if multisampled {
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_DEPTH24_STENCIL8), w, h)
        } else {
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), w, h)
        }
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        switch (storage, multisampled) {
        case (.rgba8, true):
            glGenRenderbuffers(1, &color)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_RGBA8), w, h)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), color)
        case (.rgba8, false):
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        case (.float32, _):
            glGenTextures(1, &color)
            glBindTexture(colorTarget, color)
            if multisampled {
                // Fixed sample locations: the same pattern as the
                // depth-stencil renderbuffer's, which a complete
                // framebuffer requires.
                glTexStorage2DMultisample(colorTarget, GLsizei(samples), GLenum(GL_RGBA32F), w, h, GLboolean(GL_TRUE))
            } else {
                glTexStorage2D(colorTarget, 1, GLenum(GL_RGBA32F), w, h)
                glTexParameteri(colorTarget, GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
                glTexParameteri(colorTarget, GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
            }
            glBindTexture(colorTarget, 0)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), colorTarget, color, 0)
        }
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT),
                                  GLenum(GL_RENDERBUFFER), depthStencil)
        try check("\(samples)-sample \(storage)")
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

    /// Clears stencil to zero and, unless `color` is false (something
    /// opaque will cover `box` first), color to transparent inside `box`
    /// (leaves `box` as the scissor). Two clears, not one: llvmpipe clears
    /// a multisampled RGBA8 color and stencil faster one at a time.
    func clear(_ box: DeviceBox, color: Bool = true) {
        bind()
        box.scissor()
        glClearStencil(0)
        glStencilMask(0xFF)
        glClear(GLbitfield(GL_STENCIL_BUFFER_BIT))
        guard color else { return }
        glClearColor(0, 0, 0, 0)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
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
            resolver.run(color: color, samples: samples, into: resolveFramebuffer, box: box)
            return
        }
        guard multisampled else {
            // Drawn straight into `texture`: nothing to average.
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
            box.scissor()
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
        if color != 0 {
            if storage == .rgba8 { glDeleteRenderbuffers(1, &color) } else { glDeleteTextures(1, &color) }
        }
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
