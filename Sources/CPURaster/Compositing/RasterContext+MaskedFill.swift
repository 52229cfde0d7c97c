import CPUKernels
import Geometry
import Paths
import Presentation

/// A group's mask and opacity, for a fill that is the group's only content
/// and is composited as it is drawn (`RasterContext.drawMaskedFill`,
/// `drawClippedFill`).
struct GroupMask {
    enum Source {
        /// No mask: the group's clip covers every pixel the fill touches
        /// wholly, so its layer is composited at its opacity alone.
        case none
        /// The mask drawn into its layer (the group's content rect), and
        /// per row the columns it keeps (`RasterContext.maskedColumns`).
        case layer(RasterLayer, columns: [Int32])
        /// The mask is one solid fill of this premultiplied color (0…255
        /// a channel), and the coverage drawn is that fill's.
        case fill(red: Float, green: Float, blue: Float, alpha: Float)
    }

    let source: Source
    let mode: MaskMode
    /// The group's opacity, 0…1.
    let opacity: Float

    /// The mask layer and the columns it keeps, for a layer source.
    var layer: (layer: RasterLayer, columns: [Int32])? {
        if case .layer(let layer, let columns) = source { return (layer, columns) }
        return nil
    }

    /// Calls `body` with the kernels' form of the mask under the span from
    /// device pixel (x, y); `pixels` is the mask layer's first pixel (nil
    /// for a fill source).
    func withKernelMask<R>(_ pixels: UnsafePointer<UInt8>?, y: Int, x: Int,
                           _ body: (UnsafePointer<fb_group_mask>) -> R) -> R {
        switch source {
        case .layer(let layer, _):
            let rect = layer.rect
            var mask = fb_group_mask(pixels: pixels! + ((y - rect.y) * rect.width + (x - rect.x)) * 4, color: nil,
                                     mode: mode.kernelMode, opacity: opacity)
            return body(&mask)
        case .none:
            var mask = fb_group_mask(pixels: nil, color: nil, mode: mode.kernelMode, opacity: opacity)
            return body(&mask)
        case .fill(let red, let green, let blue, let alpha):
            var color = (red, green, blue, alpha)
            return withUnsafePointer(to: &color) { color in
                let channels = UnsafeRawPointer(color).assumingMemoryBound(to: Float.self)
                var mask = fb_group_mask(pixels: nil, color: channels, mode: mode.kernelMode, opacity: opacity)
                return body(&mask)
            }
        }
    }

    /// Calls `body` with the address of `mask`'s layer's first pixel, or nil
    /// without a mask layer.
    static func withPixels<R>(of mask: GroupMask?, _ body: (UnsafePointer<UInt8>?) throws -> R) rethrows -> R {
        guard let layer = mask?.layer?.layer else { return try body(nil) }
        return try layer.withPixels { try body($0) }
    }
}

