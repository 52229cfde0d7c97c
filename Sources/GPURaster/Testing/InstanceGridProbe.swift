import CEGL
import Geometry
import Presentation
import Timeline

/// Reads back what instanced_image.vert (TRACKS) computes for a grid:
/// the same program source, uniforms and cached vertex array as
/// `GLPainter.drawInstancedImage`, with every vertex's outputs captured by
/// transform feedback. The draw's indexed triangles are issued as points
/// here, each of the 4 vertices per instance once (GLSL ES 3.00 captures
/// no indexed draws); the vertex stage is the same. The check that the GPU
/// places the ripple grid as the CPU does. Needs a current context.
struct InstanceGridProbe {
    /// The vertex outputs captured, interleaved in this order: vec4
    /// (opacity, scale, offset weight, position x) and float position y of
    /// the table's values, uint written bits, vec2 device position
    /// (pixels) of corner k of the destination rectangle, vec2 paint
    /// position of the vertex (corner k of the corners' box grown to whole
    /// pixels), float opacity (0 for a hidden copy).
    static let varyings = ["v_trackSlots", "v_trackPositionY", "v_trackWritten", "v_device", "v_paint", "v_opacity"]
    /// 32-bit words captured per vertex.
    static let wordsPerVertex = 11
    /// Vertices per instance (the quad's corners, Path(rect:) order).
    static let verticesPerInstance = InstanceGridBuffers.verticesPerInstance

    /// One captured vertex.
    struct Vertex {
        /// The table's values for the instance (float32 precision).
        var values: TrackTable.Values
        /// Where the corner lands, device pixels.
        var device: Point
        /// The paint coordinates where the vertex stands: corner k of the
        /// box around `device` of all four corners, grown to whole pixels.
        var paint: Point
        /// The opacity image.frag multiplies by; 0 when the copy is hidden.
        var opacity: Double
    }

    /// `ShaderLibrary.instancedTracksImageProgram(feedback: varyings)`.
    let program: GLProgram

    /// The probe with its own program, linked on the current context.
    init() throws(GPUError) {
        program = try ShaderLibrary.instancedTracksImageProgram(compositing: .floatTargets, imageFiltering: .shader,
                                                                  feedback: Self.varyings)
    }

    /// Every instance's four vertices, `result[instance][corner]`, for
    /// `grid` drawing `image` on a canvas of `width` × `height` pixels.
    func evaluate(_ grid: InstanceGrid, image: ImageItem, width: Int, height: Int) throws(GPUError) -> [[Vertex]] {
        guard let uniforms = InstanceGridUniforms(grid, image: image) else {
            throw GPUError(.unsupported, "the grid's numbers are not finite in float32")
        }
        let count = grid.tracks.instances.count
        guard count > 0 else { return [] }
        while glGetError() != GLenum(GL_NO_ERROR) {}
        let buffers = InstanceGridBuffers()
        var feedback: GLuint = 0, output: GLuint = 0
        var target = DiscardFramebuffer()
        glGenBuffers(1, &output)
        glGenTransformFeedbacks(1, &feedback)
        defer {
            glBindVertexArray(0)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
            buffers.delete()
            glBindTransformFeedback(GLenum(GL_TRANSFORM_FEEDBACK), 0)
            glDeleteTransformFeedbacks(1, &feedback)
            glDeleteBuffers(1, &output)
            target.delete()
            glDisable(GLenum(GL_RASTERIZER_DISCARD))
        }
        glUseProgram(program.id)
        guard buffers.load(grid.tracks.table, into: program) else {
            throw GPUError(.unsupported, "the grid's track table exceeds the shader's arrays")
        }
        PaintVertexUniforms(viewportWidth: width, viewportHeight: height).apply(to: program)
        uniforms.apply(to: program)
        buffers.bind(grid.tracks.instances)

        let vertices = count * Self.verticesPerInstance
        let bytes = vertices * Self.wordsPerVertex * 4
        glBindTransformFeedback(GLenum(GL_TRANSFORM_FEEDBACK), feedback)
        glBindBuffer(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), output)
        glBufferData(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), bytes, nil, GLenum(GL_DYNAMIC_READ))
        glBindBufferBase(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), 0, output)
        glEnable(GLenum(GL_RASTERIZER_DISCARD))
        glBeginTransformFeedback(GLenum(GL_POINTS))
        glDrawArrays(GLenum(GL_POINTS), 0, GLsizei(vertices))
        glEndTransformFeedback()
        guard let mapped = glMapBufferRange(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), 0, bytes,
                                            GLbitfield(GL_MAP_READ_BIT)) else {
            throw GPUError(.drawing, "mapping the transform feedback buffer failed (0x\(String(glGetError(), radix: 16)))")
        }
        defer { glUnmapBuffer(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER)) }
        let words = mapped.bindMemory(to: UInt32.self, capacity: bytes / 4)
        let result = (0..<count).map { instance in
            (0..<Self.verticesPerInstance).map { corner in
                let w = words + (instance * Self.verticesPerInstance + corner) * Self.wordsPerVertex
                let f = { (k: Int) in Double(Float(bitPattern: w[k])) }
                var values = TrackTable.Values(opacity: f(0), scale: f(1), offsetWeight: f(2), positionX: f(3),
                                               positionY: f(4))
                values.written = w[5]
                return Vertex(values: values, device: Point(f(6), f(7)), paint: Point(f(8), f(9)), opacity: f(10))
            }
        }
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR) else {
            throw GPUError(.drawing, "OpenGL error 0x\(String(error, radix: 16)) while probing an instance grid")
        }
        return result
    }
}
