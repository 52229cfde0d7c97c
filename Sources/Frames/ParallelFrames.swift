import Dispatch
import Foundation

/// Runs one job per frame on `jobs` threads. Each thread takes the next
/// run of consecutive frames (`FrameChunks`, `chunk` frames at most;
/// default 1, the next unstarted frame) and does its frames in order.
/// Stops starting frames after the first error or when `shouldStop` turns
/// true, checked before every frame; frames already started finish, so a
/// stop never leaves a half-done frame.
package enum ParallelFrames {
    /// - Parameters:
    ///   - chunk: most consecutive frames one thread takes at once (at
    ///     least 1). Default: 1.
    ///   - onFailure: called with each error a job throws, as it happens
    ///     (to release threads waiting for that frame, such as an
    ///     `OrderedWriter`'s). Default: nothing.
    ///   - onStop: called once, when a thread first sees `shouldStop` true
    ///     and so leaves frames of its run (or later runs) unstarted: the
    ///     frames a waiting thread needs may then never come (an
    ///     `OrderedWriter`'s `stop()` releases them). Default: nothing.
    /// - Returns: how many frames completed.
    /// - Throws: the first error a job threw.
    package static func run(count: Int, jobs: Int, chunk: Int = 1, shouldStop: @escaping @Sendable () -> Bool,
                    onFailure: @escaping @Sendable (Error) -> Void = { _ in },
                    onStop: @escaping @Sendable () -> Void = {},
                    job: @escaping @Sendable (Int) throws -> Void) throws -> Int {
        let state = SharedState(FrameChunks(count: count, jobs: jobs, size: chunk))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            runs: while let run = state.nextRun() {
                for index in run {
                    guard state.mayStart(stop: shouldStop, onStop: onStop) else { break runs }
                    do {
                        try job(index)
                        state.finished()
                    } catch {
                        state.fail(error)
                        onFailure(error)
                        break runs
                    }
                }
            }
        }
        if let error = state.error { throw error }
        return state.completed
    }

    private final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: FrameChunks
        private var stopped = false
        private(set) var completed = 0
        private(set) var error: Error?

        init(_ chunks: FrameChunks) { self.chunks = chunks }

        /// The next run of frames; nil once none is left, after an error
        /// or a stop.
        func nextRun() -> Range<Int>? {
            lock.lock(); defer { lock.unlock() }
            guard error == nil, !stopped else { return nil }
            return chunks.next()
        }

        /// Whether a frame may start: not after an error or a stop.
        /// Calls `onStop` (outside the lock) when this call saw the stop
        /// first.
        func mayStart(stop: () -> Bool, onStop: () -> Void) -> Bool {
            lock.lock()
            guard error == nil, !stopped else { lock.unlock(); return false }
            guard stop() else { lock.unlock(); return true }
            stopped = true
            lock.unlock()
            onStop()
            return false
        }

        func finished() {
            lock.lock(); completed += 1; lock.unlock()
        }

        func fail(_ e: Error) {
            lock.lock(); if error == nil { error = e }; lock.unlock()
        }
    }
}
