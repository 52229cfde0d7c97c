import CPURaster
import Foundation
import Frames
import Geometry
import Layers
import Manifest
import Output
import OutputFolders
import Parsing
import Presentation
import Support
import Terminal

/// `flipbook render <scene> [options]`: frames as PNG files.
enum RenderCommand {
    /// Width of each contact-sheet thumbnail in pixels: 160 px shows a
    /// phone-shaped frame clearly while 600 frames still fit a sheet of
    /// about 4 000 px square at 25 columns.
    static let thumbnailWidth = 160
    /// Thumbnails per contact-sheet row.
    static let contactSheetColumns = 10

    static let spec = CommandSpec(
        "render", summary: "render frames to PNG files with a manifest, or stream them to ffmpeg", operands: .scene,
        synopsis: "<scene> [--time T | --frames A:B | --start A --count N | --duration D] [options]",
        about: """
            Renders frames as <scene>-<NNNNN>.png (the frame number in full, zero-padded to at least 5 digits)
            into the output folder. Each file is written under a temporary name and
            renamed, so an interrupted run (Ctrl-C) leaves only whole files.

            """,
        groups: [
            OptionGroup(FrameSelection.groupTitle, FrameSelection.options(allowsDuration: true)),
            OptionGroup("Picture", FrameGeometry.options + [BackendSelection.backendOption] + BackendSelection.gpuOptions
                        + [BackendSelection.fullRedrawOption] + OptionSpec.sceneInput),
            OptionGroup("Output", [
                OptionSpec("--format", value: "F", "png: files in --out; rgba or y4m: every frame on stdout in order, "
                           + "for ffmpeg (rgba: straight RGBA8 frames; y4m: YUV4MPEG2, BT.601 limited range, over black), e.g."
                           + "\n  flipbook render fuber --format y4m |\n    ffmpeg -i - -pix_fmt yuv420p -movflags +faststart fuber.mp4",
                           default: .value("png")),
                OptionSpec("--chroma", value: "420|444", "y4m chroma: 420 (what every player plays; the frame loses an "
                           + "odd last column or row) or 444", default: .value("420")),
                OptionSpec("--even", "drop an odd last column or row (video encoders need even sizes); on by itself "
                           + "for y4m at 420"),
                OptionSpec("--verbose", short: "-v", "say what will be rendered first; for rgba, the ffmpeg input "
                           + "options that read the stream"),
                .out("output folder, created if missing", default: .value("frames")),
                .pngLevel,
                .jobs("threads: frames rendered in parallel; with fewer frames than threads, the CPU draws each "
                      + "frame on threads/frames threads, in horizontal bands, and a large frame's PNG is encoded "
                      + "in parts on them (same bytes)",
                      default: .described("all cores")),
                OptionSpec("--contact-sheet", value: "FILE", "also write a PNG grid of thumbnails of every frame"),
                .quiet("errors only: no progress, warnings, notes or summary"),
            ]),
            OptionGroup("Across machines and runs (png only)", [
                OptionSpec("--shard", value: "K/N", "render only frames f with f mod N = K (0 ≤ K < N); N shards "
                           + "write exactly the files one run would; `--shard auto` takes K and N from CI variables "
                           + "(`flipbook help manifest`)"),
                OptionSpec("--resume", "keep frames whose files match the manifest or the journal of an unfinished "
                           + "run; render only missing or damaged ones"),
                OptionSpec("--overwrite", "remove the scene's frames and manifests in the folder first, where they "
                           + "come from other settings"),
            ]),
        ],
        epilogue: """
            Every png run writes <scene>.manifest.json (shard K of N:
            <scene>.manifest-shard-K-of-N.json) beside the frames: settings, and each
            file's size and SHA-256. A folder that holds the scene's frames from other
            settings (scale, size, rate, parameters, backend) is refused, naming the
            difference (--overwrite replaces them), and so is a second render of the
            scene into the folder while one runs (shards of one render may share it).

            Progress goes to stderr: a bar on a terminal; in a log, a line at least every
            10 s once a run has lasted that long. A one-line summary (frames, seconds,
            frames/s) ends every run.

            """,
        isInterruptible: true, run: run)

