import Comparison
import Foundation
import Geometry
import Layers
import Output
import Presentation

/// `flipbook compare <scene> [options]`: renders frames on two sides (two
/// backends, or a backend and a folder of earlier frames), measures how
/// they differ, writes A | heat map | B images and a JSON report, and
/// exits 1 when a frame is over the limits.
enum CompareCommand {
    static func run(_ words: [String], stdout: TextSink, stderr: TextSink, interruption: Interruption) throws {
        let args = try Arguments(words, command: "compare", options: CompareOptions.optionNames,
                                 flags: ["--help", "--keep-all", "--json", "--quiet"])
        if args.has("--help") { stdout.write(Help.compare); return }
        guard let name = args.positional.first else { throw CLIError.usage("compare needs a scene name (see `flipbook scenes`)") }
        guard args.positional.count == 1 else { throw CLIError.usage("unexpected argument '\(args.positional[1])'") }
        let scene = try Flipbook.scene(named: name, parameters: args.values("--param"))
        let options = try CompareOptions(args, scene: scene)
        let frames = options.filmstrip == nil
            ? options.plan.frames
            : Filmstrip.picks(from: options.plan.frames.count).map { options.plan.frames[$0] }
        let size = try checkFolders(options, numbers: frames.map(\.number))
        try RenderCommand.prepareFolder(options.outputFolder)
        let (a, aName) = try open(options.a, options, stderr: stderr)
        let (b, bName) = try open(options.b, options, stderr: stderr)
        let progress = Progress(total: frames.count, sink: stderr, style: Progress.style(quiet: args.has("--quiet")))
        let run = CompareRun(options: options, a: a, b: b, progress: progress)
        let results: [FrameResult]
        do {
            if let strip = options.filmstrip {
                let second = try Flipbook.scene(named: name, parameters: args.values("--param"))
                results = try run.filmstrip(frames, sceneA: scene, sceneB: second, to: strip,
                                            shouldStop: { interruption.isRequested })
            } else {
                results = try run.frames(frames, scene: scene, shouldStop: { interruption.isRequested })
            }
        } catch {
            progress.finish()
            throw error
        }
        progress.finish()
        let report = ComparisonReport(scene: scene.name, a: aName, b: bName, width: size.width, height: size.height,
                                      thresholds: options.thresholds, frames: results)
        let reportPath = options.outputFolder.appendingPathComponent("report.json").path
        do {
            try writeFileAtomically(Array(report.json.utf8), to: reportPath)
        } catch {
            throw CLIError.runtime("cannot write the report: \(error)")
        }
        if args.has("--json") {
            stdout.write(report.json)
        } else {
            stdout.write(results.map { $0.line + "\n" }.joined() + report.summary)
        }
        if interruption.isRequested {
            throw CLIError("interrupted: \(results.count) of \(counted(frames.count, "frame")) compared; report in \(reportPath)", exitCode: interruption.exitCode)
        }
        if report.overCount > 0 {
            let worst = report.worst.map { "; worst frame \($0.number)" } ?? ""
            throw CLIError("\(report.overCount) of \(counted(results.count, "frame")) over limits\(worst); images and report in \(options.outputFolder.path)",
                           exitCode: 1)
        }
    }

    /// Checks the folder sides before anything runs.
    /// - Returns: the frame size in pixels both sides have.
    static func checkFolders(_ options: CompareOptions, numbers: [Int]) throws -> (width: Int, height: Int) {
        var size: (width: Int, height: Int)? = nil
        if case .backend = options.a { size = options.pixelSize } else if case .backend = options.b { size = options.pixelSize }
        for (side, option) in [(options.a, "--a"), (options.b, "--b")] {
            if case .folder(let url) = side {
                size = try CompareSource.checkFolder(url, option: option, numbers: numbers, size: size, options: options)
            }
        }
        return size ?? options.pixelSize
    }

    /// A side's source and how the report names it.
    static func open(_ side: CompareOptions.Side, _ options: CompareOptions,
                     stderr: TextSink) throws -> (CompareSource, String) {
        switch side {
        case .folder(let url):
            return (.folder(url), "folder \(url.path)")
        case .backend(let kind):
            var selection = options.gpu
            selection.kind = kind
            if kind == .cpu { selection.device = nil; selection.compositing = nil }
            let (renderer, name) = try selection.makeRenderer(stderr: stderr)
            return (.renderer(renderer), name)
        }
    }
}
