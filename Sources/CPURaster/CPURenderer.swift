import Dispatch
import Geometry
import Paths
import Presentation

/// The CPU backend and Flipbook's reference renderer: flattens every shape
/// into polygons, scan-converts them with exact area coverage and
/// composites premultiplied source-over in sRGB-encoded space. The same
/// display list always gives byte-identical frames (no randomness, a fixed
/// order of float operations, the same bytes in any number of `bands`).
///
/// A value of this type holds only settings; every `render` call uses its
/// own scratch memory, so one renderer may be shared by many threads.
public struct CPURenderer: RenderBackend, Sendable {
    /// Largest distance, in device pixels, between a curve and the polygon
    /// that replaces it. A value that is not a positive finite number
    /// renders with `defaultTolerance`. Default: `defaultTolerance` (0.1 px).
    public var tolerance: Double

    /// 0.1 px, lyon's default: an edge pixel's coverage moves by at most a
    /// tenth of a pixel (≤ 26 of 255 levels, typically far less), which is
    /// invisible, while a 100 px radius circle still needs only ~70 segments
    /// (n ≈ π·√(r / (2·tolerance)) for a circle of radius r).
    public static let defaultTolerance = 0.1

    /// How many horizontal bands one frame is cut into, each drawn on its
    /// own thread: a number of threads for a single large frame (the CLI
    /// sets it when it draws fewer frames than there are cores). Every band
    /// gives the bytes the whole canvas gives in its rows (see
    /// `RasterLayer.fullRect`); the work each band repeats (flattening the
    /// shapes that cross it, the blur margin of a shadowed group) is the
    /// cost. Values below 1 mean 1, and there are never more bands than
    /// rows. Default: 1 (the calling thread draws the whole frame).
    public var bands: Int

    /// The shortcuts that run; tests turn them off to compare against the
    /// general code, which gives the same bytes. Default: all on.
    var switches = DebugSwitches()

    /// A renderer flattening curves to within `tolerance` device pixels,
    /// drawing each frame in `bands` horizontal bands on as many threads.
    public init(tolerance: Double = CPURenderer.defaultTolerance, bands: Int = 1) {
        self.tolerance = tolerance
        self.bands = bands
    }

    /// Draws `list` onto a transparent `list.width` × `list.height` canvas:
    /// premultiplied RGBA8. Throws `RenderError.invalidCanvasSize` for an
    /// empty or negative canvas, or one over `CanvasLimits.cpuMaximumSide`
    /// pixels a side or `CanvasLimits.cpuMaximumPixels` in all.
    public func render(_ list: DisplayList) throws -> Bitmap {
        let width = list.width, height = list.height
        guard width > 0, height > 0, width <= CanvasLimits.cpuMaximumSide,
              height <= CanvasLimits.cpuMaximumSide, width * height <= CanvasLimits.cpuMaximumPixels else {
            throw RenderError.invalidCanvasSize(width: width, height: height)
        }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let count = min(max(bands, 1), height)
        // An opaque first item over the whole canvas (a root background)
        // becomes the frame's first value instead of a clear and a fill.
        let background = switches.cpuFastPaths ? Self.background(of: list, tolerance: usableTolerance) : nil
        let items = background == nil ? list.items[...] : list.items.dropFirst()
        // Each band (or the one band) clears and draws its own rows of the
        // frame, in place.
        let shared = PreparedImages()
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { frame, initialized in
            let frame = SendableBytes(base: frame.baseAddress!)
            let drawBand: @Sendable (Int) -> Void = { band in
                let rows = Self.rows(ofBand: band, of: count, height: height)
                var layer = RasterLayer(fullRect: whole, rows: rows, drawingInto: frame.base + rows.lowerBound * width * 4,
                                        filledWith: background ?? 0)
                draw(items, sharing: shared, into: &layer)
            }
            if count == 1 { drawBand(0) } else { DispatchQueue.concurrentPerform(iterations: count, execute: drawBand) }
            initialized = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The tolerance used: `tolerance`, or the default when it is not a
    /// positive finite number.
    private var usableTolerance: Double {
        tolerance.isFinite && tolerance > 0 ? tolerance : Self.defaultTolerance
    }

    /// The pixel word (RGBA8 in memory order) of `list`'s first item when
    /// that item is an opaque solid fill of one axis-aligned rectangle
    /// containing the whole canvas; nil otherwise. Such a fill covers every
    /// pixel exactly (its edges are at or beyond the canvas' sides, so every
    /// pixel's area sum is exactly 1), and the blend stores an opaque color
    /// at coverage 1 as its bytes whatever lies beneath: the frame may start
    /// as that word instead of transparent, and the item be skipped, with
    /// the same bytes (`FastPathTests`).
    static func background(of list: DisplayList, tolerance: Double) -> UInt32? {
        guard case .fill(let fill)? = list.items.first, case .solid(let paint) = fill.paint else { return nil }
        let color = PremultipliedColor(paint)
        guard color.alpha >= 255 else { return nil }
        let polygons = DevicePolygons.fill(fill.path, transform: fill.transform, tolerance: tolerance)
        guard polygons.count == 1 else { return nil }
        var corners = polygons[0]
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, right = xs.max()!, top = ys.min()!, bottom = ys.max()!
        guard left <= 0, top <= 0, right >= Double(list.width), bottom >= Double(list.height) else { return nil }
        // The four corners, each once, joined by horizontal and vertical sides.
        for k in 0..<4 {
            let p = corners[k], q = corners[(k + 1) % 4]
            guard p.x == left || p.x == right, p.y == top || p.y == bottom, (p.x == q.x) != (p.y == q.y) else { return nil }
        }
        guard Set(corners.map { [$0.x, $0.y] }).count == 4 else { return nil }
        return color.word
    }

    /// The device rows of band `band` (0-based, top first) when `height`
    /// rows are cut into `count` bands: as even as whole rows allow (their
    /// heights differ by at most one row).
    static func rows(ofBand band: Int, of count: Int, height: Int) -> Range<Int> {
        (band * height / count)..<((band + 1) * height / count)
    }

    /// Draws the list into `layer` (the canvas, or a band of it) with
    /// scratch memory of its own, and the prepared images the render's bands
    /// share.
    private func draw(_ items: ArraySlice<DisplayItem>, sharing shared: PreparedImages, into layer: inout RasterLayer) {
        let context = RasterContext(tolerance: usableTolerance, switches: switches, sharedImages: shared)
        for item in items { context.draw(item, outer: .identity, opacity: 1, into: &layer) }
    }
}

/// The frame's bytes, shared by the band threads: each writes only its own
/// rows, so no two threads touch the same byte.
private struct SendableBytes: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}
