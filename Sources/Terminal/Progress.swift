import Foundation

/// Progress of a long run on stderr. On a terminal, a one-line bar redrawn
/// at most every 0.1 s. Elsewhere (CI logs), whole lines, so that a log
/// never goes silent long enough for a CI "no output" timeout: one at least
/// every `lineInterval` seconds, and, once the run has lasted that long,
/// one at each tenth of the frames. Short runs print no line.
package final class Progress: @unchecked Sendable {
    /// How progress shows.
    package enum Style {
        /// A bar redrawn in place (stderr is a terminal).
        case bar
        /// Whole lines (stderr is a file or a pipe).
        case lines
        /// Nothing (`--quiet`).
        case off
    }

    private let total: Int
    private let sink: TextSink
    private let style: Style
    private let clock: () -> Date
    private let lock = NSLock()
    private let start: Date
    private var done = 0
    private var lastDraw: Date
    private var drewBar = false

    /// Seconds between redraws of the bar: 10 Hz looks live without costing frames.
    package static let redrawInterval = 0.1
    /// Most seconds between two progress lines: 10.
    package static let lineInterval = 10.0
    /// Characters in the bar.
    package static let barWidth = 30

    /// `clock` gives the current time (tests pass their own).
    package init(total: Int, sink: TextSink, style: Style, clock: @escaping () -> Date = Date.init) {
        self.total = total
        self.sink = sink
        self.style = style
        self.clock = clock
        start = clock()
        lastDraw = style == .bar ? .distantPast : start
    }

    /// The style for stderr: a bar on a terminal, lines elsewhere, nothing
    /// when `quiet`.
    package static func style(quiet: Bool) -> Style {
        quiet ? .off : isatty(2) != 0 ? .bar : .lines
    }

    /// Counts one finished frame and draws when due.
    package func step() {
        lock.lock(); defer { lock.unlock() }
        done += 1
        let now = clock()
        let rate = Double(done) / max(now.timeIntervalSince(start), 1e-9)
        switch style {
        case .off:
            return
        case .bar:
            guard done == total || now.timeIntervalSince(lastDraw) >= Self.redrawInterval else { return }
            let filled = total > 0 ? Self.barWidth * done / total : Self.barWidth
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: Self.barWidth - filled)
            sink.write(String(format: "\r[%@] %ld/%ld frames %.1f frames/s", bar, done, total, rate))
            drewBar = true
        case .lines:
            let tenth = total > 0 && (10 * done / total) != (10 * (done - 1) / total)
            let long = now.timeIntervalSince(start) >= Self.lineInterval
            guard now.timeIntervalSince(lastDraw) >= Self.lineInterval || (tenth && long) else { return }
            sink.write(String(format: "flipbook: %ld/%ld frames (%ld %%), %.1f frames/s, %.0f s\n",
                              done, total, total > 0 ? 100 * done / total : 100, rate, now.timeIntervalSince(start)))
        }
        lastDraw = now
    }

    /// Ends the bar's line (when one was drawn).
    package func finish() {
        lock.lock(); defer { lock.unlock() }
        if drewBar { sink.write("\n") }
    }
}
