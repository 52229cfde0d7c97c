import Foundation
import Testing

/// The built `flipbook` executable (tools/test builds it before testing).
let flipbookExecutable: URL = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/flipbook")
}()

/// Runs the executable as a process.
func runProcess(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = flipbookExecutable
    process.arguments = args
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

@Suite struct ProcessTests {
    @Test func executableReportsErrorsWithExitStatus() throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let bad = try runProcess(["inspect", "nosuchscene"])
        #expect(bad.status == 2)
        #expect(bad.err == "flipbook: unknown scene 'nosuchscene' (known scenes: equalizer)\n")
        let good = try runProcess(["inspect", "equalizer", "--time", "0.5", "--json"])
        #expect(good.status == 0)
        #expect(good.out.hasPrefix("{\"scene\":\"equalizer\",\"time\":0.5,"))
        #expect(good.err.isEmpty)
    }
}
