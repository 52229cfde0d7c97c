import CEGL
import Geometry
import Paths
import Presentation

/// Draws display items into render targets on the current context: the
/// stateful half of the renderer (programs, vertex buffer, target pool).
/// Every method expects the renderer's context to be current.
final class GLPainter {
    let programs: ShaderLibrary
    let pool = RenderTargetPool()
    /// Flattening tolerance in device pixels.
    let tolerance: Double
    private var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0
    /// The target being drawn into (groups switch it while they draw).
    var target: RenderTarget?
    /// The part of `target` being drawn (the scissor): the canvas, or a
    /// group's box within its parent's.
    var box = DeviceBox.empty
    /// Fill meshes of the last two frames.
    var fillMeshes = FrameCache<FillKey, FillMesh>()
    /// Untrimmed stroke outlines in local units of the last two frames.
    var trimmableStrokes = FrameCache<TrimmableStrokeKey, StrokeMesh>()
    /// Untrimmed stroke outlines built so far (for tests: a stroke whose
    /// trim and transform animate is outlined once per scale step).
    var strokeOutlinesBuilt = 0
    /// The program bound last (by `use`).
    var currentProgram: GLProgram?
    /// Draws a grid whose template is one image in one instanced call
    /// (`drawInstancedImage`); false forces instance-by-instance drawing
    /// (for tests and measurements). Default: true.
    var drawsInstancesInOneCall = true
    /// Grids drawn by `drawInstancedImage` so far (for tests).
    var instancedImageDraws = 0
    /// The vertex array and buffer of per-instance attributes, made on
    /// first use (`drawInstancedImage`).
    var instanceArray: GLuint = 0
    var instanceBuffer: GLuint = 0
    /// Draws opaque solid paint with blending off, and skips clearing the
    /// canvas's color under a first item that covers it opaquely: both give
    /// the same bytes (source-over with alpha 1 is the source, exactly, in
    /// fixed point and in float) and save llvmpipe a read and blend per
    /// sample, or a whole clear. False (for tests) blends and clears
    /// everything. Default: true.
    var usesOpaqueShortcuts = true
    /// Whether GL_BLEND is on (set by `beginFrame` and `use`).
    private(set) var blending = true
    /// Resolves float targets; nil when the driver cannot render to
    /// them.
    private let resolvePass: ResolvePass?
    /// Grids drawn through their compiled tracks: cached instance buffers.
    let instanceGrids = InstanceGridBuffers()

    /// How targets keep color while drawing: `.float32` when the
    /// driver supports it (see `ColorStorage`); setting it drops the
    /// targets made so far at the next frame. Setting `.float32` without
    /// support keeps `.rgba8`.
    var colorStorage: ColorStorage {
        get { pool.resolver == nil ? .rgba8 : .float32 }
        set { pool.resolver = newValue == .float32 ? resolvePass : nil }
    }