    static func run(_ invocation: Invocation) throws {
        let (args, stderr, interruption) = (invocation.args, invocation.stderr, invocation.interruption)
        // 1. The scene and every option, checked before anything is built or
        // written (a signal until step 3 ends the process at once).
        let (scene, digest) = try Flipbook.loadScene(named: invocation.sceneName, input: try SceneInput(args),
                                                     warnings: stderr)
        let options = try RenderOptions(args, scene: scene, sceneFileDigest: digest)
        // Notes (the shard, the backend, the summary) go to stderr unless
        // --quiet, which leaves errors only.
        let notes: TextSink = args.has("--quiet") ? SilentSink() : stderr
        let folder = try options.stream == nil ? OutputFolder(checking: options.outputFolder) : nil
        let frames = options.plan.frames(in: options.shard)
        let sheetLayout = try options.contactSheet.map { _ in
            let full = FrameGeometry.pixelSize(of: options.canvas, scale: options.scale)
            return try ContactSheetCanvas.layout(frames: frames.count, width: full.width, height: full.height,
                                                 croppedHeight: options.pixelSize.height)
        }
        if let source = options.shardSource, let shard = options.shard {
            notes.write("flipbook: --shard auto: shard \(shard) from \(source)\n")
        }

        // 2. The backend.
        let (chosen, backendName) = try options.backend.makeRenderer(stderr: notes)
        let renderer = BackendSelection.sequential(chosen, args)
        if args.has("--verbose") { notes.write(describe(options, scene: scene, backend: backendName)) }

        // 3. Only now is anything created: from here a signal stops the run
        // between frames. PNG files: the folder, its hold (lock, settings
        // check), then the manifest's journal.
        interruption.beginWriting()
        try folder?.create()
        let settings = options.stream == nil ? RenderSettings(options: options, renderer: renderer) : nil
        let claim = try settings.map {
            try OutputClaim(folder: options.outputFolder, settings: $0, shard: options.shard, overwrite: options.overwrite,
                            resume: options.resume)
        }
        defer { claim?.release() }
        let recorder = try settings.map { settings in
            let resume = options.resume ? (frames: options.plan.frames(in: options.shard), fileName: options.fileName(for:)) : nil
            return try ManifestRecorder(folder: options.outputFolder, settings: settings, shard: options.shard,
                                        resume: resume, note: { notes.write("flipbook: \($0)\n") })
        }

        // 4. Every frame: kept (--resume) or drawn, and written in frame order;
        // with fewer frames than threads, the CPU draws each in bands.
        let banded = FrameBands.renderer(renderer, frames: frames.count, threads: options.jobs)
        let sheet = sheetLayout.map(ContactSheetCanvas.init(layout:))
        let progress = Terminal.Progress(total: frames.count, sink: stderr, style: Terminal.Progress.style(quiet: args.has("--quiet")))
        let start = Date()
        let completed = try renderFrames(frames, scene: scene, options: options, renderer: banded, recorder: recorder,
                                         sheet: sheet, progress: progress, interruption: interruption)
        let seconds = Date().timeIntervalSince(start)

        // 5. An interrupted run stops here, with whole files only.
        let destination = options.stream == nil ? options.outputFolder.path : "stdout"
        if interruption.isRequested {
            let hint = recorder == nil ? "" : " (--resume continues)"
            throw CLIError("interrupted: \(completed) of \(counted(frames.count, "frame")) written to \(destination)\(hint)",
                           exitCode: interruption.exitCode)
        }

        // 6. The manifest, the contact sheet and the summary.
        let manifestName = try recorder?.finish(frames: frames)
        if let sheetURL = options.contactSheet, let sheet { try writeContactSheet(sheet.sheet, to: sheetURL, level: options.pngLevel) }
        let size = "\(options.pixelSize.width)x\(options.pixelSize.height)"
        let rendered = completed - (recorder?.kept ?? 0)
        let extras = [manifestName.map { "manifest \($0)" }, recorder.flatMap { $0.kept > 0 ? "kept \(counted($0.kept, "intact frame"))" : nil }]
        notes.write(String(format: "flipbook: rendered %@ (%@ px, %@) in %.2f s, %.1f frames/s, to %@%@\n",
                            counted(rendered, "frame"), size, backendName, seconds, Double(rendered) / max(seconds, 1e-9), destination,
                            extras.compactMap { $0 }.map { "; " + $0 }.joined()))
    }

