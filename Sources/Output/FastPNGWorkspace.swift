import Synchronization

/// The memory one `FastPNGEncoder.encode` works in: filtered rows, the
/// compressed file, deflate's tokens and hash table. Kept in a small pool
/// between frames, because fresh multi-megabyte buffers cost page faults,
/// a noticeable share of encoding a frame (Sources/Benchmarks/README.md,
/// "Figures behind the code"). Used by one encoder at a
/// time (the pool hands each out once), hence `@unchecked Sendable`.
final class FastPNGWorkspace: @unchecked Sendable {
    /// Filtered rows (deflate's input), with 8 bytes of slack.
    private(set) var stream = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    /// The PNG file being written.
    private(set) var output = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    /// Unfiltered rows (this one, the one above) and a filter's trial row.
    private(set) var row = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private(set) var above = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private(set) var trial = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: FastDeflater.blockTokens)
    let hashTable = UnsafeMutablePointer<Int32>.allocate(capacity: FastDeflater.tableEntries)
    private var streamCapacity = 0, outputCapacity = 0, rowCapacity = 0

    /// Workspaces kept for reuse: one per encoding thread, up to 16 (more
    /// threads than that allocate and free their own).
    static let poolLimit = 16
    private static let pool = Mutex<[FastPNGWorkspace]>([])

    /// Runs `body` with a workspace from the pool (a new one if it is empty)
    /// and returns it afterwards.
    static func borrow<Result>(_ body: (FastPNGWorkspace) -> Result) -> Result {
        let workspace = pool.withLock { $0.popLast() } ?? FastPNGWorkspace()
        defer { pool.withLock { if $0.count < poolLimit { $0.append(workspace) } } }
        return body(workspace)
    }

    /// Makes the buffers at least this large (in bytes), keeping them when
    /// they already are.
    func reserve(streamCount: Int, outputCount: Int, rowBytes: Int) {
        if streamCount + 8 > streamCapacity {
            stream.deallocate()
            streamCapacity = streamCount + 8
            stream = .allocate(capacity: streamCapacity)
        }
        if outputCount > outputCapacity {
            output.deallocate()
            outputCapacity = outputCount
            output = .allocate(capacity: outputCapacity)
        }
        if rowBytes + 8 > rowCapacity {
            row.deallocate(); above.deallocate(); trial.deallocate()
            rowCapacity = rowBytes + 8
            row = .allocate(capacity: rowCapacity)
            above = .allocate(capacity: rowCapacity)
            trial = .allocate(capacity: rowCapacity)
        }
    }

    deinit {
        for buffer in [stream, output, row, above, trial] { buffer.deallocate() }
        tokens.deallocate()
        hashTable.deallocate()
    }
}
