import Foundation

/// Writes frames produced out of order (by parallel workers) in frame
/// order, holding at most `depth` finished frames: a worker that is more
/// than `depth` frames ahead of the writer waits, so memory stays bounded
/// however long the run. Workers must take frame indices in increasing
/// order (as `ParallelFrames` hands them out), so the frame the writer
/// waits for is always being worked on and nothing deadlocks.
final class OrderedWriter: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [Int: [UInt8]] = [:]
    private var next = 0
    private let depth: Int
    private let write: ([UInt8]) throws -> Void
    private var failure: Error?

    /// - Parameters:
    ///   - depth: frames that may wait for their turn (at least 1).
    ///   - write: called in frame order, one frame at a time.
    init(depth: Int, write: @escaping ([UInt8]) throws -> Void) {
        self.depth = max(1, depth)
        self.write = write
    }

    /// Hands over frame `index`'s bytes; writes every frame that is now
    /// next in order. Blocks while `index` is `depth` or more frames ahead.
    /// - Throws: the first write error (also to every later caller).
    func submit(_ index: Int, _ bytes: [UInt8]) throws {
        condition.lock()
        defer { condition.unlock() }
        while index >= next + depth, failure == nil { condition.wait() }
        if let failure { throw failure }
        pending[index] = bytes
        while let ready = pending.removeValue(forKey: next) {
            do {
                try write(ready)
            } catch {
                failure = error
                condition.broadcast()
                throw error
            }
            next += 1
        }
        condition.broadcast()
    }
}
