import Comparison
import Foundation
import Frames
import Geometry
import Layers
import Output
import OutputFolders
import Parsing
import Presentation
import Terminal

/// `flipbook compare <scene> [options]`: renders frames on two sides (two
/// backends, or a backend and a folder of earlier frames), measures how
/// they differ, writes A | heat map | B images and a JSON report, and
/// exits 1 when a frame is over the limits.
enum CompareCommand {
    static let spec = CommandSpec(
        "compare", summary: "compare frames of two backends (or earlier PNGs): PSNR, errors, SSIM; exit 1 over the limits", operands: .scene,
        synopsis: "<scene> [--frames A:B | --time T] [--a SIDE --b SIDE] [options]",
        about: """
            Draws each frame on side A and side B, measures how they differ and exits
            0 when every frame is within the limits, 1 when one is over, 2 for usage or
            input errors. A side is gpu, cpu, or a folder of PNG frames written earlier
            by `flipbook render` (<scene>-<NNNNN>.png; ./gpu names a folder called gpu).
            Metrics are taken on premultiplied RGBA8, per frame:
              PSNR (dB, over all four channels), mean and max channel error (8-bit levels),
              pixels whose largest channel error exceeds --threshold, and SSIM (7×7 uniform
              windows, the lowest of the four channels' means; 1 = identical).

            """,
        groups: [
            OptionGroup(FrameSelection.groupTitle, FrameSelection.options(allowsDuration: false)),
            OptionGroup("Sides and picture", [
                OptionSpec("--a", value: "SIDE", "gpu, cpu or DIR", default: .value("gpu")),
                OptionSpec("--b", value: "SIDE", "gpu, cpu or DIR, the reference", default: .value("cpu")),
            ] + FrameGeometry.options + BackendSelection.gpuOptions + OptionSpec.sceneInput + [
                .jobs("threads: frames compared in parallel; with fewer frames than threads, a CPU side draws "
                      + "each frame on threads/frames threads, in horizontal bands (same bytes)", default: .described("all cores")),
            ]),
            OptionGroup(thresholdsTitle, thresholdOptions),
            OptionGroup("Output", [
                .out("folder for report.json and images, created if missing", default: .value("comparison")),
                OptionSpec("--keep-all", "write <scene>-<NNNNN>.compare.png (A | heat map | B) for every frame, "
                           + "not only those over the limits"),
                OptionSpec("--html", value: "WHAT", "page: write report.html (header, chart, frame table, A/B/heat-map "
                           + "view; opens from the folder, no network) with .a/.b/.heat.png of each imaged frame and "
                           + ".thumb.png of each over; none: no page", default: .value("page")),
                .json("print the report as JSON instead of text"),
                OptionSpec("--filmstrip", value: "FILE.png", "filmstrip mode: 25 frames spread over the chosen frames, "
                           + "A drawn in a shuffled order, B in time order from a separate copy of the scene; FILE.png "
                           + "shows A's strip | heat map | B's strip, 5×5 tiles each (state carried between frames "
                           + "shows as a difference)"),
                .quiet("no progress (a bar on a terminal, else a line every 10 s) and no Lottie warnings"),
            ]),
        ],
        epilogue: """
            The heat map is a dim gray copy of A, blue where pixels differ within the
            threshold (anti-aliasing) and red → yellow → white above it.

            """,
        isInterruptible: true, run: run)

    static let thresholdsTitle = """
        Limits (defaults for two backends: no pixel off by more than 1 level; against a
        folder DIR: threshold 64, 64 px, mean 0.5, PSNR 40 dB, SSIM 0.99; README)
        """

