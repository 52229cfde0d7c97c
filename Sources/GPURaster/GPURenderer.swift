import CEGL
import Foundation
import Geometry
import Presentation

/// Renders display lists with OpenGL ES 3 on a headless EGL device with
/// exact area coverage, computed by the GPU (coverage.glsl): paths are cut
/// into trapezoids on the CPU and every pixel's covered area is summed in
/// a fragment shader; items composite as the CPU's do
/// (`GPUCompositing`). Offscreen groups, readback. One context per
/// renderer; calls from several threads are serialized.
public final class GPURenderer: RenderBackend, @unchecked Sendable {
    /// Default flattening tolerance in device pixels: 0.1, the CPU
    /// renderer's default, because both backends flatten to the same
    /// polygons (lyon's default; an edge moves by at most a tenth of a
    /// pixel).
    public static let defaultTolerance = 0.1

    /// The device in use, as the driver described it.
    public let device: GPUDeviceInfo
    /// How items are composited on this device.
    public let compositing: GPUCompositing
    /// How images are filtered on this device.
    public var imageFiltering: ImageFiltering { painter.imageFiltering }
    /// Curve flattening tolerance in device pixels.
    public let tolerance: Double

    private let context: GLContext
    /// Internal, not private, for the test hooks in GPURenderer+Testing.
    let painter: GLPainter
    private let readback = PixelReadback()
    /// The device's largest canvas side, pixels (`GLDriverInfo`).
    private let maximumCanvasSide: Int
    /// Serializes calls; internal for GPURenderer+Testing.
    let lock = NSLock()

    /// Opens a device and builds every shader program.
    /// - Parameters:
    ///   - device: which device. Default: `.auto`.
    ///   - compositing: how to composite; nil for the best the device
    ///     offers (`GPUDeviceInfo.compositing`). Asking for framebuffer
    ///     fetch on a device without it throws. Default: nil.
    ///   - tolerance: flattening tolerance in device pixels; values that
    ///     are not positive and finite mean the default. Default: 0.1.
    ///   - imageFiltering: how images are filtered; nil for the texture
    ///     unit where `ImageFiltering.probe()` finds its weights exact,
    ///     else the shader. Default: nil.
    /// - Throws: `GPUError` naming every platform tried when no device
    ///   fits, or carrying the driver's log when a shader fails.
    public init(device choice: GPUDeviceChoice = .auto, compositing: GPUCompositing? = nil,
                tolerance: Double = GPURenderer.defaultTolerance, imageFiltering: ImageFiltering? = nil) throws {
        let opened = try GPUDevices.open(choice)
        device = opened.info
        context = opened.context
        self.tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : Self.defaultTolerance
        maximumCanvasSide = opened.driver.maximumCanvasSide
        guard let best = opened.info.compositing else {
            throw GPUError(.noDevice, "\(opened.info.renderer) offers neither EXT_shader_framebuffer_fetch nor "
                           + "EXT_color_buffer_float with EXT_float_blend, which exact compositing needs")
        }
        let chosen = compositing ?? best
        if chosen == .framebufferFetch, best != .framebufferFetch {
            throw GPUError(.unsupported, "\(opened.info.renderer) has no EXT_shader_framebuffer_fetch")
        }
        self.compositing = chosen
        let context = opened.context
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        painter = try GLPainter(tolerance: self.tolerance, compositing: chosen, imageFiltering: imageFiltering)
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

    /// Draws `list` into the canvas target, resolves it and hands it to
    /// `read` (which reads it back or starts reading it back), on the
    /// current context; checks for OpenGL errors after.
    func drawFrame<T>(_ list: DisplayList, read: (RenderTarget) throws(GPUError) -> T) throws(GPUError) -> T {
        while glGetError() != GLenum(GL_NO_ERROR) {}
        try painter.pool.prepare(width: list.width, height: list.height)
        painter.beginFrame()
        let canvas = try painter.pool.acquire()
        defer {
            painter.pool.release(canvas)
            painter.target = nil
            painter.endFrame()
        }
        painter.target = canvas
        painter.box = canvas.box
        canvas.clear(canvas.box)
        try painter.draw(list.items)
        canvas.resolve(canvas.box)
        let result = try read(canvas)
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR) else {
            throw GPUError(.drawing, "OpenGL error 0x\(String(error, radix: 16)) while rendering a \(list.width)×\(list.height) frame")
        }
        return result
    }
}
