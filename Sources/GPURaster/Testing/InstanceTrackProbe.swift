import CEGL
import Timeline

/// Evaluates a `TrackTable` for many instances on the GPU with
/// instance_tracks.glsl and reads the values back through transform
/// feedback: the check that the GLSL twin matches
/// `TrackTable.values(at:instance:model:)`. Needs a current context.
struct InstanceTrackProbe {
    /// The vertex outputs captured, interleaved in this order: vec4
    /// (opacity, scale, offset weight, position x), float position y,
    /// uint written bits.
    static let varyings = ["v_slots", "v_positionY", "v_written"]
    /// 32-bit words captured per instance (4 + 1 + 1).
    static let wordsPerInstance = 6

    /// One copy to evaluate: `TrackTable.Instance` plus the model position
    /// the position slots start from.
    struct Copy {
        var instance: TrackTable.Instance
        var positionX: Double
        var positionY: Double
    }

    let program: GLProgram

    /// The values of every copy at each layer time in `times` (seconds),
    /// on top of the model (opacity, scale, offset weight) and each copy's
    /// position, `result[time][copy]`; values carry float32 precision.
    func evaluate(_ table: TrackTable, copies: [Copy], times: [Double],
                  model: TrackTable.Values = TrackTable.Values()) throws(GPUError) -> [[TrackTable.Values]] {
        guard let uniforms = TrackTableUniforms(table) else {
            throw GPUError(.unsupported, "track table of \(table.nodes.count) nodes, \(table.segments.count) segments exceeds the shader's arrays")
        }
        guard !copies.isEmpty else { return times.map { _ in [] } }
        while glGetError() != GLenum(GL_NO_ERROR) {}
        var vertexArray: GLuint = 0, buffers: [GLuint] = [0, 0, 0], feedback: GLuint = 0
        var target = DiscardFramebuffer()
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(3, &buffers)
        glGenTransformFeedbacks(1, &feedback)
        defer {
            glBindVertexArray(0)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
            glBindTransformFeedback(GLenum(GL_TRANSFORM_FEEDBACK), 0)
            glDeleteTransformFeedbacks(1, &feedback)
            glDeleteBuffers(3, &buffers)
            glDeleteVertexArrays(1, &vertexArray)
            target.delete()
            glDisable(GLenum(GL_RASTERIZER_DISCARD))
        }
        glBindVertexArray(vertexArray)
        let instanceData = copies.flatMap { [Float($0.instance.timeShift), Float($0.positionX), Float($0.positionY)] }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffers[0])
        glBufferData(GLenum(GL_ARRAY_BUFFER), instanceData.count * 4, instanceData, GLenum(GL_STATIC_DRAW))
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 12, nil)
        let bits = copies.map(\.instance.optionalTracks)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffers[1])
        glBufferData(GLenum(GL_ARRAY_BUFFER), bits.count * 4, bits, GLenum(GL_STATIC_DRAW))
        glEnableVertexAttribArray(1)
        glVertexAttribIPointer(1, 1, GLenum(GL_UNSIGNED_INT), 4, nil)

        let bytes = copies.count * Self.wordsPerInstance * 4
        glBindTransformFeedback(GLenum(GL_TRANSFORM_FEEDBACK), feedback)
        glBindBuffer(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), buffers[2])
        glBufferData(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), bytes, nil, GLenum(GL_DYNAMIC_READ))
        glBindBufferBase(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), 0, buffers[2])

        glUseProgram(program.id)
        uniforms.apply(to: program)
        glUniform3f(program.location("u_model"), Float(model.opacity), Float(model.scale), Float(model.offsetWeight))
        glEnable(GLenum(GL_RASTERIZER_DISCARD))
        var results: [[TrackTable.Values]] = []
        for time in times {
            glUniform1f(program.location("u_time"), Float(time))
            glBeginTransformFeedback(GLenum(GL_POINTS))
            glDrawArrays(GLenum(GL_POINTS), 0, GLsizei(copies.count))
            glEndTransformFeedback()
            guard let mapped = glMapBufferRange(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), 0, bytes,
                                                GLbitfield(GL_MAP_READ_BIT)) else {
                throw GPUError(.drawing, "mapping the transform feedback buffer failed (0x\(String(glGetError(), radix: 16)))")
            }
            let words = mapped.bindMemory(to: UInt32.self, capacity: bytes / 4)
            results.append((0..<copies.count).map { i in
                let w = words + i * Self.wordsPerInstance
                let f = { (k: Int) in Double(Float(bitPattern: w[k])) }
                var v = TrackTable.Values(opacity: f(0), scale: f(1), offsetWeight: f(2), positionX: f(3), positionY: f(4))
                v.written = w[5]
                return v
            })
            glUnmapBuffer(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER))
        }
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR) else {
            throw GPUError(.drawing, "OpenGL error 0x\(String(error, radix: 16)) while evaluating instance tracks")
        }
        return results
    }
}
