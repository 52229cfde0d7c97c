import Foundation
import Testing
import Frames

/// Which thread did which frames, in the order each did them.
final class FramesByThread: @unchecked Sendable {
    private let lock = NSLock()
    private var order: [(thread: pthread_t, index: Int)] = []
    func append(_ index: Int) { lock.lock(); order.append((pthread_self(), index)); lock.unlock() }
    /// Each thread's frames, in the order it did them.
    var sequences: [[Int]] {
        lock.lock(); defer { lock.unlock() }
        var threads: [pthread_t] = [], sequences: [[Int]] = []
        for (thread, index) in order {
            if let i = threads.firstIndex(where: { pthread_equal($0, thread) != 0 }) {
                sequences[i].append(index)
            } else {
                threads.append(thread)
                sequences.append([index])
            }
        }
        return sequences
    }
}

/// Runs of consecutive frames (`FrameChunks`) and `ParallelFrames` handing
/// them to its threads.
@Suite struct FrameChunksTests {
    static let counts = [0, 1, 2, 3, 5, 7, 15, 16, 17, 31, 33, 50, 99, 1000]

    /// For any count, job count and run length: runs in increasing order,
    /// each starting where the last ended, together `0..<count` exactly
    /// once; full length while a run for every job is left, then shorter
    /// (a count under the jobs or not a multiple of the length too).
    @Test(arguments: [1, 2, 3, 5, 16], [1, 2, 3, 7, 16])
    func runsAreContiguousAndCoverEveryFrameOnce(jobs: Int, size: Int) {
        for count in Self.counts {
            let runs = FrameChunks.all(count: count, jobs: jobs, size: size)
            #expect(runs.flatMap { Array($0) } == Array(0..<count), "count \(count)")
            var start = 0
            for run in runs {
                let left = count - start
                #expect(run.lowerBound == start && !run.isEmpty && run.count <= size, "count \(count), \(run)")
                #expect(run.count == min(size, (left + jobs - 1) / jobs), "count \(count), \(run)")
                start = run.upperBound
            }
        }
        // Single frames when the length is 1, as before runs existed.
        #expect(FrameChunks.all(count: 9, jobs: jobs, size: 1) == (0..<9).map { $0..<($0 + 1) })
    }

    /// Fewer frames than jobs: a frame a run; the tail splits evenly.
    @Test func shortRendersSplitEvenly() {
        #expect(FrameChunks.all(count: 3, jobs: 4, size: 16) == [0..<1, 1..<2, 2..<3])
        #expect(FrameChunks.all(count: 12, jobs: 2, size: 16) == [0..<6, 6..<9, 9..<11, 11..<12])
        #expect(FrameChunks.all(count: 37, jobs: 2, size: 8).map(\.count) == [8, 8, 8, 7, 3, 2, 1])
    }

    /// Each run goes to one thread, which does its frames in order and
    /// without others between them; every frame is done exactly once.
    @Test(arguments: [1, 2, 3, 4], [1, 4, 16])
    func eachRunIsDoneByOneThreadInOrder(jobs: Int, size: Int) throws {
        for count in [0, 1, 3, 17, 61] {
            let done = FramesByThread()
            let completed = try ParallelFrames.run(count: count, jobs: jobs, chunk: size, shouldStop: { false }) { index in
                usleep(UInt32((index * 7919) % 3) * 100)   // uneven work
                done.append(index)
            }
            #expect(completed == count)
            let sequences = done.sequences
            #expect(sequences.flatMap { $0 }.sorted() == Array(0..<count), "count \(count)")
            #expect(sequences.count <= max(1, jobs))
            for run in FrameChunks.all(count: count, jobs: jobs, size: size) {
                let holders = sequences.filter { $0.contains(run.lowerBound) }
                #expect(holders.count == 1, "count \(count), \(run)")
                guard let sequence = holders.first, let first = sequence.firstIndex(of: run.lowerBound),
                      first + run.count <= sequence.count else {
                    Issue.record("count \(count): \(run) not done whole by one thread")
                    continue
                }
                #expect(Array(sequence[first..<(first + run.count)]) == Array(run), "count \(count), \(run)")
            }
        }
    }
}
