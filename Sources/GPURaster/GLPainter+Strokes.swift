import CEGL
import Geometry
import Paths
import Presentation

extension GLPainter {
    /// Draws a stroke by stencil-then-cover (nonzero, so overlapping pieces
    /// blend once): its untrimmed outline is tessellated once in local
    /// units and cached (`StrokeMesh`); per frame the stencil pass draws
    /// the pieces the trimmed stroke shares with it, straight from the
    /// cached vertices mapped by the vertex shader, plus the few pieces
    /// next to each cut (`TrimmableOutline.trimmed`), and the cover pass
    /// paints. The polygons are the CPU's trimmed outline, so cuts are
    /// exact geometry that MSAA anti-aliases like any edge (a fragment
    /// discard would cut whole pixels: the fragment shader runs once per
    /// pixel, not per sample).
    func draw(_ stroke: StrokeItem, opacity: Double) throws(GPUError) {
        guard let localTolerance = StrokeMesh.localTolerance(tolerance, scale: stroke.transform.meanScale),
              stroke.transform.isFinite else { return }
        let mesh = trimmable(stroke, tolerance: localTolerance)
        let trim = mesh.outline.trimmed(strokeStart: stroke.strokeStart, strokeEnd: stroke.strokeEnd)
        guard !trim.polygons.isEmpty || !trim.extra.isEmpty,
              usePaint(stroke.paint, transform: stroke.transform, opacity: opacity),
              let paint = currentProgram, let target else { return }
        let paintBlends = blending
        var extra: [Float] = [], bounds = mesh.bounds
        for contour in trim.extra { StrokeMesh.appendFan(contour.points, to: &extra, bounds: &bounds) }

        beginStencil(rule: .nonZero)
        use(programs.strokeStencil)
        StrokeVertexUniforms(viewportWidth: target.width, viewportHeight: target.height,
                             deviceFromLocal: stroke.transform).apply(to: programs.strokeStencil)
        draw(mesh, polygons: trim.polygons)
        drawTriangles(extra)
        // Back to the paint's program; its uniforms are still set.
        glUseProgram(paint.id)
        currentProgram = paint
        setBlending(paintBlends)
        cover(bounds.cover(stroke.transform))
    }

    /// Uploads the part of `mesh` that `polygons` (ascending ranges) span
    /// and draws those ranges.
    private func draw(_ mesh: StrokeMesh, polygons: [Range<Int>]) {
        guard let first = polygons.first, let last = polygons.last else { return }
        let span = mesh.vertexRange(first.lowerBound..<last.upperBound)
        mesh.vertices.withUnsafeBytes { bytes in
            let floatSize = MemoryLayout<Float>.stride
            glBufferData(GLenum(GL_ARRAY_BUFFER), span.count * 2 * floatSize,
                         bytes.baseAddress! + span.lowerBound * 2 * floatSize, GLenum(GL_STREAM_DRAW))
        }
        for range in polygons {
            let vertices = mesh.vertexRange(range)
            glDrawArrays(GLenum(GL_TRIANGLES), GLint(vertices.lowerBound - span.lowerBound), GLsizei(vertices.count))
        }
    }

    /// The untrimmed outline of `stroke` at `tolerance` (local units),
    /// cached across frames.
    private func trimmable(_ stroke: StrokeItem, tolerance: Double) -> StrokeMesh {
        let key = TrimmableStrokeKey(path: stroke.path, style: stroke.style, tolerance: tolerance)
        return trimmableStrokes.value(for: key) {
            strokeOutlinesBuilt += 1
            return StrokeMesh(Stroker.trimmableOutline(of: stroke.path, style: stroke.style, tolerance: tolerance))
        }
    }
}
