@testable import FlipbookCLI
import Foundation
import Frames
import Presentation
import Support
import TestFolders
import Testing

/// Runs the built `flipbook` under `sh` with its address space capped
/// (`ulimit -v`, KiB) and killed (SIGKILL) after `seconds`, so a case that
/// once hung or grew without end fails the test instead of the machine.
/// Returns the exit status (137: killed by the timer; 134: an allocation
/// failed), stderr and the seconds it took.
func runBounded(_ args: [String], seconds: Int = 20, memoryKiB: Int = 1_500_000)
    throws -> (status: Int32, err: String, seconds: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -v \(memoryKiB); exec timeout -s KILL \(seconds) \"$0\" \"$@\"",
                         flipbookExecutable.path] + args
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), Date().timeIntervalSince(start))
}

/// Keyframe times past 2^53, where `f + 1 == f`: every property the
/// importer samples frame by frame (trim, split-position auto-orient,
/// rounded corners, polystar points, skew and its axis) imports quickly,
/// because the sample count is fixed before sampling and each sample's
/// time comes from its index. Run as a process with a kill timer and a
/// memory cap: before the fix these looped forever, most growing by a
/// gigabyte a second.
@Suite struct HugeKeyframeTimeTests {
    /// `{"a": 1, "k": [keyframe at t0 = v0, at t1 = v1]}`.
    static func animated(_ t0: String, _ t1: String, _ v0: Double, _ v1: Double) -> String {
        "{\"a\":1,\"k\":[{\"t\":\(t0),\"s\":[\(v0)]},{\"t\":\(t1),\"s\":[\(v1)]}]}"
    }

    /// A 32×32 Lottie file with one shape layer holding `shapes`, or
    /// with a solid layer whose transform is `ks`.
    static func document(shapes: String? = nil, ks: String = "{}") -> String {
        let layer = shapes.map { "{\"ty\":4,\"ip\":0,\"op\":2,\"ks\":\(ks),\"shapes\":[\($0)]}" }
            ?? "{\"ty\":1,\"sw\":32,\"sh\":32,\"sc\":\"#3366cc\",\"ip\":0,\"op\":2,\"ks\":\(ks)}"
        return "{\"v\":\"5.7.0\",\"fr\":30,\"ip\":0,\"op\":2,\"w\":32,\"h\":32,\"layers\":[\(layer)]}"
    }

    static let stroke = "{\"ty\":\"st\",\"c\":{\"a\":0,\"k\":[1,0,0,1]},\"o\":{\"a\":0,\"k\":100},\"w\":{\"a\":0,\"k\":3}}"
    static let rectangle = "{\"ty\":\"rc\",\"p\":{\"a\":0,\"k\":[16,16]},\"s\":{\"a\":0,\"k\":[12,8]},\"r\":{\"a\":0,\"k\":0}}"

    static let cases: [(String, String)] = [
        // Trim start (not end), 3e16: ulp 4.
        ("trim", document(shapes: rectangle + "," + stroke + ",{\"ty\":\"tm\",\"s\":" + animated("3e16", "3.0000000000000012e16", 10, 60)
                          + ",\"e\":{\"a\":0,\"k\":100},\"o\":{\"a\":0,\"k\":0},\"m\":2}")),
        // Split position, only y animated, 5e16 … 5e16 + 24.
        ("auto-orient", document(ks: "{\"p\":{\"s\":true,\"x\":{\"a\":0,\"k\":4},\"y\":"
                                 + animated("5e16", "5.0000000000000024e16", 2, 30) + "}}")
            .replacingOccurrences(of: "\"ty\":1,", with: "\"ty\":1,\"ao\":1,")),
        // Rounded corners keyframed at 2e17.
        ("rounded corners", document(shapes: rectangle + ",{\"ty\":\"rd\",\"r\":" + animated("2e17", "2.0000000000000006e17", 0, 6)
                                     + "}," + stroke)),
        // A star's point count keyframed at 7e16.
        ("polystar points", document(shapes: "{\"ty\":\"sr\",\"sy\":1,\"p\":{\"k\":[16,16]},\"pt\":"
                                     + animated("7e16", "7.000000000000004e16", 3, 7)
                                     + ",\"r\":{\"k\":0},\"or\":{\"k\":12},\"os\":{\"k\":0},\"ir\":{\"k\":5},\"is\":{\"k\":0}},"
                                     + stroke)),
        // The skew's axis (not the skew) keyframed at 4e18, with a fixed skew.
        ("skew axis", document(ks: "{\"sk\":{\"a\":0,\"k\":20},\"sa\":" + animated("4e18", "4.000000000000001e18", 0, 45) + "}")),
    ]

