import Foundation

/// Runs cases on a fixed number of threads, each taking the next index.
enum AdversarialPool {
    /// Runs `indices` of `cases` in folders `case-<index>` under `root`,
    /// `concurrency` at a time.
    static func run(_ cases: [AdversarialCase], indices: [Int], root: URL, concurrency: Int) -> Results {
        let results = Results(count: cases.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: concurrency) { _ in
            while let k = next.take(below: indices.count) {
                let i = indices[k]
                results.set(i, AdversarialRunner.run(cases[i], in: root.appendingPathComponent("case-\(i)")))
            }
        }
        return results
    }

    /// User and system CPU seconds of this process's waited-for children.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Outcomes by case index, filled by the workers.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [AdversarialOutcome?]
        init(count: Int) { outcomes = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ o: AdversarialOutcome) { lock.lock(); outcomes[i] = o; lock.unlock() }
        func get(_ i: Int) -> AdversarialOutcome? { lock.lock(); defer { lock.unlock() }; return outcomes[i] }
    }

    /// The next case index for a worker.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func take(below limit: Int) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
