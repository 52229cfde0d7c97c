import CEGL
import Foundation
import Geometry
import Presentation

/// Renders display lists with OpenGL ES 3 on a headless EGL device: CPU
/// flattening, stencil-then-cover fills into a multisampled framebuffer,
/// offscreen groups, resolve and readback. One context per renderer; calls
/// from several threads are serialized.
public final class GPURenderer: RenderBackend, @unchecked Sendable {
    /// Fewest MSAA samples `auto` device selection accepts (DESIGN.md:
    /// "at least 4").
    public static let minimumSamples = 4
    /// Most MSAA samples used even when a device offers more (DESIGN.md:
    /// "the device's maximum up to 16").
    public static let maximumSamples = 16
    /// Default flattening tolerance in device pixels: 0.1, the CPU
    /// renderer's default, because DESIGN.md has both backends flatten to
    /// the same polygons (lyon's default; an edge moves by at most a tenth
    /// of a pixel).
    public static let defaultTolerance = 0.1

    /// The device in use, as the driver described it.
    public let device: GPUDeviceInfo
    /// MSAA samples per pixel of every framebuffer.
    public let samples: Int
    /// Curve flattening tolerance in device pixels.
    public let tolerance: Double

    private let context: GLContext
    private let painter: GLPainter
    private let readback = PixelReadback()
    private let maxCanvasSide: Int
    private let lock = NSLock()

    /// Opens a device and builds every shader program.
    /// - Parameters:
    ///   - device: which device. Default: `.auto`.
    ///   - samples: MSAA samples per pixel, clamped to 1…the device's
    ///     maximum. Default: nil, the device's maximum up to 16.
    ///   - tolerance: flattening tolerance in device pixels; values that
    ///     are not positive and finite mean the default. Default: 0.1.
    /// - Throws: `GPUError` naming every platform tried when no device
    ///   fits, or carrying the driver's log when a shader fails.
    public init(device choice: GPUDeviceChoice = .auto, samples: Int? = nil,
                tolerance: Double = GPURenderer.defaultTolerance) throws {
        let opened = try GPUDevices.open(choice, minimumSamples: Self.minimumSamples)
        device = opened.info
        context = opened.context
        self.samples = max(1, min(samples ?? Self.maximumSamples, opened.info.maxSamples))
        self.tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : Self.defaultTolerance
        maxCanvasSide = opened.driver.maxCanvasSide
        let context = opened.context
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        painter = try GLPainter(tolerance: self.tolerance, storage: ColorStorage.best(for: opened.driver))
        if painter.colorStorage == .float32, !Self.rendersFloat(samples: self.samples, painter: painter) {
            painter.colorStorage = .rgba8
        }
    }

    /// Whether a small float target with `samples` samples is
    /// complete on the current context (a driver may list the extension
    /// yet refuse multisampled floats).
    private static func rendersFloat(samples: Int, painter: GLPainter) -> Bool {
        guard let probe = try? RenderTarget(width: 1, height: 1, samples: samples, resolver: painter.pool.resolver) else {
            return false
        }
        probe.delete()
        return true
    }

    deinit {
        lock.lock()
        defer { lock.unlock() }
        if (try? context.makeCurrent()) != nil {
            painter.delete()
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
            try drawFrame(list) { canvas throws(GPUError) in try readback.read(canvas) }
        }
    }

    /// Throws for an empty canvas or one beyond the device.
    func check(_ list: DisplayList) throws(GPUError) {
        guard list.width > 0, list.height > 0 else {
            throw GPUError(.unsupported, "canvas \(list.width)×\(list.height) has no pixels")
        }
        guard list.width <= maxCanvasSide, list.height <= maxCanvasSide else {
            throw GPUError(.unsupported, "canvas \(list.width)×\(list.height) exceeds the device's \(maxCanvasSide)-pixel limit")
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

    /// Draws `list` into the canvas target, resolves it and hands it to
    /// `read` (which reads it back or starts reading it back), on the
    /// current context; checks for OpenGL errors after.
    func drawFrame<T>(_ list: DisplayList, read: (RenderTarget) throws(GPUError) -> T) throws(GPUError) -> T {
        while glGetError() != GLenum(GL_NO_ERROR) {}
        painter.pool.prepare(width: list.width, height: list.height, samples: samples)
        painter.beginFrame()
        let canvas = try painter.pool.acquire()
        defer {
            painter.pool.release(canvas)
            painter.target = nil
            painter.endFrame()
        }
        painter.target = canvas
        painter.box = canvas.box
        canvas.clear(canvas.box, color: !painter.coversOpaquely(list.items.first, box: canvas.box))
        try painter.draw(list.items)
        canvas.resolve(canvas.box)
        let result = try read(canvas)
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR) else {
            throw GPUError(.drawing, "OpenGL error 0x\(String(error, radix: 16)) while rendering a \(list.width)×\(list.height) frame")
        }
        return result
    }

    /// How render targets keep color while drawing: `.float32` where the
    /// driver supports it, else `.rgba8` (tests compare both).
    var colorStorage: ColorStorage {
        get { painter.colorStorage }
        set { lock.lock(); painter.colorStorage = newValue; lock.unlock() }
    }

    /// Whether opaque items skip blending and the canvas clear under an
    /// opaque background (`GLPainter.usesOpaqueShortcuts`; tests compare
    /// both ways). Default: true.
    var usesOpaqueShortcuts: Bool {
        get { painter.usesOpaqueShortcuts }
        set { lock.lock(); painter.usesOpaqueShortcuts = newValue; lock.unlock() }
    }

    /// Render targets made so far (for leak tests: stays bounded by the
    /// deepest group nesting while the canvas size stays the same).
    var renderTargetCount: Int { painter.pool.count }

    /// Untrimmed stroke outlines built so far (for tests).
    var strokeOutlinesBuilt: Int { painter.strokeOutlinesBuilt }

    /// Draws a grid whose template is one image in one instanced call
    /// (default); false draws it instance by instance (tests, benchmarks).
    var drawsInstancesInOneCall: Bool {
        get { painter.drawsInstancesInOneCall }
        set { lock.lock(); painter.drawsInstancesInOneCall = newValue; lock.unlock() }
    }

    /// Grids drawn in one instanced call so far (for tests).
    var instancedImageDraws: Int { painter.instancedImageDraws }

    /// Grids drawn through their compiled tracks (for tests and switches).
    var instanceGrids: InstanceGridBuffers { painter.instanceGrids }

    /// Meshes kept for the next frame (for tests: bounded by two frames' worth).
    var cachedMeshCount: Int { painter.fillMeshes.count + painter.trimmableStrokes.count }
}
