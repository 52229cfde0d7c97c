import CEGL
import Geometry
import Layers
import Timeline

/// What the painter keeps for grids drawn through their compiled tracks
/// (instanced_image.vert with TRACKS): each grid's per-instance attributes
/// and quad indices, uploaded once and reused while the grid's instance
/// array is the same (the layer's own array, so normally for every frame),
/// its template image's texture, likewise, and the table whose uniforms
/// the program holds. A frame then uploads
/// only the time, the layer's map and a few per-grid numbers. Lives on the
/// painter's context.
///
/// Each instance is 4 vertices carrying its attributes (not one instance
/// of GL instancing): llvmpipe runs an instanced draw instance by
/// instance, a few microseconds each and its SIMD lanes half empty with 4
/// vertices, while one indexed draw of 4 vertices per instance shades
/// vertices of many instances together. The vertex stage finds its corner
/// in gl_VertexID % 4.
final class InstanceGridBuffers {
    /// Instance arrays kept (least recently used dropped first): scenes
    /// have one or two grids.
    static let capacity = 4
    /// 32-bit words per vertex: the instance's timeShift, position x, y,
    /// offset x, y (float32) and optionalTracks (uint32).
    static let wordsPerVertex = 6
    /// Vertices per instance: the quad's corners, Path(rect:) order.
    static let verticesPerInstance = 4
    /// Indices per instance: the triangles (0, 1, 2) and (0, 2, 3), as
    /// FillMesh fans a convex contour.
    static let quadIndices: [UInt32] = [0, 1, 2, 0, 2, 3]

    private struct Entry {
        var instances: [LayerInstance]
        var vertexArray: GLuint
        var buffer: GLuint
        var indices: GLuint
        var lastUse: Int
    }
    private var entries: [Entry] = []
    /// Textures of template images, least recently used dropped first.
    private var textures: [(image: Bitmap, texture: GLuint, lastUse: Int)] = []
    private var clock = 0
    /// The table last loaded into the tracks program's uniforms.
    private var loadedTable: TrackTable?

    /// Binds a vertex array holding `instances`' vertices (locations 0–2
    /// of instanced_image.vert with TRACKS) and quad indices, uploading
    /// them unless an array equal to it was uploaded before. Array equality
    /// is immediate for the same storage, so a grid drawn every frame costs
    /// nothing here. Draw with `drawElements(count:)`. Returns whether it
    /// uploaded.
    @discardableResult
    func bind(_ instances: [LayerInstance]) -> Bool {
        clock += 1
        if let i = entries.firstIndex(where: { $0.instances == instances }) {
            entries[i].lastUse = clock
            glBindVertexArray(entries[i].vertexArray)
            return false
        }
        var entry: Entry
        if entries.count < Self.capacity {
            entry = Entry(instances: instances, vertexArray: 0, buffer: 0, indices: 0, lastUse: clock)
            glGenVertexArrays(1, &entry.vertexArray)
            glGenBuffers(1, &entry.buffer)
            glGenBuffers(1, &entry.indices)
            glBindVertexArray(entry.vertexArray)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), entry.buffer)
            glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), entry.indices)
            Self.describeAttributes()
        } else {
            let oldest = entries.indices.min { entries[$0].lastUse < entries[$1].lastUse }!
            entry = entries.remove(at: oldest)
            entry.instances = instances
            entry.lastUse = clock
            glBindVertexArray(entry.vertexArray)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), entry.buffer)
        }
        Self.words(instances).withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        // The element array binding is the vertex array's.
        Self.indices(count: instances.count).withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ELEMENT_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        entries.append(entry)
        return true
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

    /// Binds `image`'s texture on unit 0, uploading it with `upload`
    /// (which binds it) unless an equal image was uploaded before; equal
    /// pixel storage compares at once. Returns whether it uploaded.
    @discardableResult
    func bindTexture(_ image: Bitmap, upload: (Bitmap) -> GLuint) -> Bool {
        clock += 1
        if let i = textures.firstIndex(where: { $0.image == image }) {
            textures[i].lastUse = clock
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), textures[i].texture)
            return false
        }
        if textures.count >= Self.capacity {
            let oldest = textures.indices.min { textures[$0].lastUse < textures[$1].lastUse }!
            var texture = textures.remove(at: oldest).texture
            glDeleteTextures(1, &texture)
        }
        textures.append((image, upload(image), clock))
        return true
    }

    /// Frees every buffer, vertex array and texture.
    func delete() {
        for var entry in textures { glDeleteTextures(1, &entry.texture) }
        textures = []
        for var entry in entries {
            glDeleteBuffers(1, &entry.buffer)
            glDeleteBuffers(1, &entry.indices)
            glDeleteVertexArrays(1, &entry.vertexArray)
        }
        entries = []
        loadedTable = nil
    }

    /// Draws the two triangles of each of `count` instances from the bound
    /// vertex array, in instance order.
    static func drawElements(count: Int) {
        glDrawElements(GLenum(GL_TRIANGLES), GLsizei(count * quadIndices.count), GLenum(GL_UNSIGNED_INT), nil)
    }

    /// The vertex words of `instances`: each instance's
    /// `wordsPerVertex` words, `copiesEach` times (default: once per
    /// corner; grid_bin.comp reads them once a copy).
    static func words(_ instances: [LayerInstance], copiesEach: Int = verticesPerInstance) -> [UInt32] {
        var words: [UInt32] = []
        words.reserveCapacity(instances.count * copiesEach * wordsPerVertex)
        for i in instances {
            let own = [i.timeShift, i.position.x, i.position.y, i.offset.x, i.offset.y].map { Float($0).bitPattern }
                + [i.optionalTracks]
            for _ in 0..<copiesEach { words += own }
        }
        return words
    }

    /// `quadIndices` for instances 0..<count, instance k's offset by 4k.
    static func indices(count: Int) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(count * quadIndices.count)
        for k in 0..<count {
            let first = UInt32(k * verticesPerInstance)
            for i in quadIndices { out.append(first + i) }
        }
        return out
    }

    /// Attribute pointers into the bound buffer, one step per vertex:
    /// location 0 vec3 (timeShift, position), 1 vec2 (offset), 2 uint.
    static func describeAttributes() {
        let stride = GLsizei(wordsPerVertex * 4)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 12))
        glEnableVertexAttribArray(2)
        glVertexAttribIPointer(2, 1, GLenum(GL_UNSIGNED_INT), stride, UnsafeRawPointer(bitPattern: 20))
    }
}
