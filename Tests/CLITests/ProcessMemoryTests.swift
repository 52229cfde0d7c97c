import FlipbookCLI
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

    /// Once `keepFreedMemory` ran, a 48 MiB block (above glibc's largest
    /// mmap threshold, 32 MiB, so by default mapped afresh for each
    /// allocation and unmapped on free, every page faulting in again) that
    /// is freed and allocated again reuses its pages: the later rounds
    /// fault in fewer than a tenth of its 12 288 pages (the best of three,
    /// in case another test's allocation takes the freed block meanwhile).
    @Test func freedBlocksComeBackWithoutFaults() {
        ProcessMemory.keepFreedMemory()
        let bytes = 48 << 20
        _ = Self.faultsWritingABlock(bytes: bytes)
        let again = (0..<3).map { _ in Self.faultsWritingABlock(bytes: bytes) }.min()!
        #expect(again < bytes / 4096 / 10, "\(again) faults")
    }
}
