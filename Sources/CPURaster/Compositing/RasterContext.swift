import CPUKernels
import Geometry
import Paths
import Presentation

/// The state of one `CPURenderer.render` call: scratch memory reused by
/// every item, and the drawing of each kind of display item.
///
/// Every draw method takes `outer`, a transform applied after the item's
/// own (the placement of an instance), and `opacity`, a group opacity folded
/// into the item because the item is its group's only content.
final class RasterContext {
    let tolerance: Double
    let scan = ScanConverter()
    /// Per-pixel source colors of one row span: 4 floats a pixel.
    private var colors: UnsafeMutablePointer<Float>
    private var colorCapacity = 0
    /// Per-column texel pairs of an axis-aligned image: one per layer column.
    private var columnSamples: UnsafeMutablePointer<ImageSampler.ColumnSample>
    /// The same columns as the AVX2 plane kernel reads them.
    private var columnPlanes: ImageSampler.ColumnPlanes
    private var columnCapacity = 0

    /// `columnsBelow`'s table: one entry per texel column, plus one.
    private var below: UnsafeMutablePointer<Int32>
    private var belowCapacity = 0
    /// Images prepared for the axis-aligned path in this render, oldest first.
    private var preparedImages: [ImageTexels] = []
    /// How many prepared images are kept (the oldest is dropped): 4.
    static let preparedImageSlots = 4
    /// Largest image that is prepared, in texels: 2^20 (16 MiB of floats).
    static let maximumPreparedTexels = 1 << 20

    /// The shortcuts that run (`DebugSwitches`: all by default).
    let switches: DebugSwitches
    /// Blend with the AVX2 kernels (`WideLanes`).
    let wideLanes: Bool

    /// Prepared images shared with the other bands and frames of the renderer.
    let sharedImages: PreparedImages
    /// Coverage kept from earlier frames, shared with the other bands and
    /// frames of the renderer; nil when `switches.cpuCoverageCache` is off.
    let coverageCache: CoverageCache?
    /// Device polygons of the shapes this context drew in its last frames;
    /// nil when `switches.cpuPolygonCache` is off.
    let polygonCache: PolygonCache?

    init(tolerance: Double, switches: DebugSwitches = DebugSwitches(), sharedImages: PreparedImages = PreparedImages(),
         coverageCache: CoverageCache? = nil) {
        self.sharedImages = sharedImages
        self.coverageCache = switches.cpuCoverageCache ? coverageCache : nil
        polygonCache = switches.cpuPolygonCache ? PolygonCache() : nil
        self.tolerance = tolerance
        self.switches = switches
        wideLanes = switches.cpuWideLanes && WideLanes.available
        scan.reusesSteadyRows = switches.cpuFastPaths
        scan.knowsRectangles = switches.cpuFastPaths
        scan.sortsIncrementally = switches.cpuFastPaths
        scan.rasterizesRectanglesDirectly = switches.cpuFastPaths
        colors = .allocate(capacity: 4)
        columnSamples = .allocate(capacity: 1)
        columnPlanes = ImageSampler.ColumnPlanes(capacity: 1)
        below = .allocate(capacity: 1)
    }

    deinit {
        colors.deallocate()
        columnSamples.deallocate()
        columnPlanes.deallocate()
        below.deallocate()
    }

    /// Ends the frame this context drew: polygons unused during it are
    /// dropped at the end of the next (`PolygonCache`).
    func endFrame() {
        polygonCache?.endFrame()
    }

    /// `DevicePolygons.fill` at this context's tolerance, kept from frame
    /// to frame (`polygonCache`).
    func fillPolygons(_ path: Path, transform: AffineTransform) -> [[Point]] {
        polygonCache?.fill(path, transform: transform, tolerance: tolerance)
            ?? DevicePolygons.fill(path, transform: transform, tolerance: tolerance)
    }

