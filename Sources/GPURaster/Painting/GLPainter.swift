import CEGL
import Geometry
import Paths
import Presentation

/// Draws display items into render targets on the current context: the
/// stateful half of the renderer (programs, vertex buffers, target pool,
/// mesh cache). Every method expects the renderer's context to be current.
///
/// Every item is drawn with exact coverage (coverage.glsl): a convex
/// polygon of few edges in one pass, anything else as trapezoids summed
/// into the coverage target, then one cover pass over their box
/// (GLPainter+Coverage.swift). Compositing follows `compositing`.
final class GLPainter {
    let compositing: GPUCompositing
    /// How image.frag filters images on this device.
    let imageFiltering: ImageFiltering
    let programs: ShaderLibrary
    let pool: RenderTargetPool
    /// Flattening tolerance in device pixels.
    let tolerance: Double
    private var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0
    /// The trapezoid pass's vertex array and buffer (trapezoid.vert).
    private(set) var trapezoidArray: GLuint = 0
    private(set) var trapezoidBuffer: GLuint = 0
    /// The target being drawn into (groups switch it while they draw).
    var target: RenderTarget?
    /// The part of `target` being drawn (the scissor): the canvas, or a
    /// group's box within its parent's.
    var box = PixelRect.empty
    /// The part of `target` a whole frame would draw here: `box` when
    /// the whole frame is drawn; when only a damaged region is redrawn
    /// (`GPURenderer.tracksDamage`), `box` is this cut to the region. A
    /// group's layer is sized from this one, so a shadow blurs the whole
    /// layer a whole frame blurs, and the region gets a whole frame's bytes.
    var layerBox = PixelRect.empty
    /// The canvas target holding the frame drawn last, kept out of the
    /// pool while the renderer tracks damage (`GPURenderer.tracksDamage`).
    var keptCanvas: RenderTarget?
    /// Meshes of fills and strokes of the last two frames.
    var meshes = FrameCache<MeshKey, CoverageMesh>()
    /// The shortcuts that run (`DebugSwitches`: all by default).
    var switches = DebugSwitches()
    /// What was done so far, for tests.
    var counters = DebugCounters()
    /// The vertex array and buffer of per-instance attributes, made on
    /// first use (`drawInstancedImage`).
    var instanceArray: GLuint = 0
    var instanceBuffer: GLuint = 0
    /// Grids drawn through their compiled tracks: cached instance buffers.
    let instanceGrids = InstanceGridBuffers()

    /// `imageFiltering` nil: `ImageFiltering.probe()` picks it.
    init(tolerance: Double, compositing: GPUCompositing, imageFiltering: ImageFiltering? = nil) throws(GPUError) {
        self.tolerance = tolerance
        self.compositing = compositing
        var filtering = ImageFiltering.shader
        if let imageFiltering { filtering = imageFiltering } else { filtering = try ImageFiltering.probe() }
        self.imageFiltering = filtering
        programs = try ShaderLibrary(compositing: compositing, imageFiltering: filtering)
        pool = RenderTargetPool(compositing: compositing,
                                resolver: compositing == .floatTargets ? try ResolvePass() : nil)
        glGenVertexArrays(1, &trapezoidArray)
        glBindVertexArray(trapezoidArray)
        glGenBuffers(1, &trapezoidBuffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), trapezoidBuffer)
        let stride = GLsizei(CoverageMesh.floatsPerVertex * 4)
        // (location, components, first float): the box corner, a_band, a_sides.
        for (location, size, offset) in [(0, 2, 0), (1, 4, 2), (2, 4, 6)] as [(GLuint, GLint, Int)] {
            glEnableVertexAttribArray(location)
            glVertexAttribPointer(location, size, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: offset * 4))
        }
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
        pool.resolver?.delete()
        glDeleteBuffers(1, &vertexBuffer)
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteBuffers(1, &trapezoidBuffer)
        glDeleteVertexArrays(1, &trapezoidArray)
        if instanceArray != 0 {
            glDeleteBuffers(1, &instanceBuffer)
            glDeleteVertexArrays(1, &instanceArray)
        }
        instanceGrids.delete()
    }

    /// Binds the painter's own vertex array and buffer again (after a
    /// draw that bound its own).
    func restoreVertexArray() {
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
    }

    /// Fixed state for a frame: no dithering (it would perturb the 8-bit
    /// rounding the CPU matches), depth test or culling; premultiplied
    /// source-over blending for `.floatTargets` (with framebuffer fetch the
    /// shaders blend, and GL_BLEND stays off).
    func beginFrame() {
        restoreVertexArray()
        if compositing == .floatTargets {
            glEnable(GLenum(GL_BLEND))
            setSourceOver()
        } else {
            glDisable(GLenum(GL_BLEND))
        }
        glDisable(GLenum(GL_DITHER))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glEnable(GLenum(GL_SCISSOR_TEST))
    }

    /// Premultiplied source-over, the blend function of `.floatTargets`.
    func setSourceOver() {
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
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

    /// The mesh of `path` mapped to device pixels by `transform` and
    /// filled under `rule`, cached across frames.
    func mesh(_ path: Path, transform: AffineTransform, rule: FillRule) -> CoverageMesh {
        meshes.value(for: .fill(path, transform, rule)) {
            counters.meshesBuilt += 1
            return CoverageMesh(contours: DevicePolygons.fill(path, transform: transform, tolerance: tolerance),
                                rule: rule)
        }
    }

    /// Ends a frame: meshes unused during it are dropped next time.
    func endFrame() {
        meshes.endFrame()
    }

    /// Binds `program` and fills its vertex uniforms for the current target.
    func use(_ program: GLProgram, paintFromDevice: AffineTransform = .identity) {
        glUseProgram(program.id)
        guard let target else { return }
        PaintVertexUniforms(viewportWidth: target.width, viewportHeight: target.height,
                            paintFromDevice: paintFromDevice).apply(to: program)
    }
}

/// What a mesh is built from: the same key, the same mesh.
enum MeshKey: Hashable {
    case fill(Paths.Path, Geometry.AffineTransform, FillRule)
    case stroke(Paths.Path, Paths.StrokeStyle, Geometry.AffineTransform, strokeStart: Double, strokeEnd: Double)
}
