import CEGL
import Layers
import Timeline

/// What the painter keeps for grids drawn through their compiled tracks
/// (instanced_image.vert with TRACKS): each grid's per-instance attributes,
/// uploaded once and reused while the grid's instance array is the same
/// (the layer's own array, so normally for every frame), and the table
/// whose uniforms the program holds. A frame then uploads only the time,
/// the layer's map and a few per-grid numbers. Lives on the painter's
/// context.
final class InstanceGridBuffers {
    /// Instance arrays kept (least recently used dropped first): scenes
    /// have one or two grids.
    static let capacity = 4
    /// 32-bit words per instance: timeShift, position x, y, offset x, y
    /// (float32) and optionalTracks (uint32).
    static let wordsPerInstance = 6

    /// Draws grids through their tracks on the GPU; false makes the
    /// painter draw the CPU-evaluated placements instead (for tests and
    /// measurements). Default: true.
    var evaluatesTracks = true
    /// Grids drawn through their tracks so far (for tests).
    var trackDraws = 0
    /// Instance arrays uploaded so far (for tests: once per grid, not per
    /// frame).
    private(set) var uploads = 0

    private struct Entry {
        var instances: [LayerInstance]
        var vertexArray: GLuint
        var buffer: GLuint
        var lastUse: Int
    }
    private var entries: [Entry] = []
    private var clock = 0
    /// The table last loaded into the tracks program's uniforms.
    private var loadedTable: TrackTable?

    /// Binds a vertex array holding `instances`' attributes (locations 0–2
    /// of instanced_image.vert with TRACKS), uploading them unless an
    /// array equal to it was uploaded before. Array equality is immediate
    /// for the same storage, so a grid drawn every frame costs nothing here.
    func bind(_ instances: [LayerInstance]) {
        clock += 1
        if let i = entries.firstIndex(where: { $0.instances == instances }) {
            entries[i].lastUse = clock
            glBindVertexArray(entries[i].vertexArray)
            return
        }
        var entry: Entry
        if entries.count < Self.capacity {
            entry = Entry(instances: instances, vertexArray: 0, buffer: 0, lastUse: clock)
            glGenVertexArrays(1, &entry.vertexArray)
            glGenBuffers(1, &entry.buffer)
            glBindVertexArray(entry.vertexArray)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), entry.buffer)
            Self.describeAttributes()
        } else {
            let oldest = entries.indices.min { entries[$0].lastUse < entries[$1].lastUse }!
            entry = entries.remove(at: oldest)
            entry.instances = instances
            entry.lastUse = clock
            glBindVertexArray(entry.vertexArray)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), entry.buffer)
        }
        let words = Self.words(instances)
        words.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        uploads += 1
        entries.append(entry)
    }

    /// Loads `table`'s uniforms into `program` (current) unless it holds
    /// them already; false when the table exceeds the shader's arrays.
    func load(_ table: TrackTable, into program: GLProgram) -> Bool {
        if loadedTable == table { return true }
        guard let uniforms = TrackTableUniforms(table) else { return false }
        uniforms.apply(to: program)
        loadedTable = table
        return true
    }

    /// Frees every buffer and vertex array.
    func delete() {
        for var entry in entries {
            glDeleteBuffers(1, &entry.buffer)
            glDeleteVertexArrays(1, &entry.vertexArray)
        }
        entries = []
        loadedTable = nil
    }

    /// The attribute words of `instances`, `wordsPerInstance` each.
    static func words(_ instances: [LayerInstance]) -> [UInt32] {
        var words: [UInt32] = []
        words.reserveCapacity(instances.count * wordsPerInstance)
        for i in instances {
            for v in [i.timeShift, i.position.x, i.position.y, i.offset.x, i.offset.y] {
                words.append(Float(v).bitPattern)
            }
            words.append(i.optionalTracks)
        }
        return words
    }

    /// Attribute pointers into the bound buffer, one step per instance:
    /// location 0 vec3 (timeShift, position), 1 vec2 (offset), 2 uint.
    static func describeAttributes() {
        let stride = GLsizei(wordsPerInstance * 4)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 12))
        glEnableVertexAttribArray(2)
        glVertexAttribIPointer(2, 1, GLenum(GL_UNSIGNED_INT), stride, UnsafeRawPointer(bitPattern: 20))
        for location: GLuint in 0...2 { glVertexAttribDivisor(location, 1) }
    }
}
