import CEGL
import Layers
import Presentation

/// Places and bins a frame's ripple grids on the GPU for the compute path
/// (grid_bin.comp). Each grid `ComputeScene` kept as a GRID command gets
/// its copies evaluated from the compiled tracks, one invocation per copy,
/// made into image commands with their trapezoids, and merged into the
/// tiles' entries in paint order. fine.comp then draws them as the CPU's
/// own images: no copy is evaluated, swept or binned on the CPU, and the
/// fine pass carries no code for grids (software drivers run every branch
/// of it for every entry).
///
/// In two steps around the scene's words: `prepare` places and counts,
/// and reads back the totals that size the words (the frame's one wait,
/// a few passes of GPU work); `finish`, once the CPU's words are
/// uploaded, lists and merges. Buffers grow to the largest frame and stay
/// there; past the device's storage-buffer limit the frame fails with one
/// line (`GPUError`).
final class ComputeGrids {
    /// Invocations per work group of the per-copy and per-tile passes
    /// (grid_bin.comp's local size).
    static let groupSize = 64
    /// Instance arrays kept (least recently used dropped first): scenes
    /// have one or two grids.
    static let capacity = 4
    /// Trapezoids a copy has room for in `scene` (grid_bin.comp's
    /// u_bands): 3, or 1 (its box) when every grid runs along the axes.
    static func bands(_ scene: ComputeScene) -> Int {
        scene.grids.allSatisfy(\.uniforms.isAxisAligned) ? 1 : 3
    }

    /// Words a copy takes in the scene: its command, `bands` trapezoids of
    /// 8 words and as many references (grid_bin.comp's PLACE).
    static func copyWords(bands: Int) -> Int { ComputeScene.commandWords + 9 * bands }

    /// The bytes of the largest buffer `scene`'s grids need: the copies'
    /// records (`copyWords` and 4 words of tiles each). Past the device's
    /// limit the painter lists the copies on the CPU instead.
    static func recordBytes(_ scene: ComputeScene) -> Int {
        scene.grids.reduce(0) { $0 + $1.instances.count } * (copyWords(bands: bands(scene)) + 4) * 4
    }

    /// What `prepare` measured and where `finish` puts it, in words of the
    /// scene buffer unless said otherwise.
    struct Plan {
        let records: GLuint
        let counts: GLuint
        /// Copies in the frame, and trapezoids each has room for.
        let copies: Int
        let bands: Int
        let tileCount: Int
        /// List slots over every grid's tiles (the lists buffer's).
        let listed: Int
        /// Entries after merging.
        let entries: Int
        /// The copies' commands, trapezoids and references.
        let copyCommands: Int
        let copyTrapezoids: Int
        let copyReferences: Int
        /// The merged tile table and entries.
        let mergedTable: Int
        let mergedEntries: Int
        /// Words the scene buffer holds.
        let words: Int
        /// In the counts buffer: the grids' counts and tables, the merged
        /// table.
        let countCounts: Int
        let countTables: Int
        let countMerged: Int
    }

    private let place: GLProgram
    private let scan: GLProgram
    private let total: GLProgram
    private let scatter: GLProgram
    private let sort: GLProgram
    private let merge: GLProgram
    /// The copies' attributes by instance array (equal arrays of the same
    /// storage compare at once, so a grid drawn every frame uploads once).
    private var attributes: [(instances: [LayerInstance], buffer: GLuint, lastUse: Int)] = []
    private var clock = 0
    /// The uniform block PLACE reads a grid's track table from.
    private var trackBlock: GLuint = 0
    /// GL_MAX_COMPUTE_WORK_GROUP_COUNT along x (at least 65 535).
    private let maximumGroups: Int

