import Frames
import Terminal

/// `--shard K/N|auto`.
extension Shard {
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
