import Geometry
import Paths
import Presentation

extension RasterContext {
    /// A group is drawn into an offscreen layer sized to what it can touch,
    /// then composited through its clip's coverage, times its opacity and what
    /// its mask keeps (`MaskMode`: alpha, luminance or their complements),
    /// its shadow drawn beneath its items first (`castShadow`), blended
    /// onto the pixels beneath as its `BlendMode` says (from a copy of them
    /// taken before it composites). Two shortcuts give the same picture
    /// without the layer, for the normal blend mode only:
    /// an opaque group with no clip, mask or shadow draws its items directly
    /// (source-over is associative), and a translucent one whose only item
    /// cannot overlap itself (a fill, stroke, image or group) folds its
    /// opacity into that item (an image's into the image's own opacity).
    ///
    /// In a band (`RasterLayer.fullRect`) the group's layer is clipped as
    /// without bands and stores the band's rows, grown for a shadow by the
    /// rows its blur reads (`contentRows`).
    func drawGroup(_ group: GroupItem, outer: AffineTransform, opacity inherited: Double,
                   into layer: inout RasterLayer) {
        let own = group.opacity.isNaN ? 0 : min(max(group.opacity, 0), 1)
        let opacity = own * inherited
        guard opacity > 0 else { return }
        if group.clip == nil && group.mask == nil && group.shadow == nil && group.blendMode == .normal {
            if opacity >= 1 { return draw(group.items, outer: outer, opacity: 1, into: &layer) }
            if group.items.count == 1, Self.cannotOverlapItself(group.items[0]) {
                // An image takes the opacity as its own, so a translucent
                // layer's image and an instance's draw the same bytes.
                if case .image(var image) = group.items[0] {
                    image.opacity *= opacity
                    return draw(.image(image), outer: outer, opacity: 1, into: &layer)
                }
                return draw(group.items[0], outer: outer, opacity: opacity, into: &layer)
            }
        }
        // `fullRect`: the group's layer when the canvas is drawn whole (its
        // clip for every edge); `rect`: the part of it this band composites.
        let fullRect = PixelBounds.of(.group(group), outer: outer).intersection(layer.fullRect)
        let rect = fullRect.intersection(layer.rect)
        guard !rect.isEmpty else { return }
        // A mask over one item: maybe a gradient composited as it is drawn.
        if group.mask != nil, group.items.count == 1,
           drawMaskedFill(group, opacity: opacity, outer: outer, fullRect: fullRect, rect: rect, into: &layer) {
            return
        }
        // A clip around one fill: maybe composited as it is drawn.
        if group.clip != nil, group.items.count == 1,
           drawClippedFill(group, opacity: opacity, outer: outer, fullRect: fullRect, rect: rect, into: &layer) {
            return
        }
        var maskLayer: RasterLayer?
        if let mask = group.mask {
            var alpha = RasterLayer(fullRect: fullRect, rows: rect.y..<rect.maxY)
            draw(mask, outer: outer, opacity: 1, into: &alpha)
            maskLayer = alpha
        }
        // A first item painting the whole layer one opaque color (a
        // full-bleed background, `OpaqueCover`) becomes the layer's first
        // value instead of a clear and a fill, as the canvas' one does.
        let coverWord = switches.cpuFastPaths
            ? OpaqueCover.word(of: group.items.first, outer: outer, covering: fullRect, tolerance: tolerance,
                               cache: polygonCache) : nil
        var content = RasterLayer(fullRect: fullRect, rows: contentRows(rect, shadow: group.shadow),
                                  filledWith: coverWord ?? 0)
        // Where the mask keeps nothing the composite leaves the parent's
        // pixels exactly as they are (the content is scaled by 0 and a
        // source of alpha 0 draws nothing), so the content need not be
        // drawn there (the normal blend mode, no shadow reading the content).
        if switches.cpuFastPaths, let maskLayer, group.shadow == nil, group.blendMode == .normal,
           content.rect == maskLayer.rect {
            content.relevantColumns = Self.maskedColumns(maskLayer, mode: group.maskMode)
        }
        for item in coverWord == nil ? group.items[...] : group.items.dropFirst() {
            draw(item, outer: outer, opacity: 1, into: &content)
        }
        if let shadow = group.shadow { content.castShadow(shadow) }
        if content.rect != rect { content = content.copy(rect) }
        let shape: [[Point]]
        if let clip = group.clip {
            let transform = clip.transform.concatenating(outer)
            shape = fillPolygons(Path(roundedRect: clip.rect, cornerRadius: clip.cornerRadius), transform: transform)
        } else {
            shape = [fullRect.corners]
        }
        let backdrop = group.blendMode == .normal ? nil : layer.copy(rect)
        let source = LayerSource(content: content, mask: maskLayer, maskMode: group.maskMode, opacity: Float(opacity),
                                 blendMode: group.blendMode, backdrop: backdrop)
        fill(shape, rule: .nonZero, shader: .layer(source), opacity: 1, within: fullRect, into: &layer)
    }

