import CEGL
import Timeline

/// The uniforms of instance_tracks.glsl: a `TrackTable`'s packed nodes and
/// segments converted to float32, ready for `glUniform4fv`.
struct TrackTableUniforms {
    /// instance_tracks.glsl's TRACK_MAX_NODES (`ShaderConstants`): 16 nodes of four vec4 plus
    /// 32 segments of two vec4 are 128 vec4, half of the 256 vertex uniform
    /// vectors GLSL ES 3.00 guarantees (the Fuber tile needs 5 and 13).
    static let maximumNodes = 16
    /// instance_tracks.glsl's TRACK_MAX_SEGMENTS (see `maximumNodes`).
    static let maximumSegments = 32

    /// `TrackTable.packedNodes` as float32, `TrackTable.nodeStride` each.
    let nodes: [Float]
    /// `TrackTable.packedSegments` as float32, `TrackTable.segmentStride` each.
    let segments: [Float]
    /// `TrackTable.nodes.count`.
    let nodeCount: Int

    /// The uniforms of `table`; nil when it has more nodes or segments
    /// than the shader's arrays hold.
    init?(_ table: TrackTable) {
        guard table.nodes.count <= Self.maximumNodes, table.segments.count <= Self.maximumSegments else { return nil }
        // +∞ (an endless active duration) stays +∞ in float32.
        nodes = table.packedNodes.map { Float($0) }
        segments = table.packedSegments.map { Float($0) }
        nodeCount = table.nodes.count
    }

    /// Loads the table into `buffer` and binds it as uniform block 0, the
    /// nodes then the segments, each array padded to its maximum
    /// (instance_tracks.glsl's TrackBlock with TRACK_BLOCK, std140: vec4
    /// arrays are packed), and sets the node count on `program`, which
    /// must be current.
    func apply(to program: GLProgram, block buffer: GLuint) {
        let block = nodes + [Float](repeating: 0, count: TrackTable.nodeStride * Self.maximumNodes - nodes.count)
            + segments + [Float](repeating: 0, count: TrackTable.segmentStride * Self.maximumSegments - segments.count)
        glBindBuffer(GLenum(GL_UNIFORM_BUFFER), buffer)
        block.withUnsafeBytes {
            glBufferData(GLenum(GL_UNIFORM_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        glBindBuffer(GLenum(GL_UNIFORM_BUFFER), 0)
        glBindBufferBase(GLenum(GL_UNIFORM_BUFFER), 0, buffer)
        glUniform1i(program.location("u_trackNodeCount"), GLint(nodeCount))
    }

    /// Sets the uniforms on `program`, which must be current.
    func apply(to program: GLProgram) {
        nodes.withUnsafeBufferPointer {
            glUniform4fv(program.location("u_trackNodes"), GLsizei(nodes.count / 4), $0.baseAddress)
        }
        if !segments.isEmpty {
            segments.withUnsafeBufferPointer {
                glUniform4fv(program.location("u_trackSegments"), GLsizei(segments.count / 4), $0.baseAddress)
            }
        }
        glUniform1i(program.location("u_trackNodeCount"), GLint(nodeCount))
    }
}
