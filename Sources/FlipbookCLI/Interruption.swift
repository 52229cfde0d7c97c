import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a flag that long-running
/// commands poll between frames, so they stop with whole files only.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var received: Int32?
    private var sources: [DispatchSourceSignal] = []

    /// True once a signal arrived.
    var isRequested: Bool {
        lock.lock(); defer { lock.unlock() }
        return received != nil
    }

    /// The exit status for the first signal that arrived, by the shell's
    /// convention 128 + signal number: 130 for SIGINT, 143 for SIGTERM.
    var exitCode: Int32 {
        lock.lock(); defer { lock.unlock() }
        return 128 + (received ?? SIGINT)
    }

    /// Starts catching SIGINT and SIGTERM until `stop()`.
    func start() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in self?.request(signal: sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// Restores the default signal handling.
    func stop() {
        sources.forEach { $0.cancel() }
        sources = []
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Records that `signal` arrived (the first one counts; tests call it
    /// too). Default: SIGINT.
    func request(signal: Int32 = SIGINT) {
        lock.lock(); if received == nil { received = signal }; lock.unlock()
    }
}