    @Test(arguments: cases)
    func importEndsQuickly(_ name: String, _ json: String) throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let run = try runBounded(["inspect", file.path, "--time", "0"])
        #expect(run.status == 0 || run.status == 2, "\(name): exit \(run.status) after \(run.seconds) s: \(run.err)")
        #expect(run.seconds < 15, "\(name)")
        if run.status == 2 { #expect(run.err.split(separator: "\n").count == 1, "\(name): \(run.err)") }
    }
}

/// Numbers from options and files that once trapped converting a double
/// to an integer (exit 132 with a backtrace): each is now exit 2 with one
/// line naming the option or key. Run as processes, so that a trap fails
/// the test, not the test run.
@Suite struct NumberConversionTests {
    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    static func expectInputError(_ args: [String], naming: String, not other: String? = nil,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let run = try runBounded(args)
        #expect(run.status == 2, "\(args): exit \(run.status): \(run.err.prefix(300))", sourceLocation: sourceLocation)
        #expect(run.err.split(separator: "\n").count == 1, "\(run.err.prefix(300))", sourceLocation: sourceLocation)
        #expect(run.err.contains(naming), "\(run.err)", sourceLocation: sourceLocation)
        if let other { #expect(!run.err.contains(other), "\(run.err)", sourceLocation: sourceLocation) }
    }

    /// `--duration` whose frame count passes Int.max (4e18 s at 60 fps).
    @Test func durationPastIntMax() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.expectInputError(["render", "aperture", "--duration", "4e18", "-o", folder.path], naming: "--duration 4e+18")
    }

    /// A built-in scene's loop made huge by `--param` (3e18 s bars): the
    /// default one-loop render names the parameter.
    @Test func loopFromParameterPastIntMax() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.expectInputError(["render", "equalizer", "--param", "barDuration=3e18", "-o", folder.path],
                                  naming: "--param barDuration=3e18", not: "--duration")
    }

    /// A Lottie `op` past Int.max frames, with `--frames` (which needs no
    /// loop count), and with ip < 0: named by its key.
    @Test func lottieOutPointPastIntMax() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write("{\"v\":\"5.7.0\",\"fr\":24,\"ip\":-5,\"op\":3e18,\"w\":8,\"h\":8,\"layers\":[]}",
                                  "long.json", in: folder)
        try Self.expectInputError(["render", path, "--frames", "0:1", "-o", folder.appendingPathComponent("out").path],
                                  naming: "op", not: "--duration")
    }

    /// A Lottie `op` of 4e11 frames (no trap: too many frames) is reported
    /// naming the file's key, not a `--duration` the user never gave.
    @Test func lottieOutPointNamesTheKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write("{\"v\":\"5.7.0\",\"fr\":25,\"ip\":0,\"op\":4e11,\"w\":8,\"h\":8,\"layers\":[]}",
                                  "tall.json", in: folder)
        try Self.expectInputError(["inspect", path], naming: "tall.json", not: "--duration")
        let run = flipbook(["render", path, "-o", folder.appendingPathComponent("out").path])
        #expect(run.status == 2)
        #expect(run.err.contains("op: 400000000000 at 25 fps is more than 10000000 frames"), "\(run.err)")
    }

    /// A scene file's `loopDuration` of 5e16 s at 24 fps: named by its key.
    @Test func sceneLoopDurationNamesTheKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write("{\"flipbook\":1,\"size\":[8,8],\"loopDuration\":5e16,\"framesPerSecond\":24,"
                                  + "\"root\":{\"bounds\":[0,0,8,8],\"position\":[4,4]}}", "slow.json", in: folder)
        try Self.expectInputError(["render", path, "-o", folder.appendingPathComponent("out").path],
                                  naming: "loopDuration", not: "--duration")
    }
}

