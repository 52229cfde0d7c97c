/// One of N parts of a render: shard K of N renders the frames f of the
/// range with f mod N = K, so N shards together render every frame exactly
/// once, each under the name and with the bytes an unsharded run gives it.
/// Frame numbers (not positions in the range) decide, so `--frames 3..<9
/// --shard 0/2` renders frames 4, 6 and 8.
struct Shard: Equatable, Hashable, Codable, CustomStringConvertible {
    /// K: 0-based, below `count`.
    var index: Int
    /// N: how many shards share the range, at least 1.
    var count: Int

    /// Most shards: one per frame of the largest plan; more could only
    /// produce empty shards.
    static let maximumCount = FramePlan.maximumFrames

    /// True when frame `number` belongs to this shard. (A `--time` before
    /// the loop start numbers its frame below 0: the remainder is taken
    /// into 0..<N so that frame still lands in exactly one shard.)
    func contains(_ number: Int) -> Bool { (number % count + count) % count == index }

    /// `K/N`, as `--shard` takes it.
    var description: String { "\(index)/\(count)" }

    /// Parses `K/N` (0 ≤ K < N).
    static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw CLIError.usage("--shard must look like K/N (e.g. 0/4) or be auto, got '\(text)'")
        }
        guard n >= 1, n <= maximumCount else {
            throw CLIError.usage("--shard \(text): N must be 1…\(maximumCount)")
        }
        guard k >= 0, k < n else {
            throw CLIError.usage("--shard \(text): K must be 0…\(n - 1) (shards are numbered from 0)")
        }
        return Shard(index: k, count: n)
    }

    /// The `--shard` option: nil when absent, `K/N`, or `auto` resolved
    /// from `environment` (with a line saying which variables it used).
    static func option(_ text: String?, environment: [String: String]) throws -> (shard: Shard?, source: String?) {
        guard let text else { return (nil, nil) }
        guard text == "auto" else { return (try parse(text), nil) }
        let found = try ShardEnvironment.resolve(environment)
        return (found.shard, found.source)
    }
}

extension FramePlan {
    /// The frames of this plan that `shard` renders, in order.
    func frames(in shard: Shard?) -> [Frame] {
        guard let shard else { return frames }
        return frames.filter { shard.contains($0.number) }
    }

    /// The frame numbers the whole plan covers (plans are contiguous).
    var numbers: Range<Int> {
        (frames.first?.number ?? 0)..<((frames.last?.number ?? -1) + 1)
    }
}
