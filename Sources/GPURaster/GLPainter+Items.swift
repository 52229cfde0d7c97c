import CEGL
import Geometry
import Paths
import Presentation

extension GLPainter {
    /// Draws `items` in order into the current target, each with `opacity`
    /// (0…1) folded into its paint.
    func draw(_ items: [DisplayItem], opacity: Double = 1) throws(GPUError) {
        for item in items { try draw(item, opacity: opacity) }
    }

    /// Draws one item with `opacity` folded in: a group opacity applied to
    /// the group's only item, which cannot overlap itself.
    func draw(_ item: DisplayItem, opacity: Double = 1) throws(GPUError) {
        switch item {
        case .fill(let fill):
            guard usePaint(fill.paint, transform: fill.transform, opacity: opacity) else { return }
            self.fill(mesh(fill.path, transform: fill.transform), rule: fill.fillRule)
        case .stroke(let stroke):
            try draw(stroke, opacity: opacity)
        case .image(let image):
            draw(image, opacity: opacity)
        case .group(let group):
            try draw(group, opacity: opacity)
        case .instanced(let instanced):
            try draw(instanced, opacity: opacity)
        }
    }

    /// Binds the program for `paint` (local coordinates mapped to pixels by
    /// `transform`) with `opacity` folded in; false when nothing would show.
    /// Degenerate gradients (no finite stop, zero-length axis, zero radius)
    /// paint their last stop's color, as the CPU's `Shader` does.
    func usePaint(_ paint: Paint, transform: AffineTransform, opacity: Double = 1) -> Bool {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        guard opacity > 0 else { return false }
        switch paint {
        case .solid(let color):
            return useSolid(color, opacity: opacity)
        case .axial(let gradient, let start, let end):
            let stops = gradient.stops.filter { $0.location.isFinite }
            guard let last = stops.last, let inverse = transform.inverted else { return false }
            let axis = end - start, lengthSquared = axis.dot(axis)
            guard lengthSquared > 0, lengthSquared.isFinite else { return useSolid(last.color, opacity: opacity) }
            use(programs.axial, paintFromDevice: inverse)
            GradientUniforms(gradient: gradient, geometry: .axial(start: start, end: end), opacity: opacity)
                .apply(to: programs.axial)
        case .radial(let gradient, let center, let radii):
            let stops = gradient.stops.filter { $0.location.isFinite }
            guard let last = stops.last, let inverse = transform.inverted else { return false }
            guard radii.width != 0, radii.height != 0, radii.isFinite else { return useSolid(last.color, opacity: opacity) }
            use(programs.radial, paintFromDevice: inverse)
            GradientUniforms(gradient: gradient, geometry: .radial(center: center, radii: radii), opacity: opacity)
                .apply(to: programs.radial)
        }
        return true
    }

    private func useSolid(_ color: Color, opacity: Double) -> Bool {
        guard !color.alpha.isNaN, color.alpha * opacity > 0 else { return false }
        use(programs.solid, opaque: color.withOpacity(opacity).clamped.alpha >= 1)
        SolidUniforms(color: color.withOpacity(opacity)).apply(to: programs.solid)
        return true
    }

    /// Uploads the bitmap, fills its destination rectangle sampling it
    /// bilinearly (clamped at the edges, or wrapped per tile when tiled;
    /// image.frag mixes the texels itself, like the CPU's `ImageSampler`),
    /// and frees the texture. Draws nothing for the cases the CPU's
    /// `ImageSampler` skips (empty image or destination, wrong byte count,
    /// zero opacity, singular transform).
    func draw(_ item: ImageItem, opacity: Double) {
        let image = item.image, destination = item.destination
        let opacity = min(max(item.opacity * opacity, 0), 1)
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4,
              opacity > 0, destination.size.width != 0, destination.size.height != 0,
              destination.origin.isFinite, destination.size.isFinite,
              let inverse = item.transform.inverted else { return }
        var tile = destination.size, tiled = false
        if let size = item.tileSize, size.width > 0, size.height > 0, size.isFinite {
            tile = size
            tiled = true
        }
        var texture = uploadTexture(image)
        defer { glDeleteTextures(1, &texture) }
        use(programs.image, paintFromDevice: inverse)
        ImageUniforms(origin: destination.origin, size: tile, tiled: tiled, opacity: opacity).apply(to: programs.image)
        fill(mesh(Path(rect: destination), transform: item.transform), rule: .nonZero)
    }

    /// Uploads `image` (premultiplied RGBA8, validated by the caller) as a
    /// texture bound to unit 0; the caller deletes it.
    func uploadTexture(_ image: Bitmap) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        image.pixels.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        // image.frag filters by hand with texelFetch (exact float weights,
        // as the CPU's); NEAREST keeps the texture complete without mipmaps.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        return texture
    }
}
