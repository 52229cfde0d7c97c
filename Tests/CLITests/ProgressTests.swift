@testable import FlipbookCLI
import Foundation
import Terminal
import Testing

/// Progress in a log (stderr not a terminal): silent for short runs, then
/// a line at least every 10 s and at each tenth.
@Suite struct ProgressTests {
    /// A clock the test moves by hand.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 0)
    }

    @Test func shortRunsPrintNoLine() {
        let clock = Clock(), sink = StringSink()
        let progress = Terminal.Progress(total: 100, sink: sink, style: .lines) { clock.now }
        for _ in 0..<100 { clock.now += 0.05; progress.step() }
        progress.finish()
        #expect(sink.text.isEmpty, "\(sink.text)")
    }

    @Test func longRunsPrintEveryTenSecondsAndEachTenth() {
        let clock = Clock(), sink = StringSink()
        let progress = Terminal.Progress(total: 1000, sink: sink, style: .lines) { clock.now }
        // 1 s per frame: the 10-second lines come first (frames 10, 20, …),
        // each also a tenth only at 100, 200, …: one line per 10 frames.
        for _ in 0..<1000 { clock.now += 1; progress.step() }
        let lines = sink.text.split(separator: "\n")
        #expect(lines.count == 100)
        #expect(lines.first == "flipbook: 10/1000 frames (1 %), 1.0 frames/s, 10 s")
        #expect(lines.last == "flipbook: 1000/1000 frames (100 %), 1.0 frames/s, 1000 s")
    }

    @Test func fastLongRunsPrintAtEachTenth() {
        let clock = Clock(), sink = StringSink()
        let progress = Terminal.Progress(total: 100, sink: sink, style: .lines) { clock.now }
        clock.now += 30  // a slow start (a GPU warming up), then fast frames
        for _ in 0..<100 { clock.now += 0.01; progress.step() }
        let lines = sink.text.split(separator: "\n")
        #expect(lines.count == 11, "the first step (30 s since the start), then each tenth: \(lines)")
        #expect(lines.last?.hasPrefix("flipbook: 100/100 frames (100 %)") == true)
    }

    @Test func quietPrintsNothing() {
        let sink = StringSink()
        let progress = Terminal.Progress(total: 10, sink: sink, style: .off)
        for _ in 0..<10 { progress.step() }
        progress.finish()
        #expect(sink.text.isEmpty)
    }
}
