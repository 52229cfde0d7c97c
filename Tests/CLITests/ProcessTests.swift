import Foundation
import Testing

/// The built `flipbook` executable (tools/test builds it before testing).
let flipbookExecutable: URL = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/flipbook")
}()

/// Runs the executable as a process, with `environment` (default: this
/// process's) and `input` on its stdin (default: none); output as text.
func runProcess(_ args: [String], environment: [String: String]? = nil,
                input: Data? = nil) throws -> (status: Int32, out: String, err: String) {
    let run = try runProcessCapturingBytes(args, environment: environment, input: input)
    return (run.status, String(decoding: run.out, as: UTF8.self), String(decoding: run.err, as: UTF8.self))
}

/// `runProcess` with stdout and stderr as bytes (raw frame streams).
func runProcessCapturingBytes(_ args: [String], environment: [String: String]? = nil,
                              input: Data? = nil) throws -> (status: Int32, out: Data, err: Data) {
    let run = try runFlipbook(args, environment: environment, input: input)
    return (run.status, run.out, run.err)
}

/// Runs the executable as a process: with `environment` (default: this
/// process's), `input` on its stdin, in `directory`, through `/bin/sh -c`
/// after `shell` (e.g. `ulimit -v …;`) when given, and killed (SIGKILL,
/// which no loading phase can ignore) after `deadline` seconds when given.
/// `killed` says whether the deadline struck.
func runFlipbook(_ args: [String], environment: [String: String]? = nil, input: Data? = nil,
                 shell: String? = nil, directory: URL? = nil,
                 deadline: Double? = nil) throws -> (status: Int32, out: Data, err: Data, killed: Bool) {
    let process = Process()
    if let shell {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = ([flipbookExecutable.path] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        process.arguments = ["-c", shell + " exec " + quoted.joined(separator: " ")]
    } else {
        process.executableURL = flipbookExecutable
        process.arguments = args
    }
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe(), stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    let killed = KillFlag()
    if let deadline {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
            if process.isRunning {
                killed.set()
                kill(pid, SIGKILL)
            }
        }
    }
    // Written on a thread: an input larger than the pipe's buffer must not
    // wait on a child that is itself waiting for us to read its output.
    let writer = Thread {
        if let input { stdin.fileHandleForWriting.write(input) }
        try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, outData, errData, killed.value)
}

/// Set once from the deadline's thread.
private final class KillFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.withLock { flag = true } }
    var value: Bool { lock.withLock { flag } }
}

@Suite struct ProcessTests {
    @Test func executableReportsErrorsWithExitStatus() throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let bad = try runProcess(["inspect", "nosuchscene"])
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("flipbook: unknown scene 'nosuchscene' (known scenes: equalizer"))
        #expect(bad.err.hasSuffix(")\n") && bad.err.filter { $0 == "\n" }.count == 1)
        let good = try runProcess(["inspect", "equalizer", "--time", "0.5", "--json"])
        #expect(good.status == 0)
        #expect(good.out.hasPrefix("{\"scene\":\"equalizer\",\"time\":0.5,"))
        #expect(good.err.isEmpty)
    }
}

@Suite struct InterruptTests {
    /// Ctrl-C (SIGINT) and SIGTERM stop a render between frames with whole
    /// files only, exiting 128 + the signal's number.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func ctrlCLeavesOnlyWholeFiles(signal: Int32, status: Int32) throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-interrupt-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = flipbookExecutable
        process.arguments = ["render", "equalizer", "--frames", "0..<100000", "--scale", "0.5", "--out", folder.path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        // Wait until some frames exist, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let count = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.count) ?? 0
            if count >= 3 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(process.processIdentifier, signal)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(message.contains("interrupted:"), "\(message)")
        // The manifest journal stays for --resume (ResumeTests); frames are checked here.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".equalizer.manifest.json.journal" }
        #expect(names.count >= 3 && names.count < 100000)
        #expect(names.allSatisfy { $0.hasPrefix("equalizer-") && $0.hasSuffix(".png") }, "\(names.filter { !$0.hasSuffix(".png") })")
        // Files are written in frame order: what is there is a prefix of the
        // frames, all of those the summary counts.
        #expect(names.sorted() == (0..<names.count).map { String(format: "equalizer-%05d.png", $0) })
        #expect(message.contains("interrupted: \(names.count) of 100000 frames"), "\(message)")
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            // A whole PNG ends with the IEND chunk.
            #expect(data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name) is truncated")
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Without any font (fontconfig pointed at an empty folder), commands that
/// build a scene with text fail with exit 3 and one line naming the
/// problem, instead of trapping.
@Suite struct NoFontTests {
    /// This process's environment with FONTCONFIG_FILE set to a
    /// configuration whose only font folder is empty.
    static func environmentWithoutFonts() throws -> (environment: [String: String], folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-nofonts-\(UUID().uuidString)")
        let empty = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let config = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(empty.path)</dir><cachedir>\(folder.appendingPathComponent("cache").path)</cachedir></fontconfig>
            """
        let file = folder.appendingPathComponent("fonts.conf")
        try config.write(to: file, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = file.path
        return (environment, folder)
    }

    @Test(arguments: [["scenes", "--verbose"], ["render", "fuber", "--time", "0", "--backend", "cpu"]])
    func sceneWithTextWithoutFontsExitsThreeWithOneLine(arguments: [String]) throws {
        let (environment, folder) = try Self.environmentWithoutFonts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames").path
        let run = try runProcess(arguments + (arguments[0] == "render" ? ["--out", out] : []), environment: environment)
        #expect(run.status == 3, "\(run.err)")
        #expect(run.err.hasPrefix("flipbook: cannot build scene fuber: no font available"), "\(run.err)")
        #expect(run.err.filter { $0 == "\n" }.count == 1, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "/fuber-00000.png"))
    }
}
