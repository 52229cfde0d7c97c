import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM for the commands that run long
/// (`CommandSpec.isInterruptible`), in two phases:
///
/// 1. **Loading** (from `start()`): nothing is on disk yet, so the
///    signal handler itself writes one line and ends the process at once
///    with 128 + the signal (`_exit`). This stops a load that blocks
///    anywhere (a stdin that never ends, a huge or slow file), which no
///    polling could reach.
/// 2. **Writing** (from `beginWriting()`, which a command calls right
///    before it creates its first file or folder, or writes to stdout):
///    the handler only records the signal, and the command polls
///    `isRequested` between frames, so it stops with whole files only.
///
/// Commands that are not interruptible keep the default handling (the
/// kernel ends them), with the two signals unblocked (`defaultHandling`). The handler is async-signal-safe: it touches only
/// atomics, `write(2)` and `_exit(2)`.
package final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var requested: Int32?
    private var started = false
    /// The starting thread's signal mask before `start()`.
    private var savedMask = sigset_t()

    package init() {}

    /// True once a signal arrived (in the writing phase) or `request` was
    /// called.
    package var isRequested: Bool { signalNumber != nil }

    /// The exit status for the first signal that arrived, by the shell's
    /// convention 128 + signal number: 130 for SIGINT, 143 for SIGTERM.
    package var exitCode: Int32 { 128 + (signalNumber ?? SIGINT) }

    private var signalNumber: Int32? {
        lock.lock(); defer { lock.unlock() }
        if let requested { return requested }
        let caught = started ? SignalState.received.load(ordering: .relaxed) : 0
        return caught == 0 ? nil : caught
    }

    /// Starts catching SIGINT and SIGTERM, in the loading phase (a signal
    /// ends the process at once), until `stop()`.
    package func start() {
        lock.lock(); started = true; lock.unlock()
        SignalState.received.store(0, ordering: .relaxed)
        SignalState.phase.store(SignalState.loading, ordering: .relaxed)
        for sig in [SIGINT, SIGTERM] { SignalState.install(sig) }
        // A parent may have left them blocked (test runners do); blocked,
        // they would wait forever. Threads started later inherit this.
        var both = sigset_t()
        sigemptyset(&both)
        sigaddset(&both, SIGINT)
        sigaddset(&both, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &both, &savedMask)
    }

    /// From now on a signal is recorded for `isRequested` instead of
    /// ending the process: call it right before creating anything.
    package func beginWriting() {
        lock.lock(); let isStarted = started; lock.unlock()
        guard isStarted else { return }
        SignalState.phase.store(SignalState.writing, ordering: .relaxed)
    }

    /// Restores the default signal handling and the calling thread's
    /// signal mask (call it on the thread that called `start()`).
    package func stop() {
        lock.lock(); let wasStarted = started; started = false; lock.unlock()
        guard wasStarted else { return }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        SignalState.phase.store(SignalState.off, ordering: .relaxed)
        pthread_sigmask(SIG_SETMASK, &savedMask, nil)
    }

    /// For the commands that are not interruptible: SIGINT and SIGTERM
    /// keep their default action (the kernel ends the process), and are
    /// unblocked on the calling thread, since a parent may have left them
    /// blocked (test runners do) and a blocked signal would wait until
    /// the command ends by itself (an `inspect -` on a stdin that never
    /// ends: forever).
    /// - Returns: the thread's mask before, for `restoreMask`.
    package static func defaultHandling() -> sigset_t {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var both = sigset_t(), saved = sigset_t()
        sigemptyset(&both)
        sigaddset(&both, SIGINT)
        sigaddset(&both, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &both, &saved)
        return saved
    }

    /// Puts back the calling thread's mask that `defaultHandling` saved.
    package static func restoreMask(_ saved: sigset_t) {
        var saved = saved
        pthread_sigmask(SIG_SETMASK, &saved, nil)
    }

    /// Records that `signal` arrived (the first one counts; tests call it
    /// too). Default: SIGINT.
    package func request(signal: Int32 = SIGINT) {
        lock.lock(); if requested == nil { requested = signal }; lock.unlock()
    }
}

/// What the signal handler reads and writes: process-wide, as signal
/// dispositions are.
private enum SignalState {
    static let off: Int32 = 0, loading: Int32 = 1, writing: Int32 = 2
    /// `off`, `loading` or `writing`.
    static let phase = Atomic<Int32>(0)
    /// The first signal caught in the writing phase; 0 for none.
    static let received = Atomic<Int32>(0)

    /// Installs `handle` for `sig`. SA_RESTART: a read or write under way
    /// when a signal is recorded carries on instead of failing with EINTR.
    static func install(_ sig: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handle
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(sig, &action, nil)
    }

    /// The handler: in the loading phase one line and `_exit(128 + sig)`;
    /// otherwise the first signal is recorded.
    static let handle: @convention(c) (Int32) -> Void = { sig in
        if SignalState.phase.load(ordering: .relaxed) == SignalState.loading {
            // A static string: no allocation in a signal handler.
            let line: StaticString = "flipbook: interrupted while loading; nothing was written\n"
            _ = write(2, line.utf8Start, line.utf8CodeUnitCount)
            _exit(128 + sig)
        }
        _ = SignalState.received.compareExchange(expected: 0, desired: sig, ordering: .relaxed)
    }
}
