import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a flag that long-running
/// commands poll between frames, so they stop with whole files only.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    private var sources: [DispatchSourceSignal] = []

    /// True once a signal arrived.
    var isRequested: Bool {
        lock.lock(); defer { lock.unlock() }
        return flag
    }

    /// Starts catching SIGINT and SIGTERM until `stop()`.
    func start() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in self?.request() }
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

    /// Sets the flag (also used by tests).
    func request() {
        lock.lock(); flag = true; lock.unlock()
    }
}