/// Frame numbers are 64-bit and printed in full, at least 5 digits: past
/// 2^32 a `%05d` name wrapped (frame 2^33 + 5 was `-00005`); a `--time`
/// whose frame number is past `FramePlan.maximumFrameNumber` is an input
/// error instead of frame 0.
@Suite struct FrameNumberTests {
    @Test func framesPast32BitsKeepTheirNumber() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = flipbook(["render", "equalizer", "--frames", "8589934597:8589934599", "--scale", "0.05", "-q",
                            "--backend", "cpu", "-o", folder.path])
        #expect(run.status == 0, "\(run.err)")
        #expect(try files(in: folder).filter { $0.hasSuffix(".png") } == ["equalizer-8589934597.png", "equalizer-8589934598.png"])
    }

    /// 4e7 s at 60 fps is frame 2 400 000 000 (past Int32.max), not 0.
    @Test func timeFarAheadIsNumberedInFull() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = flipbook(["render", "equalizer", "--time", "4e7", "--scale", "0.05", "-q", "--backend", "cpu",
                            "-o", folder.path])
        #expect(run.status == 0, "\(run.err)")
        #expect(try files(in: folder).filter { $0.hasSuffix(".png") } == ["equalizer-2400000000.png"])
    }

    @Test(arguments: ["-2e14", "1e300"])
    func timePastTheLargestFrameNumber(_ time: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = flipbook(["render", "equalizer", "--time", time, "--fps", "1000", "--scale", "0.05", "-q",
                            "--backend", "cpu", "-o", folder.path])
        #expect(run.status == 2)
        #expect(run.err.contains("--time") && run.err.contains("largest frame number 9007199254740991"), "\(run.err)")
        #expect(try files(in: folder).filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test func framesPastTheLargestFrameNumber() {
        let run = flipbook(["render", "equalizer", "--frames", "9007199254740991:9007199254740993", "-o", "/nonexistent"])
        #expect(run.status == 2)
        #expect(run.err.contains("largest frame number"), "\(run.err)")
    }

    @Test func numberText() {
        #expect(FramePlan.numberText(0) == "00000")
        #expect(FramePlan.numberText(-60) == "-0060")
        #expect(FramePlan.numberText(4_294_967_311) == "4294967311")
        #expect(FramePlan.numberText(FramePlan.maximumFrameNumber) == "9007199254740991")
    }
}

/// Numbers given as options are plain decimal: `Double("0x10")` is 16,
/// which `--time 0x10` once used.
@Suite struct DecimalOptionTests {
    @Test(arguments: [
        (["render", "equalizer", "--time", "0x1A"], "--time must be a finite number, got '0x1A' (plain decimal"),
        (["render", "equalizer", "--scale", "0x1p-1"], "--scale must be a finite number, got '0x1p-1' (plain decimal"),
        (["render", "equalizer", "--fps", "0x1E"], "--fps must be in (0, 1000]"),
        (["render", "equalizer", "--duration", "infinity"], "--duration must be a finite number, got 'infinity'"),
        (["render", "equalizer", "--param", "barDuration=0x2"], "parameter barDuration must be a finite number"),
    ])
    func hexadecimalIsRefused(_ args: [String], _ message: String) {
        let run = flipbook(args + ["-o", "/nonexistent"])
        #expect(run.status == 2)
        #expect(run.err.contains(message), "\(run.err)")
    }

    @Test func decimalForms() {
        #expect(NumberInput.decimal("1.5e3") == 1500)
        #expect(NumberInput.decimal("-.25") == -0.25)
        #expect(NumberInput.decimal("+7.") == 7)
        for text in ["0x10", "inf", "nan", " 1", "1e", ".", "", "1e999", "--1", "1.5.2"] {
            #expect(NumberInput.decimal(text) == nil, "\(text)")
        }
    }
}
