import Foundation

/// A one-line progress bar on stderr, redrawn at most every 0.1 s, shown
/// only when stderr is a terminal.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let sink: TextSink
    private let enabled: Bool
    private let lock = NSLock()
    private let start = Date()
    private var done = 0
    private var lastDraw = Date.distantPast

    /// Seconds between redraws: 10 Hz looks live without costing frames.
    static let redrawInterval = 0.1
    /// Characters in the bar.
    static let barWidth = 30

    init(total: Int, sink: TextSink, enabled: Bool) {
        self.total = total
        self.sink = sink
        self.enabled = enabled
    }

    /// Counts one finished frame and redraws when due.
    func step() {
        lock.lock(); defer { lock.unlock() }
        done += 1
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= Self.redrawInterval else { return }
        lastDraw = now
        let filled = total > 0 ? Self.barWidth * done / total : Self.barWidth
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: Self.barWidth - filled)
        let rate = Double(done) / max(now.timeIntervalSince(start), 1e-9)
        sink.write(String(format: "\r[%@] %d/%d frames %.1f frames/s", bar, done, total, rate))
    }

    /// Ends the bar's line (when one was drawn).
    func finish() {
        lock.lock(); defer { lock.unlock() }
        if enabled && done > 0 { sink.write("\n") }
    }
}
