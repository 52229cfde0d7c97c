import CEGL
import Presentation

/// A framebuffer whose only attachment is a texture of one format, read
/// with texelFetch (NEAREST keeps it complete without mipmaps). Its GL
/// objects belong to the context current when it was made; call
/// `delete()` with that context current.
struct TextureFramebuffer {
    let width: Int
    let height: Int
    private(set) var framebuffer: GLuint = 0
    private(set) var texture: GLuint = 0

    /// Makes the texture (`format`, e.g. GL_RGBA8) and its framebuffer,
    /// leaving the framebuffer bound; throws when the driver calls it
    /// incomplete (`name` goes in the message).
    init(_ format: Int32, name: String, width: Int, height: Int) throws(GPUError) {
        self.width = width
        self.height = height
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(format), GLsizei(width), GLsizei(height))
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            delete()
            throw GPUError(.resources, "\(name) framebuffer \(width)×\(height) is incomplete (status 0x\(String(status, radix: 16)))")
        }
    }

    /// Binds the framebuffer and sets the viewport to all of it.
    func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Zeroes every channel inside `box` (leaves the framebuffer bound and
    /// `box` as the scissor).
    func clear(_ box: PixelRect) {
        bind()
        box.scissor()
        var zero: [GLfloat] = [0, 0, 0, 0]
        glClearBufferfv(GLenum(GL_COLOR), 0, &zero)
    }

    mutating func delete() {
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
        framebuffer = 0; texture = 0
    }
}

/// A target items are drawn into, and the RGBA8 texture that holds its
/// pixels afterwards (which groups sample and readback reads):
/// - `.framebufferFetch`: that RGBA8 texture is drawn into directly;
///   nothing to resolve;
/// - `.floatTargets`: an RGBA32F texture is drawn into and `ResolvePass`
///   rounds it into the RGBA8 texture.
/// No depth, stencil or multisampling: coverage is computed exactly.
/// Call `delete()` with the context it was made on current.
final class RenderTarget {
    let width: Int
    let height: Int
    /// The RGBA8 pixels; readback reads its framebuffer.
    private(set) var bytes: TextureFramebuffer
    /// The RGBA32F color drawn into (`.floatTargets`); nil else.
    private var floats: TextureFramebuffer?
    /// Rounds `floats` into `bytes`; nil for `.framebufferFetch`.
    private let resolver: ResolvePass?

    /// - Parameter resolver: needed for `.floatTargets`.
    init(width: Int, height: Int, compositing: GPUCompositing, resolver: ResolvePass?) throws(GPUError) {
        self.width = width
        self.height = height
        self.resolver = compositing == .floatTargets ? resolver : nil
        bytes = try TextureFramebuffer(GL_RGBA8, name: "RGBA8", width: width, height: height)
        if compositing == .floatTargets {
            do {
                floats = try TextureFramebuffer(GL_RGBA32F, name: "RGBA32F", width: width, height: height)
            } catch {
                bytes.delete()
                throw error
            }
        }
    }

    /// The RGBA8 texture holding the pixels once resolved.
    var texture: GLuint { bytes.texture }
    /// The framebuffer whose only attachment is `texture`.
    var resolveFramebuffer: GLuint { bytes.framebuffer }

    /// Binds the framebuffer items are drawn into and sets the viewport.
    func bind() { (floats ?? bytes).bind() }

    /// Clears the color to transparent inside `box` (leaves `box` as the
    /// scissor).
    func clear(_ box: PixelRect) { (floats ?? bytes).clear(box) }

    /// The whole target as a box.
    var box: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Makes `texture` hold what was drawn inside `box` (leaves the
    /// resolve framebuffer bound and `box` as the scissor): nothing to do
    /// for `.framebufferFetch`; `ResolvePass` rounds the float color for
    /// `.floatTargets`. Texels outside keep whatever an earlier use left
    /// there: read only inside `box`.
    func resolve(_ box: PixelRect) {
        let box = box.intersection(self.box)
        if let resolver, let floats {
            resolver.run(color: floats.texture, into: bytes.framebuffer, box: box)
            return
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), bytes.framebuffer)
        box.scissor()
    }

    /// Frees the GL objects (the current context must be the owner's).
    func delete() {
        bytes.delete()
        floats?.delete()
    }
}

/// Render targets of one size, reused across groups and frames: a group
/// takes one while it draws and gives it back when composited, so the
/// pool holds as many as the deepest nesting of groups (and masks) needs;
/// and the one coverage target they share: an R32F texture paths sum
/// their trapezoids' coverage into (coverage.frag), with a framebuffer of
/// its own, cleared inside each path's box before its trapezoids are
/// summed; the cover pass reads it as a texture.
final class RenderTargetPool {
    let compositing: GPUCompositing
    /// Rounds float targets; nil for `.framebufferFetch`.
    let resolver: ResolvePass?
    private var free: [RenderTarget] = []
    private var all: [RenderTarget] = []
    private(set) var coverage: TextureFramebuffer?
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
        let target = try TextureFramebuffer(GL_R32F, name: "R32F coverage", width: width, height: height)
        target.clear(PixelRect(x: 0, y: 0, width: width, height: height))
        coverage = target
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
        if var coverage { coverage.delete() }
        coverage = nil
        width = 0; height = 0
    }
}
