/// Contiguous runs of frame indices, handed out in increasing order: the
/// next run starts where the last one ended, so the runs cover
/// `0..<count` exactly once. A run has `size` frames while at least
/// `jobs × size` are left, then `⌈left / jobs⌉` (at least 1), so the jobs
/// finish within a frame or so of each other however the count divides.
/// `ParallelFrames` hands a run to whichever job is free; a job that
/// redraws each frame over its last one (`CPURenderer.tracksDamage`) then
/// draws over the frame just before in all but a run's first frame.
package struct FrameChunks: Sendable {
    /// How many frames there are: indices `0..<count`.
    package let count: Int
    /// How many jobs share them (at least 1).
    package let jobs: Int
    /// Most frames in a run (at least 1); 1 hands out single frames.
    package let size: Int
    /// The first index not handed out yet.
    package private(set) var start = 0

    package init(count: Int, jobs: Int, size: Int) {
        self.count = max(0, count)
        self.jobs = max(1, jobs)
        self.size = max(1, size)
    }

    /// The next run; nil once every index is handed out.
    package mutating func next() -> Range<Int>? {
        let left = count - start
        guard left > 0 else { return nil }
        let length = min(size, (left + jobs - 1) / jobs)
        defer { start += length }
        return start..<(start + length)
    }

    /// Every run, in the order `next()` hands them out.
    package static func all(count: Int, jobs: Int, size: Int) -> [Range<Int>] {
        var chunks = FrameChunks(count: count, jobs: jobs, size: size)
        return Array(AnyIterator { chunks.next() })
    }
}
