import Foundation
import TestFolders
import Testing

/// Runs the built `flipbook` with `args` (stdout to /dev/null) and
/// returns its exit status, its standard error and its own peak resident
/// memory, KiB. It is started by a small python3 that forks it and reads
/// its usage with `wait4`: a process spawned by this test process starts
/// its peak at this process's (Linux carries the old memory's peak over
/// `exec`, and a `posix_spawn`ed child's old memory is this process's,
/// tens of MiB), which would hide any peak below it.
func runMeasuringPeakMemory(_ args: [String]) throws -> (status: Int32, error: String, maxRSSKiB: Int) {
    let process = Process(), out = Pipe(), err = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", """
        import os, sys
        pid = os.fork()
        if pid == 0:
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
            os.execv(sys.argv[1], sys.argv[1:])
        _, status, usage = os.wait4(pid, 0)
        print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
        """, flipbookExecutable.path] + args
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // flipbook writes one line of error at most: the pipe never fills.
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let fields = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard process.terminationStatus == 0, fields.count == 2 else {
        throw POSIXError(.EIO, userInfo: [NSLocalizedDescriptionKey: "python3 measuring flipbook said: \(text) \(error)"])
    }
    // A signal reads as its negative number from waitstatus_to_exitcode.
    return (Int32(fields[0] < 0 ? 128 - fields[0] : fields[0]), error, fields[1])
}

/// Parsing a JSON array of numbers peaks at no more than 8 times the
/// file's size over the process's own baseline: numbers are packed as
/// doubles in the document's store of them. A 2 MiB array of `1,`
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
        try expectParsePeakWithinEightTimes(arrayOf: item)
    }

    /// Arrays that mix numbers with another value peak within 8× too:
    /// their numbers are packed as doubles beside the other values'
    /// nodes. One-digit numbers held as 16-byte nodes took 9 times the
    /// file, in one long array with a `null` at its end and in short
    /// arrays of 30 numbers and a `null` each.
    @Test func mixedArraysPeakWithinEightTimesTheFile() throws {
        let count = 1 << 20
        var text = [UInt8]("[".utf8)
        text.reserveCapacity(2 * count + 8)
        for i in 0..<count { text += [UInt8(ascii: "0") + UInt8(i * 7 % 10), UInt8(ascii: ",")] }
        text += Array("null]".utf8)
        try expectParsePeakWithinEightTimes(text)
        try expectParsePeakWithinEightTimes(arrayOf: "[" + String(repeating: "#,", count: 30) + "null]")
    }

    /// Arrays of short strings (Lottie's names, match names and keys)
    /// peak within 8× too: a string was boxed, 48 bytes and a 16-byte node
    /// for the 3 bytes of `"",`, 22 times the file.
    @Test(arguments: ["\"\"", "\"#\"", "\"é#-#\""])
    func shortStringsPeakWithinEightTimesTheFile(item: String) throws {
        try expectParsePeakWithinEightTimes(arrayOf: item)
    }

    /// One object of many members peaks within 8× too: its members were
    /// gathered, then copied, with a set of its keys, 12 times the file
    /// for 2 MiB of `"1a2b3":4` members.
    @Test func largeObjectPeaksWithinEightTimesTheFile() throws {
        var text = [UInt8]("{".utf8), i = 0
        text.reserveCapacity(2 << 20 + 64)
        while text.count < 2 << 20 {
            if i > 0 { text.append(UInt8(ascii: ",")) }
            text += Array("\"\(String(i, radix: 16))\":\(i * 7 % 10)".utf8)
            i += 1
        }
        text.append(UInt8(ascii: "}"))
        try expectParsePeakWithinEightTimes(text, stoppedBy: "missing required key \"size\"")
    }

    /// A 2 MiB JSON array of `item`s, each `#` a digit that varies.
    private func expectParsePeakWithinEightTimes(arrayOf item: String) throws {
        var text = [UInt8]("[".utf8), i = 0
        text.reserveCapacity(2 << 20 + 64)
        while text.count < 2 << 20 {
            if text.count > 1 { text.append(UInt8(ascii: ",")) }
            for c in item.utf8 {
                text.append(c == UInt8(ascii: "#") ? UInt8(ascii: "0") + UInt8(i * 7 % 10) : c)
                i += c == UInt8(ascii: "#") ? 1 : 0
            }
        }
        text.append(UInt8(ascii: "]"))
        try expectParsePeakWithinEightTimes(text)
    }

    /// Runs `flipbook inspect` on `text` (no scene: exit 2 once the whole
    /// text has parsed, for `reason` at its start) and on a 3-byte array
    /// for the baseline, and expects the growth in peak memory within 8
    /// times the text.
    private func expectParsePeakWithinEightTimes(_ text: [UInt8],
                                                 stoppedBy reason: String = "expected an object, found an array") throws {
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
        // The whole text parsed: what stops it is the root.
        #expect(baseline.status == 2 && parsed.status == 2)
        #expect(parsed.error.hasSuffix(":1:1: \(reason)\n"), "\(parsed.error)")
        let grown = parsed.maxRSSKiB - baseline.maxRSSKiB, bound = 8 * text.count / 1024
        #expect(grown <= bound, "\(grown) KiB over the baseline parsing \(text.count / 1024) KiB (bound \(bound) KiB)")
    }
}
