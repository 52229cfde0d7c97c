import CPURaster
import Dispatch
import Foundation
import Geometry
import GPURaster
import Presentation

/// The render command's frame loop. `prepare(index)` builds a frame's
/// display list (nil when the frame needs no render, e.g. kept from an
/// earlier run; it then does its own bookkeeping); `finish(index, bitmap)`
/// encodes and writes it. On the CPU every job does both for the frames it
/// takes (`ParallelFrames`), in runs of consecutive frames when the
/// renderer redraws only what changed (`framesPerRun`). On the GPU one thread prepares frames in order
/// and draws them through a `GPUFramePipeline` (frame n + 1 drawn while
/// frame n is read back) and `jobs` threads finish them as they come back,
/// at most `2 × jobs` frames waiting. Either way a stop (`shouldStop`, or
/// the first error) starts no new frame and lets started ones finish;
/// `onFailure` hears the first error at once and `onStop` the stop (the
/// ordered writer uses them to release `finish` calls waiting for a frame
/// that will never come).
package enum RenderLoop {
    /// Most consecutive frames a CPU job takes at once when it redraws
    /// only what changed (`CPURenderer.tracksDamage`): 8. A job draws each
    /// frame over the last one it drew; with frames handed out one at a
    /// time that frame is `jobs` frames back, where more rows changed, and
    /// `render --jobs 2` spent a fifth to two fifths more CPU time than one
    /// job. In runs of 8 all but a run's first frame are drawn over the
    /// frame before: the CPU time is one job's, as with runs of 4 to 64
    /// within the noise (Sources/Benchmarks/README.md, "Figures behind the
    /// code"). Longer runs only hold more finished frames for the ordered
    /// writer (`FrameOutput`: about a run a job) and even out less well at
    /// the end of a short render.
    package static let damageRunFrames = 8

    /// The run length `run` hands CPU jobs for `renderer`:
    /// `damageRunFrames` when it is a CPU renderer that redraws only what
    /// changed, else 1 (single frames even the jobs out best, and a whole
    /// redraw gains nothing from its neighbour).
    package static func framesPerRun(_ renderer: any RenderBackend & Sendable) -> Int {
        (renderer as? CPURenderer)?.tracksDamage == true ? damageRunFrames : 1
    }

    /// - Returns: how many frames completed (prepared to nil, or finished).
    ///   After a stop on the CPU, frames of later runs may have completed
    ///   while an earlier run's were left unstarted.
    /// - Throws: the first error `prepare`, the renderer or `finish` threw.
    package static func run(count: Int, jobs: Int, renderer: any RenderBackend & Sendable,
                    shouldStop: @escaping @Sendable () -> Bool,
                    onFailure: @escaping @Sendable (any Error) -> Void = { _ in },
                    onStop: @escaping @Sendable () -> Void = {},
                    prepare: @escaping @Sendable (Int) throws -> DisplayList?,
                    finish: @escaping @Sendable (Int, Bitmap) throws -> Void) throws -> Int {
        guard let gpu = renderer as? GPURenderer else {
            return try ParallelFrames.run(count: count, jobs: jobs, chunk: framesPerRun(renderer), shouldStop: shouldStop,
                                          onFailure: onFailure, onStop: onStop) { index in
                if let list = try prepare(index) { try finish(index, try renderer.render(list)) }
            }
        }
        let handoff = FrameHandoff(capacity: 2 * max(1, jobs), onFailure: onFailure)
        let finishers = DispatchGroup()
        for _ in 0..<max(1, min(jobs, count)) {
            DispatchQueue.global().async(group: finishers) {
                while let (index, bitmap) = handoff.take() {
                    do {
                        try finish(index, bitmap)
                        handoff.completed()
                    } catch {
                        handoff.fail(error)
                    }
                }
            }
        }
        do {
            let pipeline = GPUFramePipeline(renderer: gpu)
            var inFlight: [Int] = []
            for index in 0..<count {
                if shouldStop() || handoff.hasFailed { break }
                guard let list = try prepare(index) else {
                    handoff.completed()
                    continue
                }
                inFlight.append(index)
                if let bitmap = try pipeline.submit(list) { handoff.put(inFlight.removeFirst(), bitmap) }
            }
            while let bitmap = try pipeline.next() { handoff.put(inFlight.removeFirst(), bitmap) }
        } catch {
            handoff.fail(error)
        }
        handoff.close()
        finishers.wait()
        if let error = handoff.error { throw error }
        return handoff.completedCount
    }
}

/// Frames handed from the drawing thread to the finishing threads, in a
/// queue of bounded length (`put` waits while it is full), plus the
/// loop's tally and first error.
private final class FrameHandoff: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private var queue: [(Int, Bitmap)] = []
    private var closed = false
    private(set) var completedCount = 0
    private(set) var error: (any Error)?

    private let onFailure: @Sendable (any Error) -> Void

    init(capacity: Int, onFailure: @escaping @Sendable (any Error) -> Void) {
        self.capacity = capacity
        self.onFailure = onFailure
    }

    var hasFailed: Bool { condition.lock(); defer { condition.unlock() }; return error != nil }

    /// Queues a frame, waiting while the queue is full; dropped after a
    /// failure (no one finishes it then).
    func put(_ index: Int, _ bitmap: Bitmap) {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && error == nil { condition.wait() }
        guard error == nil else { return }
        queue.append((index, bitmap))
        condition.broadcast()
    }

    /// The next frame, waiting for one; nil once closed and empty, or
    /// after a failure.
    func take() -> (Int, Bitmap)? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !closed && error == nil { condition.wait() }
        guard error == nil, !queue.isEmpty else { return nil }
        condition.broadcast()
        return queue.removeFirst()
    }

    /// No more frames will be put.
    func close() {
        condition.lock(); closed = true; condition.broadcast(); condition.unlock()
    }

    func completed() {
        condition.lock(); completedCount += 1; condition.unlock()
    }

    /// Records the first error and passes it to `onFailure` (outside the
    /// lock: the callback may wake threads that then call in here).
    func fail(_ e: any Error) {
        condition.lock()
        let first = error == nil
        if first { error = e }
        condition.broadcast()
        condition.unlock()
        if first { onFailure(e) }
    }
}
