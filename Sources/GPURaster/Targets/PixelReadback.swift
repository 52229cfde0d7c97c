import CEGL
import Geometry

/// Reads resolved targets back into `Bitmap`s through a ring of pixel
/// buffer objects (`GL_PIXEL_PACK_BUFFER`): `start` queues a target's
/// copy into the next free buffer behind a fence and returns at once;
/// `collect` waits for the oldest copy, maps it and copies the pixels out.
/// With a depth of 1 it is a plain synchronous readback (`read`); deeper
/// rings let the driver draw the next frames while earlier ones are still
/// on their way back. Buffers are reused while the frame size stays the
/// same. Every method expects the owner's context to be current.
final class PixelReadback {
    /// One buffer of the ring and the copy queued into it, if any.
    private struct Slot {
        var buffer: GLuint = 0
        var capacity = 0
        var fence: GLsync?
        var width = 0, height = 0
    }

    /// How long one `glClientWaitSync` call may block, nanoseconds: 1 s;
    /// waiting repeats until the copy lands (a huge frame on a software
    /// device may take longer).
    static let waitSlice: GLuint64 = 1_000_000_000

    private var slots: [Slot]
    /// Indices into `slots` of queued copies, oldest first.
    private var queued: [Int] = []
    private var nextSlot = 0

    /// - Parameter depth: buffers in the ring, at least 1. Default: 1.
    init(depth: Int = 1) {
        slots = Array(repeating: Slot(), count: max(1, depth))
    }

    /// Buffers in the ring: the most copies that may be queued at once.
    var depth: Int { slots.count }
    /// Copies queued and not yet collected.
    var pendingCount: Int { queued.count }
    /// True when every buffer holds a queued copy: collect one first.
    var isFull: Bool { queued.count == slots.count }

    /// The target's resolved pixels, waiting for them: premultiplied
    /// RGBA8, row 0 at the top (the paint vertex shader puts device row 0
    /// in GL's row 0, so the rows come back in order). Only for an empty
    /// ring (it collects the oldest copy).
    func read(_ source: ReadbackSource) throws(GPUError) -> Bitmap {
        try start(source)
        return try collect()
    }

    /// Queues the copy of `target`'s resolved pixels into the next buffer,
    /// behind a fence, and flushes so the driver starts on it.
    /// - Throws: `GPUError` when the ring is full.
    func start(_ source: ReadbackSource) throws(GPUError) {
        guard !isFull else { throw GPUError(.drawing, "readback: all \(depth) pixel buffers are in use") }
        let index = nextSlot
        nextSlot = (nextSlot + 1) % slots.count
        var slot = slots[index]
        let (width, height) = source.size
        let byteCount = width * height * 4
        if slot.buffer == 0 { glGenBuffers(1, &slot.buffer) }
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), slot.buffer)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        if slot.capacity != byteCount {
            glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), byteCount, nil, GLenum(GL_STREAM_READ))
            slot.capacity = byteCount
        }
        switch source {
        case .target(let target):
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.resolveFramebuffer)
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        case .buffer(let buffer, _, _):
            glBindBuffer(GLenum(GL_COPY_READ_BUFFER), buffer)
            glCopyBufferSubData(GLenum(GL_COPY_READ_BUFFER), GLenum(GL_PIXEL_PACK_BUFFER), 0, 0, byteCount)
            glBindBuffer(GLenum(GL_COPY_READ_BUFFER), 0)
        }
        slot.fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
        glFlush()
        slot.width = width
        slot.height = height
        slots[index] = slot
        queued.append(index)
    }

    /// Waits for the oldest queued copy and returns its pixels (the layout
    /// of `read`), freeing its buffer for the next `start`.
    /// - Throws: `GPUError` when nothing is queued or the wait or the
    ///   mapping fails.
    func collect() throws(GPUError) -> Bitmap {
        guard let index = queued.first else { throw GPUError(.drawing, "readback: no frame is on its way back") }
        queued.removeFirst()
        let slot = slots[index]
        if let fence = slot.fence {
            slots[index].fence = nil
            defer { glDeleteSync(fence) }
            var status = glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), Self.waitSlice)
            while status == GLenum(GL_TIMEOUT_EXPIRED) {
                status = glClientWaitSync(fence, 0, Self.waitSlice)
            }
            guard status != GLenum(GL_WAIT_FAILED) else {
                throw GPUError(.drawing, "readback: glClientWaitSync failed (GL error 0x\(String(glGetError(), radix: 16)))")
            }
        }
        let byteCount = slot.width * slot.height * 4
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), slot.buffer)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, byteCount, GLbitfield(GL_MAP_READ_BIT)) else {
            throw GPUError(.drawing, "readback: glMapBufferRange failed (GL error 0x\(String(glGetError(), radix: 16)))")
        }
        let pixels = [UInt8](UnsafeRawBufferPointer(start: mapped, count: byteCount))
        glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
        return Bitmap(width: slot.width, height: slot.height, pixels: pixels)
    }

    /// Drops queued copies and frees the buffers and fences.
    func delete() {
        for index in slots.indices {
            if let fence = slots[index].fence { glDeleteSync(fence) }
            if slots[index].buffer != 0 { glDeleteBuffers(1, &slots[index].buffer) }
            slots[index] = Slot()
        }
        queued = []
        nextSlot = 0
    }
}

/// Where a frame's pixels are read back from.
enum ReadbackSource {
    /// A resolved render target (the raster path), read with glReadPixels.
    case target(RenderTarget)
    /// A storage buffer of premultiplied RGBA8, rows top first (the compute
    /// path), copied with glCopyBufferSubData.
    case buffer(GLuint, width: Int, height: Int)

    /// Width and height in pixels.
    var size: (Int, Int) {
        switch self {
        case .target(let target): (target.width, target.height)
        case .buffer(_, let width, let height): (width, height)
        }
    }
}
