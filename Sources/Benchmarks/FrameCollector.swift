import Foundation

/// Staged frames gathered from several threads (`bench tiles --jobs N`),
/// under a lock.
package final class FrameCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [StagedFrame] = []

    package init() {}

    package func add(_ frame: StagedFrame) { lock.lock(); items.append(frame); lock.unlock() }
    package func reset() { lock.lock(); items.removeAll(); lock.unlock() }
    package var frames: [StagedFrame] { lock.lock(); defer { lock.unlock() }; return items }
}