    /// Renders `frames` on `renderer` (`options.jobs` threads), keeping the
    /// files `recorder` finds intact, and writes them in frame order.
    /// - Returns: how many frames were written or kept before the end or
    ///   an interruption.
    static func renderFrames(_ frames: [FramePlan.Frame], scene: Scene, options: RenderOptions,
                             renderer: any RenderBackend & Sendable, recorder: ManifestRecorder?,
                             sheet: ContactSheetCanvas?, progress: Terminal.Progress, interruption: Interruption) throws -> Int {
        defer { progress.finish() }
        let framesPerRun = RenderLoop.framesPerRun(renderer)
        let output = try FrameOutput(options: options, frames: frames.count, framesPerRun: framesPerRun, recorder: recorder,
                                     stdout: FileHandle.standardOutput)
        let timeline = CompiledScene(scene)
        do {
            // Frames of a later run may finish after a stop left an earlier
            // run's unstarted; only those before the first missing frame
            // are written, and they are what the count says.
            _ = try RenderLoop.run(count: frames.count, jobs: options.jobs, renderer: renderer,
                                   shouldStop: { interruption.isRequested }, onFailure: output.abandon, onStop: output.stop,
                                   prepare: { index in
                let frame = frames[index]
                if let png = recorder?.reuse(frame, name: options.fileName(for: frame)) {
                    try output.keep(index)
                    if let sheet { sheet.draw(try PNGDecoder.decode(png), at: index) }
                    progress.step()
                    return nil
                }
                return try timeline.presentation(at: frame.time, drawnOnly: true).displayList(scale: options.scale, canvas: options.canvas)
            }, finish: { index, bitmap in
                try output.emit(bitmap, index: index, frame: frames[index])
                sheet?.draw(bitmap, at: index)
                progress.step()
            })
            return output.written
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.runtime("\(error)")
        }
    }

    /// Writes the contact sheet (exit 3 when it cannot).
    static func writeContactSheet(_ sheet: Bitmap, to url: URL, level: Int) throws {
        do {
            try writeFileAtomically(try PNGEncoder(compressionLevel: level).encode(sheet), to: url.path)
        } catch {
            throw CLIError.runtime("cannot write contact sheet: \(error)")
        }
    }

    /// What `--verbose` says before rendering: the frames, their size and
    /// rate, the backend; for a raw RGBA stream, the ffmpeg input options
    /// that read it.
    static func describe(_ options: RenderOptions, scene: Scene, backend: String) -> String {
        let (width, height) = options.pixelSize
        let numbers = options.plan.numbers
        let fps = NumberText.fixed(options.framesPerSecond)
        var text = "flipbook: \(scene.name): frames \(numbers.lowerBound):\(numbers.upperBound) "
            + "(\(counted(options.plan.frames.count, "frame"))) at \(fps) fps, \(width)x\(height) px, \(backend)\n"
        if options.stream == .rgba {
            let (num, den) = FrameStreamFormat.rational(options.framesPerSecond)
            let rate = den == 1 ? "\(num)" : "\(num)/\(den)"
            text += "flipbook: read it with: ffmpeg -f rawvideo -pix_fmt rgba -s \(width)x\(height) -r \(rate) -i -\n"
        }
        return text
    }
}
