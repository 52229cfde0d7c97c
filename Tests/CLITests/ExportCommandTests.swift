import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// The frame files (not the manifest) a render left in `folder`, by name.
func framePNGs(in folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try files(in: folder) where name.hasSuffix(".png") {
        result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return result
}

/// `flipbook export`: every built-in scene as a file that renders the same
/// frames as the scene itself.
@Suite struct ExportCommandTests {
    /// Scene names as `flipbook scenes` lists them.
    static var sceneNames: [String] {
        flipbook("scenes").out.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func everyBuiltInSceneIsListed() {
        #expect(Self.sceneNames.count >= 5)
    }

    /// export > file, then render the file and the name at the same times
    /// on the CPU: the same PNG files, byte for byte.
    @Test(arguments: ["equalizer", "fuber", "fuber-swiftui", "loader", "aperture"])
    func exportedSceneRendersTheSameFrames(name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = flipbook("export", name)
        #expect(export.status == 0 && export.err.isEmpty, "\(export.err)")
        let file = folder.appendingPathComponent("\(name).json")
        try Data(export.out.utf8).write(to: file)
        let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b")
        let options = ["--frames", "0..<3", "--fps", "1.3", "--scale", "0.5", "--backend", "cpu", "--quiet"]
        #expect(flipbook(["render", name, "--out", a.path] + options).status == 0)
        let fromFile = flipbook(["render", file.path, "--out", b.path] + options)
        #expect(fromFile.status == 0, "\(fromFile.err)")
        let expected = try framePNGs(in: a)
        #expect(expected.count == 3 && expected.keys.allSatisfy { $0.hasPrefix("\(name)-") })
        #expect(try framePNGs(in: b) == expected)
    }

    /// --out writes the JSON and its images as files; the JSON names the
    /// images by relative path, so the folder can move.
    @Test func outWritesJSONAndImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("exported")
        let r = flipbook("export", "fuber", "--out", out.path)
        #expect(r.status == 0 && r.out.isEmpty)
        #expect(r.err == "flipbook: exported fuber to \(out.path)/fuber.json and 1 image\n")
        #expect(try files(in: out) == ["fuber-image-1.png", "fuber.json"])
        let moved = folder.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: out, to: moved)
        let json = try String(contentsOf: moved.appendingPathComponent("fuber.json"), encoding: .utf8)
        #expect(json.contains("\"contents\": \"fuber-image-1.png\""))
        let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b")
        let options = ["--time", "0.8", "--scale", "0.5", "--backend", "cpu", "--quiet"]
        #expect(flipbook(["render", "fuber", "--out", a.path] + options).status == 0)
        #expect(flipbook(["render", moved.appendingPathComponent("fuber.json").path, "--out", b.path] + options).status == 0)
        #expect(try framePNGs(in: b) == framePNGs(in: a))
    }

    /// Parameters apply before exporting.
    @Test func parametersApplyBeforeExport() {
        let r = flipbook("export", "equalizer", "--param", "barColor=#FF0000")
        #expect(r.status == 0)
        #expect(r.out.contains("\"fillColor\": [1, 0, 0, 1]"))
    }

    @Test(arguments: [
        (["export"], "export needs a scene name"),
        (["export", "nosuchscene"], "unknown scene 'nosuchscene'"),
        (["export", "equalizer", "extra"], "unexpected argument 'extra'"),
        (["export", "equalizer", "--param", "nope=1"], "scene equalizer has no parameter 'nope'"),
        (["export", "equalizer", "--frobnicate"], "unknown option --frobnicate"),
    ])
    func badInputExitsTwo(args: [String], expected: String) {
        let r = flipbook(args)
        #expect(r.status == 2 && r.out.isEmpty)
        #expect(r.err.hasPrefix("flipbook: ") && r.err.contains(expected), "\(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1)
    }

    @Test func helpDescribesExport() {
        #expect(flipbook("help", "export").out.contains("Usage: flipbook export <scene>"))
        #expect(flipbook("--help").out.contains("export <scene>"))
    }
}

