import Foundation

/// Writes items produced out of order (by parallel workers) in frame
/// order, holding at most `depth` finished items: a worker that is `depth`
/// or more frames ahead of the writer waits, so memory stays bounded
/// however long the run (100 000 frames hold no more than 100). Workers
/// must take frame indices in increasing order, singly or in runs (as
/// `ParallelFrames` hands them out), do each run's frames in order, and
/// hand over every index they start, with `submit`, `skip` or, when the
/// frame failed, `abandon`; then the frame the writer waits for is always
/// being worked on, by a worker that does not wait, and nothing
/// deadlocks. A worker that leaves frames of its run unstarted (a stop
/// request) calls `stop()`, which releases the workers waiting behind
/// them.
package final class OrderedWriter<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    /// Finished frames waiting for their turn; nil for skipped ones.
    private var pending: [Int: Item?] = [:]
    private var next = 0
    private let depth: Int
    private let write: (Item) throws -> Void
    private var failure: Error?
    /// Set by `stop()`: no one waits any more.
    private var stopped = false
    /// Whether a caller is writing ready items (outside the lock).
    private var writing = false

    /// - Parameters:
    ///   - depth: frames that may wait for their turn (at least 1).
    ///   - write: called in frame order, one item at a time, on the thread
    ///     of a caller of `submit` or `skip`, outside the lock.
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
    /// in order, unless another caller is writing them already (it then
    /// writes this one too). Blocks while `index` is `depth` or more
    /// frames ahead.
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

    /// Stops waiting: some frame will never come (a stop request left it
    /// unstarted), so waiting and later callers hand over their items
    /// without waiting. Frames before the first missing one are still
    /// written as they come; those after it never are (a stopped run
    /// writes a prefix of its frames). At most one item more per worker is
    /// held: each leaves after the frame it is on.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Hands the item over. The caller that finds the next frame ready
    /// and no one writing becomes the writer: it writes every item that
    /// is ready, in order, outside the lock, so the other workers hand
    /// theirs over meanwhile instead of waiting for the files (writing a
    /// run of frames under the lock held the other job up).
    private func hand(_ index: Int, _ item: Item?) throws {
        condition.lock()
        defer { condition.unlock() }
        while index >= next + depth, failure == nil, !stopped { condition.wait() }
        if let failure { throw failure }
        pending[index] = .some(item)
        guard !writing else { return }
        writing = true
        defer { writing = false }
        while failure == nil, let ready = pending.removeValue(forKey: next) {
            if let ready {
                condition.unlock()
                do {
                    try write(ready)
                } catch {
                    condition.lock()
                    failure = error
                    condition.broadcast()
                    throw error
                }
                condition.lock()
            }
            next += 1
            condition.broadcast()
        }
    }
}
