import Geometry
import Paths
import Presentation

extension ComputeScene {
    /// A fill command: `paint` (local coordinates mapped to pixels by
    /// `transform`) through `shape`'s coverage times `opacity`, within
    /// `box`. Nothing when nothing would show; degenerate gradients paint
    /// their last stop's color, as the CPU's `Shader` does (and
    /// `GLPainter.paintSetup`).
    mutating func appendPaint(_ paint: Paint, transform: AffineTransform, opacity: Double, shape: ComputeShape,
                              box: PixelRect) {
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let drawn = shape.box.intersection(box)
        guard opacity > 0, !shape.trapezoids.isEmpty, !drawn.isEmpty else { return }
        var words = [UInt32](repeating: 0, count: Self.commandWords)
        words[5] = Float(opacity).bitPattern
        switch paint {
        case .solid(let color):
            guard solid(color, opacity: opacity, into: &words) else { return }
        case .axial(let gradient, let start, let end):
            let stops = gradient.stops.filter { $0.location.isFinite }
            guard let last = stops.last, let inverse = transform.inverted else { return }
            let axis = end - start, lengthSquared = axis.dot(axis)
            guard lengthSquared > 0, lengthSquared.isFinite else {
                guard solid(last.color, opacity: opacity, into: &words) else { return }
                break
            }
            // t = (local − start)·axis / |axis|², as one affine function
            // of the device point, composed in double.
            let s = AffineTransform(a: axis.x / lengthSquared, b: 0, c: axis.y / lengthSquared, d: 0,
                                    tx: -(start.x * axis.x + start.y * axis.y) / lengthSquared, ty: 0)
            words[0] = Kind.axial.rawValue
            features.insert(.gradients)
            put(inverse.concatenating(s), at: 6, in: &words)
            appendStops(stops, into: &words)
        case .radial(let gradient, let center, let radii, let focal):
            let stops = gradient.stops.filter { $0.location.isFinite }
            guard let last = stops.last, let inverse = transform.inverted else { return }
            guard radii.width != 0, radii.height != 0, radii.isFinite else {
                guard solid(last.color, opacity: opacity, into: &words) else { return }
                break
            }
            let positive = Size(abs(radii.width), abs(radii.height))
            let unitFocal = Paint.unitFocal(center: center, radii: positive, focal: focal)
            // The point in the space where the location-1 ellipse is the
            // unit circle (gradient.frag's unitPoint), composed in double.
            let tiny = 1e-9
            let rx = max(positive.width, tiny), ry = max(positive.height, tiny)
            let unit = AffineTransform(a: 1 / rx, b: 0, c: 0, d: 1 / ry, tx: -center.x / rx, ty: -center.y / ry)
            words[0] = Kind.radial.rawValue
            features.insert(.gradients)
            put(inverse.concatenating(unit), at: 6, in: &words)
            words[12] = Float(unitFocal?.x ?? 0).bitPattern
            words[13] = Float(unitFocal?.y ?? 0).bitPattern
            appendStops(stops, into: &words)
        }
        commands += words
        shapes.append(Shape(trapezoids: append(shape), box: drawn))
    }

    /// A solid command's words (`SolidUniforms.premultiplied`); false
    /// when the color draws nothing.
    private func solid(_ color: Color, opacity: Double, into words: inout [UInt32]) -> Bool {
        guard !color.alpha.isNaN, color.alpha * opacity > 0 else { return false }
        words[0] = Kind.solid.rawValue
        for (k, channel) in SolidUniforms(color: color, opacity: opacity).premultiplied.enumerated() {
            words[12 + k] = channel.bitPattern
        }
        return true
    }

    /// Appends the stops (straight colors clamped, then the location) to
    /// `data`; words 2 and 3 say where and how many.
    private mutating func appendStops(_ stops: [Gradient.Stop], into words: inout [UInt32]) {
        words[2] = UInt32(data.count)
        words[3] = UInt32(stops.count)
        for stop in stops {
            let c = stop.color.clamped
            for v in [c.red, c.green, c.blue, c.alpha, stop.location] { data.append(Float(v).bitPattern) }
        }
    }

