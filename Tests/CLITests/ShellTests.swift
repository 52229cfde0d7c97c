import Foundation
import TestFolders
import Testing

/// Command lines as users type them, run through bash (`bash -c`) in a
/// fresh folder with `flipbook` on the PATH: what the shell does to a
/// line is part of what the user gets.
@Suite struct ShellTests {
    /// Runs `line` with bash in `folder`; the built flipbook comes first on
    /// the PATH.
    func shell(_ line: String, in folder: URL) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = flipbookExecutable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func frames(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The safe range forms render exactly the frames they name.
    @Test(arguments: [
        ("--frames 2:5", [2, 3, 4]),
        ("--frames '2..<5'", [2, 3, 4]),
        ("--frames 2...4", [2, 3, 4]),
        ("--start 2 --end 5", [2, 3, 4]),
        ("--start 2 --count 3", [2, 3, 4]),
        ("--count 2", [0, 1]),
        ("--fps 30000/1001 --time 1", [30]),
    ])
    func rangesSurviveTheShell(options: String, expected: [Int]) throws {
        let folder = try temporaryFolder()
        let r = try shell("flipbook render equalizer \(options) --scale 0.25 --out out", in: folder)
        #expect(r.status == 0, "\(r.err)")
        #expect(try frames(in: folder.appendingPathComponent("out")) == expected.map { String(format: "equalizer-%05d.png", $0) })
    }

    /// Unquoted, `<5` is a redirection: with a file named 5 present the
    /// tool gets `0..` and says what the shell did.
    @Test func aRangeTheShellCutShort() throws {
        let folder = try temporaryFolder()
        try Data().write(to: folder.appendingPathComponent("5"))
        let r = try shell("flipbook render equalizer --frames 0..<5 --scale 0.25 --out out", in: folder)
        #expect(r.status == 2)
        #expect(r.err.contains("the shell may have taken '<B' as a redirection"), "\(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1, "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// One frame is "1 frame".
    @Test func oneFrameIsSingular() throws {
        let folder = try temporaryFolder()
        let r = try shell("flipbook render equalizer --frames 0:1 --scale 0.25 --out out", in: folder)
        #expect(r.status == 0)
        #expect(r.err.contains("rendered 1 frame ("), "\(r.err)")
    }

    /// Bad ranges, typos and option values that are not values: exit 2,
    /// one line naming the problem (and the nearest name), nothing on disk.
    @Test(arguments: [
        ("flipbook render equalizer --start 5 --end 5 --scale 0.25 --out out", "empty range"),
        ("flipbook render equalizer --end 3 --count 2 --scale 0.25 --out out", "--end and --count cannot be combined"),
        ("flipbook render equalizer --frames 0:3 --start 1 --scale 0.25 --out out", "--frames and --start cannot be combined"),
        ("flipbook render equalizer --count 0 --scale 0.25 --out out", "--count must be at least 1"),
        ("flipbook render equalizer --start -1 --scale 0.25 --out out", "--start must be a frame number"),
        ("flipbook render equalizer --fps 30000/0 --scale 0.25 --out out", "--fps must be in (0, 1000]"),
        ("flipbook render equalizer --fps 1/x --scale 0.25 --out out", "--fps must be in (0, 1000]"),
        ("flipbook render equalizer --start 9223372036854775807 --count 5 --out out", "runs past the largest frame number"),
        ("flipbook rendr equalizer", "unknown command 'rendr' (did you mean 'render'?"),
        ("flipbook render fubr", "unknown scene 'fubr' (did you mean 'fuber'? known scenes: "),
        ("flipbook help bogus", "unknown command 'bogus' for help"),
        ("flipbook render equalizer --scael 0.5", "unknown option --scael (did you mean --scale?); see flipbook help render"),
        ("flipbook render equalizer --out --quiet", "option --out needs a value, got the option --quiet"),
        ("flipbook render equalizer --time 0 --out -", "--out names a folder, got '-'"),
        ("flipbook export equalizer --out eq2.json", "--out names a folder, got 'eq2.json', which looks like a file name"),
        ("flipbook compare equalizer --out frames.png", "--out names a folder, got 'frames.png'"),
        ("flipbook render equalizer --contact-sheet missing/sheet.png", "--contact-sheet missing/sheet.png: there is no folder"),
        ("flipbook render equalizer --contact-sheet sheet.jpg", "its name must end in .png, got 'sheet.jpg'"),
        ("flipbook compare equalizer --filmstrip strip.gif", "its name must end in .png, got 'strip.gif'"),
    ])
    func mistakesExitTwoAndWriteNothing(line: String, expected: String) throws {
        let folder = try temporaryFolder()
        let r = try shell(line, in: folder)
        #expect(r.status == 2)
        #expect(r.err.contains(expected), "\(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1, "\(r.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was written")
    }

    /// `--quiet` leaves errors only: a good render prints nothing.
    @Test func quietPrintsNothingOnSuccess() throws {
        let folder = try temporaryFolder()
        let r = try shell("flipbook render equalizer --frames 0:2 --scale 0.25 --out out --quiet", in: folder)
        #expect(r.status == 0)
        #expect(r.err.isEmpty, "\(r.err)")
        #expect(try frames(in: folder.appendingPathComponent("out")).count == 2)
    }

    /// Every bench subcommand is in `help bench`.
    @Test func benchHelpNamesEverySubcommand() throws {
        let r = try shell("flipbook help bench", in: try temporaryFolder())
        #expect(r.status == 0)
        for sub in ["bench scene", "bench tiles", "bench png"] { #expect(r.out.contains(sub), "\(sub)") }
    }

    /// A contact sheet may go into the output folder the render creates.
    @Test func aContactSheetInTheNewOutputFolder() throws {
        let folder = try temporaryFolder()
        let r = try shell("flipbook render equalizer --frames 0:2 --scale 0.25 --out out --contact-sheet out/sheet.png", in: folder)
        #expect(r.status == 0, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/sheet.png").path))
    }

    /// Short options stand for their long names; `--` ends the options.
    @Test func shortOptionsAndTheEndOfOptions() throws {
        let folder = try temporaryFolder()
        let r = try shell("flipbook render equalizer --frames 0:2 --scale 0.25 -j 2 -q -o out", in: folder)
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        #expect(try frames(in: folder.appendingPathComponent("out")).count == 2)
        #expect(try shell("flipbook render -h", in: folder).out.hasPrefix("Usage: flipbook render"))
        #expect(try shell("flipbook scenes -v", in: folder).out == (try shell("flipbook scenes --verbose", in: folder)).out)
        // A scene file whose name starts with a dash, after `--`.
        #expect(try shell("flipbook export equalizer > -eq.json", in: folder).status == 0)
        let dashed = try shell("flipbook render --frames 0:1 --scale 0.25 -o dashed -- -eq.json", in: folder)
        #expect(dashed.status == 0, "\(dashed.err)")
        let unknown = try shell("flipbook render equalizer -x", in: folder)
        #expect(unknown.status == 2 && unknown.err.contains("unknown option -x"), "\(unknown.err)")
    }

    /// Binary frames are not written to a terminal (`script` gives the
    /// command one).
    @Test func binaryFramesRefuseATerminal() throws {
        let folder = try temporaryFolder()
        let r = try shell("script -qec 'flipbook render equalizer --time 0 --scale 0.25 --format rgba' /dev/null", in: folder)
        #expect(r.status == 2)
        #expect(r.out.contains("writes binary frames to stdout, which is a terminal"), "\(r.out)")
        let piped = try shell("flipbook render equalizer --time 0 --scale 0.25 --format rgba | wc -c", in: folder)
        #expect(piped.out.trimmingCharacters(in: .whitespacesAndNewlines) == "\(80 * 142 * 4)")
    }

    /// `--version` names the commit; `scenes --json` and `devices --json`
    /// say what the text says.
    @Test func versionAndJSONListings() throws {
        let folder = try temporaryFolder()
        let version = try shell("flipbook --version", in: folder)
        #expect(version.out.range(of: #"^flipbook [0-9.]+ \(commit ([0-9a-f]{12}|unknown)\)\n$"#, options: .regularExpression) != nil,
                "\(version.out)")
        let text = try shell("flipbook scenes", in: folder).out
        let json = try JSONSerialization.jsonObject(with: Data(try shell("flipbook scenes --json", in: folder).out.utf8))
        let scenes = try #require((json as? [String: Any])?["scenes"] as? [[String: Any]])
        let lines = text.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(scenes.map { [$0["name"] as? String ?? "", $0["summary"] as? String ?? ""] } == lines)
        let verbose = try shell("flipbook scenes --verbose", in: folder).out
        for scene in scenes {
            let canvas = scene["canvas"] as? [Double] ?? []
            #expect(canvas.count == 2)
            for parameter in scene["parameters"] as? [[String: Any]] ?? [] {
                #expect(verbose.contains("--param \(parameter["name"] as? String ?? "?")="), "\(parameter)")
            }
        }
        let devices = try shell("flipbook devices", in: folder).out
        let report = try #require(try JSONSerialization.jsonObject(with: Data(try shell("flipbook devices --json", in: folder).out.utf8)) as? [String: Any])
        if let gpu = report["gpu"] as? Int {
            #expect(devices.contains("--backend gpu uses device \(gpu)"), "\(devices)")
            let auto = report["auto"] as? Int
            #expect(devices.contains(auto == nil ? "--backend auto uses the CPU" : "--backend auto uses it too"), "\(devices)")
        } else {
            #expect(devices.contains("--backend gpu fails"))
        }
    }
}
