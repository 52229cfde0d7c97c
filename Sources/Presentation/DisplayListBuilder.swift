import Geometry
import Layers
import Paths
import Timeline

extension PresentationTree {
    /// The frame's drawing commands: the canvas is `canvas · scale` pixels
    /// (rounded to whole pixels), layers drawn back to front in Core
    /// Animation's order.
    /// - Parameters:
    ///   - scale: pixels per point. Default: 2 (a retina device).
    ///   - canvas: canvas size in points; the scene is centered in it.
    ///     Default: nil (the scene's own size).
    public func displayList(scale: Double = 2, canvas: Size? = nil) -> DisplayList {
        let canvas = canvas ?? size
        let width = Int((canvas.width * scale).rounded()), height = Int((canvas.height * scale).rounded())
        let offset = Point((canvas.width - size.width) / 2, (canvas.height - size.height) / 2)
        let rootToDevice = AffineTransform(translationX: offset.x, y: offset.y)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        let items = DisplayListBuilder.items(for: root, superlayerToDevice: rootToDevice)
        return DisplayList(width: width, height: height, items: items)
    }
}

/// Turns presented layers into display items. Per layer, in Core
/// Animation's order: background (rounded), contents image, the layer's
/// own content (shape fill then stroke, gradient), sublayers, border; then
/// `masksToBounds` clip, `mask`, shadow and group opacity wrap the lot. Colors are
/// seen through the layers' `tintColor`s (DisplayListBuilder+Tint.swift).
enum DisplayListBuilder {
    /// - Parameter tint: the product of the superlayers' `tintColor`s;
    ///   nil for none.
    static func items(for layer: PresentedLayer, superlayerToDevice: AffineTransform,
                      tint superlayerTint: Color? = nil) -> [DisplayItem] {
        var out: [DisplayItem] = []
        appendItems(for: layer, superlayerToDevice: superlayerToDevice, tint: superlayerTint, into: &out)
        return out
    }

    /// `items(for:superlayerToDevice:tint:)` appended to `out`. The whole
    /// tree is built into one array: a layer's content goes straight into
    /// its superlayer's, and moves into a group only when the layer needs
    /// one (a pass-through layer, the bulk of an imported Lottie tree, no
    /// longer builds an array of its own to be copied into its parent's).
    static func appendItems(for layer: PresentedLayer, superlayerToDevice: AffineTransform,
                            tint superlayerTint: Color?, into out: inout [DisplayItem]) {
        let opacity = layer.fixedReads?.opacity ?? layer.number("opacity", 1)
        let tint = Color.product(superlayerTint, layer.model.tintColor)
        guard layer.draws, tint.map({ $0.alpha > 0 }) ?? true else { return }
        let toDevice = layer.layerToSuperlayer.concatenating(superlayerToDevice)
        let start = out.count
        appendContent(for: layer, layerToDevice: toDevice, tint: tint, into: &out)
        guard out.count > start else { return }
        let clip = layer.model.masksToBounds
            ? Clip(rect: layer.rect("bounds"), cornerRadius: layer.number("cornerRadius"), transform: toDevice)
            : nil
        let mask = layer.mask.map { items(for: $0, superlayerToDevice: toDevice) }
        let shadow = Self.shadow(for: layer, layerToDevice: toDevice, tint: tint)
        if clip == nil && mask == nil && shadow == nil && layer.model.blendMode == .normal {
            if opacity >= 1 { return }
            if out.count == start + 1, let folded = out[start].withOpacity(opacity) { out[start] = folded; return }
        }
        let content = Array(out[start...])
        out.removeSubrange(start...)
        out.append(.group(GroupItem(items: content, opacity: min(opacity, 1), clip: clip, mask: mask,
                                    maskMode: layer.model.maskMode, shadow: shadow, blendMode: layer.model.blendMode)))
    }

    /// Whether a layer with these values can draw at all: not hidden, and
    /// an opacity above 0 (a clear tint, the third test of `items`, is
    /// not in its values). `CompiledScene`'s drawn-only tree leaves out
    /// what lies beneath a layer that fails it.
    static func draws<Values: AnimatedValueStore>(_ values: Values) -> Bool {
        if case .bool(true)? = values["hidden"] { return false }
        if case .number(let opacity)? = values["opacity"] { return opacity > 0 }
        return true
    }

    /// Everything a layer draws in its own coordinates, before its opacity,
    /// clip and mask apply, seen through `tint` (this layer's `tintColor`
    /// times its superlayers'; nil for none).
    static func contentItems(for layer: PresentedLayer, layerToDevice: AffineTransform,
                             tint: Color? = nil) -> [DisplayItem] {
        var out: [DisplayItem] = []
        appendContent(for: layer, layerToDevice: layerToDevice, tint: tint, into: &out)
        return out
    }

    /// `contentItems(for:layerToDevice:tint:)` appended to `out`.
    static func appendContent(for layer: PresentedLayer, layerToDevice: AffineTransform,
                              tint: Color?, into out: inout [DisplayItem]) {
        let start = out.count
        let background = layer.absent.contains(.background) ? .clear : layer.color("backgroundColor")
        if background.alpha > 0, case let bounds = layer.rect("bounds"), !bounds.isEmpty {
            out.append(.fill(FillItem(path: Path(roundedRect: bounds, cornerRadius: layer.number("cornerRadius")),
                                      transform: layerToDevice, fillRule: .nonZero, paint: .solid(background))))
        }
        if let image = contentsItem(for: layer, layerToDevice: layerToDevice) { out.append(.image(image)) }
        appendOwnContent(of: layer, layerToDevice: layerToDevice, into: &out)
        if tint != nil {
            for i in start..<out.count { out[i] = out[i].tinted(by: tint) }
        }
        for sublayer in layer.sublayers {
            appendItems(for: sublayer, superlayerToDevice: layerToDevice, tint: tint, into: &out)
        }
        if let border = borderItem(for: layer, layerToDevice: layerToDevice) { out.append(.fill(border).tinted(by: tint)) }
    }