    /// `DevicePolygons.stroke` at this context's tolerance, kept from
    /// frame to frame (`polygonCache`).
    func strokePolygons(_ stroke: StrokeItem) -> [[Point]] {
        polygonCache?.stroke(stroke, tolerance: tolerance) ?? DevicePolygons.stroke(stroke, tolerance: tolerance)
    }

    func draw(_ items: [DisplayItem], outer: AffineTransform, opacity: Double, into layer: inout RasterLayer) {
        for item in items { draw(item, outer: outer, opacity: opacity, into: &layer) }
    }

    func draw(_ item: DisplayItem, outer: AffineTransform, opacity: Double, into layer: inout RasterLayer) {
        switch item {
        case .fill(let fill):
            drawFill(fill, outer: outer, opacity: opacity, into: &layer)
        case .stroke(let stroke):
            drawStroke(stroke, outer: outer, opacity: opacity, into: &layer)
        case .image(let image):
            drawImage(image, outer: outer, opacity: opacity, into: &layer)
        case .group(let group):
            drawGroup(group, outer: outer, opacity: opacity, into: &layer)
        case .instanced(let instanced):
            drawInstanced(instanced, outer: outer, opacity: opacity, into: &layer)
        }
    }

    /// Draws `fill` placed by `outer`; with `inner`, only in the pixels of
    /// its bounds outside `inner`: the rows above and below it and the
    /// columns beside it, each strip scan-converted on its own with the same
    /// coverage as in a whole draw (`fill`'s `within`), for an opaque
    /// rectangle whose wholly covered pixels `inner` already holds
    /// (`OpaqueCover.interior`).
    func drawFill(_ fill: FillItem, outer: AffineTransform, opacity: Double, around inner: PixelRect? = nil,
                  into layer: inout RasterLayer) {
        let transform = fill.transform.concatenating(outer)
        let bounds = PixelBounds.of(.fill(fill), outer: outer)
        guard bounds.intersects(layer.rect), let shader = Shader(paint: fill.paint, transform: transform) else { return }
        let polygons = fillPolygons(fill.path, transform: transform)
        guard let inner else {
            return self.fill(polygons, rule: fill.fillRule, shader: shader, opacity: opacity, into: &layer)
        }
        let drawn = bounds.intersection(layer.fullRect)
        let strips = [
            PixelRect(minX: drawn.x, minY: drawn.y, maxX: drawn.maxX, maxY: inner.y),
            PixelRect(minX: drawn.x, minY: inner.maxY, maxX: drawn.maxX, maxY: drawn.maxY),
            PixelRect(minX: drawn.x, minY: inner.y, maxX: inner.x, maxY: inner.maxY),
            PixelRect(minX: inner.maxX, minY: inner.y, maxX: drawn.maxX, maxY: inner.maxY),
        ]
        for strip in strips where strip.width > 0 && strip.height > 0 && strip.intersects(layer.rect) {
            self.fill(polygons, rule: fill.fillRule, shader: shader, opacity: opacity, within: strip, into: &layer)
        }
    }

    private func drawStroke(_ stroke: StrokeItem, outer: AffineTransform, opacity: Double,
                            into layer: inout RasterLayer) {
        var placed = stroke
        placed.transform = stroke.transform.concatenating(outer)
        guard PixelBounds.of(.stroke(placed), outer: .identity).intersects(layer.rect),
              let shader = Shader(paint: stroke.paint, transform: placed.transform) else { return }
        let polygons = strokePolygons(placed)
        fill(polygons, rule: .nonZero, shader: shader, opacity: opacity, into: &layer)
    }

    /// The image's footprint (its destination rect, transformed) filled
    /// with exact coverage, so its edges are anti-aliased like any shape.
    private func drawImage(_ image: ImageItem, outer: AffineTransform, opacity: Double, into layer: inout RasterLayer) {
        let transform = image.transform.concatenating(outer)
        let footprint = image.destination.corners.map(transform.apply)
        guard PixelRect(covering: footprint).intersects(layer.rect),
              let sampler = ImageSampler(item: image, transform: transform) else { return }
        fill([footprint], rule: .nonZero, shader: .image(sampler), opacity: opacity, into: &layer)
    }

