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
            guard let paint = paintSetup(fill.paint, transform: fill.transform, opacity: opacity) else { return }
            self.paint(mesh(fill.path, transform: fill.transform, rule: fill.fillRule), with: paint)
        case .stroke(let stroke):
            guard let paint = paintSetup(stroke.paint, transform: stroke.transform, opacity: opacity) else { return }
            self.paint(mesh(stroke), with: paint)
        case .image(let image):
            draw(image, opacity: opacity)
        case .group(let group):
            try draw(group, opacity: opacity)
        case .instanced(let instanced):
            try draw(instanced, opacity: opacity)
        }
    }

    /// The stroke's trimmed outline in device pixels (`DevicePolygons`,
    /// the CPU's polygons), filled nonzero, cached across frames.
    private func mesh(_ stroke: StrokeItem) -> CoverageMesh {
        let key = MeshKey.stroke(stroke.path, stroke.style, stroke.transform,
                                 strokeStart: stroke.strokeStart, strokeEnd: stroke.strokeEnd)
        return meshes.value(for: key) {
            counters.meshesBuilt += 1
            return CoverageMesh(contours: DevicePolygons.stroke(stroke, tolerance: tolerance), rule: .nonZero)
        }
    }

    /// The programs and uniforms for `paint` (local coordinates mapped to
    /// pixels by `transform`) with `opacity` multiplying coverage; nil when
    /// nothing would show. Degenerate gradients (no finite stop,
    /// zero-length axis, zero radius) paint their last stop's color, as
    /// the CPU's `Shader` does.
    func paintSetup(_ paint: Paint, transform: AffineTransform, opacity: Double = 1) -> PaintSetup? {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        guard opacity > 0 else { return nil }
        switch paint {
        case .solid(let color):
            return solid(color, opacity: opacity)
        case .axial(let gradient, let start, let end):
            let stops = gradient.stops.filter { $0.location.isFinite }
            guard let last = stops.last, let inverse = transform.inverted else { return nil }
            let axis = end - start, lengthSquared = axis.dot(axis)
            guard lengthSquared > 0, lengthSquared.isFinite else { return solid(last.color, opacity: opacity) }
            let uniforms = GradientUniforms(gradient: gradient, geometry: .axial(start: start, end: end), opacity: opacity)
            return PaintSetup(programs: programs.axial, paintFromDevice: inverse, apply: uniforms.apply)
        case .radial(let gradient, let center, let radii, let focal):
            let stops = gradient.stops.filter { $0.location.isFinite }
            guard let last = stops.last, let inverse = transform.inverted else { return nil }
            guard radii.width != 0, radii.height != 0, radii.isFinite else { return solid(last.color, opacity: opacity) }
            // The shader divides by |radii|; the focal point goes with it.
            let positive = Size(abs(radii.width), abs(radii.height))
            let unitFocal = Paint.unitFocal(center: center, radii: positive, focal: focal)
            let uniforms = GradientUniforms(gradient: gradient, geometry: .radial(center: center, radii: radii, focal: unitFocal),
                                            opacity: opacity)
            return PaintSetup(programs: programs.radial, paintFromDevice: inverse, apply: uniforms.apply)
        }
    }

    private func solid(_ color: Color, opacity: Double) -> PaintSetup? {
        guard !color.alpha.isNaN, color.alpha * opacity > 0 else { return nil }
        let uniforms = SolidUniforms(color: color, opacity: opacity)
        return PaintSetup(programs: programs.solid, opaqueColor: uniforms.opaqueBytes?.map { Float($0) / 255 },
                          apply: uniforms.apply)
    }

    /// Uploads the bitmap, fills its footprint (the destination rectangle
    /// mapped to pixels) sampling it bilinearly (clamped at the edges, or
    /// wrapped per tile when tiled; image.frag mixes the texels itself,
    /// like the CPU's `ImageSampler`, or has the texture unit mix them
    /// where its weights are exact, `ImageFiltering`), and frees the texture. Draws nothing
    /// for the cases the CPU's `ImageSampler` skips (empty image or
    /// destination, wrong byte count, zero opacity, singular transform).
    func draw(_ item: ImageItem, opacity: Double) {
        let image = item.image, destination = item.destination
        let itemOpacity = min(max(item.opacity, 0), 1), opacity = min(max(opacity, 0), 1)
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4,
              itemOpacity > 0, opacity > 0, destination.size.width != 0, destination.size.height != 0,
              destination.origin.isFinite, destination.size.isFinite,
              let inverse = item.transform.inverted else { return }
        var tile = destination.size, tiled = false
        if let size = item.tileSize, size.width > 0, size.height > 0, size.isFinite {
            tile = size
            tiled = true
        }
        var texture = uploadTexture(image)
        defer { glDeleteTextures(1, &texture) }
        ImageTexture.setWrap(repeats: tiled)
        let uniforms = ImageUniforms(origin: destination.origin, size: tile, tiled: tiled, opacity: itemOpacity,
                                     coverageOpacity: opacity)
        paint(mesh(Path(rect: destination), transform: item.transform, rule: .nonZero),
              with: PaintSetup(programs: programs.image, paintFromDevice: inverse, apply: uniforms.apply))
    }

    /// Uploads `image` (premultiplied RGBA8, validated by the caller) as a
    /// texture bound to unit 0, as `imageFiltering` reads it
    /// (`ImageTexture`); the caller deletes it.
    func uploadTexture(_ image: Bitmap) -> GLuint {
        ImageTexture.upload(pixels: image.pixels, width: image.width, height: image.height,
                            filtering: imageFiltering)
    }
}
