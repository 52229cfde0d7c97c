import CEGL
import Geometry
import Paths
import Presentation

extension GLPainter {
    /// Draws a group into an offscreen target, then composites it through
    /// its clip (the clip outline is the cover geometry, so its edges are
    /// multisampled like any fill) times its opacity and its mask's alpha.
    /// All of it happens inside the group's box (its items' bounds within
    /// the parent's box, as the CPU sizes its layers): the targets are
    /// cleared, drawn, resolved and composited there only, and the
    /// composite reads texels for pixels one to one, never outside it.
    /// The CPU's two shortcuts apply, giving the same pixels without the
    /// target: with no clip or mask, an opaque group draws its items
    /// directly, and a translucent one whose only item cannot overlap
    /// itself (anything but an instanced grid) folds its opacity into it.
    func draw(_ group: GroupItem, opacity inherited: Double) throws(GPUError) {
        let own = group.opacity.isNaN ? 0 : min(max(group.opacity, 0), 1)
        let opacity = own * inherited
        guard opacity > 0, let parent = target else { return }
        if group.clip == nil, group.mask == nil {
            if opacity >= 1 { return try draw(group.items) }
            if group.items.count == 1, !group.items[0].isInstanced {
                return try draw(group.items[0], opacity: opacity)
            }
        }
        let outer = box
        let inner = GroupBounds.of(.group(group)).intersection(outer)
        guard !inner.isEmpty else { return }
        let content = try offscreen(group.items, in: inner)
        defer { pool.release(content) }
        var mask: RenderTarget? = nil
        if let maskItems = group.mask { mask = try offscreen(maskItems, in: inner) }
        defer { if let mask { pool.release(mask) } }

        parent.bind()
        inner.scissor()
        defer { outer.scissor() }
        let program = mask == nil ? programs.group : programs.mask
        use(program)
        CompositeUniforms(opacity: opacity, box: inner).apply(to: program)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), mask?.texture ?? 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), content.texture)
        if let clip = group.clip {
            fill(mesh(Path(roundedRect: clip.rect, cornerRadius: clip.cornerRadius), transform: clip.transform),
                 rule: .nonZero)
        } else {
            drawTriangles(inner.triangles)
        }
    }

    /// Draws `items` into a target from the pool, inside `box` only, and
    /// resolves that box; the caller releases the target. `target` and
    /// `box` are the caller's again after.
    private func offscreen(_ items: [DisplayItem], in box: DeviceBox) throws(GPUError) -> RenderTarget {
        let saved = (target, self.box)
        let offscreen = try pool.acquire()
        defer { (target, self.box) = saved }
        // One pixel of margin cleared around the box, so that nothing an
        // earlier use left can sit next to what is drawn.
        offscreen.clear(box.grown(by: 1).intersection(offscreen.box))
        box.scissor()
        target = offscreen
        self.box = box
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
