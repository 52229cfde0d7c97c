import CEGL
import Geometry
import Presentation

/// Draws frames on the compute path: builds the frame's `ComputeScene`
/// and `ComputeTiles` on the CPU, uploads them as one storage buffer and
/// runs fine.comp over every tile, leaving the pixels in a storage buffer
/// for `PixelReadback`. A group with a shadow is drawn first, as a scene of
/// its own over its box, and its shadow cast by shadow.comp into the words
/// of the scene that holds it. Buffers are reused from frame to frame and
/// grow to the largest frame. Every method expects the renderer's context
/// to be current.
final class ComputePainter {
    let tolerance: Double
    /// Pixels of a row each invocation draws (COMPUTE_RUN): 1 on hardware;
    /// more on software drivers, which loop over their SIMD lanes for
    /// every storage-buffer read, so that a run shares each entry's reads.
    let run: Int
    /// `run` on software drivers: 2 (llvmpipe: longer runs spill their
    /// colors to memory; Sources/Benchmarks/README.md, "Figures behind the
    /// code").
    static let softwareRun = 2
    /// fine.comp per feature set and count of uniform blocks, compiled
    /// when a frame first needs it.
    private var programs: [ProgramKey: GLProgram] = [:]

    private struct ProgramKey: Hashable {
        let features: ComputeFeatures
        let blocks: Int
    }
    /// shadow.comp's two passes.
    private let shadowAcross: GLProgram
    private let shadowDown: GLProgram
    /// The frame's pixels (read back).
    private let pixels = StorageBuffers()
    /// Scene words and shadowed groups' layers, taken in order each frame.
    private let scratch = StorageBuffers()
    private let shapes = ComputeShapeCache()
    /// Places the grids kept as GRID commands and merges their copies into
    /// the tiles' entries.
    private var grids: ComputeGrids
    /// `gpuTrackEvaluation` off lists every grid's copies on the CPU
    /// instead (`ComputeScene.placesGrids`).
    var switches = DebugSwitches()
    /// GL_MAX_SHADER_STORAGE_BLOCK_SIZE, bytes (at least 2^27 in GLES 3.1);
    /// tests lower it.
    var maximumBufferBytes: Int
    /// Uniform blocks fine.comp may read the scene through (the device's
    /// compute limit less one, at most 8; a frame binds 1, 2, 4 or 8,
    /// COMPUTE_UNIFORM_BLOCKS) and quads (16 bytes) per block
    /// (COMPUTE_BLOCK_QUADS: its block size, at most 64 KiB). A frame
    /// whose words fit reads them as uniform blocks
    /// (`ComputeFeatures.uniformScene`), else as a storage buffer.
    let uniformBlocks: Int
    let blockQuads: Int
    /// What the last frame held, for tests and the bench's counts.
    private(set) var lastFrame = ComputeFrameCounts()
    /// Deliberate mistakes, for the tests that show the comparison catches
    /// them (`ComputeMutation`); none by default.
    var mutation: ComputeMutation?

