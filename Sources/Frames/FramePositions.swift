/// A frame's index in a plan's frames by its number, without a table:
/// the frames of a plan (or a shard of it) are in increasing order, so a
/// binary search finds it.
package struct FramePositions {
    private let frames: [FramePlan.Frame]

    package init(_ frames: [FramePlan.Frame]) { self.frames = frames }

    /// The index of the frame numbered `number`; nil when there is none.
    package func index(of number: Int) -> Int? {
        var (low, high) = (0, frames.count)
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low < frames.count && frames[low].number == number ? low : nil
    }
}
