import Foundation

/// Writes items produced out of order (by parallel workers) in frame
/// order, holding at most `depth` finished items: a worker that is `depth`
/// or more frames ahead of the writer waits, so memory stays bounded
/// however long the run (100 000 frames hold no more than 100). Workers
/// must take frame indices in increasing order (as `ParallelFrames` hands
/// them out) and hand over every index they take, with `submit`, `skip`
/// or, when the frame failed, `abandon`; then the frame the writer waits
/// for is always being worked on and nothing deadlocks.
package final class OrderedWriter<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    /// Finished frames waiting for their turn; nil for skipped ones.
    private var pending: [Int: Item?] = [:]
    private var next = 0
    private let depth: Int
    private let write: (Item) throws -> Void
    private var failure: Error?

    /// - Parameters:
    ///   - depth: frames that may wait for their turn (at least 1).
    ///   - write: called in frame order, one item at a time.
    package init(depth: Int, write: @escaping (Item) throws -> Void) {
        self.depth = max(1, depth)
        self.write = write
    }

    /// Frames written (or skipped) so far: every frame before this index.
    package var written: Int {
        condition.lock(); defer { condition.unlock() }
        return next
    }

    /// Hands over frame `index`'s item; writes every item that is now next
    /// in order. Blocks while `index` is `depth` or more frames ahead.
    /// - Throws: the first write error or abandoning error (also to every
    ///   later caller).
    package func submit(_ index: Int, _ item: Item) throws {
        try hand(index, item)
    }

    /// Marks frame `index` as having nothing to write (a kept file).
    package func skip(_ index: Int) throws {
        try hand(index, nil)
    }

    /// Gives up: frame `index` will never come, so no later frame is
    /// written and every waiting or later caller throws `error`.
    package func abandon(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    private func hand(_ index: Int, _ item: Item?) throws {
        condition.lock()
        defer { condition.unlock() }
        while index >= next + depth, failure == nil { condition.wait() }
        if let failure { throw failure }
        pending[index] = .some(item)
        while let ready = pending.removeValue(forKey: next) {
            if let ready {
                do {
                    try write(ready)
                } catch {
                    failure = error
                    condition.broadcast()
                    throw error
                }
            }
            next += 1
        }
        condition.broadcast()
    }
}
