import Foundation
import TestFolders
import Testing

/// Signals during a load: the built executable, run as a process whose
/// stdin is a pipe that stays open and is never written (issue 36, D3 and
/// D16).
@Suite struct SignalDuringLoadTests {
    /// Starts `flipbook args` with a stdin pipe it can never finish
    /// reading, and waits until it blocks reading it.
    /// `unblocked`: started through python3 with SIGINT and SIGTERM
    /// unblocked, as a shell starts it (a test runner may leave them
    /// blocked, and a command that keeps the default handling keeps that).
    static func startStalled(_ args: [String], unblocked: Bool = false) throws -> (process: Process, stdin: Pipe, err: Pipe) {
        let process = Process()
        if unblocked {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = ["-c", "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                                 + "os.execv(sys.argv[1], sys.argv[1:])", flipbookExecutable.path] + args
        } else {
            process.executableURL = flipbookExecutable
            process.arguments = args
        }
        let stdin = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        // Blocked in read(2) on fd 0: /proc/<pid>/syscall starts "0 0x0 ".
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let syscall = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/syscall", encoding: .utf8)) ?? ""
            if syscall.hasPrefix("0 0x0 ") { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return (process, stdin, err)
    }

    /// Waits up to `seconds` for `process` to end; false when it did not.
    static func ends(_ process: Process, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !process.isRunning
    }

    /// Render and compare stop within 2 s of SIGINT or SIGTERM while their
    /// scene file is still arriving on stdin, exit 128 + the signal, say
    /// so in one line and create no output folder.
    @Test(arguments: [(["render", "-", "--frames", "0:4"], SIGINT), (["render", "-", "--time", "1"], SIGTERM),
                      (["compare", "-", "--a", "cpu", "--b", "cpu"], SIGTERM), (["compare", "-", "--a", "cpu"], SIGINT)])
    func aStalledStdinStopsOnASignal(args: [String], signal: Int32) throws {
        let folder = try temporaryFolder().appendingPathComponent("out")
        let (process, stdin, err) = try Self.startStalled(args + ["--out", folder.path])
        defer { try? stdin.fileHandleForWriting.close() }
        let sent = Date()
        kill(process.processIdentifier, signal)
        let ended = Self.ends(process, within: 2)
        if !ended { kill(process.processIdentifier, SIGKILL) }
        #expect(ended, "still running \(Date().timeIntervalSince(sent)) s after the signal")
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "flipbook: interrupted while loading; nothing was written\n", "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the output folder was created")
    }

    /// Commands that are not interruptible keep the kernel's default: the
    /// signal ends them.
    @Test func inspectKeepsTheDefaultHandling() throws {
        let (process, stdin, _) = try Self.startStalled(["inspect", "-"], unblocked: true)
        defer { try? stdin.fileHandleForWriting.close() }
        kill(process.processIdentifier, SIGTERM)
        let ended = Self.ends(process, within: 2)
        if !ended { kill(process.processIdentifier, SIGKILL) }
        #expect(ended)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    }
}
