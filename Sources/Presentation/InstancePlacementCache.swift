import Foundation

/// A grid's placements, evaluated once on first use and then shared by
/// every copy of the `InstancedItem` that made it (a display list is
/// rendered from any thread, so the slot is locked).
final class InstancePlacementCache: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [InstancePlacement]?

    /// The cached placements, or those `evaluate` returns (then cached).
    /// Two threads asking at once may both evaluate; both get equal
    /// results and the first one stored is kept.
    func placements(_ evaluate: () -> [InstancePlacement]) -> [InstancePlacement] {
        lock.lock()
        if let value {
            lock.unlock()
            return value
        }
        lock.unlock()
        let computed = evaluate()
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        value = computed
        return computed
    }
}
