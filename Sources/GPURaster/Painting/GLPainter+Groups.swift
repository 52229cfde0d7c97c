import CEGL
import Geometry
import Paths
import Presentation

extension GLPainter {
    /// Draws a group into an offscreen target, then composites it through
    /// its clip's exact coverage (or its whole box) times its opacity and
    /// what its mask keeps (`MaskMode`), its shadow cast beneath its
    /// items first (`castShadow`), blended onto the destination as its
    /// `BlendMode` says. A blend mode other than normal needs the
    /// destination's pixels in the shader: framebuffer fetch has them; with
    /// float targets such a group throws (`.unsupported`) rather than draw
    /// source-over.
    /// All of it happens inside the group's box (its items' bounds within
    /// the parent's box, as the CPU sizes its layers): the targets are
    /// cleared, drawn, resolved and composited there only, and the
    /// composite reads texels for pixels one to one, never outside it.
    /// For the normal blend mode, the CPU's two shortcuts apply, giving the
    /// same pixels without the target: with no clip, mask or shadow, an
    /// opaque group draws its items
    /// directly, and a translucent one whose only item cannot overlap
    /// itself (anything but an instanced grid) folds its opacity into it.
    func draw(_ group: GroupItem, opacity inherited: Double) throws(GPUError) {
        let own = group.opacity.isNaN ? 0 : min(max(group.opacity, 0), 1)
        let opacity = own * inherited
        guard opacity > 0, let parent = target else { return }
        if group.blendMode != .normal, compositing != .framebufferFetch {
            throw GPUError(.unsupported, "blend mode \(group.blendMode.rawValue) needs framebuffer fetch "
                           + "(EXT_shader_framebuffer_fetch); \(compositing.rawValue) compositing draws normal only")
        }
        if group.clip == nil, group.mask == nil, group.shadow == nil, group.blendMode == .normal {
            if opacity >= 1 { return try draw(group.items) }
            if group.items.count == 1, !group.items[0].isInstanced {
                return try draw(group.items[0], opacity: opacity)
            }
        }
        let outer = box, outerLayer = layerBox
        if opacity >= 1, group.shadow == nil, group.blendMode == .normal, let clipBox = opaqueBackdrop(group) {
            let backdrop = clipBox.intersection(box)
            guard !backdrop.isEmpty else { return }
            box = backdrop
            layerBox = clipBox.intersection(layerBox)
            backdrop.scissor()
            defer { box = outer; layerBox = outerLayer; outer.scissor() }
            return try draw(group.items)
        }
        // The layer a whole frame draws, and the part of it drawn now; a
        // shadow blurs the whole layer.
        let layer = PixelBounds.of(.group(group)).intersection(outerLayer)
        let inner = layer.intersection(outer)
        guard !inner.isEmpty else { return }
        let drawn = group.shadow == nil ? inner : layer
        var content = try offscreen(group.items, in: drawn, layer: layer)
        if let shadow = group.shadow { content = try castShadow(shadow, under: content, in: layer) }
        defer { pool.release(content) }
        var mask: RenderTarget? = nil
        if let maskItems = group.mask { mask = try offscreen(maskItems, in: inner, layer: layer) }
        defer { if let mask { pool.release(mask) } }

        parent.bind()
        inner.scissor()
        box = inner
        layerBox = layer
        defer { box = outer; layerBox = outerLayer; outer.scissor() }
        let programs = mask == nil ? self.programs.group : self.programs.maskedGroup
        let uniforms = CompositeUniforms(opacity: opacity, maskMode: group.maskMode, blendMode: group.blendMode,
                                         box: inner)
        let contentTexture = content.texture, maskTexture = mask?.texture ?? 0
        let paint = PaintSetup(programs: programs) { program in
            uniforms.apply(to: program)
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), maskTexture)
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), contentTexture)
        }
        if let clip = group.clip {
            self.paint(mesh(Path(roundedRect: clip.rect, cornerRadius: clip.cornerRadius), transform: clip.transform,
                            rule: .nonZero), with: paint)
        } else {
            self.paint(CoverageMesh(contours: [inner.corners], rule: .nonZero), with: paint)
        }
    }

    /// The pixels of a group without mask, clipped to whole pixels (a
    /// square-cornered rectangle along the axes with whole-pixel corners),
    /// when its first item is an opaque solid fill covering every one of
    /// them the current layer shows (`layerBox`, so that a redrawn region
    /// decides as the whole frame does); else nil. Drawn at opacity 1, such
    /// a group may be drawn in place, scissored to those pixels, with the
    /// same bytes: its first item gives each of them the same color in
    /// the group's target as in the parent, later items then blend onto
    /// the same bytes, and compositing the opaque result replaces the
    /// parent's pixels (the CPU's blend at coverage 1 and alpha 255 keeps
    /// nothing of the destination). A clipped layer with a background color
    /// (UIKit's clipsToBounds) is such a group, often as large as the canvas.
    private func opaqueBackdrop(_ group: GroupItem) -> PixelRect? {
        guard group.mask == nil, let clip = group.clip, clip.cornerRadius == 0,
              case .fill(let first)? = group.items.first, case .solid(let color) = first.paint,
              SolidUniforms(color: color, opacity: 1).opaqueBytes != nil,
              let clipEdges = ConvexEdges(clip.rect.corners.map(clip.transform.apply)),
              clipEdges.isAxisAligned, clipEdges.interior == clipEdges.box else { return nil }
        let shown = clipEdges.box.intersection(layerBox)
        guard !shown.isEmpty, let cover = mesh(first.path, transform: first.transform, rule: first.fillRule).convex,
              cover.interior.intersection(shown) == shown else { return nil }
        return clipEdges.box
    }

    /// Draws `items` into a target from the pool, inside `box` only (part
    /// of the group's `layer`), and resolves that box; the caller releases
    /// the target. `target`, `box` and `layerBox` are the caller's again
    /// after.
    private func offscreen(_ items: [DisplayItem], in box: PixelRect,
                           layer: PixelRect) throws(GPUError) -> RenderTarget {
        let saved = (target, self.box, layerBox)
        let offscreen = try pool.acquire()
        defer { (target, self.box, layerBox) = saved }
        offscreen.clear(box)
        box.scissor()
        target = offscreen
        self.box = box
        layerBox = layer
        do {
            try draw(items)
        } catch {
            pool.release(offscreen)
            throw error
        }
        offscreen.resolve(box)
        return offscreen
    }

    /// Every instance is a group of the template's items with the
    /// instance's opacity, placed by the instance's transform after the
    /// items' own. Instances may overlap one another, so an opacity on the
    /// whole grid needs an offscreen group.
    func draw(_ instanced: InstancedItem, opacity: Double) throws(GPUError) {
        guard opacity >= 1 else {
            return try draw(GroupItem(items: [.instanced(instanced)], opacity: opacity), opacity: 1)
        }
        if drawInstancedImage(instanced) { return }
        for placement in instanced.instances {
            let items = instanced.template.map { $0.transformed(by: placement.transform) }
            try draw(GroupItem(items: items, opacity: placement.opacity), opacity: 1)
        }
    }
}

extension DisplayItem {
    var isInstanced: Bool {
        if case .instanced = self { return true }
        return false
    }
}
