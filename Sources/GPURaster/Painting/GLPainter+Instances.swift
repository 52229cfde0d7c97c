import CEGL
import Geometry
import Presentation

extension GLPainter {
    /// Draws an instanced grid whose template is one image in a single
    /// instanced draw call (instanced_image.vert + image.frag INSTANCED),
    /// the texture uploaded once; false, having drawn nothing, when the
    /// grid is not such a grid or an instance falls outside what the batch
    /// reproduces exactly (the caller then draws instance by instance).
    ///
    /// A grid that carries its compiled tracks (`InstancedItem.grid`) is
    /// placed by the vertex stage itself (TRACKS): no copy is evaluated on
    /// the CPU. Otherwise the CPU's placements are batched.
    func drawInstancedImage(_ instanced: InstancedItem) -> Bool {
        guard switches.gpuInstancedDraws, instanced.template.count == 1,
              case .image(let item) = instanced.template[0], let target else { return false }
        let image = item.image, destination = item.destination
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4,
              destination.size.width != 0, destination.size.height != 0,
              destination.origin.isFinite, destination.size.isFinite else { return false }
        var tile = destination.size, tiled = false
        if let size = item.tileSize, size.width > 0, size.height > 0, size.isFinite {
            tile = size
            tiled = true
        }
        let imageUniforms = ImageUniforms(origin: destination.origin, size: tile, tiled: tiled, opacity: 1)
        let viewport = PaintVertexUniforms(viewportWidth: target.width, viewportHeight: target.height)
        if let grid = instanced.grid, switches.gpuTrackEvaluation,
           let uniforms = InstanceGridUniforms(grid, image: item) {
            let program = programs.instancedTracksImage(axisAligned: uniforms.isAxisAligned)
            use(program)
            if instanceGrids.load(grid.tracks.table, into: program) {
                counters.instancedImageDraws += 1
                counters.trackDraws += 1
                guard !grid.tracks.instances.isEmpty else { return true }
                if instanceGrids.bindTexture(image, upload: uploadTexture) { counters.textureUploads += 1 }
                ImageTexture.setWrap(repeats: tiled)
                viewport.apply(to: program)
                imageUniforms.apply(to: program)
                uniforms.apply(to: program)
                if instanceGrids.bind(grid.tracks.instances) { counters.instanceUploads += 1 }
                InstanceGridBuffers.drawElements(count: grid.tracks.instances.count)
                restoreVertexArray()
                return true
            }
        }
        guard let batch = InstancedImageBatch(item, instances: instanced.instances, tolerance: tolerance)
        else { return false }
        counters.instancedImageDraws += 1
        guard batch.count > 0 else { return true }
        var texture = uploadTexture(image)
        defer { glDeleteTextures(1, &texture) }
        ImageTexture.setWrap(repeats: tiled)
        let program = programs.instancedImage(axisAligned: batch.isAxisAligned)
        use(program)
        viewport.apply(to: program)
        imageUniforms.apply(to: program)
        bindInstanceAttributes(batch.attributes)
        glDrawArraysInstanced(GLenum(GL_TRIANGLES), 0, 6, GLsizei(batch.count))
        restoreVertexArray()
        return true
    }

    /// Uploads `attributes` into the instance buffer and binds the instance
    /// vertex array, made on first use.
    private func bindInstanceAttributes(_ attributes: [Float]) {
        if instanceArray == 0 {
            glGenVertexArrays(1, &instanceArray)
            glGenBuffers(1, &instanceBuffer)
            glBindVertexArray(instanceArray)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
            let stride = GLsizei(InstancedImageBatch.floatsPerInstance * 4)
            // (location, components, first float): corners 0–1, 2–3, the
            // map's a…d, then tx, ty and the opacity.
            for (location, size, offset) in [(0, 4, 0), (1, 4, 4), (2, 4, 8), (3, 3, 12)] as [(GLuint, GLint, Int)] {
                glEnableVertexAttribArray(location)
                glVertexAttribPointer(location, size, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                      UnsafeRawPointer(bitPattern: offset * 4))
                glVertexAttribDivisor(location, 1)
            }
        }
        glBindVertexArray(instanceArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        attributes.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
    }
}
