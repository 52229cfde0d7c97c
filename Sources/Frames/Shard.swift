/// One of N parts of a render: shard K of N renders the frames f of the
/// range with f mod N = K, so N shards together render every frame exactly
/// once, each under the name and with the bytes an unsharded run gives it.
/// Frame numbers (not positions in the range) decide, so `--frames 3..<9
/// --shard 0/2` renders frames 4, 6 and 8.
package struct Shard: Equatable, Hashable, Codable, CustomStringConvertible {
    /// K: 0-based, below `count`.
    package var index: Int
    /// N: how many shards share the range, at least 1.
    package var count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Most shards: one per frame of the largest plan; more could only
    /// produce empty shards.
    package static let maximumCount = FramePlan.maximumFrames

    /// True when frame `number` belongs to this shard. (A `--time` before
    /// the loop start numbers its frame below 0: the remainder is taken
    /// into 0..<N so that frame still lands in exactly one shard.)
    package func contains(_ number: Int) -> Bool { (number % count + count) % count == index }

    /// `K/N`, as `--shard` takes it.
    package var description: String { "\(index)/\(count)" }
}

extension FramePlan {
    /// The frames of this plan that `shard` renders, in order.
    package func frames(in shard: Shard?) -> [Frame] {
        guard let shard else { return frames }
        return frames.filter { shard.contains($0.number) }
    }

    /// The frame numbers the whole plan covers (plans are contiguous).
    package var numbers: Range<Int> {
        (frames.first?.number ?? 0)..<((frames.last?.number ?? -1) + 1)
    }
}
