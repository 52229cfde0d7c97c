import Frames
import Terminal

/// `--shard auto`: K and N from the variables a CI system or a Kubernetes
/// Indexed Job sets for each parallel copy of a job. The conventions are
/// tried in this order and the first whose index variable is set wins:
///
/// | source                 | index (base)              | count                          |
/// |------------------------|---------------------------|--------------------------------|
/// | Flipbook (any system)  | FLIPBOOK_SHARD_INDEX (0)  | FLIPBOOK_SHARD_COUNT           |
/// | Kubernetes Indexed Job | JOB_COMPLETION_INDEX (0)  | FLIPBOOK_SHARD_COUNT           |
/// | GitLab CI `parallel:`  | CI_NODE_INDEX (1)         | CI_NODE_TOTAL                  |
/// | Buildkite parallelism  | BUILDKITE_PARALLEL_JOB (0)| BUILDKITE_PARALLEL_JOB_COUNT   |
/// | CircleCI parallelism   | CIRCLE_NODE_INDEX (0)     | CIRCLE_NODE_TOTAL              |
///
/// Kubernetes injects only the index, so the Job sets FLIPBOOK_SHARD_COUNT
/// to its `completions`. GitHub Actions and Jenkins have no index variable
/// of their own: a matrix passes `--shard K/N` or sets the FLIPBOOK_ pair.
/// A count of 1 with no index (GitLab's CI_NODE_TOTAL outside `parallel:`)
/// is shard 0/1.
enum ShardEnvironment {
    /// One naming convention for the index and count variables.
    struct Convention {
        var name: String
        var indexVariable: String
        var countVariable: String
        /// The index of the first copy: 0, or 1 for GitLab.
        var base: Int
    }

    static let conventions = [
        Convention(name: "the FLIPBOOK_SHARD_ variables", indexVariable: "FLIPBOOK_SHARD_INDEX",
                   countVariable: "FLIPBOOK_SHARD_COUNT", base: 0),
        Convention(name: "a Kubernetes Indexed Job", indexVariable: "JOB_COMPLETION_INDEX",
                   countVariable: "FLIPBOOK_SHARD_COUNT", base: 0),
        Convention(name: "GitLab CI", indexVariable: "CI_NODE_INDEX", countVariable: "CI_NODE_TOTAL", base: 1),
        Convention(name: "Buildkite", indexVariable: "BUILDKITE_PARALLEL_JOB",
                   countVariable: "BUILDKITE_PARALLEL_JOB_COUNT", base: 0),
        Convention(name: "CircleCI", indexVariable: "CIRCLE_NODE_INDEX", countVariable: "CIRCLE_NODE_TOTAL", base: 0),
    ]

    /// Every variable `--shard auto` reads (tests clear them).
    static var variableNames: [String] {
        var names: [String] = []
        for c in conventions {
            for v in [c.indexVariable, c.countVariable] where !names.contains(v) { names.append(v) }
        }
        return names
    }

    /// The shard the environment describes, and a line naming the
    /// variables used.
    /// - Throws: exit 2 when no convention applies, or its variables are
    ///   not integers, or the index lies outside the count.
    static func resolve(_ environment: [String: String]) throws -> (shard: Shard, source: String) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let c = conventions.first(where: { value($0.indexVariable) != nil }) {
            return try resolve(c, index: value(c.indexVariable)!, count: value(c.countVariable))
        }
        for c in conventions {
            guard let count = value(c.countVariable) else { continue }
            guard count == "1" else {
                let indexes = conventions.filter { $0.countVariable == c.countVariable }.map(\.indexVariable)
                throw CLIError.usage("--shard auto: \(c.countVariable)=\(count) is set but \(indexes.joined(separator: " or ")) is not")
            }
            return (Shard(index: 0, count: 1), "\(c.name) (\(c.countVariable)=1, no \(c.indexVariable): one job)")
        }
        let pairs = conventions.map { "\($0.indexVariable)/\($0.countVariable)" }.joined(separator: ", ")
        throw CLIError.usage("--shard auto: no shard variables are set (looked for \(pairs)); pass --shard K/N instead")
    }

    private static func resolve(_ c: Convention, index: String, count: String?) throws -> (shard: Shard, source: String) {
        guard let count else {
            throw CLIError.usage("--shard auto: \(c.indexVariable)=\(index) is set but \(c.countVariable) is not"
                + (c.countVariable == "FLIPBOOK_SHARD_COUNT" ? " (set it to the number of shards)" : ""))
        }
        guard let n = Int(count), n >= 1, n <= Shard.maximumCount else {
            throw CLIError.usage("--shard auto: \(c.countVariable)='\(count)' is not a shard count 1…\(Shard.maximumCount)")
        }
        guard let k = Int(index), k >= c.base, k < c.base + n else {
            throw CLIError.usage("--shard auto: \(c.indexVariable)='\(index)' is not an index \(c.base)…\(c.base + n - 1) (\(c.countVariable)=\(n))")
        }
        let shard = Shard(index: k - c.base, count: n)
        let based = c.base == 0 ? "" : ", \(c.indexVariable) counts from \(c.base)"
        return (shard, "\(c.name) (\(c.indexVariable)=\(index), \(c.countVariable)=\(count)\(based))")
    }
}
