import Dispatch
import Foundation

/// Runs one job per frame on `jobs` threads, each thread taking the next
/// unstarted frame. Stops starting frames after the first error or when
/// `shouldStop` turns true; frames already started finish, so a stop never
/// leaves a half-done frame.
package enum ParallelFrames {
    /// - Parameter onFailure: called with each error a job throws, as it
    ///   happens (to release threads waiting for that frame, such as an
    ///   `OrderedWriter`'s). Default: nothing.
    /// - Returns: how many frames completed.
    /// - Throws: the first error a job threw.
    package static func run(count: Int, jobs: Int, shouldStop: @escaping @Sendable () -> Bool,
                    onFailure: @escaping @Sendable (Error) -> Void = { _ in },
                    job: @escaping @Sendable (Int) throws -> Void) throws -> Int {
        let state = SharedState()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while let index = state.next(count: count, stop: shouldStop) {
                do {
                    try job(index)
                    state.finished()
                } catch {
                    state.fail(error)
                    onFailure(error)
                }
            }
        }
        if let error = state.error { throw error }
        return state.completed
    }

    private final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private(set) var completed = 0
        private(set) var error: Error?

        func next(count: Int, stop: () -> Bool) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard error == nil, nextIndex < count, !stop() else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func finished() {
            lock.lock(); completed += 1; lock.unlock()
        }

        func fail(_ e: Error) {
            lock.lock(); if error == nil { error = e }; lock.unlock()
        }
    }
}
