import Benchmarks
import CPURaster
import Foundation
import Layers
import Lottie
import Parsing
import Presentation
import Terminal

/// `flipbook bench lottie DIR [--frames N] [--backend B] [--json] [--html
/// FILE]`: every Lottie file of a folder timed as `bench scene` times a
/// scene, render only, at the frames the peer players are timed on
/// (`LottieBench`, in Benchmarks), with a summary of geometric means.
enum BenchLottie {
    static let spec = CommandSpec(
        "lottie", summary: "time every Lottie file of a folder on one thread, with geometric means",
        operands: .custom("DIR"),
        about: """
            each .json file directly in DIR (sorted by name, not in subfolders) is
            imported as a Lottie file and timed as bench scene times a scene, on one
            thread, at the file's own size, render only (no PNG): evaluate, display
            list, raster and render (the three together), the median of N frames
            after a warm-up of 5. The frames are ip + (op - ip)(i + 0.5)/N for
            i = 0 … N-1, the middles of N equal parts of the file's range: the frames
            tools/lottie-reference --speed times ThorVG and rlottie on. On the CPU
            each frame is drawn over the one before, only in the rows whose display
            items changed (the same bytes); --full-redraw draws each whole. A table
            gives each file's medians in ms and frames/s (1000 / render ms); the
            summary gives their geometric means over the files measured and the
            largest evaluate + display list. The files' warnings are not printed
            (render or inspect prints them). Progress goes to stderr, a line a file.
            A file that cannot be imported gets a row with the reason and is left
            out of the means; the others still run, and the command then exits 2
            naming it (3 when a file was imported but could not be drawn). No
            .json file in DIR, or no such folder: exit 2.

            """,
        groups: [OptionGroup(options)],
        run: run)

    private static var options: [OptionSpec] {
        [OptionSpec("--frames", value: "N", "frames measured per file", default: .value("20")),
         OptionSpec("--backend", value: "B", "cpu, gpu or auto: auto takes a hardware GPU when there is one, else the "
                    + "CPU, said on stderr", default: .value("cpu"))]
            + BackendSelection.gpuOptions
            + [BackendSelection.fullRedrawOption, .lottieReading, BenchCommand.pipelineDepthOption,
               .json("one JSON object a line: a file each, then the summary"), BenchReport.htmlOption,
               .quiet("no progress on stderr")]
    }

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr) = (invocation.args, invocation.stdout, invocation.stderr)
        guard let folder = args.positional.first else {
            throw CLIError.usage("bench lottie needs a folder of Lottie files: bench lottie DIR")
        }
        if args.positional.count > 1 { throw CLIError.usage("unexpected argument '\(args.positional[1])'") }
        let files = try lottieFiles(in: folder)
        let selection = try BackendSelection(args)
        let frames = try BenchCommand.frameCount(args) ?? 20
        let depth = try PipelineDepthOption.parse(args)
        let reading = try SceneInput.lottieReading(args)
        let (chosen, backend) = try selection.makeRenderer(stderr: stderr)
        let renderer = BackendSelection.sequential(chosen, args)
        let environment = BenchEnvironment(backend: backend)
        let quiet = args.has("--quiet")
        var rows: [LottieBench.Row] = []
        var failedToDraw = false
        for (index, name) in files.enumerated() {
            if !quiet { stderr.write("flipbook: bench lottie \(index + 1)/\(files.count): \(OneLine.escaping(name))\n") }
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            let row = measure(path, name: name, frames: frames, reading: reading, renderer: renderer, depth: depth)
            if case .refused(let reason) = row.result, reason.hasPrefix(drawFailure) { failedToDraw = true }
            rows.append(row)
        }
        var report = LottieBench.Report(rows: rows, backend: backend, frameCount: frames, environment: environment)
        report.redraw = BackendSelection.redraw(of: renderer)
        report.reading = reading.rawValue
        let words = ["flipbook", "bench", "lottie"] + args.words
        let json = report.jsonLines { $0.withCommand(words) }.map { $0.text + "\n" }.joined()
        stdout.write(args.has("--json") ? json : report.text(folder: folder))
        // A page needs one figure: with every file refused, only the exit status speaks.
        if !report.measured.isEmpty { try BenchReport.writePage(ofRun: json, args: args, words: words) }
        // A refused file still gets its row and the others their figures,
        // but the run fails: a CI job that compares the geometric mean with
        // an earlier run's must not compare means over different files
        // without noticing. 3 when a file was imported but could not be
        // drawn (a runtime failure), else 2 (the file is bad input).
        let refused = report.refused
        guard refused.isEmpty else {
            let message = "bench lottie: \(refused.count) of \(files.count) files not measured: "
                + refused.map(OneLine.escaping).joined(separator: ", ") + " (see their rows)"
            throw failedToDraw ? CLIError.runtime(message) : CLIError.usage(message)
        }
    }

    /// The start of a refusal that is a drawing failure, not an import one.
    private static let drawFailure = "bench failed: "

    /// One file's row: imported (as a Lottie document in `reading`, warnings not
    /// written) and timed, or refused with the one-line reason.
    private static func measure(_ path: String, name: String, frames: Int, reading: LottieReading,
                                renderer: any RenderBackend, depth: Int) -> LottieBench.Row {
        var input = SceneInput(format: .lottie)
        input.quiet = true
        input.lottieReading = reading
        let scene: Scene
        do {
            scene = try Flipbook.scene(named: path, input: input, warnings: nil)
            try FrameGeometry.checkPixels(of: scene.size, scale: 1)
        } catch {
            return LottieBench.Row(file: name, result: .refused(OneLine.escaping("\(error)")))
        }
        let (numbers, seconds) = LottieBench.frames(of: scene, count: frames)
        let size = FrameGeometry.pixelSize(of: scene.size, scale: 1)
        do {
            let staged = try LottieBench.measure(scene: scene, seconds: seconds, renderer: renderer, depth: depth)
            guard let measured = LottieBench.Measured(pixelWidth: size.width, pixelHeight: size.height,
                                                      frameNumbers: numbers, frames: staged) else {
                return LottieBench.Row(file: name, result: .refused(drawFailure + "no frames"))
            }
            return LottieBench.Row(file: name, result: .measured(measured))
        } catch {
            return LottieBench.Row(file: name, result: .refused(OneLine.escaping(drawFailure + "\(error)")))
        }
    }

    /// The names of the `.json` files directly in `folder` (any case of
    /// the extension; folders and other non-files left out), sorted.
    /// - Throws: exit 2 when `folder` is not a folder or holds none.
    static func lottieFiles(in folder: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CLIError.usage("bench lottie: \(OneLine.escaping(folder)) is not a folder")
        }
        let files = names.filter { name in
            var isSubfolder: ObjCBool = false
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            return name.lowercased().hasSuffix(".json")
                && FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder) && !isSubfolder.boolValue
        }.sorted()
        guard !files.isEmpty else {
            throw CLIError.usage("bench lottie: \(OneLine.escaping(folder)) holds no .json files")
        }
        return files
    }
}
