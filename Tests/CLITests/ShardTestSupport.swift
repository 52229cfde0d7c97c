@testable import FlipbookCLI
import Foundation
import Manifest
import TestFolders
import Testing

/// Tiny renders for the shard, manifest and resume tests: equalizer at a
/// quarter point per pixel (80x142 px), 10 fps so frames differ, CPU.
let tinyRender = ["render", "equalizer", "--scale", "0.25", "--fps", "10", "--backend", "cpu"]

/// Renders `frames` of the tiny render into `folder` in-process; `extra`
/// adds options. Records an issue when it fails.
@discardableResult
func renderTiny(_ frames: String, to folder: URL, _ extra: [String] = []) -> (status: Int32, out: String, err: String) {
    let r = flipbook(tinyRender + ["--frames", frames, "--out", folder.path] + extra)
    #expect(r.status == 0, "render failed: \(r.err)")
    return r
}

/// The PNG frame files in `folder`, sorted.
func pngFiles(in folder: URL) throws -> [String] {
    try files(in: folder).filter { $0.hasSuffix(".png") }
}

/// The manifest at `url`.
func readManifest(_ url: URL) throws -> Manifest {
    try Manifest.read(url.path)
}

/// The inode and modification time of `url`: a rewrite (temporary file
/// renamed over it) changes the inode even within one clock tick.
func identity(of url: URL) throws -> [String] {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return ["\(attributes[.systemFileNumber] ?? "?")", "\(attributes[.modificationDate] ?? "?")"]
}

/// Runs the built `flipbook` executable with exactly the shard variables in
/// `variables` (any the test runner itself has, say on a CI machine, are
/// removed).
func runFlipbookProcess(_ args: [String], variables: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    var environment = ProcessInfo.processInfo.environment
    for name in ShardEnvironment.variableNames { environment[name] = nil }
    environment.merge(variables) { $1 }
    return try runProcess(args, environment: environment)
}

/// False (with an issue recorded) when the executable is not built.
func executableIsBuilt() -> Bool {
    guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
        Issue.record("flipbook is not built at \(flipbookExecutable.path); run tools/test")
        return false
    }
    return true
}