extension RasterContext {
    /// Draws a masked group that holds one gradient or solid fill and
    /// nothing else (lottie-ios draws every Lottie gradient so: a gradient
    /// layer masked by its shape; a track matte over one shape is another)
    /// with its composite done as the fill is drawn: the kernels blend each
    /// pixel over a transparent one, as the group's layer would hold it,
    /// and composite that through the mask's pixel at once
    /// (`fb_group_mask`). The same bytes as the layer and its composite,
    /// without either pass. Only with the AVX2 kernels and the shortcuts on,
    /// for the normal blend mode without clip or shadow.
    ///
    /// Where the mask is one solid fill in the alpha or luminance mode (a
    /// transparent mask pixel keeps nothing) and the gradient fills an
    /// axis-aligned rectangle covering every pixel the mask touches wholly
    /// (lottie-ios's gradient layer spans the shape's bounds and a point
    /// more), only the mask's shape is swept: the gradient's coverage is 1
    /// there, and the mask's pixel is its color blended through the mask's
    /// coverage, so neither the mask's layer nor the gradient's edges are
    /// drawn.
    /// - Parameters:
    ///   - opacity: the group's opacity times the inherited one.
    ///   - fullRect: the group's layer when the canvas is drawn whole.
    ///   - rect: the part of it this band composites.
    /// - Returns: false, having drawn nothing, for any other group.
    func drawMaskedFill(_ group: GroupItem, opacity: Double, outer: AffineTransform, fullRect: PixelRect,
                        rect: PixelRect, into layer: inout RasterLayer) -> Bool {
        guard switches.cpuFastPaths, wideLanes, let mask = group.mask, group.items.count == 1,
              case .fill(let fill) = group.items[0], group.clip == nil, group.shadow == nil,
              group.blendMode == .normal else { return false }
        let transform = fill.transform.concatenating(outer)
        // No shader: the content draws nothing, so neither does the composite.
        guard let shader = Shader(paint: fill.paint, transform: transform) else { return true }
        switch shader {
        case .solid, .axial, .radial, .focalRadial: break
        default: return false
        }
        guard PixelBounds.of(.fill(fill), outer: outer).intersects(rect) else { return true }
        let polygons = fillPolygons(fill.path, transform: transform)
        if let (maskPolygons, rule, color) = solidMask(mask, mode: group.maskMode, outer: outer, within: polygons) {
            let groupMask = GroupMask(source: .fill(red: color.red, green: color.green, blue: color.blue,
                                                    alpha: color.alpha),
                                      mode: group.maskMode, opacity: Float(opacity))
            self.fill(maskPolygons, rule: rule, shader: shader, opacity: 1, within: fullRect, groupMask: groupMask,
                      into: &layer)
            return true
        }
        var alpha = RasterLayer(fullRect: fullRect, rows: rect.y..<rect.maxY)
        draw(mask, outer: outer, opacity: 1, into: &alpha)
        let groupMask = GroupMask(source: .layer(alpha, columns: Self.maskedColumns(alpha, mode: group.maskMode)),
                                  mode: group.maskMode, opacity: Float(opacity))
        self.fill(polygons, rule: fill.fillRule, shader: shader, opacity: 1, within: fullRect, groupMask: groupMask,
                  into: &layer)
        return true
    }

    /// The device polygons, fill rule and color of `mask` when it is one
    /// solid fill in a mode where a transparent mask pixel keeps nothing
    /// (alpha, luminance), all of whose pixels lie inside the pixels the
    /// one axis-aligned rectangle `content` covers wholly; nil otherwise.
    func solidMask(_ mask: [DisplayItem], mode: MaskMode, outer: AffineTransform, within content: [[Point]])
        -> (polygons: [[Point]], rule: FillRule, color: PremultipliedColor)? {
        guard mode == .alpha || mode == .luminance, mask.count == 1, case .fill(let fill) = mask[0],
              case .solid(let paint) = fill.paint, let sides = OpaqueCover.sides(of: content) else { return nil }
        let polygons = fillPolygons(fill.path, transform: fill.transform.concatenating(outer))
        guard Self.polygons(polygons, lieInPixelsWhollyInside: sides) else { return nil }
        return (polygons, fill.fillRule, PremultipliedColor(paint))
    }

    /// Whether every point of `polygons` is finite and the pixels around
    /// them lie inside the pixels the axis-aligned rectangle `sides` covers
    /// wholly (device pixels): a polygon's coverage ends with its bounds,
    /// so every pixel it touches is one the rectangle covers at exactly 1.
    static func polygons(_ polygons: [[Point]],
                         lieInPixelsWhollyInside sides: (left: Double, top: Double, right: Double, bottom: Double))
        -> Bool {
        let (left, top) = (sides.left.rounded(.up), sides.top.rounded(.up))
        let (right, bottom) = (sides.right.rounded(.down), sides.bottom.rounded(.down))
        for polygon in polygons {
            for p in polygon {
                guard p.isFinite, p.x.rounded(.down) >= left, p.y.rounded(.down) >= top, p.x.rounded(.up) <= right,
                      p.y.rounded(.up) <= bottom else { return false }
            }
        }
        return true
    }
}
