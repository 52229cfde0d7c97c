import CEGL
import Geometry
import Presentation

/// A paint ready to draw: its two programs, the map from device pixels to
/// its coordinates, and the uniforms it sets on whichever program draws.
struct PaintSetup {
    let programs: PaintPrograms
    var paintFromDevice: AffineTransform = .identity
    /// For an opaque solid color at full opacity: its bytes (premultiplied,
    /// 0…255) divided by 255, what any pixel wholly inside becomes (the
    /// CPU's blend keeps nothing of the destination there); nil otherwise.
    var opaqueColor: [Float]? = nil
    let apply: (GLProgram) -> Void
}

extension GLPainter {
    /// Paints `mesh` with `paint` inside the current box: a convex mesh in
    /// one pass, any other first summed into the coverage target by the
    /// trapezoid pass, then painted over its box with that coverage.
    func paint(_ mesh: CoverageMesh, with paint: PaintSetup) {
        let drawBox = mesh.box.intersection(box)
        guard !mesh.isEmpty, !drawBox.isEmpty else { return }
        if let convex = mesh.convex {
            let inside = convex.interior.intersection(drawBox)
            let program = paint.programs.convex
            use(program, paintFromDevice: paint.paintFromDevice)
            paint.apply(program)
            convex.apply(to: program)
            drawTriangles(drawBox.rim(around: inside).flatMap(\.triangles))
            if !inside.isEmpty { fillInside(inside, with: paint) }
            return
        }
        sumCoverage(mesh, in: drawBox)
        let program = paint.programs.covered
        use(program, paintFromDevice: paint.paintFromDevice)
        paint.apply(program)
        if let coverage = pool.coverage {
            glActiveTexture(GLenum(GL_TEXTURE2))
            glBindTexture(GLenum(GL_TEXTURE_2D), coverage.texture)
            glActiveTexture(GLenum(GL_TEXTURE0))
            glUniform1i(program.location("u_coverage"), 2)
        }
        drawTriangles(drawBox.triangles)
    }

    /// Paints the whole pixels of `inside` (within the current box), where
    /// coverage is 1: an opaque solid color by clearing them to it, any
    /// other paint with its INSIDE program.
    private func fillInside(_ inside: PixelRect, with paint: PaintSetup) {
        if let color = paint.opaqueColor {
            inside.scissor()
            glClearColor(color[0], color[1], color[2], color[3])
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            box.scissor()
            return
        }
        let program = paint.programs.inside
        use(program, paintFromDevice: paint.paintFromDevice)
        paint.apply(program)
        drawTriangles(inside.triangles)
    }

    /// The trapezoid pass: clears the coverage target inside `drawBox` and
    /// adds the area of each of the mesh's trapezoids in every pixel to
    /// it (with framebuffer fetch the shader adds; with float targets
    /// ONE, ONE blending), then binds the current target again.
    func sumCoverage(_ mesh: CoverageMesh, in drawBox: PixelRect) {
        guard let target, let coverage = pool.coverage else { return }
        let program = programs.trapezoids
        glUseProgram(program.id)
        glUniform2f(program.location("u_viewport"), Float(target.width), Float(target.height))
        coverage.clear(drawBox)
        if compositing == .floatTargets { glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE)) }
        glBindVertexArray(trapezoidArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), trapezoidBuffer)
        mesh.vertices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        glDrawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(mesh.vertices.count / CoverageMesh.floatsPerVertex))
        restoreVertexArray()
        if compositing == .floatTargets { setSourceOver() }
        target.bind()
        box.scissor()
    }
}

extension ConvexEdges {
    /// Fills coverage.glsl's CONVEX uniforms.
    func apply(to program: GLProgram) {
        glUniform4fv(program.location("u_edges"), GLsizei(count), edges)
        glUniform1fv(program.location("u_edgeSlopes"), GLsizei(count), slopes)
        glUniform1i(program.location("u_edgeCount"), GLint(count))
    }
}