    /// An image command: the footprint (its destination mapped to pixels)
    /// sampled as `ImageSampler` samples, through coverage times
    /// `opacity`. Nothing for what the CPU skips (empty image or
    /// destination, wrong byte count, opacity 0, singular transform).
    mutating func appendImage(_ item: ImageItem, opacity: Double, box: PixelRect) {
        let image = item.image, destination = item.destination
        let opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        guard image.width > 0, image.height > 0, item.opacity > 0, opacity > 0,
              image.pixels.count == image.width * image.height * 4,
              destination.size.width != 0, destination.size.height != 0,
              destination.origin.isFinite, destination.size.isFinite,
              let inverse = item.transform.inverted else { return }
        let shape = shapeCache.fill(Path(rect: destination), transform: item.transform, rule: .nonZero,
                               tolerance: tolerance)
        let drawn = shape.box.intersection(box)
        guard !shape.trapezoids.isEmpty, !drawn.isEmpty else { return }
        let toOrigin = inverse.concatenating(AffineTransform(translationX: -destination.origin.x,
                                                             y: -destination.origin.y))
        var words = [UInt32](repeating: 0, count: Self.commandWords)
        words[0] = Kind.image.rawValue
        features.insert(.images)
        if let tile = item.tileSize, tile.width > 0, tile.height > 0, tile.isFinite {
            put(toOrigin.concatenating(AffineTransform(scaleX: 1 / tile.width, y: 1 / tile.height)), at: 6, in: &words)
            words[1] = 1
        } else {
            put(toOrigin.concatenating(AffineTransform(scaleX: Double(image.width) / destination.size.width,
                                                       y: Double(image.height) / destination.size.height)),
                at: 6, in: &words)
        }
        words[2] = texels(of: image)
        words[3] = UInt32(image.width)
        words[4] = UInt32(image.height)
        words[5] = Float(opacity).bitPattern
        words[12] = Float(min(item.opacity, 1)).bitPattern
        commands += words
        shapes.append(Shape(trapezoids: append(shape), box: drawn))
    }

    /// A GRID command for `instanced` (opacity 1, within `box`) when the
    /// GPU can place and bin it (`Grid`): its template is one image of a
    /// positive size and its compiled tracks fit the shader's arrays, as
    /// `GLPainter.drawInstancedImage` asks. False, having appended
    /// nothing, otherwise (its copies are then listed one by one).
    /// Words: 1 the grid's table in `ComputeGrids`' lists, 2...4 the
    /// image's first texel, width and height, 5 bit 0 tiled.
    mutating func appendGrid(_ instanced: InstancedItem, box: PixelRect) -> Bool {
        guard let grid = instanced.grid, instanced.template.count == 1,
              case .image(let item) = instanced.template[0] else { return false }
        let image = item.image, destination = item.destination
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4,
              destination.size.width > 0, destination.size.height > 0,
              destination.origin.isFinite, destination.size.isFinite,
              let uniforms = InstanceGridUniforms(grid, image: item),
              let tracks = TrackTableUniforms(grid.tracks.table) else { return false }
        let drawn = box.intersection(canvas)
        guard !drawn.isEmpty, !grid.tracks.instances.isEmpty else { return true }
        var scale = (x: Float(image.width), y: Float(image.height))
        var words = [UInt32](repeating: 0, count: Self.commandWords)
        if let tile = item.tileSize, tile.width > 0, tile.height > 0, tile.isFinite {
            scale = (Float(destination.size.width / tile.width), Float(destination.size.height / tile.height))
            words[5] = 1
        }
        guard scale.x.isFinite, scale.y.isFinite else { return false }
        let size = Self.tileSize
        let tileCount = ((canvas.width + size - 1) / size) * ((canvas.height + size - 1) / size)
        words[0] = Kind.grid.rawValue
        words[1] = UInt32(grids.count * 2 * tileCount)
        words[2] = texels(of: image)
        words[3] = UInt32(image.width)
        words[4] = UInt32(image.height)
        features.insert(.images)
        grids.append(Grid(tracks: tracks, uniforms: uniforms, instances: grid.tracks.instances, texelScale: scale,
                          box: drawn, command: commandCount))
        commands += words
        shapes.append(Shape(trapezoids: 0..<0, box: drawn))
        return true
    }

    /// Where `image`'s texels are in `data`, appending them the first time
    /// this frame meets its pixel storage.
    private mutating func texels(of image: Bitmap) -> UInt32 {
        let address = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = TexelKey(address: address, width: image.width, height: image.height)
        if let offset = texelOffsets[key] { return offset }
        let offset = UInt32(data.count)
        image.pixels.withUnsafeBytes { bytes in
            for k in 0..<(image.width * image.height) {
                data.append(bytes.loadUnaligned(fromByteOffset: 4 * k, as: UInt32.self).littleEndian)
            }
        }
        texelOffsets[key] = offset
        return offset
    }

    /// Writes `t` as six floats (a, b, c, d, tx, ty) from word `index`.
    private func put(_ t: AffineTransform, at index: Int, in words: inout [UInt32]) {
        for (k, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() { words[index + k] = Float(v).bitPattern }
    }
}