    /// Shape, gradient, text and instanced content, appended to `out`.
    static func appendOwnContent(of layer: PresentedLayer, layerToDevice: AffineTransform,
                                 into out: inout [DisplayItem]) {
        switch layer.model {
        case let shape as ShapeLayer:
            appendShapeItems(for: layer, model: shape, layerToDevice: layerToDevice, into: &out)
        case let gradient as GradientLayer:
            if let item = gradientItem(for: layer, model: gradient, layerToDevice: layerToDevice) { out.append(.fill(item)) }
        case let text as TextLayer:
            let color = layer.color("foregroundColor")
            guard let glyphs = text.glyphs, !glyphs.isEmpty, color.alpha > 0 else { return }
            out.append(.fill(FillItem(path: glyphs, transform: layerToDevice, fillRule: .nonZero, paint: .solid(color))))
        case is InstancedLayer:
            if let item = instancedItem(for: layer, layerToDevice: layerToDevice) { out.append(.instanced(item)) }
        default:
            return
        }
    }

    static func appendShapeItems(for layer: PresentedLayer, model: ShapeLayer, layerToDevice: AffineTransform,
                                 into out: inout [DisplayItem]) {
        let reads = layer.fixedReads?.shape ?? layer.shapeReads
        guard let path = reads.path else { return }
        if reads.fill.alpha > 0 {
            out.append(.fill(FillItem(path: path, transform: layerToDevice, fillRule: model.fillRule,
                                      paint: .solid(reads.fill))))
        }
        if reads.strokes {
            let style = StrokeStyle(lineWidth: reads.lineWidth, lineCap: model.lineCap, lineJoin: model.lineJoin,
                                    miterLimit: reads.miterLimit, dashPattern: model.lineDashPattern,
                                    dashPhase: reads.dashPhase)
            out.append(.stroke(StrokeItem(path: path, transform: layerToDevice, style: style,
                                          strokeStart: reads.strokeStart, strokeEnd: reads.strokeEnd,
                                          paint: .solid(reads.stroke))))
        }
    }

    static func gradientItem(for layer: PresentedLayer, model: GradientLayer, layerToDevice: AffineTransform) -> FillItem? {
        let bounds = layer.rect("bounds")
        guard !bounds.isEmpty, case .colors(let colors)? = layer.value("colors"), !colors.isEmpty else { return nil }
        var locations: [Double] = []
        if case .numbers(let l)? = layer.value("locations"), l.count == colors.count { locations = l }
        if locations.isEmpty {
            locations = colors.count == 1 ? [0] : (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        }
        let gradient = Gradient(stops: zip(locations, colors).map { Gradient.Stop(location: $0, color: $1) })
        func unit(_ p: Point) -> Point {
            Point(bounds.origin.x + p.x * bounds.size.width, bounds.origin.y + p.y * bounds.size.height)
        }
        let start = unit(layer.point("startPoint")), end = unit(layer.point("endPoint"))
        let paint: Paint
        switch model.kind {
        case .axial: paint = .axial(gradient, start: start, end: end)
        case .radial:
            var focal: Point?
            if case .point(let f)? = layer.value("focalPoint") { focal = unit(f) }
            paint = .radial(gradient, center: start, radii: Size(abs(end.x - start.x), abs(end.y - start.y)), focal: focal)
        }
        return FillItem(path: Path(rect: bounds), transform: layerToDevice, fillRule: .nonZero, paint: paint)
    }

    /// The border: the rounded bounds minus the same inset by borderWidth,
    /// filled even-odd.
    static func borderItem(for layer: PresentedLayer, layerToDevice: AffineTransform) -> FillItem? {
        // Most layers have no border: its width decides before anything else is read.
        guard !layer.absent.contains(.border) else { return nil }
        let width = layer.number("borderWidth")
        guard width > 0 else { return nil }
        let color = layer.color("borderColor")
        let bounds = layer.rect("bounds").standardized, radius = layer.number("cornerRadius")
        guard color.alpha > 0, !bounds.isEmpty else { return nil }
        var path = Path(roundedRect: bounds, cornerRadius: radius)
        let inner = bounds.insetBy(dx: width, dy: width)
        if inner.size.width > 0, inner.size.height > 0 {
            path.append(Path(roundedRect: inner, cornerRadius: max(radius - width, 0)))
        }
        return FillItem(path: path, transform: layerToDevice, fillRule: .evenOdd, paint: .solid(color))
    }
}

extension DisplayItem {
    /// The item with its alpha multiplied by `opacity`, when that is exact
    /// (a single fill, stroke or image); nil for groups and instances.
    func withOpacity(_ opacity: Double) -> DisplayItem? {
        switch self {
        case .fill(var f): f.paint = f.paint.withOpacity(opacity); return .fill(f)
        case .stroke(var s): s.paint = s.paint.withOpacity(opacity); return .stroke(s)
        case .image(var i): i.opacity *= opacity; return .image(i)
        case .group, .instanced: return nil
        }
    }
}

extension Paint {
    /// The paint with every color's alpha multiplied by `opacity`.
    func withOpacity(_ opacity: Double) -> Paint {
        func fade(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(location: $0.location, color: $0.color.withOpacity(opacity)) })
        }
        switch self {
        case .solid(let c): return .solid(c.withOpacity(opacity))
        case .axial(let g, let s, let e): return .axial(fade(g), start: s, end: e)
        case .radial(let g, let c, let r, let f): return .radial(fade(g), center: c, radii: r, focal: f)
        }
    }
}
