import Foundation
import Testing
import TestFolders

/// `--full-redraw` draws every frame whole; by default the CPU and the GPU
/// redraw each frame over the one before where it changed. Both write the
/// same PNG files, byte for byte, on one job and on two (each CPU job
/// redrawing over its own last frame).
@Suite struct FullRedrawTests {
    static let lottieFeature = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LottieTests/Features/mixed-holds.json").path

    @Test(arguments: [["loader", "--frames", "0:12", "--scale", "0.5", "--backend", "cpu"],
                      [lottieFeature, "--frames", "0:12", "--backend", "cpu"],
                      ["loader", "--frames", "0:12", "--scale", "0.5", "--backend", "gpu"],
                      [lottieFeature, "--frames", "0:12", "--backend", "gpu", "--gpu-path", "compute"]],
          ["1", "2"])
    func redrawnFilesAreFullRedrawFiles(scene: [String], jobs: String) throws {
        let tracked = try temporaryFolder(), whole = try temporaryFolder()
        defer { for folder in [tracked, whole] { try? FileManager.default.removeItem(at: folder) } }
        let args = ["render"] + scene + ["--jobs", jobs, "--quiet", "--png-level", "1"]
        #expect(try runProcess(args + ["--out", tracked.path]).status == 0)
        #expect(try runProcess(args + ["--full-redraw", "--out", whole.path]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: whole.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 12)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tracked.path).filter { $0.hasSuffix(".png") }.sorted()
                == names)
        for name in names {
            let a = try Data(contentsOf: tracked.appendingPathComponent(name))
            let b = try Data(contentsOf: whole.appendingPathComponent(name))
            #expect(a == b, "\(name), \(jobs) jobs")
        }
    }

    /// Both bench commands take the option, say in their JSON and text
    /// which way frames were drawn (rows on the CPU, strips on the GPU),
    /// and their help names it.
    @Test func benchTakesFullRedraw() throws {
        let base = ["bench", "scene", "loader", "--frames", "2", "--scale", "0.25", "--backend", "cpu"]
        let whole = try runProcess(base + ["--full-redraw", "--json"])
        #expect(whole.status == 0, "\(whole.err)")
        #expect(whole.out.contains(#""redraw":"whole frames""#), "\(whole.out)")
        let changed = try runProcess(base + ["--json"])
        #expect(changed.out.contains(#""redraw":"changed rows""#), "\(changed.out)")
        #expect(try runProcess(base).out.contains("redraw: changed rows only"))
        let gpu = try runProcess(["bench", "scene", "loader", "--frames", "2", "--scale", "0.25", "--backend", "gpu",
                                  "--json"])
        #expect(gpu.out.contains(#""redraw":"changed strips""#), "\(gpu.out) \(gpu.err)")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.lottieFeature, toPath: folder.appendingPathComponent("a.json").path)
        let lottie = try runProcess(["bench", "lottie", folder.path, "--frames", "2", "--backend", "cpu", "--json",
                                     "--full-redraw"])
        #expect(lottie.status == 0, "\(lottie.err)")
        #expect(lottie.out.contains(#""redraw":"whole frames""#), "\(lottie.out)")
        for command in [["render"], ["bench", "scene"], ["bench", "lottie"]] {
            #expect(try runProcess(["help"] + command).out.contains("--full-redraw"), "\(command)")
        }
    }
}