    /// Scan-converts `polygons` (device pixels) inside `within` (Default:
    /// the whole layer, `layer.fullRect`; must lie inside it) and blends the
    /// shader's colors through their coverage times `opacity` into the rows
    /// the layer stores.
    /// - Parameter groupMask: for a gradient that is a masked group's only
    ///   content, or a solid or gradient fill that is a clipped group's, the
    ///   group's mask (or none) and opacity: each pixel is composited as the
    ///   group would composite it (`drawMaskedFill`, `drawClippedFill`).
    ///   Default: nil.
    func fill(_ polygons: [[Point]], rule: FillRule, shader: Shader, opacity: Double,
              within clip: PixelRect? = nil, groupMask: GroupMask? = nil, into layer: inout RasterLayer) {
        let opacity = Float(opacity.isNaN ? 0 : min(max(opacity, 0), 1))
        guard opacity > 0, !polygons.isEmpty, !layer.rect.isEmpty else { return }
        let clip = clip ?? layer.fullRect
        if switches.cpuFastPaths, case .image(let sampler) = shader, sampler.isAxisAligned {
            scan.reset(clip: clip, rows: layer.rows)
            for polygon in polygons { scan.addPolygon(polygon) }
            return fillAxisAligned(sampler, rule: rule, opacity: opacity, into: &layer)
        }
        reserveColors(layer.rect.width)
        let colors = self.colors, rect = layer.rect, wide = wideLanes, relevant = layer.relevantColumns
        // A masked group composited: only the columns its mask keeps (the
        // others would leave the pixels as they are).
        var composited: (columns: [Int32], top: Int)?
        if case .layer(let source) = shader, let columns = source.content.relevantColumns {
            composited = (columns, source.content.rect.y)
        }
        if let (mask, columns) = groupMask?.layer { composited = (columns, mask.rect.y) }
        // A shape that did not change since the last frame replays the
        // coverage kept then (`CoverageCache`); one seen before is swept and
        // kept, a new one only swept.
        var key: CoverageCache.Key?, cached: CoverageCache.Spans?
        if let coverageCache, polygons.reduce(0, { $0 + $1.count }) >= CoverageCache.minimumPoints {
            let k = CoverageCache.Key(polygons, rule: rule, clip: clip, rows: layer.rows)
            switch coverageCache.lookup(k) {
            case .replay(let spans): cached = spans
            case .sweepAndKeep: key = k
            case .sweep: break
            }
        }
        if cached == nil {
            scan.reset(clip: clip, rows: layer.rows)
            for polygon in polygons { scan.addPolygon(polygon) }
        }
        var recorded = CoverageCache.Spans()
        layer.withMutablePixels { base in GroupMask.withPixels(of: groupMask) { maskBase in
            let blend = { (y: Int, x: Int, count: Int, coverage: UnsafePointer<Float>) in
                var x = x, count = count, coverage = coverage
                // A masked group's content: only the columns the mask keeps.
                if let relevant, !Self.trim(&x, &count, &coverage, to: relevant, row: y - rect.y) { return }
                if let (columns, top) = composited, !Self.trim(&x, &count, &coverage, to: columns, row: y - top) { return }
                let row = base + ((y - rect.y) * rect.width + (x - rect.x)) * 4
                if let groupMask, case .solid(let color) = shader {
                    groupMask.withKernelMask(maskBase, y: y, x: x) {
                        Blender.blendInGroup(solid: color, coverage: coverage, opacity: opacity, count: count,
                                             into: row, mask: $0)
                    }
                } else if let groupMask {
                    let blended = groupMask.withKernelMask(maskBase, y: y, x: x) {
                        shader.blendWide(y: y, x: x, count: count, coverage: coverage, opacity: opacity, into: row,
                                         mask: $0)
                    }
                    precondition(blended, "a masked fill's shader has an AVX2 kernel")
                } else if wide, case .layer(let source) = shader, source.blendMode == .normal {
                    source.composite(y: y, x: x, count: count, coverage: coverage, opacity: opacity, into: row)
                } else if case .solid(let color) = shader {
                    Blender.blend(solid: color, coverage: coverage, opacity: opacity, count: count, wide: wide,
                                  into: row)
                } else if !wide || !shader.blendWide(y: y, x: x, count: count, coverage: coverage, opacity: opacity,
                                                     into: row) {
                    shader.shade(y: y, x: x, count: count, into: colors)
                    Blender.blend(colors: colors, coverage: coverage, opacity: opacity, count: count, wide: wide,
                                  into: row)
                }
            }
            if let cached {
                cached.replay(blend)
            } else if key != nil {
                // A shape past an entry's size is not kept: stop copying
                // its coverage as soon as it is known to be one.
                var recording = true
                scan.rasterize(fillRule: rule) { y, x, count, coverage in
                    if recording {
                        if recorded.values.count + count <= CoverageCache.maximumEntryValues {
                            recorded.record(y: y, x: x, count: count, coverage: coverage)
                        } else {
                            recording = false
                            recorded = CoverageCache.Spans()
                        }
                    }
                    blend(y, x, count, coverage)
                }
                if !recording { key = nil }
            } else {
                scan.rasterize(fillRule: rule, blend)
            }
        } }
        if let key, let coverageCache { coverageCache.keep(recorded, for: key) }
    }