    /// - Parameter storage: the color storage wanted; `.float32` builds
    ///   the resolve program (which needs OpenGL ES 3.1).
    init(tolerance: Double, storage: ColorStorage) throws(GPUError) {
        self.tolerance = tolerance
        programs = try ShaderLibrary()
        resolvePass = storage == .float32 ? try ResolvePass() : nil
        pool.resolver = resolvePass
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        glGenBuffers(1, &vertexBuffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
    }

    /// Frees the GL objects this painter made.
    func delete() {
        pool.deleteAll()
        resolvePass?.delete()
        glDeleteBuffers(1, &vertexBuffer)
        glDeleteVertexArrays(1, &vertexArray)
        if instanceArray != 0 {
            glDeleteBuffers(1, &instanceBuffer)
            glDeleteVertexArrays(1, &instanceArray)
        }
        instanceGrids.delete()
    }

    /// Binds the painter's own vertex array and buffer again (after an
    /// instanced draw bound its own).
    func restoreVertexArray() {
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
    }

    /// Fixed state for a frame: premultiplied source-over blending, no
    /// dithering (it would perturb the 8-bit rounding the CPU matches), no
    /// depth test.
    func beginFrame() {
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glEnable(GLenum(GL_BLEND))
        blending = true
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(GLenum(GL_DITHER))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_STENCIL_TEST))
        glEnable(GLenum(GL_SCISSOR_TEST))
    }

    /// Draws `vertices` (x, y pairs in device pixels) as triangles.
    func drawTriangles(_ vertices: [Float]) {
        guard vertices.count >= 6 else { return }
        vertices.withUnsafeBytes { bytes in
            // Orphan the previous contents so the driver need not wait for
            // draws still reading them.
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        glDrawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(vertices.count / 2))
    }

    /// Fills `mesh` with the program in use: directly when convex, else
    /// stencil-then-cover under `rule`.
    func fill(_ mesh: FillMesh, rule: FillRule) {
        guard !mesh.isEmpty else { return }
        if mesh.isConvex {
            drawTriangles(mesh.fan)
            return
        }
        beginStencil(rule: rule)
        drawTriangles(mesh.fan)
        cover(mesh.cover)
    }

    /// Starts the stencil pass of stencil-then-cover: color writes off,
    /// winding counted with wrapping increments and decrements for nonzero,
    /// parity with INVERT for even-odd. Draw the fill's triangles next
    /// (any program), then `cover`.
    func beginStencil(rule: FillRule) {
        let off = GLboolean(GL_FALSE)
        glEnable(GLenum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        glColorMask(off, off, off, off)
        glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
        switch rule {
        case .nonZero:
            glStencilOpSeparate(GLenum(GL_FRONT), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR_WRAP))
            glStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_DECR_WRAP))
        case .evenOdd:
            glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INVERT))
        }
    }

    /// Ends stencil-then-cover: paints `triangles` (device pixels, over
    /// every sample the stencil pass touched) with the program in use where
    /// the stencil is not zero, zeroing the stencil it passes over.
    func cover(_ triangles: [Float]) {
        let on = GLboolean(GL_TRUE)
        glColorMask(on, on, on, on)
        glStencilFunc(GLenum(GL_NOTEQUAL), 0, 0xFF)
        glStencilOp(GLenum(GL_ZERO), GLenum(GL_ZERO), GLenum(GL_ZERO))
        drawTriangles(triangles)
        glDisable(GLenum(GL_STENCIL_TEST))
    }

    /// The mesh of `path` mapped to device pixels by `transform`, cached
    /// across frames.
    func mesh(_ path: Path, transform: AffineTransform) -> FillMesh {
        fillMeshes.value(for: FillKey(path: path, transform: transform)) {
            FillMesh(contours: DevicePolygons.fill(path, transform: transform, tolerance: tolerance))
        }
    }

    /// True when `item`, drawn first into a cleared target, would cover
    /// every sample of `box` with opaque color: an opaque solid fill whose
    /// convex mesh holds the box. The color clear under it is then
    /// unnecessary.
    func coversOpaquely(_ item: DisplayItem?, box: DeviceBox) -> Bool {
        guard usesOpaqueShortcuts, case .fill(let fill)? = item, case .solid(let color) = fill.paint,
              !color.alpha.isNaN, color.clamped.alpha >= 1 else { return false }
        return mesh(fill.path, transform: fill.transform).covers(box)
    }

    /// Ends a frame: meshes unused during it are dropped next time.
    func endFrame() {
        fillMeshes.endFrame()
        trimmableStrokes.endFrame()
    }

    /// Turns GL_BLEND on or off when it is not already.
    func setBlending(_ on: Bool) {
        guard on != blending else { return }
        if on { glEnable(GLenum(GL_BLEND)) } else { glDisable(GLenum(GL_BLEND)) }
        blending = on
    }

    /// Binds `program` and fills its vertex uniforms for the current
    /// target; blends unless `opaque` (every fragment it draws has alpha
    /// exactly 1) and `usesOpaqueShortcuts`.
    func use(_ program: GLProgram, paintFromDevice: AffineTransform = .identity, opaque: Bool = false) {
        glUseProgram(program.id)
        currentProgram = program
        setBlending(!(opaque && usesOpaqueShortcuts))
        guard let target else { return }
        PaintVertexUniforms(viewportWidth: target.width, viewportHeight: target.height,
                            paintFromDevice: paintFromDevice).apply(to: program)
    }
}
