import Foundation
import Presentation

/// The renderer's `RasterContext`s between frames, so that a sequence of
/// frames reuses their scratch memory (the scan converter's edge and row
/// arrays, the shading rows) instead of growing it again every frame.
/// Each worker drawing bands takes one for the frame and gives it back.
/// Shared by a renderer's copies, behind a lock.
final class RasterContextPool: @unchecked Sendable {
    private let lock = NSLock()
    private var contexts: [RasterContext] = []

    /// How many contexts are kept: 8, more than the workers of the frames
    /// drawn at once on the machines this runs on (a context holds a few
    /// rows of scratch).
    static let capacity = 8

    /// A context drawing with `tolerance` and `switches`, sharing
    /// `sharedImages` and `coverageCache`: one given back earlier with
    /// those, or a new one.
    func take(tolerance: Double, switches: DebugSwitches, sharedImages: PreparedImages,
              coverageCache: CoverageCache?) -> RasterContext {
        lock.lock()
        let index = contexts.lastIndex {
            $0.tolerance == tolerance && $0.switches == switches && $0.sharedImages === sharedImages
                && $0.coverageCache === (switches.cpuCoverageCache ? coverageCache : nil)
        }
        let kept = index.map { contexts.remove(at: $0) }
        lock.unlock()
        return kept ?? RasterContext(tolerance: tolerance, switches: switches, sharedImages: sharedImages,
                                     coverageCache: coverageCache)
    }

    /// Keeps `context` for a later frame (the oldest kept is dropped past
    /// `capacity`).
    func giveBack(_ context: RasterContext) {
        lock.lock()
        defer { lock.unlock() }
        if contexts.count >= Self.capacity { contexts.removeFirst() }
        contexts.append(context)
    }
}
