import Foundation
import Glibc
import Testing

/// Runs the built `flipbook` with `args` (stdout and stderr to /dev/null)
/// and returns its exit status and its own peak resident memory, KiB
/// (`wait4` reports that child alone, not the other children this test
/// process runs at the same time).
func runMeasuringPeakMemory(_ args: [String]) throws -> (status: Int32, maxRSSKiB: Int) {
    let argv: [UnsafeMutablePointer<CChar>?] = ([flipbookExecutable.path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0]!, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
    var status: Int32 = 0, usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS; a signal reads as 128 + its number.
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
    return (code, usage.ru_maxrss)
}

/// Parsing a JSON array of numbers peaks at no more than 8 times the
/// file's size over the process's own baseline: numbers are packed as
/// doubles in an array of exactly their count. A 2 MiB array of `1,`
/// (the densest numbers, one a 2 bytes) took 32-byte nodes in a doubling
/// array, 30 times the file.
@Suite struct JSONMemoryTests {
    @Test func arrayOfNumbersPeaksWithinEightTimesTheFile() throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = folder.appendingPathComponent("tiny.json"), dense = folder.appendingPathComponent("dense.json")
        try Data("[7]".utf8).write(to: tiny)
        let count = 1 << 20
        var text = [UInt8]("[".utf8)
        text.reserveCapacity(2 * count + 1)
        for i in 0..<count { text += [UInt8(ascii: i % 7 == 0 ? "3" : "1"), UInt8(ascii: i + 1 < count ? "," : "]")] }
        try Data(text).write(to: dense)
        // Both exit 2: a top-level array is no scene. The parse is done first.
        let baseline = try runMeasuringPeakMemory(["inspect", tiny.path])
        let parsed = try runMeasuringPeakMemory(["inspect", dense.path])
        #expect(baseline.status == 2 && parsed.status == 2)
        let grown = parsed.maxRSSKiB - baseline.maxRSSKiB, bound = 8 * text.count / 1024
        #expect(grown <= bound, "\(grown) KiB over the baseline parsing \(text.count / 1024) KiB (bound \(bound) KiB)")
    }
}
