import Geometry
import Paths
import Presentation

extension RasterContext {
    /// Draws a clipped group that holds one solid or gradient fill and
    /// nothing else, when its clip is an axis-aligned rectangle covering
    /// wholly every pixel the fill touches, with its composite done as the
    /// fill is drawn: each pixel is blended over a transparent one, as the
    /// group's layer would hold it, and composited at the group's opacity
    /// at once (the clip's coverage is 1 there, and the layer is
    /// transparent everywhere else, which a composite leaves alone). The
    /// same bytes as the layer and its composite, without the layer, the
    /// clip's sweep or the composite of its every pixel. A Lottie
    /// precomposition is such a group: a clip to the precomposition's size
    /// around a shape that mostly lies inside it. Only with the AVX2
    /// kernels and the shortcuts on, for the normal blend mode without mask
    /// or shadow.
    /// - Parameters:
    ///   - opacity: the group's opacity times the inherited one.
    ///   - fullRect: the group's layer when the canvas is drawn whole.
    ///   - rect: the part of it this band composites.
    /// - Returns: false, having drawn nothing, for any other group.
    func drawClippedFill(_ group: GroupItem, opacity: Double, outer: AffineTransform, fullRect: PixelRect,
                         rect: PixelRect, into layer: inout RasterLayer) -> Bool {
        guard switches.cpuFastPaths, wideLanes, let clip = group.clip, group.mask == nil, group.items.count == 1,
              case .fill(let fill) = group.items[0], group.shadow == nil, group.blendMode == .normal else { return false }
        let transform = fill.transform.concatenating(outer)
        // No shader: the content draws nothing, so neither does the composite.
        guard let shader = Shader(paint: fill.paint, transform: transform) else { return true }
        switch shader {
        case .solid, .axial, .radial, .focalRadial: break
        default: return false
        }
        // The clip's polygons as the composite would sweep them.
        let clipPolygons = fillPolygons(Path(roundedRect: clip.rect, cornerRadius: clip.cornerRadius),
                                        transform: clip.transform.concatenating(outer))
        guard let sides = OpaqueCover.sides(of: clipPolygons) else { return false }
        let polygons = fillPolygons(fill.path, transform: transform)
        guard Self.polygons(polygons, lieInPixelsWhollyInside: sides) else { return false }
        guard PixelBounds.of(.fill(fill), outer: outer).intersects(rect) else { return true }
        let groupMask = GroupMask(source: .none, mode: .alpha, opacity: Float(opacity))
        self.fill(polygons, rule: fill.fillRule, shader: shader, opacity: 1, within: fullRect, groupMask: groupMask,
                  into: &layer)
        return true
    }
}