    /// The limits, with the defaults for two backends
    /// (`ComparisonThresholds.default`).
    static var thresholdOptions: [OptionSpec] {
        let t = ComparisonThresholds.default
        return [
            OptionSpec("--max-mean-error", value: "E", "mean channel error, 8-bit levels",
                       default: .described(ComparisonText.number(t.maxMeanError, 3))),
            OptionSpec("--min-psnr", value: "DB", "PSNR in dB", default: .described(ComparisonText.number(t.minPSNR, 1))),
            OptionSpec("--max-differing-pixels", value: "N", "pixels over --threshold",
                       default: .described(String(t.maxDifferingPixels))),
            OptionSpec("--threshold", value: "T", "channel error that makes a pixel differ",
                       default: .described(String(t.channelThreshold))),
            OptionSpec("--min-ssim", value: "S", "SSIM", default: .described(ComparisonText.number(t.minSSIM, 4))),
        ]
    }

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr, interruption) = (invocation.args, invocation.stdout, invocation.stderr, invocation.interruption)
        // 1. The scene and every option, checked before anything is drawn.
        let name = invocation.sceneName
        let scene = try Flipbook.scene(named: name, input: try SceneInput(args), warnings: stderr)
        let options = try CompareOptions(args, scene: scene)
        let frames = options.filmstrip == nil
            ? options.plan.frames
            : Filmstrip.picks(from: options.plan.frames.count).map { options.plan.frames[$0] }
        let size = try checkFolders(options, numbers: frames.map(\.number))
        // The longest image name is the longest number's with the longest suffix.
        let longest = frames.map(\.number).max { FramePlan.numberText($0).count < FramePlan.numberText($1).count } ?? 0
        try FileNameLimit.check([options.imageNames(longest).prefix + FrameImageNames.suffixes[0], "report.json", "report.html"],
                                scene: options.sceneName)
        // Checked now, created when the first image or the report is written.
        let folder = try OutputFolder(checking: options.outputFolder)

        // 2. The two sides; with fewer frames at once than threads, the CPU
        // draws each frame in bands (a filmstrip draws one frame at a time).
        let atOnce = options.filmstrip == nil ? frames.count : 1
        let (a, aName) = try open(options.a, options, frames: atOnce, stderr: stderr)
        let (b, bName) = try open(options.b, options, frames: atOnce, stderr: stderr)

        // 3. Every frame drawn on both sides and measured (or the filmstrip);
        // from here a signal stops the run between frames, and files appear.
        interruption.beginWriting()
        let progress = Terminal.Progress(total: frames.count, sink: stderr, style: Terminal.Progress.style(quiet: args.has("--quiet")))
        let run = CompareRun(options: options, a: a, b: b, progress: progress, folder: folder)
        let results: [FrameResult]
        do {
            if let strip = options.filmstrip {
                let second = try Flipbook.scene(named: name, input: try SceneInput(args))
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

        // 4. The report, on disk and on stdout; the exit status says whether a frame was over.
        let report = ComparisonReport(scene: scene.name, a: aName, b: bName, width: size.width, height: size.height,
                                      thresholds: options.thresholds, frames: results)
        let reportPath = options.outputFolder.appendingPathComponent("report.json").path
        try folder.create()
        do {
            try writeFileAtomically(Array(report.json.utf8), to: reportPath)
        } catch {
            throw CLIError.runtime("cannot write the report: \(error)")
        }
        if options.html {
            try writePage(report, options: options, words: ["flipbook", "compare"] + args.words)
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

    /// A side's source and how the report names it; a CPU side draws in
    /// bands when `frames` (drawn at once) are fewer than `--jobs`
    /// (`FrameBands`).
    static func open(_ side: CompareOptions.Side, _ options: CompareOptions, frames: Int,
                     stderr: TextSink) throws -> (CompareSource, String) {
        switch side {
        case .folder(let url):
            return (.folder(url), "folder \(url.path)")
        case .backend(let kind):
            var selection = options.gpu
            selection.kind = kind
            if kind == .cpu { selection.device = nil; selection.compositing = nil; selection.path = nil }
            let (renderer, name) = try selection.makeRenderer(stderr: stderr)
            return (.renderer(FrameBands.renderer(renderer, frames: frames, threads: options.jobs)), name)
        }
    }

    /// Writes `report.html` beside `report.json` (`ComparisonPage`).
    static func writePage(_ report: ComparisonReport, options: CompareOptions, words: [String]) throws {
        var page = ComparisonPage(report: report, command: ShellCommandText.line(words),
                                  imageNames: { [sceneName = options.sceneName] in
                                      FrameImageNames(prefix: "\(sceneName)-\(FramePlan.numberText($0))") })
        if let strip = options.filmstrip {
            let inFolder = strip.deletingLastPathComponent().standardizedFileURL.path == options.outputFolder.standardizedFileURL.path
            page.filmstrip = (strip.path, inFolder ? strip.lastPathComponent : nil)
        }
        do {
            try writeFileAtomically(Array(page.html.utf8), to: options.outputFolder.appendingPathComponent("report.html").path)
        } catch {
            throw CLIError.runtime("cannot write report.html: \(error)")
        }
    }
}
