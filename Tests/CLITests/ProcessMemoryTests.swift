import FlipbookCLI
import Foundation
import Glibc
import Testing

@Suite struct ProcessMemoryTests {
    /// Page faults the calling thread has taken so far (getrusage's
    /// RUSAGE_THREAD, 1 on Linux: pages the kernel mapped in for it).
    static func threadFaults() -> Int {
        var usage = rusage()
        _ = getrusage(__rusage_who_t(1), &usage)
        return usage.ru_minflt
    }

    /// The faults taken to write every page of a fresh `bytes`-byte block
    /// from malloc, which is then freed.
    static func faultsWritingABlock(bytes: Int) -> Int {
        let before = threadFaults()
        guard let block = malloc(bytes)?.assumingMemoryBound(to: UInt8.self) else { return Int.max }
        for page in stride(from: 0, to: bytes, by: 4096) { block[page] = 1 }
        free(block)
        return threadFaults() - before
    }

    /// The variable that lets `freedBlocksComeBackInAFreshProcess` run.
    static let probeVariable = "FLIPBOOK_MEMORY_PROBE"

    /// `freedBlocksComeBackInAFreshProcess`, run in a process of its own
    /// (this test binary, that test alone): there its thread's glibc heap
    /// holds the 48 MiB block. In a process where other tests have filled
    /// the heap of the arena a thread is given (64 MiB at most), the block
    /// gets a heap of its own, which glibc unmaps whenever it is wholly
    /// free, whatever the trim threshold: a clean-clone CI run failed so,
    /// 12 289 faults in every round, though `render` at 3840×2160 takes no
    /// more faults for 40 frames than for 10.
    @Test func freedBlocksComeBackWithoutFaults() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "freedBlocksComeBackInAFreshProcess"]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.probeVariable: "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && text.contains("freedBlocksComeBackInAFreshProcess() passed"),
                "\(text.suffix(1_500))")
    }

    /// Once `keepFreedMemory` ran, a 48 MiB block (above glibc's largest
    /// mmap threshold, 32 MiB, so by default mapped afresh for each
    /// allocation and unmapped on free, every page faulting in again) that
    /// is freed and allocated again reuses its pages: the later rounds
    /// fault in fewer than a tenth of its 12 288 pages (the best of three).
    /// Runs only in the process `freedBlocksComeBackWithoutFaults` starts.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[probeVariable] != nil,
                   "run by freedBlocksComeBackWithoutFaults in a process of its own"))
    func freedBlocksComeBackInAFreshProcess() {
        ProcessMemory.keepFreedMemory()
        let bytes = 48 << 20
        _ = Self.faultsWritingABlock(bytes: bytes)
        let again = (0..<3).map { _ in Self.faultsWritingABlock(bytes: bytes) }.min()!
        #expect(again < bytes / 4096 / 10, "\(again) faults")
    }
}