    /// Compiles the passes; throws with the driver's log. `dropsOneCopy`:
    /// a deliberate mistake (`ComputeMutation.dropOneCopy`).
    init(dropsOneCopy: Bool = false) throws(GPUError) {
        func program(_ pass: String, _ extra: [String] = []) throws(GPUError) -> GLProgram {
            try GLProgram(name: "grid \(pass.lowercased()) (grid_bin.comp)",
                          compute: ShaderLibrary.source("grid_bin.comp", defines: [pass] + extra))
        }
        place = try program("PLACE", ["TRACK_BLOCK"])
        scan = try program("SCAN")
        total = try program("TOTAL")
        scatter = try program("SCATTER")
        sort = try program("SORT")
        merge = try program("MERGE", dropsOneCopy ? ["DROP_ONE_COPY"] : [])
        glGenBuffers(1, &trackBlock)
        var groups: GLint = 0
        glGetIntegeri_v(GLenum(GL_MAX_COMPUTE_WORK_GROUP_COUNT), 0, &groups)
        maximumGroups = max(Int(groups), 1)
    }

    func delete() {
        for program in [place, scan, total, scatter, sort, merge] { glDeleteProgram(program.id) }
        for var entry in attributes { glDeleteBuffers(1, &entry.buffer) }
        attributes = []
        glDeleteBuffers(1, &trackBlock)
    }

