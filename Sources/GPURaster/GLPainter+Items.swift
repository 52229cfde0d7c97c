import CEGL
import Geometry
import Paths
import Presentation

extension GLPainter {
    /// Draws `items` in order into the current target.
    func draw(_ items: [DisplayItem]) throws(GPUError) {
        for item in items { try draw(item) }
    }

    func draw(_ item: DisplayItem) throws(GPUError) {
        switch item {
        case .fill(let fill):
            guard usePaint(fill.paint, transform: fill.transform) else { return }
            self.fill(mesh(fill.path, transform: fill.transform), rule: fill.fillRule)
        case .stroke(let stroke):
            let outline = try mesh(stroke)
            guard usePaint(stroke.paint, transform: stroke.transform) else { return }
            fill(outline, rule: .nonZero)
        case .image(let image):
            try draw(image)
        case .group(let group):
            try draw(group)
        case .instanced(let instanced):
            try draw(instanced)
        }
    }

    /// Binds the program for `paint` (local coordinates mapped to pixels by
    /// `transform`) with `opacity` folded in; false when nothing would show.
    func usePaint(_ paint: Paint, transform: AffineTransform, opacity: Double = 1) -> Bool {
        switch paint {
        case .solid(let color):
            guard color.alpha * opacity > 0 else { return false }
            use(programs.solid)
            SolidUniforms(color: color.withOpacity(opacity)).apply(to: programs.solid)
        case .axial(let gradient, let start, let end):
            guard !gradient.stops.isEmpty, let inverse = transform.inverted else { return false }
            use(programs.axial, paintFromDevice: inverse)
            GradientUniforms(gradient: gradient, geometry: .axial(start: start, end: end), opacity: opacity)
                .apply(to: programs.axial)
        case .radial(let gradient, let center, let radii):
            guard !gradient.stops.isEmpty, let inverse = transform.inverted else { return false }
            use(programs.radial, paintFromDevice: inverse)
            GradientUniforms(gradient: gradient, geometry: .radial(center: center, radii: radii), opacity: opacity)
                .apply(to: programs.radial)
        }
        return true
    }

    /// Uploads the bitmap, draws its destination rectangle sampling it
    /// bilinearly (wrapping per tile when tiled), and frees the texture.
    func draw(_ item: ImageItem) throws(GPUError) {
        let image = item.image
        let tile = item.tileSize ?? item.destination.size
        guard image.width > 0, image.height > 0, item.opacity > 0, tile.width != 0, tile.height != 0,
              let inverse = item.transform.inverted else { return }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        defer { glDeleteTextures(1, &texture) }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        image.pixels.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        let wrap = item.tileSize == nil ? GL_CLAMP_TO_EDGE : GL_REPEAT
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), wrap)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), wrap)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        use(programs.image, paintFromDevice: inverse)
        ImageUniforms(origin: item.destination.origin, size: tile, opacity: item.opacity).apply(to: programs.image)
        fill(mesh(Path(rect: item.destination), transform: item.transform), rule: .nonZero)
    }
}
