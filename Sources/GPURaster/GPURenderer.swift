import CEGL
import Foundation
import Geometry
import Presentation

/// Renders display lists with OpenGL ES 3 on a headless EGL device with
/// exact area coverage, computed by the GPU (coverage.glsl): paths are cut
/// into trapezoids on the CPU and every pixel's covered area is summed on
/// the GPU. Two paths (`GPUPath`): the raster pipeline, whose items
/// composite as the CPU's do through `GPUCompositing`, and compute shaders
/// (`ComputePainter`), which composite every pixel's items in registers.
/// One context per renderer; calls from several threads are serialized.
public final class GPURenderer: RenderBackend, @unchecked Sendable {
    /// Default flattening tolerance in device pixels: 0.1, the CPU
    /// renderer's default, because both backends flatten to the same
    /// polygons (lyon's default; an edge moves by at most a tenth of a
    /// pixel).
    public static let defaultTolerance = 0.1

    /// The device in use, as the driver described it.
    public let device: GPUDeviceInfo
    /// How frames are drawn.
    public let path: GPUPath
    /// How the raster path composites on this device; nil on the compute
    /// path.
    public let compositing: GPUCompositing?
    /// How images are filtered on this device.
    public var imageFiltering: ImageFiltering { painter?.imageFiltering ?? .shader }
    /// Curve flattening tolerance in device pixels.
    public let tolerance: Double

    private let context: GLContext
    /// The raster path's painter (nil on the compute path). Internal, not
    /// private, for the test hooks in GPURenderer+Testing.
    let painter: GLPainter?
    /// The compute path's painter (nil on the raster path).
    let computePainter: ComputePainter?
    private let readback = PixelReadback()
    /// The device's largest canvas side, pixels (`GLDriverInfo`).
    private let maximumCanvasSide: Int
    /// Serializes calls; internal for GPURenderer+Testing.
    let lock = NSLock()

    /// Whether each frame is drawn over the one this renderer drew last,
    /// redrawing only the strips where their display items changed
    /// (`FrameDamage.strips`): the same bytes as a whole frame, for
    /// sequential renders (`render`, `bench`, a `GPUFramePipeline`). Every
    /// pixel's bytes depend only on the items that touch it, on both
    /// paths, and a group's layer keeps the box a whole frame gives it
    /// (`GLPainter.layerBox`), so its shadow blurs the same pixels. A first
    /// frame, a new canvas size or a failed frame draw whole. Default:
    /// false (`--full-redraw`).
    public var tracksDamage: Bool {
        get { lock.withLock { damageTracking } }
        set { lock.withLock { damageTracking = newValue; drawnLast = nil } }
    }
    private var damageTracking = false
    /// The list whose frame the raster path's kept canvas or the compute
    /// path's pixel buffer holds, when tracking damage.
    private var drawnLast: DisplayList?
    /// Test hook: each redrawn strip loses its last row of what the path
    /// redraws (pixels on the raster path, tiles on the compute path), a
    /// mistake the tests comparing against whole frames must catch.
    /// Default: false.
    var shortensDamage = false

    /// Opens a device and builds every shader program.
    /// - Parameters:
    ///   - device: which device. Default: `.auto`.
    ///   - path: raster or compute; nil for what `GPUPath.automatic` picks
    ///     on the device. Default: nil.
    ///   - compositing: for the raster path, how to composite; nil for the best the device
    ///     offers (`GPUDeviceInfo.compositing`). Asking for framebuffer
    ///     fetch on a device without it throws. Default: nil.
    ///   - tolerance: flattening tolerance in device pixels; values that
    ///     are not positive and finite mean the default. Default: 0.1.
    ///   - imageFiltering: how images are filtered; nil for the texture
    ///     unit where `ImageFiltering.probe()` finds its weights exact,
    ///     else the shader. Default: nil.
    /// - Throws: `GPUError` naming every platform tried when no device
    ///   fits, or carrying the driver's log when a shader fails.
    public init(device choice: GPUDeviceChoice = .auto, path: GPUPath? = nil, compositing: GPUCompositing? = nil,
                tolerance: Double = GPURenderer.defaultTolerance, imageFiltering: ImageFiltering? = nil) throws {
        let opened = try GPUDevices.open(choice)
        device = opened.info
        context = opened.context
        self.tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : Self.defaultTolerance
        maximumCanvasSide = opened.driver.maximumCanvasSide
        let best = opened.info.compositing
        let hasCompute = opened.info.hasComputeShaders
        if path == .compute, compositing != nil {
            throw GPUError(.unsupported, "compositing applies to the raster path, not the compute path")
        }
        guard let chosenPath = path ?? (compositing != nil ? .raster : GPUPath.automatic(compositing: best,
                                                                                            hasCompute: hasCompute)) else {
            throw GPUError(.noDevice, "\(opened.info.renderer) offers neither EXT_shader_framebuffer_fetch nor "
                           + "EXT_color_buffer_float with EXT_float_blend, which exact compositing needs, "
                           + "nor the compute shaders of OpenGL ES 3.1")
        }
        self.path = chosenPath
        let context = opened.context
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        switch chosenPath {
        case .compute:
            guard hasCompute else {
                throw GPUError(.unsupported, "\(opened.info.renderer) has no OpenGL ES 3.1 compute shaders "
                               + "(\(opened.info.glVersion)), which the compute path needs")
            }
            self.compositing = nil
            painter = nil
            computePainter = try ComputePainter(tolerance: self.tolerance,
                                                run: opened.info.isSoftware ? ComputePainter.softwareRun : 1)
        case .raster:
            guard let best else {
                throw GPUError(.noDevice, "\(opened.info.renderer) offers neither EXT_shader_framebuffer_fetch nor "
                               + "EXT_color_buffer_float with EXT_float_blend, which the raster path needs; "
                               + "use the compute path")
            }
            let chosen = compositing ?? best
            if chosen == .framebufferFetch, best != .framebufferFetch {
                throw GPUError(.unsupported, "\(opened.info.renderer) has no EXT_shader_framebuffer_fetch")
            }
            self.compositing = chosen
            painter = try GLPainter(tolerance: self.tolerance, compositing: chosen, imageFiltering: imageFiltering)
            computePainter = nil
        }
    }

