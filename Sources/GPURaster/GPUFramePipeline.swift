import Geometry
import Presentation

/// A pipelined batch render on a `GPURenderer`: each `submit` draws a
/// frame and queues its readback into a ring of `depth` pixel buffer
/// objects, behind a fence, without waiting; once `depth` frames are on
/// their way back it waits for the oldest and returns it. So the device
/// draws frame n + 1 (and the caller builds its display list) while frame n
/// travels back, and memory stays bounded: `depth` buffers and the
/// renderer's targets. Frames come back in submission order, byte for byte
/// the bitmaps `GPURenderer.render` returns for the same lists.
///
/// Use one pipeline from one thread at a time; the renderer stays usable
/// from other threads meanwhile (every call takes its lock).
///
/// On llvmpipe (Mesa 22.3) it gains nothing measurable: `glReadPixels`
/// into a pixel buffer object waits there until the frame is rasterized,
/// and sampling a target that was just drawn (every resolve) waits too,
/// so nothing is left to overlap (`flipbook bench tiles --backend gpu`;
/// Sources/Benchmarks/README.md, "Figures behind the code"). Drivers that
/// copy asynchronously overlap the copy with the next frame.
public final class GPUFramePipeline: @unchecked Sendable {
    /// Frames on their way back at most: 2, a frame drawn while the one
    /// before it is read back.
    public static let defaultDepth = 2
    /// Depths accepted: 1 (no overlap: `submit` returns each frame at once)
    /// to 8 (8 frames of 1080p are 64 MiB of buffers).
    public static let depths = 1...8

    public let renderer: GPURenderer
    /// Buffers in the ring.
    public var depth: Int { ring.depth }
    private let ring: PixelReadback

    /// - Parameter depth: pixel buffers in the ring, clamped to `depths`.
    ///   Default: `defaultDepth`.
    public init(renderer: GPURenderer, depth: Int = GPUFramePipeline.defaultDepth) {
        self.renderer = renderer
        ring = PixelReadback(depth: min(max(depth, Self.depths.lowerBound), Self.depths.upperBound))
    }

    deinit {
        let ring = ring
        try? renderer.withContext { () throws(GPUError) in ring.delete() }
    }

    /// Frames submitted and not yet returned.
    public var pendingCount: Int { ring.pendingCount }

    /// Draws `list`, queues its readback, and returns the oldest frame
    /// once `depth` frames are on their way back (nil before that).
    /// - Throws: what `GPURenderer.render` throws; frames already queued
    ///   stay queued.
    public func submit(_ list: DisplayList) throws -> Bitmap? {
        try renderer.check(list)
        let ring = ring
        return try renderer.withContext { () throws(GPUError) -> Bitmap? in
            try renderer.drawFrame(list) { source throws(GPUError) in try ring.start(source) }
            return ring.isFull ? try ring.collect() : nil
        }
    }

    /// The oldest frame still on its way back, waiting for it; nil when
    /// none is (call it until nil after the last `submit`).
    public func next() throws -> Bitmap? {
        let ring = ring
        return try renderer.withContext { () throws(GPUError) -> Bitmap? in
            ring.pendingCount == 0 ? nil : try ring.collect()
        }
    }
}
