import Foundation
import Geometry
import Presentation

/// The frames a damage-tracking renderer (`CPURenderer.tracksDamage`)
/// drew last, with their display lists, one per thread that renders:
/// each `render` call takes one, redraws what changed over it and puts
/// the new frame back. A thread gets back the frame it drew last, when it
/// kept one: a render loop hands each job runs of consecutive frames
/// (`RenderLoop.framesPerRun`), so that is the frame before, where the
/// most recently kept one is often another job's, a run away. A thread
/// with none of its own takes the most recent, so a render loop of N
/// workers holds at most N frames whatever the frame count and however
/// its threads come and go (memory stays flat). Shared by a renderer's
/// copies, behind a lock.
final class PreviousFrames: @unchecked Sendable {
    /// A frame and what drew it.
    struct Entry {
        var list: DisplayList
        var frame: Bitmap
        /// The settings that drew it: a copy of the renderer with other
        /// settings (tests turn shortcuts off on copies) must not draw over
        /// it, since its unchanged pixels would not be its own.
        var tolerance: Double
        var switches: DebugSwitches
        /// The thread that kept it.
        var thread: pthread_t = pthread_self()
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The frame the calling thread kept last, else the most recently
    /// kept one, removed from the pool; nil when none is free (the caller
    /// draws a whole frame).
    func take() -> Entry? {
        let thread = pthread_self()
        lock.lock()
        defer { lock.unlock() }
        if let own = entries.lastIndex(where: { pthread_equal($0.thread, thread) != 0 }) { return entries.remove(at: own) }
        return entries.popLast()
    }

    /// Keeps `entry` for a later `take`.
    func keep(_ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        entries.append(entry)
    }

    /// How many frames are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