    /// Compiles fine.comp with every feature (so a driver that cannot
    /// build it fails here, not mid-render) and shadow.comp; throws with
    /// the driver's log.
    init(tolerance: Double, run: Int) throws(GPUError) {
        self.tolerance = tolerance
        self.run = run
        var size: GLint64 = 0
        glGetInteger64v(GLenum(GL_MAX_SHADER_STORAGE_BLOCK_SIZE), &size)
        maximumBufferBytes = Int(size)
        var blocks: GLint = 0, blockBytes: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_COMPUTE_UNIFORM_BLOCKS), &blocks)
        glGetIntegerv(GLenum(GL_MAX_UNIFORM_BLOCK_SIZE), &blockBytes)
        uniformBlocks = [8, 4, 2, 1, 0].first { $0 <= Int(blocks) - 1 } ?? 0
        blockQuads = min(Int(blockBytes), 1 << 16) / 16
        shadowAcross = try GLProgram(name: "shadow across (shadow.comp)",
                                     compute: ShaderLibrary.source("shadow.comp", defines: ["ACROSS"]))
        shadowDown = try GLProgram(name: "shadow down (shadow.comp)", compute: ShaderLibrary.source("shadow.comp"))
        grids = try ComputeGrids()
        programs[ProgramKey(features: .all, blocks: 1)] = try compile(.all, blocks: 1)
    }

    /// Frees the buffers and programs.
    func delete() {
        pixels.delete()
        scratch.delete()
        for program in programs.values { glDeleteProgram(program.id) }
        glDeleteProgram(shadowAcross.id)
        glDeleteProgram(shadowDown.id)
        grids.delete()
    }

    private func compile(_ features: ComputeFeatures, blocks: Int) throws(GPUError) -> GLProgram {
        var defines = features.defines + ["COMPUTE_RUN \(run)", "COMPUTE_RUNS_ACROSS \(ComputeScene.tileSize / run)",
                                          "COMPUTE_UNIFORM_BLOCKS \(max(blocks, 1))",
                                          "COMPUTE_BLOCK_QUADS \(max(blockQuads, 1))"]
        if mutation == .roundOnce { defines.append("ROUND_ONCE") }
        return try GLProgram(name: "fine (fine.comp; \(defines.joined(separator: ", ")))",
                             compute: ShaderLibrary.source("fine.comp", defines: defines))
    }

    /// fine.comp with `features` and `blocks` uniform blocks, compiled on
    /// first use.
    private func program(_ features: ComputeFeatures, blocks: Int) throws(GPUError) -> GLProgram {
        let key = ProgramKey(features: features, blocks: blocks)
        if let program = programs[key] { return program }
        let program = try compile(features, blocks: blocks)
        programs[key] = program
        return program
    }

    /// Drops the compiled programs (after `mutation` changed).
    func recompile() throws(GPUError) {
        grids.delete()
        grids = try ComputeGrids(dropsOneCopy: mutation == .dropOneCopy)
        for program in programs.values { glDeleteProgram(program.id) }
        programs = [:]
        programs[ProgramKey(features: .all, blocks: 1)] = try compile(.all, blocks: 1)
    }

    /// Draws `list` into the pixel buffer and returns it as a readback
    /// source. The frame is issued, not finished: the readback waits.
    /// - Parameter regions: nil for the whole frame; else the pixels to
    ///   redraw over the frame the buffer holds (the caller's last frame,
    ///   of the same size): the tiles they touch are drawn, whole.
    /// - Parameter shortened: a mistake for tests: each strip of tiles
    ///   drawn loses its last row (`GPURenderer.shortensDamage`).
    /// - Throws: `GPUError(.unsupported)` for what the path cannot draw
    ///   or a frame whose buffers exceed the device's limit.
    func draw(_ list: DisplayList, regions: [PixelRect]? = nil, shortened: Bool = false) throws(GPUError) -> ReadbackSource {
        let output = try pixels.take(bytes: list.width * list.height * 4, limit: maximumBufferBytes, what: "pixel")
        pixels.rewind()
        lastFrame = ComputeFrameCounts()
        let tiles = regions.map { regions in
            let tiles = Self.tiles(touching: regions)
            return shortened ? tiles.map(\.withoutLastRow).filter { !$0.isEmpty } : tiles
        }
        if let tiles, tiles.isEmpty { return .buffer(output, width: list.width, height: list.height) }
        var scene = try ComputeScene(list, tolerance: tolerance, cache: shapes,
                                     placesGrids: switches.gpuTrackEvaluation)
        // Grids whose copies' records would pass the device's buffer limit
        // are listed on the CPU instead.
        if ComputeGrids.recordBytes(scene) > maximumBufferBytes {
            scene = try ComputeScene(list, tolerance: tolerance, cache: shapes, placesGrids: false)
        }
        shapes.endFrame()
        scratch.rewind()
        try draw(scene, into: output, tiles: tiles)
        // The readback copies the buffer (glCopyBufferSubData): it must see
        // what the shader wrote.
        glMemoryBarrier(GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT | GL_PIXEL_BUFFER_BARRIER_BIT))
        return .buffer(output, width: list.width, height: list.height)
    }

    /// The tiles (`ComputeScene.tileSize` pixels square; rects in tile
    /// units) holding the pixels of `regions`, as disjoint strips.
    static func tiles(touching regions: [PixelRect]) -> [PixelRect] {
        let size = ComputeScene.tileSize
        return PixelRect.strips(covering: regions.filter { !$0.isEmpty }.map { r in
            PixelRect(minX: r.x / size, minY: r.y / size, maxX: (r.maxX + size - 1) / size, maxY: (r.maxY + size - 1) / size)
        })
    }

    /// Draws `scene` into `output` (RGBA8 words over `scene.canvas`): its
    /// shadowed groups' layers first, each cast into the scene's words.
    /// `tiles` (tile units, inside the canvas' tiles): only those; nil:
    /// every tile.
    private func draw(_ scene: ComputeScene, into output: GLuint, tiles regions: [PixelRect]? = nil) throws(GPUError) {
        var tiles = ComputeTiles(scene, only: regions)
        if mutation == .skipOneEntry { tiles.dropOneEntry() }
        // Grids placed on the GPU: their copies' words and the merged
        // entries follow the CPU's (`ComputeGrids`).
        let plan = scene.grids.isEmpty ? nil
            : try grids.prepare(scene, tiles: tiles, buffers: scratch, limit: maximumBufferBytes)
        let wordCount = plan?.words ?? tiles.words.count
        let words = try scratch.take(bytes: wordCount * 4, limit: maximumBufferBytes, what: "scene")
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), words)
        tiles.words.withUnsafeBytes { bytes in
            glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, bytes.count, bytes.baseAddress)
        }
        glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0)
        if let plan {
            try grids.finish(plan, scene: scene, tiles: tiles, words: words, buffers: scratch,
                             limit: maximumBufferBytes)
            lastFrame.copies += plan.copies
        }
        lastFrame.commands += scene.commandCount
        lastFrame.trapezoids += scene.trapezoids.count / 8
        lastFrame.entries += plan?.entries ?? tiles.entryCount
        lastFrame.sceneBytes += wordCount * 4
        lastFrame.depth = max(lastFrame.depth, scene.depth)
        for layer in scene.layers {
            let box = layer.scene.canvas, bytes = box.width * box.height * 4
            // A redraw reads a layer only in the tiles it dispatches (and
            // bins): one wholly outside them is left undrawn.
            if let regions, let touched = Self.tiles(touching: [box]).first,
               !regions.contains(where: { $0.intersects(touched) }) { continue }
            let content = try scratch.take(bytes: bytes, limit: maximumBufferBytes, what: "layer")
            try draw(layer.scene, into: content)
            let across = try scratch.take(bytes: bytes, limit: maximumBufferBytes, what: "layer")
            castShadow(layer.shadow, box: box, content: content, across: across, target: words,
                       at: tiles.dataOffset + layer.dataOffset)
        }
        // Uniform blocks where the words fit (offsets are whole blocks, a
        // multiple of any offset alignment a device asks for).
        let blockBytes = blockQuads * 16, bytes = wordCount * 4
        let needed = [1, 2, 4, 8].first { $0 <= uniformBlocks && bytes <= $0 * blockBytes }
        var features = scene.features
        if let needed {
            features.insert(.uniformScene)
            for k in 0..<needed {
                let offset = k * blockBytes
                // Blocks past the words are bound to the last 16 bytes: a
                // binding needs a range, and nothing reads them.
                let size = max(16, min(blockBytes, (bytes - offset + 15) / 16 * 16))
                glBindBufferRange(GLenum(GL_UNIFORM_BUFFER), GLuint(k), words, offset < bytes ? offset : 0, size)
            }
        }
        let program = try program(features, blocks: needed ?? 1)
        glUseProgram(program.id)
        let canvas = scene.canvas
        glUniform2i(program.location("u_origin"), GLint(canvas.x), GLint(canvas.y))
        glUniform2i(program.location("u_canvas"), GLint(canvas.width), GLint(canvas.height))
        glUniform1i(program.location("u_tilesAcross"), GLint(tiles.tilesAcross))
        glUniform1ui(program.location("u_table"), GLuint(plan?.mergedTable ?? 0))
        glUniform1ui(program.location("u_entries"), GLuint(plan?.mergedEntries ?? tiles.entriesOffset))
        glUniform1ui(program.location("u_commands"), GLuint(tiles.commandsOffset))
        glUniform1ui(program.location("u_trapezoids"), GLuint(tiles.trapezoidsOffset))
        glUniform1ui(program.location("u_references"), GLuint(tiles.referencesOffset))
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, words)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 1, output)
        let all = PixelRect(x: 0, y: 0, width: tiles.tilesAcross, height: tiles.tilesDown)
        for region in regions ?? [all] {
            let drawn = region.intersection(all)
            guard !drawn.isEmpty else { continue }
            glUniform2i(program.location("u_firstTile"), GLint(drawn.x), GLint(drawn.y))
            glDispatchCompute(GLuint(drawn.width), GLuint(drawn.height), 1)
        }
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))
    }

    /// shadow.comp's two passes over `box`: `content`'s alpha blurred
    /// across into `across`, then down, tinted, beneath the content, into
    /// `target` from word `offset` on.
    private func castShadow(_ shadow: GroupShadow, box: PixelRect, content: GLuint, across: GLuint, target: GLuint,
                            at offset: Int) {
        let uniforms = ShadowUniforms(shadow: shadow, box: box)
        let groups = (GLuint((box.width + 15) / 16), GLuint((box.height + 15) / 16))
        glUseProgram(shadowAcross.id)
        uniforms.apply(to: shadowAcross)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, content)
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 1, across)
        glDispatchCompute(groups.0, groups.1, 1)
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))
        glUseProgram(shadowDown.id)
        uniforms.apply(to: shadowDown)
        glUniform1ui(shadowDown.location("u_target"), GLuint(offset))
        glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 2, target)
        glDispatchCompute(groups.0, groups.1, 1)
        glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))
    }
}