    deinit {
        lock.lock()
        defer { lock.unlock() }
        if (try? context.makeCurrent()) != nil {
            painter?.delete()
            computePainter?.delete()
            readback.delete()
            context.releaseCurrent()
        }
    }

    /// Renders `list` into a premultiplied RGBA8 bitmap of
    /// `list.width × list.height` pixels, rows top first, exactly the
    /// layout of the CPU renderer's frames.
    /// - Throws: `GPUError` for an empty canvas or one beyond the device
    ///   (as the CPU renderer throws for those), or for OpenGL errors.
    public func render(_ list: DisplayList) throws -> Bitmap {
        try check(list)
        return try withContext { () throws(GPUError) -> Bitmap in
            try drawFrame(list) { source throws(GPUError) in try readback.read(source) }
        }
    }

    /// Throws for an empty canvas or one beyond the device.
    func check(_ list: DisplayList) throws(GPUError) {
        guard list.width > 0, list.height > 0 else {
            throw GPUError(.unsupported, "canvas \(list.width)×\(list.height) has no pixels")
        }
        guard list.width <= maximumCanvasSide, list.height <= maximumCanvasSide else {
            throw GPUError(.unsupported, "canvas \(list.width)×\(list.height) exceeds the device's \(maximumCanvasSide)-pixel limit")
        }
    }

    /// Runs `body` holding the renderer's lock with its context current on
    /// this thread.
    func withContext<T>(_ body: () throws(GPUError) -> T) throws(GPUError) -> T {
        lock.lock()
        defer { lock.unlock() }
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        return try body()
    }

    /// Draws `list` (into the canvas target, resolved, or into the compute
    /// path's pixel buffer) and hands where it lies to `read` (which reads
    /// it back or starts reading it back), on the current context; checks
    /// for OpenGL errors after.
    func drawFrame<T>(_ list: DisplayList, read: (ReadbackSource) throws(GPUError) -> T) throws(GPUError) -> T {
        while glGetError() != GLenum(GL_NO_ERROR) {}
        let regions = damagedRegions(list)
        drawnLast = nil
        let result: T
        if let computePainter {
            result = try read(computePainter.draw(list, regions: regions, shortened: shortensDamage))
        } else if let painter {
            result = try drawRaster(list, painter: painter, regions: regions, read: read)
        } else {
            throw GPUError(.drawing, "the renderer has no painter")
        }
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR) else {
            throw GPUError(.drawing, "OpenGL error 0x\(String(error, radix: 16)) while rendering a \(list.width)×\(list.height) frame")
        }
        if damageTracking { drawnLast = list }
        return result
    }

    /// The strips of `list`'s frame to redraw over the frame drawn last;
    /// nil for the whole frame (not tracking damage, nothing kept, a new
    /// canvas size).
    private func damagedRegions(_ list: DisplayList) -> [PixelRect]? {
        guard damageTracking, let previous = drawnLast, previous.width == list.width,
              previous.height == list.height else { return nil }
        let strips = FrameDamage.between(previous, list).strips
        return shortensDamage && painter != nil ? strips.map(\.withoutLastRow).filter { !$0.isEmpty } : strips
    }

    /// The raster path's frame: the canvas target drawn (only `regions`,
    /// over the frame it holds, when given) and resolved. When tracking
    /// damage the canvas stays out of the pool, holding the frame.
    private func drawRaster<T>(_ list: DisplayList, painter: GLPainter, regions: [PixelRect]?,
                               read: (ReadbackSource) throws(GPUError) -> T) throws(GPUError) -> T {
        // A new size deletes every target, the kept canvas too.
        if let kept = painter.keptCanvas, kept.width != list.width || kept.height != list.height {
            painter.keptCanvas = nil
        }
        try painter.pool.prepare(width: list.width, height: list.height)
        painter.beginFrame()
        let canvas: RenderTarget
        if let kept = painter.keptCanvas { canvas = kept } else { canvas = try painter.pool.acquire() }
        painter.keptCanvas = damageTracking ? canvas : nil
        defer {
            if painter.keptCanvas == nil { painter.pool.release(canvas) }
            painter.target = nil
            painter.endFrame()
        }
        painter.target = canvas
        let regions = regions ?? [canvas.box]
        for region in regions {
            painter.box = region
            painter.layerBox = canvas.box
            canvas.clear(region)
            try painter.draw(list.items)
        }
        let drawn = regions.reduce(PixelRect.empty) { $0.union($1) }
        if !drawn.isEmpty { canvas.resolve(drawn) }
        return try read(.target(canvas))
    }
}

extension PixelRect {
    /// The rect one row shorter (`GPURenderer.shortensDamage`).
    var withoutLastRow: PixelRect { PixelRect(x: x, y: y, width: width, height: height - 1) }
}
