import CEGL
import Presentation

extension GLPainter {
    /// The group's pixels in `content` with `shadow` beneath them, as the
    /// CPU's `RasterLayer.castShadow` computes them: shadow.frag with
    /// ACROSS into one target, then without it into another, each over
    /// `box` only and resolved. Releases `content` and the across target;
    /// the caller releases the one returned. `target` and `box` are the
    /// caller's again after.
    func castShadow(_ shadow: GroupShadow, under content: RenderTarget,
                    in box: PixelRect) throws(GPUError) -> RenderTarget {
        let saved = (target, self.box)
        defer { (target, self.box) = saved }
        let uniforms = ShadowUniforms(shadow: shadow, box: box)
        func pass(_ programs: PaintPrograms, source: RenderTarget) throws(GPUError) -> RenderTarget {
            let out = try pool.acquire()
            out.clear(box)
            box.scissor()
            target = out
            self.box = box
            out.bind()
            let sourceTexture = source.texture, groupTexture = content.texture
            paint(CoverageMesh(contours: [box.corners], rule: .nonZero), with: PaintSetup(programs: programs) { program in
                uniforms.apply(to: program)
                glActiveTexture(GLenum(GL_TEXTURE1))
                glBindTexture(GLenum(GL_TEXTURE_2D), sourceTexture)
                glActiveTexture(GLenum(GL_TEXTURE0))
                glBindTexture(GLenum(GL_TEXTURE_2D), groupTexture)
            })
            out.resolve(box)
            return out
        }
        defer { pool.release(content) }
        let across = try pass(programs.shadowAcross, source: content)
        defer { pool.release(across) }
        return try pass(programs.shadowDown, source: across)
    }
}
