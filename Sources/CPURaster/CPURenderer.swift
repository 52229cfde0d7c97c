import Dispatch
import Geometry
import Paths
import Presentation

/// The CPU backend and Flipbook's reference renderer: flattens every shape
/// into polygons, scan-converts them with exact area coverage and
/// composites premultiplied source-over in sRGB-encoded space. The same
/// display list always gives byte-identical frames (no randomness, a fixed
/// order of float operations, the same bytes in any number of `bands` and
/// `threads`).
///
/// A value of this type holds settings and the images it has prepared
/// (`PreparedImages`, immutable once made, behind a lock, shared by its
/// copies); every `render` call uses its own scratch memory, so one
/// renderer may be shared by many threads.
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

    /// How many threads draw one frame: the calling thread and up to
    /// `threads` − 1 more, each taking the next band (`bands`) until none
    /// is left. The CLI sets it when it draws fewer frames than there are
    /// cores, so a single large frame uses them all. Values below 1 mean 1.
    /// Default: 1 (the calling thread draws every band).
    public var threads: Int

    /// How many horizontal bands one frame is cut into. Every band gives
    /// the bytes the whole canvas gives in its rows (see
    /// `RasterLayer.fullRect`); the work each band repeats (flattening the
    /// shapes that cross it, the blur margin of a shadowed group) is the
    /// cost. Values below 1 mean 1, and there are never more bands than
    /// rows. Default: nil, chosen by `automaticBands(width:height:threads:)`:
    /// bands of at most `automaticBandPixels` pixels, and `bandsPerThread`
    /// bands a thread on more than one.
    public var bands: Int?

    /// The shortcuts that run; tests turn them off to compare against the
    /// general code, which gives the same bytes. Default: all on.
    package var switches = DebugSwitches()

    /// Images prepared for the axis-aligned path, kept from frame to frame:
    /// a scene's images are the same from one frame to the next, and
    /// preparing one reads all of its texels, a visible share of a frame
    /// when repeated (Sources/Benchmarks/README.md, "Figures behind the
    /// code").
    private let preparedImages = PreparedImages()

    /// Coverage kept from frame to frame (`CoverageCache`): shared by the
    /// renderer's copies, bands and frames, so a sequence of frames drawn
    /// with one renderer sweeps each unchanged shape once.
    let coverageCache = CoverageCache()

    /// Scratch memory kept from frame to frame (`RasterContextPool`),
    /// shared by the renderer's copies.
    let contexts = RasterContextPool()

    /// The first item's opaque cover, read once while it does not change
    /// (`FirstItemCover`), shared by the renderer's copies.
    let firstItemCover = FirstItemCover()

    /// Redraw only what changed: each frame is drawn over the last one
    /// this renderer (or a copy) drew, in the rows whose display items
    /// changed (`FrameDamage`), with the bytes a whole redraw gives. For
    /// frames drawn in sequence (`flipbook render`, `bench`); it keeps one
    /// frame per thread that renders (`PreviousFrames`). Default: false
    /// (every frame drawn whole, nothing kept).
    public var tracksDamage = false

    /// The frames drawn last, when `tracksDamage` (shared by the
    /// renderer's copies).
    let previousFrames = PreviousFrames()

    /// Test hook: each run of damaged rows loses its last two rows (the
    /// row of margin `PixelBounds` adds for rounding, and one row of the
    /// items' own bounds), a mistake the tests comparing against whole
    /// frames must catch. Default: false.
    package var shortensDamage = false

    /// A renderer flattening curves to within `tolerance` device pixels,
    /// drawing each frame in `bands` horizontal bands (nil: automatic) on
    /// `threads` threads.
    public init(tolerance: Double = CPURenderer.defaultTolerance, bands: Int? = nil, threads: Int = 1) {
        self.tolerance = tolerance
        self.bands = bands
        self.threads = threads
    }

    /// Bands a thread takes on average when the count is automatic and more
    /// than one thread draws: 4, the fastest count on a 4K fuber frame
    /// (`flipbook bench scene fuber --size 3840x2160 --threads 2 --bands N`;
    /// figures in Sources/Benchmarks/README.md, "Figures behind the code").
    /// More bands than threads even out the threads' work (a band crossing
    /// the logo costs more than one of bare tiles); every band repeats the
    /// per-item setup, so not many more.
    public static let bandsPerThread = 4

    /// Most pixels an automatic band has, on any number of threads: 2^20
    /// (4 MiB of frame rows; a 750×1334 frame is one band, 1920×1080 two,
    /// 3840×2160 eight). A band's rows, and its groups' layers, are drawn,
    /// composited and drawn over while they are still in the cache, so
    /// eight bands are faster than one even on one thread (`flipbook bench
    /// scene S --size 3840x2160 --bands 1|8`; figures in
    /// Sources/Benchmarks/README.md, "Figures behind the code").
    public static let automaticBandPixels = 1 << 20

    /// Fewest rows an automatic band has, where the frame has enough: 32.
    public static let minimumAutomaticBandRows = 32

    /// The band count chosen for a `width` × `height` frame on `threads`
    /// threads: enough bands that none has more than `automaticBandPixels`
    /// pixels, and on more than one thread at least `bandsPerThread` a
    /// thread; fewer where bands would be shorter than
    /// `minimumAutomaticBandRows` rows (but at least one a thread), never
    /// more than the rows.
    public static func automaticBands(width: Int, height: Int, threads: Int) -> Int {
        let threads = max(threads, 1)
        let bySize = (max(width, 0) * max(height, 0) + automaticBandPixels - 1) / automaticBandPixels
        let wanted = min(max(threads > 1 ? threads * bandsPerThread : 1, bySize), height / minimumAutomaticBandRows)
        return max(1, min(height, max(threads, wanted)))
    }

    /// The bands a `width` × `height` frame is cut into: `bands`, or
    /// `automaticBands(width:height:threads:)` when it is nil; at least 1,
    /// at most `height`.
    public func bandCount(width: Int, height: Int) -> Int {
        min(max(bands ?? Self.automaticBands(width: width, height: height, threads: threads), 1), max(height, 1))
    }

    /// Draws `list` onto a transparent `list.width` × `list.height` canvas:
    /// premultiplied RGBA8. Throws `RenderError.invalidCanvasSize` for an
    /// empty or negative canvas, or one over `CanvasLimits.cpuMaximumSide`
    /// pixels a side or `CanvasLimits.cpuMaximumPixels` in all. With
    /// `tracksDamage`, redraws only the rows that changed since a frame
    /// this renderer drew before (`redraw`); the bytes are the same.
    public func render(_ list: DisplayList) throws -> Bitmap {
        let width = list.width, height = list.height
        guard width > 0, height > 0, width <= CanvasLimits.cpuMaximumSide,
              height <= CanvasLimits.cpuMaximumSide, width * height <= CanvasLimits.cpuMaximumPixels else {
            throw RenderError.invalidCanvasSize(width: width, height: height)
        }
        if tracksDamage { return redraw(list) }
        let bands = bandRows(width: width, height: height)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { frame, initialized in
            draw(list, bands: bands, into: frame.baseAddress!)
            initialized = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The rows of each band a `width` × `height` frame is cut into
    /// (`bandCount`), top first.
    func bandRows(width: Int, height: Int) -> [Range<Int>] {
        let count = bandCount(width: width, height: height)
        return (0..<count).map { Self.rows(ofBand: $0, of: count, height: height) }
    }

    /// Clears and draws `bands` (device rows of `list`'s canvas, each
    /// drawn whole, none overlapping another) in `frame`, the canvas'
    /// `list.width · list.height · 4` bytes; the other rows are left as
    /// they are. Each band's bytes are the whole canvas' (see
    /// `RasterLayer.fullRect`), whatever rows it holds.
    func draw(_ list: DisplayList, bands: [Range<Int>], into frame: UnsafeMutablePointer<UInt8>) {
        let width = list.width
        let whole = PixelRect(x: 0, y: 0, width: width, height: list.height)
        let workers = min(max(threads, 1), bands.count)
        // An opaque first item over the whole canvas (a root background)
        // becomes the frame's first value instead of a clear and a fill.
        // An opaque first rectangle that leaves bars (a portrait scene in a
        // landscape frame): the pixels it covers wholly start as its color,
        // and it is drawn only around them.
        let cover = switches.cpuFastPaths
            ? firstItemCover.found(for: list.items.first, canvas: whole, tolerance: usableTolerance)
            : FirstItemCover.Found()
        let background = cover.background, backdrop = cover.backdrop
        let items = background == nil && backdrop == nil ? list.items[...] : list.items.dropFirst()
        // Each band clears and draws its own rows of the frame, in place.
        // Each worker, with scratch memory of its own (a `RasterContext`) and
        // the prepared images the renderer shares, takes the next band until
        // none is left, so a band that costs more holds up one worker, not
        // all.
        let shared = preparedImages, coverage = coverageCache, contexts = contexts
        coverage.beginFrame()
        let next = BandCounter(count: bands.count)
        let frame = SendableBytes(base: frame)
        let work: @Sendable (Int) -> Void = { _ in
            let context = contexts.take(tolerance: usableTolerance, switches: switches, sharedImages: shared,
                                        coverageCache: coverage)
            defer {
                context.endFrame()
                contexts.giveBack(context)
            }
            while let band = next.take() {
                let rows = bands[band]
                var layer = RasterLayer(fullRect: whole, rows: rows, drawingInto: frame.base + rows.lowerBound * width * 4,
                                        filledWith: background ?? 0, backdrop: backdrop)
                if let backdrop, case .fill(let fill)? = list.items.first {
                    context.drawFill(fill, outer: .identity, opacity: 1, around: backdrop.pixels, into: &layer)
                }
                for item in items { context.draw(item, outer: .identity, opacity: 1, into: &layer) }
            }
        }
        if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
    }

    /// The tolerance used: `tolerance`, or the default when it is not a
    /// positive finite number.
    var usableTolerance: Double {
        tolerance.isFinite && tolerance > 0 ? tolerance : Self.defaultTolerance
    }

    /// The device rows of band `band` (0-based, top first) when `height`
    /// rows are cut into `count` bands: as even as whole rows allow (their
    /// heights differ by at most one row).
    static func rows(ofBand band: Int, of count: Int, height: Int) -> Range<Int> {
        (band * height / count)..<((band + 1) * height / count)
    }
}

/// The frame's bytes, shared by the band threads: each writes only its own
/// rows, so no two threads touch the same byte.
private struct SendableBytes: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}

/// The next band to draw, handed to one worker at a time.
private final class BandCounter: @unchecked Sendable {
    private let count: Int
    /// Guards `next`.
    private let lock = DispatchSemaphore(value: 1)
    private var next = 0

    init(count: Int) { self.count = count }

    /// The next band not yet taken (top first), or nil when all are.
    func take() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
