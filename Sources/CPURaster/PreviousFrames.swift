import Foundation
import Geometry
import Presentation

/// The frames a damage-tracking renderer (`CPURenderer.tracksDamage`)
/// drew last, with their display lists, one per thread that renders:
/// each `render` call takes one (any), redraws what changed over it and
/// puts the new frame back. A render loop of N workers so holds at most N
/// frames, whatever the frame count (memory stays flat), and a worker
/// mostly gets back the frame it drew last (the most recent is taken
/// first). Shared by a renderer's copies, behind a lock.
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
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The most recently kept frame, removed from the pool; nil when none
    /// is free (the caller draws a whole frame).
    func take() -> Entry? {
        lock.lock()
        defer { lock.unlock() }
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