    /// Places `scene.grids`' copies and counts them per tile; reads back
    /// how many list slots and merged entries the frame needs and lays out
    /// the scene buffer (`Plan.words`) after `tiles`' words.
    func prepare(_ scene: ComputeScene, tiles: ComputeTiles, buffers: StorageBuffers,
                 limit: Int) throws(GPUError) -> Plan {
        let canvas = scene.canvas, tileCount = tiles.tilesAcross * tiles.tilesDown
        let grids = scene.grids
        let copies = grids.reduce(0) { $0 + $1.instances.count }, bands = Self.bands(scene)
        // The copies' commands, trapezoids, references, then their tiles.
        let records = try buffers.take(bytes: max(16, Self.recordBytes(scene)), limit: limit, what: "grid copies")
        // Word 0 the list slots so far, word 1 the merged total, the CPU's
        // entries per tile less its GRID entries, each grid's counts, each
        // grid's table, the merged table.
        let base = 2, countsAt = base + tileCount, tablesAt = countsAt + grids.count * tileCount
        let mergedAt = tablesAt + grids.count * 2 * tileCount
        let counts = try buffers.take(bytes: (mergedAt + 2 * tileCount) * 4, limit: limit, what: "grid count")
        var start = [UInt32](repeating: 0, count: tablesAt)
        for (t, n) in tiles.entriesOtherThanGrids().enumerated() { start[base + t] = n }
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), counts)
        start.withUnsafeBytes { glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, $0.count, $0.baseAddress) }
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0)

        // Where the copies go in the scene's words: commands a whole
        // number of commands past the CPU's (fine.comp indexes them from
        // u_commands), so trapezoids fall on whole trapezoids too.
        let commandWords = ComputeScene.commandWords
        let copyCommands = tiles.commandsOffset
            + (tiles.words.count - tiles.commandsOffset + commandWords - 1) / commandWords * commandWords
        let copyTrapezoids = copyCommands + commandWords * copies
        let copyReferences = copyTrapezoids + 8 * bands * copies
        let mergedTable = (copyReferences + bands * copies + 3) / 4 * 4

        glUseProgram(place.id)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 1, records)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 2, counts)
        glUniform1ui(place.location("u_frameCopies"), GLuint(copies))
        glUniform1ui(place.location("u_bands"), GLuint(bands))
        glUniform1ui(place.location("u_trapezoidBase"), GLuint((copyTrapezoids - tiles.trapezoidsOffset) / 8))
        glUniform1ui(place.location("u_referenceBase"), GLuint(copyReferences - tiles.referencesOffset))
        var first = 0
        for (g, grid) in grids.enumerated() {
            glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, attributeBuffer(grid.instances))
            grid.tracks.apply(to: place, block: trackBlock)
            grid.uniforms.apply(to: place)
            glUniform2f(place.location("u_texelScale"), grid.texelScale.x, grid.texelScale.y)
            // The GRID command's words 2...5: first texel (absolute), width,
            // height, flags (bit 0 tiled).
            let w = tiles.commandsOffset + grid.command * commandWords
            glUniform4ui(place.location("u_image"), tiles.words[w + 5] & 1, tiles.words[w + 2], tiles.words[w + 3],
                         tiles.words[w + 4])
            setCommon(place, canvas: canvas, tiles: tiles, box: grid.box, grid: grid, first: first,
                      counts: countsAt + g * tileCount)
            try dispatch(grid.instances.count)
            first += grid.instances.count
        }
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))

        glUseProgram(scan.id)
        for (g, grid) in grids.enumerated() {
            setCommon(scan, canvas: canvas, tiles: tiles, box: grid.box, grid: grid, first: 0,
                      counts: countsAt + g * tileCount)
            glUniform1ui(scan.location("u_table"), GLuint(tablesAt + g * 2 * tileCount))
            glUniform1ui(scan.location("u_lists"), GLuint(grids.count * 2 * tileCount))
            glDispatchCompute(1, 1, 1)
            glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))
        }
        glUseProgram(total.id)
        setCommon(total, canvas: canvas, tiles: tiles, box: canvas, grid: nil, first: 0, counts: 0)
        glUniform1ui(total.location("u_table"), GLuint(tablesAt))
        glUniform1ui(total.location("u_base"), GLuint(base))
        glUniform1ui(total.location("u_gridCount"), GLuint(grids.count))
        glUniform1ui(total.location("u_merged"), GLuint(mergedAt))
        glDispatchCompute(1, 1, 1)

        // The totals size the lists and the scene's words: the one wait.
        glMemoryBarrier(GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT))
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), counts)
        guard let mapped = glMapBufferRange(GLenum(GL_SHADER_STORAGE_BUFFER), 0, 8, GLbitfield(GL_MAP_READ_BIT)) else {
            glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0)
            throw GPUError(.drawing, "the grid's copy counts could not be read back (glMapBufferRange failed)")
        }
        let totals = (listed: Int(mapped.load(as: UInt32.self)),
                      entries: Int(mapped.load(fromByteOffset: 4, as: UInt32.self)))
        glUnmapBuffer(GLenum(GL_SHADER_STORAGE_BUFFER))
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0)
        let mergedEntries = (mergedTable + 2 * tileCount + 3) / 4 * 4
        return Plan(records: records, counts: counts, copies: copies, bands: bands, tileCount: tileCount,
                    listed: totals.listed, entries: totals.entries, copyCommands: copyCommands,
                    copyTrapezoids: copyTrapezoids, copyReferences: copyReferences, mergedTable: mergedTable,
                    mergedEntries: mergedEntries, words: mergedEntries + 4 * totals.entries, countCounts: countsAt,
                    countTables: tablesAt, countMerged: mergedAt)
    }

    /// With `tiles`' words uploaded to `words` (`plan.words` long): the
    /// copies' words and the merged table copied in, every copy listed in
    /// its tiles in order, and the merged entries written.
    func finish(_ plan: Plan, scene: ComputeScene, tiles: ComputeTiles, words: GLuint, buffers: StorageBuffers,
                limit: Int) throws(GPUError) {
        let canvas = scene.canvas, tileCount = plan.tileCount, grids = scene.grids
        let tableWords = grids.count * 2 * tileCount
        let lists = try buffers.take(bytes: max(16, (tableWords + plan.listed) * 4), limit: limit, what: "grid list")
        func copy(from source: GLuint, at from: Int, to target: GLuint, at to: Int, words count: Int) {
            guard count > 0 else { return }
            glBindBuffer(GLenum(GL_COPY_READ_BUFFER), source)
            glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), target)
            glCopyBufferSubData(GLenum(GL_COPY_READ_BUFFER), GLenum(GL_COPY_WRITE_BUFFER), from * 4, to * 4, count * 4)
        }
        copy(from: plan.records, at: 0, to: words, at: plan.copyCommands,
             words: Self.copyWords(bands: plan.bands) * plan.copies)
        copy(from: plan.counts, at: plan.countTables, to: lists, at: 0, words: tableWords)
        copy(from: plan.counts, at: plan.countMerged, to: words, at: plan.mergedTable, words: 2 * tileCount)
        glBindBuffer(GLenum(GL_COPY_READ_BUFFER), 0)
        glBindBuffer(GLenum(GL_COPY_WRITE_BUFFER), 0)
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))

        glUseProgram(scatter.id)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 1, plan.records)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 2, plan.counts)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 3, lists)
        glUniform1ui(scatter.location("u_frameCopies"), GLuint(plan.copies))
        glUniform1ui(scatter.location("u_bands"), GLuint(plan.bands))
        var first = 0
        for (g, grid) in grids.enumerated() {
            setCommon(scatter, canvas: canvas, tiles: tiles, box: grid.box, grid: grid, first: first,
                      counts: plan.countCounts + g * tileCount)
            glUniform1ui(scatter.location("u_table"), GLuint(g * 2 * tileCount))
            try dispatch(grid.instances.count)
            first += grid.instances.count
        }
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))

        glUseProgram(sort.id)
        for (g, grid) in grids.enumerated() {
            setCommon(sort, canvas: canvas, tiles: tiles, box: grid.box, grid: grid, first: 0, counts: 0)
            glUniform1ui(sort.location("u_table"), GLuint(g * 2 * tileCount))
            try dispatch(tileCount)
        }
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))

        glUseProgram(merge.id)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, words)
        setCommon(merge, canvas: canvas, tiles: tiles, box: canvas, grid: nil, first: 0, counts: 0)
        for (name, value) in [("u_entries", tiles.entriesOffset), ("u_commands", tiles.commandsOffset),
                              ("u_trapezoids", tiles.trapezoidsOffset), ("u_references", tiles.referencesOffset),
                              ("u_mergedTable", plan.mergedTable), ("u_mergedEntries", plan.mergedEntries),
                              ("u_copyCommand",
                               (plan.copyCommands - tiles.commandsOffset) / ComputeScene.commandWords)] {
            glUniform1ui(merge.location(name), GLuint(value))
        }
        try dispatch(tileCount)
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT | GL_UNIFORM_BARRIER_BIT))
    }

    /// The uniforms every pass reads; `box` in device pixels.
    private func setCommon(_ program: GLProgram, canvas: PixelRect, tiles: ComputeTiles, box: PixelRect,
                           grid: ComputeScene.Grid?, first: Int, counts: Int) {
        glUniform2i(program.location("u_origin"), GLint(canvas.x), GLint(canvas.y))
        glUniform2i(program.location("u_tiles"), GLint(tiles.tilesAcross), GLint(tiles.tilesDown))
        glUniform4i(program.location("u_box"), GLint(box.x), GLint(box.y), GLint(box.maxX), GLint(box.maxY))
        glUniform1ui(program.location("u_copyCount"), GLuint(grid?.instances.count ?? 0))
        glUniform1ui(program.location("u_firstCopy"), GLuint(first))
        glUniform1ui(program.location("u_counts"), GLuint(counts))
    }

    /// One invocation per item of `count` (copies or tiles), in work
    /// groups of `groupSize`.
    private func dispatch(_ count: Int) throws(GPUError) {
        let groups = (count + Self.groupSize - 1) / Self.groupSize
        guard groups > 0 else { return }
        guard groups <= maximumGroups else {
            throw GPUError(.unsupported, "a grid pass over \(count) copies or tiles needs \(groups) work groups, more "
                           + "than the device's \(maximumGroups); use --gpu-path raster")
        }
        glDispatchCompute(GLuint(groups), 1, 1)
    }

    /// The storage buffer holding `instances`' attributes (the vertex
    /// words of `InstanceGridBuffers.words`, once a copy), uploaded unless
    /// an equal array was.
    private func attributeBuffer(_ instances: [LayerInstance]) -> GLuint {
        clock += 1
        if let i = attributes.firstIndex(where: { $0.instances == instances }) {
            attributes[i].lastUse = clock
            return attributes[i].buffer
        }
        var buffer: GLuint = 0
        if attributes.count >= Self.capacity {
            let oldest = attributes.indices.min { attributes[$0].lastUse < attributes[$1].lastUse }!
            buffer = attributes.remove(at: oldest).buffer
        } else {
            glGenBuffers(1, &buffer)
        }
        var words = InstanceGridBuffers.words(instances, copiesEach: 1)
        if words.isEmpty { words = [UInt32](repeating: 0, count: InstanceGridBuffers.wordsPerVertex) }
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        words.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_SHADER_STORAGE_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0)
        attributes.append((instances, buffer, clock))
        return buffer
    }
}