/// Storage buffers handed out in order within a frame and reused by the
/// next (`rewind`): the k-th buffer a frame takes is the k-th of the last
/// frame, grown when too small, so they stay at the largest frame's sizes.
final class StorageBuffers {
    private var buffers: [(id: GLuint, capacity: Int)] = []
    private var next = 0

    /// The next buffer, holding at least `bytes`.
    /// - Throws: `GPUError(.unsupported)` past `limit` bytes, naming `what`.
    func take(bytes: Int, limit: Int, what: String) throws(GPUError) -> GLuint {
        guard bytes <= limit else {
            throw GPUError(.unsupported, "the frame's \(what) buffer needs \(bytes >> 20) MiB, more than the device's "
                           + "\(limit >> 20) MiB storage-buffer limit")
        }
        if next == buffers.count {
            var id: GLuint = 0
            glGenBuffers(1, &id)
            buffers.append((id, 0))
        }
        defer { next += 1 }
        if buffers[next].capacity < bytes {
            let capacity = min(max(bytes, buffers[next].capacity * 2), limit)
            glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffers[next].id)
            glBufferData(GLenum(GL_SHADER_STORAGE_BUFFER), capacity, nil, GLenum(GL_DYNAMIC_DRAW))
            glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), 0)
            buffers[next].capacity = capacity
        }
        return buffers[next].id
    }

    /// Starts handing out from the first buffer again.
    func rewind() { next = 0 }

    func delete() {
        for var buffer in buffers { glDeleteBuffers(1, &buffer.id) }
        buffers = []
        next = 0
    }
}

/// A deliberate mistake in the compute path, for tests that show the
/// comparison with the CPU catches it.
enum ComputeMutation: Sendable {
    /// Leave out the middle entry of the tile with the most entries.
    case skipOneEntry
    /// Keep colors unrounded and round once at the end (ROUND_ONCE).
    case roundOnce
    /// Leave the first copy out of the middle tile's list of a grid placed
    /// on the GPU (grid_bin.comp's DROP_ONE_COPY).
    case dropOneCopy
}

/// How much one compute frame held.
struct ComputeFrameCounts: Hashable {
    /// Commands (fills, group begins, mask begins, ends, layers), over
    /// the frame and its shadowed groups' scenes.
    var commands = 0
    /// Trapezoids of every shape.
    var trapezoids = 0
    /// Tile entries: one per command per tile it touches.
    var entries = 0
    /// Copies of grids placed and binned on the GPU (`ComputeGrids`).
    var copies = 0
    /// The scene buffer, bytes.
    var sceneBytes = 0
    /// Deepest group stack.
    var depth = 0
}
