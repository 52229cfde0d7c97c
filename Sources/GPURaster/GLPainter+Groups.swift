import CEGL
import Geometry
import Paths
import Presentation

extension GLPainter {
    /// Draws a group: straight into the current target when it changes
    /// nothing (opacity 1, no clip, no mask); else into an offscreen target,
    /// then composited through its clip (the clip outline is the cover
    /// geometry, so its edges are multisampled like any fill) with its
    /// opacity and mask.
    func draw(_ group: GroupItem) throws(GPUError) {
        if group.opacity >= 1, group.clip == nil, group.mask == nil {
            try draw(group.items)
            return
        }
        guard group.opacity > 0, let parent = target else { return }
        let content = try offscreen(group.items)
        defer { pool.release(content) }
        var mask: RenderTarget? = nil
        if let maskItems = group.mask { mask = try offscreen(maskItems) }
        defer { if let mask { pool.release(mask) } }

        target = parent
        parent.bind()
        let program = mask == nil ? programs.group : programs.mask
        use(program)
        CompositeUniforms(opacity: group.opacity).apply(to: program)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), mask?.texture ?? 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), content.texture)
        if let clip = group.clip {
            fill(mesh(Path(roundedRect: clip.rect, cornerRadius: clip.cornerRadius), transform: clip.transform),
                 rule: .nonZero)
        } else {
            let w = Float(parent.width), h = Float(parent.height)
            drawTriangles([0, 0, w, 0, w, h, 0, 0, w, h, 0, h])
        }
    }

    /// Draws `items` into a fresh target from the pool and resolves it; the
    /// caller releases the target. Leaves `target` pointing at it.
    private func offscreen(_ items: [DisplayItem]) throws(GPUError) -> RenderTarget {
        let saved = target
        let offscreen = try pool.acquire()
        target = offscreen
        offscreen.bind()
        do {
            try draw(items)
        } catch {
            pool.release(offscreen)
            target = saved
            throw error
        }
        offscreen.resolve()
        target = saved
        return offscreen
    }

    /// Draws every instance of the grid. A template of one fill, stroke or
    /// image needs no offscreen group: each is drawn as one union, so
    /// folding the instance's opacity into its paint gives the same pixels.
    func draw(_ instanced: InstancedItem) throws(GPUError) {
        for placement in instanced.instances where placement.opacity > 0 {
            let items = instanced.template.map { $0.transformed(by: placement.transform) }
            if items.count == 1, let single = items.first, try drawFolded(single, opacity: placement.opacity) {
                continue
            }
            try draw(GroupItem(items: items, opacity: placement.opacity))
        }
    }

    /// Draws a fill, stroke or image with `opacity` folded in; false for
    /// groups and grids.
    private func drawFolded(_ item: DisplayItem, opacity: Double) throws(GPUError) -> Bool {
        switch item {
        case .fill(let fill):
            if usePaint(fill.paint, transform: fill.transform, opacity: opacity) {
                self.fill(mesh(fill.path, transform: fill.transform), rule: fill.fillRule)
            }
            return true
        case .stroke(let stroke):
            let outline = try mesh(stroke)
            if usePaint(stroke.paint, transform: stroke.transform, opacity: opacity) {
                fill(outline, rule: .nonZero)
            }
            return true
        case .image(var image):
            image.opacity *= opacity
            try draw(image)
            return true
        case .group, .instanced:
            return false
        }
    }
}

extension DisplayItem {
    /// The item with `placement` applied after its own transforms.
    func transformed(by placement: AffineTransform) -> DisplayItem {
        switch self {
        case .fill(var fill):
            fill.transform = fill.transform.concatenating(placement)
            return .fill(fill)
        case .stroke(var stroke):
            stroke.transform = stroke.transform.concatenating(placement)
            return .stroke(stroke)
        case .image(var image):
            image.transform = image.transform.concatenating(placement)
            return .image(image)
        case .group(var group):
            group.items = group.items.map { $0.transformed(by: placement) }
            group.mask = group.mask?.map { $0.transformed(by: placement) }
            if let clip = group.clip {
                group.clip = Clip(rect: clip.rect, cornerRadius: clip.cornerRadius,
                                  transform: clip.transform.concatenating(placement))
            }
            return .group(group)
        case .instanced(var instanced):
            instanced.instances = instanced.instances.map {
                InstancePlacement(transform: $0.transform.concatenating(placement), opacity: $0.opacity)
            }
            return .instanced(instanced)
        }
    }
}