    /// Cuts the span of `count` pixels from column `x` (with its coverage)
    /// to the columns `columns[2·row] ..< columns[2·row + 1]`
    /// (`RasterLayer.relevantColumns`); false when nothing is left.
    @inline(__always)
    private static func trim(_ x: inout Int, _ count: inout Int, _ coverage: inout UnsafePointer<Float>,
                             to columns: [Int32], row: Int) -> Bool {
        let lo = max(x, Int(columns[2 * row])), hi = min(x + count, Int(columns[2 * row + 1]))
        guard lo < hi else { return false }
        coverage += lo - x
        count = hi - lo
        x = lo
        return true
    }

    /// The rest of `fill` for an axis-aligned image (see
    /// `ImageSampler+AxisAligned.swift`): texel columns computed once for the
    /// scan converter's columns, then per row the samples (from the prepared
    /// image, `ImageTexels`, when there is one) and the general blend.
    private func fillAxisAligned(_ sampler: ImageSampler, rule: FillRule, opacity: Float,
                                 into layer: inout RasterLayer) {
        let columns = scan.clip.width
        guard columns > 0 else { return }
        if columns > columnCapacity {
            columnSamples.deallocate()
            columnPlanes.deallocate()
            columnCapacity = columns
            columnSamples = .allocate(capacity: columns)
            columnPlanes = ImageSampler.ColumnPlanes(capacity: columns)
        }
        reserveColors(layer.rect.width)
        let samples = columnSamples, first = scan.clip.x, rect = layer.rect, colors = self.colors
        // Only the columns the edges reach are filled in.
        guard let (lo, hi) = scan.columnRange() else { return }
        // Tiled images' pairs wrap: no planes, no prepared runs (see
        // `ImageSampler+AxisAligned.swift`).
        let planes = wideLanes && !sampler.tiled ? columnPlanes : nil
        let allFinite = if let planes {
            sampler.fillAxisAlignedColumns(x: lo, count: hi - lo, into: samples + (lo - first),
                                           planes: planes.advanced(by: lo - first))
        } else {
            sampler.fillAxisAlignedColumns(x: lo, count: hi - lo, into: samples + (lo - first))
        }
        if wideLanes, allFinite, ImageSampler.oneTexelPerPixel(samples + (lo - first), count: hi - lo) {
            return fillOneTexelPerPixel(sampler, rule: rule, opacity: opacity, columns: samples, firstColumn: first,
                                        scratch: colors, into: &layer)
        }
        if allFinite, !sampler.tiled, let texels = preparedTexels(sampler.image, footprint: (hi - lo) * scan.clip.height) {
            let below = columnsBelow(samples + (lo - first), count: hi - lo, width: sampler.image.width)
            #if arch(x86_64)
            if let planes {
                layer.withMutablePixels { base in
                    var draw = sampler.planeDraw(texels: texels, planes: planes.advanced(by: lo - first),
                                                 firstFilled: lo, filledCount: hi - lo, below: below, opacity: opacity,
                                                 base: base, rect: rect)
                    withUnsafePointer(to: &draw) { draw in
                        scan.rasterize(fillRule: rule) { y, x, count, coverage in
                            fb_plane_row_avx2(draw, y, x, count, coverage)
                        }
                    }
                }
                return
            }
            #endif
            let descending = sampler.toImage.a < 0
            layer.withMutablePixels { base in
                scan.rasterize(fillRule: rule) { y, x, count, coverage in
                    let row = base + ((y - rect.y) * rect.width + (x - rect.x)) * 4
                    sampler.blendAxisAligned(y: y, x: x, count: count, coverage: coverage, opacity: opacity,
                                             columns: UnsafePointer(samples), firstColumn: first, texels: texels,
                                             below: below, descending: descending, firstFilled: lo, filledCount: hi - lo,
                                             scratch: colors, into: row)
                }
            }
            return
        }
        let wide = wideLanes
        sampler.image.pixels.withUnsafeBufferPointer { texels in
            let texelBase = texels.baseAddress!
            layer.withMutablePixels { base in
                scan.rasterize(fillRule: rule) { y, x, count, coverage in
                    let row = base + ((y - rect.y) * rect.width + (x - rect.x)) * 4
                    sampler.sampleAxisAligned(y: y, x: x, count: count, columns: UnsafePointer(samples),
                                              firstColumn: first, texels: texelBase, into: colors)
                    Blender.blend(colors: colors, coverage: coverage, opacity: opacity, count: count, wide: wide,
                                  into: row)
                }
            }
        }
    }

