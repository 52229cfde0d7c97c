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
        let count = 1 << 20
        var text = [UInt8]("[".utf8)
        text.reserveCapacity(2 * count + 1)
        for i in 0..<count { text += [UInt8(ascii: i % 7 == 0 ? "3" : "1"), UInt8(ascii: i + 1 < count ? "," : "]")] }
        try expectParsePeakWithinEightTimes(text)
    }

    /// Arrays of short arrays of numbers, and objects holding them (a
    /// Lottie file's keyframes, points and path vertices), peak within the
    /// same 8×: every short array and object took an allocation of its
    /// own, a 2 MiB file of pairs 17 times its size, of keyframes 12.
    /// `#` stands for a digit that varies from item to item. (Arrays of
    /// one number, `[#]`, peak at 7× and are left out: 2 MiB leaves too
    /// little room over the baseline's noise to tell 7 from 8.)
    @Test(arguments: ["[#,#]", "[#,-#,#]", "[#.5,#,#,#]", #"{"t":#,"s":[#,#]}"#, "[[#,#],[#,#]]"])
    func nestedNumberArraysPeakWithinEightTimesTheFile(item: String) throws {
        var text = [UInt8]("[".utf8), i = 0
        text.reserveCapacity(2 << 20 + 64)
        while text.count < 2 << 20 {
            if i > 0 { text.append(UInt8(ascii: ",")) }
            for c in item.utf8 {
                text.append(c == UInt8(ascii: "#") ? UInt8(ascii: "0") + UInt8(i * 7 % 10) : c)
                i += c == UInt8(ascii: "#") ? 1 : 0
            }
        }
        text.append(UInt8(ascii: "]"))
        try expectParsePeakWithinEightTimes(text)
    }

    /// Runs `flipbook inspect` on `text` (a top-level array, no scene: exit
    /// 2 once the parse is done) and on a 3-byte array for the baseline,
    /// and expects the growth in peak memory within 8 times the text.
    private func expectParsePeakWithinEightTimes(_ text: [UInt8]) throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = folder.appendingPathComponent("tiny.json"), dense = folder.appendingPathComponent("dense.json")
        try Data("[7]".utf8).write(to: tiny)
        try Data(text).write(to: dense)
        let baseline = try runMeasuringPeakMemory(["inspect", tiny.path])
        let parsed = try runMeasuringPeakMemory(["inspect", dense.path])
        #expect(baseline.status == 2 && parsed.status == 2)
        let grown = parsed.maxRSSKiB - baseline.maxRSSKiB, bound = 8 * text.count / 1024
        #expect(grown <= bound, "\(grown) KiB over the baseline parsing \(text.count / 1024) KiB (bound \(bound) KiB)")
    }
}
