import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// Scene files wherever a scene name is accepted, and their errors: one
/// line with the file, line, column and JSON location; exit 2; nothing
/// written.
@Suite struct SceneFileCommandTests {
    static let good = """
    {"size": [40, 30], "loopDuration": 1, "root": {"bounds": [0, 0, 40, 30], "position": [20, 15],
     "backgroundColor": "#336699", "sublayers": [{"type": "shape", "path": [["M", 0, 0], ["L", 20, 0], ["L", 0, 20], ["Z"]],
     "animations": [{"type": "basic", "keyPath": "position.x", "from": 0, "to": 20, "duration": 1}]}]}}
    """

    static func write(_ text: String, name: String = "scene.json", in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func everyCommandAcceptsAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write(Self.good, in: folder)
        let out = folder.appendingPathComponent("frames")
        let render = flipbook(["render", path, "--time", "0.5", "--backend", "cpu", "--quiet", "--out", out.path])
        #expect(render.status == 0, "\(render.err)")
        #expect(try framePNGs(in: out).keys.sorted() == ["scene-00030.png"], "named after the file")
        let inspect = flipbook(["inspect", path, "--time", "0.5", "--json"])
        #expect(inspect.status == 0 && inspect.out.contains("\"scene\":\"scene\""))
        #expect(flipbook(["bench", "scene", path, "--frames", "2", "--backend", "cpu"]).status == 0)
        let compare = flipbook(["compare", path, "--a", "cpu", "--b", "cpu", "--time", "0.5", "--quiet",
                                "--out", folder.appendingPathComponent("comparison").path])
        #expect(compare.status == 0, "\(compare.err)")
        let export = flipbook(["export", path])
        #expect(export.status == 0 && export.out.contains("\"name\": \"scene\""))
    }

    @Test(arguments: [
        ("{\"size\": [40, 30],\n \"loopDuration\": 1\n \"root\": {}}", "scene.json:3:2: unexpected '\"', expected ',' or '}' in an object"),
        (SceneFileCommandTests.good.replacingOccurrences(of: "\"to\": 20", with: "\"to\": [20]"),
         "root.sublayers[0].animations[0].to: expected a number, found an array"),
        (SceneFileCommandTests.good.replacingOccurrences(of: "\"path\"", with: "\"paht\""),
         "root.sublayers[0].paht: unknown key \"paht\" for a layer of type \"shape\" (did you mean \"path\"?)"),
        (SceneFileCommandTests.good.replacingOccurrences(of: "\"backgroundColor\": \"#336699\"", with: "\"contents\": \"nope.png\""),
         "root.contents: image \"nope.png\""),
    ])
    func badFilesExitTwoWithOneLineAndWriteNothing(text: String, expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.write(text, in: folder)
        let out = folder.appendingPathComponent("frames")
        for args in [["render", path, "--out", out.path, "--backend", "cpu"], ["inspect", path], ["export", path],
                     ["bench", "scene", path, "--backend", "cpu"], ["compare", path, "--a", "cpu", "--b", "cpu", "--out", out.path]] {
            let r = flipbook(args)
            #expect(r.status == 2 && r.out.isEmpty, "\(args[0]): \(r.err)")
            #expect(r.err.hasPrefix("flipbook: \(path)") && r.err.contains(expected), "\(args[0]): \(r.err)")
            #expect(r.err.filter { $0 == "\n" }.count == 1)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "no output folder for a bad scene")
    }

    @Test func missingFileAndParametersAreUsageErrors() {
        let missing = flipbook(["render", "/nonexistent/scene.json"])
        #expect(missing.status == 2 && missing.err == "flipbook: /nonexistent/scene.json: no such file\n")
        let param = flipbook(["inspect", "x.json", "--param", "a=1"])
        #expect(param.status == 2 && param.err.contains("scene file x.json has none"))
    }

    /// Mutated files through `render`: every run exits 0 with its one frame
    /// whole, or 2 with one line and no files at all (deterministic cases:
    /// truncations and replaced numbers of an exported scene).
    @Test func mutatedFilesRenderOrExitTwoWithoutFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = flipbook(["export", "equalizer"]).out
        let bytes = Array(base.utf8)
        var cases: [String] = stride(from: 0, to: bytes.count, by: bytes.count / 40).map {
            String(decoding: bytes[..<$0], as: UTF8.self)
        }
        let replacements = ["-1", "0", "1e308", "2.5", "null", "\"x\"", "[]"]
        var from = base.startIndex, k = 0
        while let r = base.range(of: #"-?[0-9][0-9.e+-]*"#, options: .regularExpression, range: from..<base.endIndex), cases.count < 120 {
            if k % 7 == 0 { cases.append(base.replacingCharacters(in: r, with: replacements[(k / 7) % replacements.count])) }
            from = r.upperBound
            k += 1
        }
        var ok = 0, refused = 0
        for (i, text) in cases.enumerated() {
            let path = try Self.write(text, name: "case-\(i).json", in: folder)
            let out = folder.appendingPathComponent("frames-\(i)")
            let r = flipbook(["render", path, "--time", "0.3", "--scale", "0.1", "--backend", "cpu", "--quiet", "--out", out.path])
            switch r.status {
            case 0:
                ok += 1
                let frames = try framePNGs(in: out)
                #expect(frames.count == 1 && frames.values.allSatisfy { $0.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]) })
            case 2:
                refused += 1
                #expect(r.err.filter { $0 == "\n" }.count == 1, "case \(i): \(r.err)")
                #expect(!FileManager.default.fileExists(atPath: out.path), "case \(i) left files")
            default:
                Issue.record("case \(i) exited \(r.status): \(r.err)")
            }
        }
        #expect(ok > 5 && refused > 40, "ok \(ok), refused \(refused)")
    }
}

/// The executable end to end: `flipbook export loader | flipbook inspect -`.
@Suite struct SceneFileProcessTests {
    @Test func exportPipesIntoAnotherCommand() throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
            return
        }
        let export = Process(), inspect = Process(), pipe = Pipe(), out = Pipe(), err = Pipe()
        export.executableURL = flipbookExecutable
        export.arguments = ["export", "loader"]
        export.standardOutput = pipe
        inspect.executableURL = flipbookExecutable
        inspect.arguments = ["inspect", "-", "--time", "1", "--json"]
        inspect.standardInput = pipe
        inspect.standardOutput = out
        inspect.standardError = err
        try export.run()
        try inspect.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        export.waitUntilExit()
        inspect.waitUntilExit()
        #expect(export.terminationStatus == 0 && inspect.terminationStatus == 0, "\(errors)")
        let direct = try runProcess(["inspect", "loader", "--time", "1", "--json"])
        #expect(text == direct.out && !text.isEmpty)
    }
}
