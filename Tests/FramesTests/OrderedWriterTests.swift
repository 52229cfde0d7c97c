import Dispatch
import Foundation
import Testing
import Frames

/// Collects what an `OrderedWriter` writes, from any thread.
final class WrittenItems: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Int] = []
    func append(_ item: Int) { lock.lock(); items.append(item); lock.unlock() }
    var all: [Int] { lock.lock(); defer { lock.unlock() }; return items }
}

/// A stop request, set from any thread.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.lock(); flag = true; lock.unlock() }
    var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
}

@Suite struct OrderedWriterTests {
    /// Frames finished in any order by parallel workers come out in order,
    /// with skipped frames left out, and never more than `depth` wait.
    @Test func writesInFrameOrderWithBoundedBacklog() throws {
        let written = WrittenItems()
        let depth = 3
        let writer = OrderedWriter<Int>(depth: depth) { written.append($0) }
        let peak = WrittenItems()
        let count = 200
        let completed = try ParallelFrames.run(count: count, jobs: 4, shouldStop: { false }) { index in
            // Uneven work, so later frames often finish first.
            usleep(UInt32((index * 7919) % 5) * 200)
            peak.append(index - writer.written)
            if index % 10 == 3 { try writer.skip(index) } else { try writer.submit(index, index) }
        }
        #expect(completed == count)
        #expect(written.all == (0..<count).filter { $0 % 10 != 3 })
        // A worker takes a new frame only after handing over its last one,
        // which needs that one to be fewer than `depth` ahead of the writer:
        // no frame starts more than depth + jobs − 1 ahead, however many
        // frames there are.
        #expect(peak.all.max()! <= depth + 4 - 1)
    }

    /// A frame that fails releases the workers waiting behind it: they
    /// throw instead of waiting forever, and nothing after it is written.
    @Test func abandoningReleasesWaitingWorkers() {
        struct Failure: Error {}
        let written = WrittenItems()
        let writer = OrderedWriter<Int>(depth: 2) { written.append($0) }
        #expect(throws: Failure.self) {
            _ = try ParallelFrames.run(count: 50, jobs: 3, shouldStop: { false }, onFailure: writer.abandon) { index in
                if index == 1 {
                    usleep(20_000)   // the others run ahead and wait for frame 1
                    throw Failure()
                }
                try writer.submit(index, index)
            }
        }
        #expect(written.all == [0])
    }

    /// A stop while jobs work on runs of frames: jobs ahead that wait for
    /// an earlier run's frames are released (no deadlock, though those
    /// frames are never started), every started frame finishes, and what
    /// is written is a prefix of the frames, each written whole.
    @Test(arguments: [(2, 4, 2), (3, 8, 3), (2, 16, 34), (4, 5, 1)])
    func stoppingMidRunLeavesWholeFramesAndAPrefix(jobs: Int, chunk: Int, depth: Int) throws {
        for stopAfter in [1, 5, 23] {
            let label = "\(jobs) jobs, runs of \(chunk), depth \(depth), stop after \(stopAfter)"
            let written = WrittenItems(), started = WrittenItems(), finished = WrittenItems(), completed = WrittenItems()
            let writer = OrderedWriter<Int>(depth: depth) { written.append($0) }
            let stop = StopFlag()
            // On a thread of its own, so that a deadlock fails the test
            // after a minute instead of hanging it.
            let returned = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                let count = try? ParallelFrames.run(count: 400, jobs: jobs, chunk: chunk, shouldStop: { stop.value },
                                                    onFailure: writer.abandon, onStop: writer.stop) { index in
                    started.append(index)
                    usleep(UInt32((index * 7919) % 4) * 150)
                    if finished.all.count + 1 >= stopAfter { stop.set() }
                    try writer.submit(index, index)
                    finished.append(index)
                }
                completed.append(count ?? -1)
                returned.signal()
            }
            guard returned.wait(timeout: .now() + 60) == .success else {
                Issue.record("\(label): deadlocked, \(finished.all.count) frames finished, \(writer.written) written")
                return
            }
            let count = completed.all[0]
            #expect(Set(started.all) == Set(finished.all), "\(label): a started frame did not finish")
            #expect(count == finished.all.count, "\(label)")
            #expect(count < 400, "\(label): the stop stopped nothing")
            #expect(written.all == Array(0..<writer.written), "\(label)")
            #expect(writer.written <= count, "\(label)")
        }
    }

    /// A slow write holds no one up: while frame 0's file is written,
    /// later frames are handed over at once (the writer writes them after
    /// it, in order), instead of waiting for the lock.
    @Test func handingOverDoesNotWaitForAWrite() {
        let written = WrittenItems()
        let writing = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let writer = OrderedWriter<Int>(depth: 4) { item in
            if item == 0 {
                writing.signal()
                _ = release.wait(timeout: .now() + 20)
            }
            written.append(item)
        }
        let first = DispatchSemaphore(value: 0), later = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { try? writer.submit(0, 0); first.signal() }
        writing.wait()
        DispatchQueue.global().async {
            try? writer.submit(2, 2)
            try? writer.skip(3)
            try? writer.submit(1, 1)
            later.signal()
        }
        let handedOver = later.wait(timeout: .now() + 10) == .success
        #expect(handedOver, "handing over waited for frame 0's write")
        #expect(written.all.isEmpty)
        release.signal()
        first.wait()
        if !handedOver { later.wait() }
        #expect(written.all == [0, 1, 2])
        #expect(writer.written == 4)
    }

    /// A write error stops the writer: the failing caller and later ones throw it.
    @Test func writeErrorsReachEveryLaterCaller() {
        struct Full: Error {}
        let writer = OrderedWriter<Int>(depth: 4) { if $0 == 2 { throw Full() } }
        #expect(throws: Never.self) { try writer.submit(1, 1) }
        #expect(throws: Never.self) { try writer.submit(0, 0) }
        #expect(throws: Full.self) { try writer.submit(2, 2) }
        #expect(throws: Full.self) { try writer.submit(3, 3) }
        #expect(writer.written == 2)
    }
}