    /// The prepared texels of `image`, from this context's slots, the
    /// renderer's shared ones (`sharedImages`) or made now; nil when
    /// preparing it would cost more than it saves: more than
    /// `maximumPreparedTexels`, or an image not yet prepared that has more
    /// than 4 texels per pixel of the draw's `footprint` (pixels) and more
    /// than 4096 texels (a large image drawn small, once).
    private func preparedTexels(_ image: Bitmap, footprint: Int) -> ImageTexels? {
        let texelCount = image.width * image.height
        guard switches.cpuPreparedImages, texelCount <= Self.maximumPreparedTexels else { return nil }
        if let index = preparedImages.firstIndex(where: { $0.matches(image) }) { return preparedImages[index] }
        guard let prepared = sharedImages.texels(of: image, layout: wideLanes ? .planes : .pixels,
                                                 mayPrepare: texelCount <= max(4 * footprint, 4096)) else { return nil }
        if preparedImages.count >= Self.preparedImageSlots { preparedImages.removeFirst() }
        preparedImages.append(prepared)
        return prepared
    }

    /// `below[i]`, i in 0…width: how many of the `count` columns have x0 < i.
    private func columnsBelow(_ samples: UnsafePointer<ImageSampler.ColumnSample>, count: Int,
                              width: Int) -> UnsafePointer<Int32> {
        if width + 1 > belowCapacity {
            below.deallocate()
            belowCapacity = width + 1
            below = .allocate(capacity: width + 1)
        }
        let below = self.below
        below.update(repeating: 0, count: width + 1)
        for i in 0..<count { below[Int(samples[i].x0) + 1] += 1 }
        for i in 1..<(width + 1) { below[i] += below[i - 1] }
        return UnsafePointer(below)
    }

    private func reserveColors(_ pixelCount: Int) {
        guard pixelCount > colorCapacity else { return }
        colors.deallocate()
        colorCapacity = pixelCount
        colors = .allocate(capacity: 4 * pixelCount)
    }
}