    /// Per row of `mask`, the device columns `lo ..< hi` from its first to
    /// its last pixel whose level (`MaskMode.level`, the composite's) is
    /// above 0, as (lo, hi) pairs; an empty range (lo = hi) for a row that
    /// keeps nothing. In `.alpha` and `.luminance` modes a transparent pixel
    /// (four zero bytes) keeps nothing, so runs of them are stepped over
    /// eight pixels at a time (`firstUnclear`, `lastUnclear`) and only the
    /// other pixels' levels are computed.
    static func maskedColumns(_ mask: RasterLayer, mode: MaskMode) -> [Int32] {
        let rect = mask.rect, width = rect.width
        var columns = [Int32](repeating: Int32(rect.x), count: 2 * max(rect.height, 0))
        let skipsClear = mode == .alpha || mode == .luminance
        mask.withPixels { pixels in
            for row in 0..<rect.height {
                let p = pixels + row * width * 4
                func kept(_ x: Int) -> Bool {
                    let q = p + 4 * x
                    return mode.level(red: Float(q[0]), green: Float(q[1]), blue: Float(q[2]), alpha: Float(q[3])) > 0
                }
                var first = skipsClear ? firstUnclear(p, from: 0, to: width) : 0
                while first < width && !kept(first) {
                    first = skipsClear ? firstUnclear(p, from: first + 1, to: width) : first + 1
                }
                guard first < width else { continue }
                // Pixel `first` is kept, so the scans stop there at the latest.
                var last = skipsClear ? lastUnclear(p, from: first, through: width - 1) : width - 1
                while !kept(last) {
                    last = skipsClear ? lastUnclear(p, from: first, through: last - 1) : last - 1
                }
                columns[2 * row] = Int32(rect.x + first)
                columns[2 * row + 1] = Int32(rect.x + last + 1)
            }
        }
        return columns
    }

    /// The first pixel of `start ..< end` in the row at `pixels` whose four
    /// bytes are not all 0, or `end`.
    static func firstUnclear(_ pixels: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let raw = UnsafeRawPointer(pixels)
        var x = start
        while x + 8 <= end && eightClear(raw, from: x) { x += 8 }
        while x < end && raw.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) == 0 { x += 1 }
        return x
    }

    /// Whether the eight pixels from `x` on at `pixels` are all four zero
    /// bytes (32 bytes, four 64-bit loads).
    @inline(__always)
    private static func eightClear(_ pixels: UnsafeRawPointer, from x: Int) -> Bool {
        let o = 4 * x
        return pixels.loadUnaligned(fromByteOffset: o, as: UInt64.self)
            | pixels.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self)
            | pixels.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self)
            | pixels.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self) == 0
    }

    /// The last pixel of `start ... end` in the row at `pixels` whose four
    /// bytes are not all 0, or `start` when there is none after it.
    static func lastUnclear(_ pixels: UnsafePointer<UInt8>, from start: Int, through end: Int) -> Int {
        let raw = UnsafeRawPointer(pixels)
        var x = end
        while x - 8 >= start && eightClear(raw, from: x - 7) { x -= 8 }
        while x > start && raw.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) == 0 { x -= 1 }
        return x
    }

    /// The device rows a group's content is drawn in so that its rows in
    /// `rect` come out as when the canvas is drawn whole: those rows, and
    /// for a shadow also every row its blur and offset read them from
    /// (`castShadow` reads rows up to the kernel's reach plus |offsetY| away).
    /// Rows beyond the group's layer are cut off by the layer, which reads
    /// them as transparent, as without bands.
    private func contentRows(_ rect: PixelRect, shadow: GroupShadow?) -> Range<Int> {
        guard let shadow else { return rect.y..<rect.maxY }
        // Capped at 2^30 rows (`PixelRect.unbounded`), far beyond any canvas.
        let reach = UInt(max(0, shadow.weights.count - 1))
        let margin = Int(min(reach + shadow.offsetY.magnitude, 1 << 30))
        return (rect.y - margin)..<(rect.maxY + margin)
    }

    /// Every instance is a group of the template's items with the
    /// instance's opacity, placed by the instance's transform (after the
    /// template items' own transforms). Instances may overlap one another,
    /// so an opacity folded into the whole grid needs its own layer.
    func drawInstanced(_ instanced: InstancedItem, outer: AffineTransform, opacity: Double,
                       into layer: inout RasterLayer) {
        guard opacity >= 1 else {
            let wrapper = GroupItem(items: [.instanced(instanced)], opacity: opacity)
            return drawGroup(wrapper, outer: outer, opacity: 1, into: &layer)
        }
        if switches.cpuFastPaths, instanced.template.count == 1, case .image(let image) = instanced.template[0] {
            return drawImageCopies(image, placements: instanced.instances, outer: outer, into: &layer)
        }
        for placement in instanced.instances {
            let group = GroupItem(items: instanced.template, opacity: placement.opacity)
            drawGroup(group, outer: placement.transform.concatenating(outer), opacity: 1, into: &layer)
        }
    }

    /// True for items whose pixels are each drawn at most once, so that a
    /// group opacity can multiply their coverage instead of needing a layer.
    private static func cannotOverlapItself(_ item: DisplayItem) -> Bool {
        if case .instanced = item { return false }
        return true
    }
}
