import Benchmarks
import CPURaster
import GPURaster
import Output
import Parsing
import Terminal

/// `flipbook bench scene <scene> [--backend B] [--frames N] [--size WxH]
/// [--scale S] [--threads N] [--bands N] [--png-level L] [--json]`: N
/// frames spread over one loop of the scene, measured by `SceneBench`
/// (Benchmarks; the CPU's raster on `--threads` threads).
enum BenchScene {
    static let spec = CommandSpec(
        "scene", summary: "time every stage of a scene's frames on one thread", operands: .scene,
        about: """
            N frames spread over one loop of the scene on one thread,
            after a warm-up of 5 frames; every stage timed on its own (evaluate,
            display list, raster = the backend's render, PNG encode in memory) with
            median, p95, min and max per frame, plus the build, machine and backend.
            --threads N times the CPU drawing each frame on N threads, in
            horizontal bands, and the PNG encoder on N threads (a large frame
            in parts of rows), as render does for a single frame. On the CPU each
            frame is drawn over the one before it, only in the rows whose display
            items changed (as render draws them; the same bytes), so the raster
            stage times redraws; --full-redraw times every frame drawn whole.

            """,
        groups: [OptionGroup(options)],
        run: run)

    private static var options: [OptionSpec] {
        var list = [OptionSpec("--frames", value: "N", "frames measured", default: .value("60"))]
        list += FrameGeometry.options
        list += [BackendSelection.backendOption] + BackendSelection.gpuOptions + [BackendSelection.fullRedrawOption]
        list += [OptionSpec("--threads", value: "N", "CPU: draw each frame on N threads, in horizontal bands, 1-1024",
                            default: .value("1")),
                 OptionSpec("--bands", value: "N", "CPU: cut each frame into N horizontal bands, 1-1024",
                            default: .described("bands of at most 2^20 pixels, and 4 a thread on more than one")),
                 BenchCommand.offOption]
        list += [BenchCommand.pipelineDepthOption, .pngLevel] + OptionSpec.sceneInput + [.json("one JSON object instead of text"), BenchReport.htmlOption]
        return list
    }

    static func run(_ invocation: Invocation) throws {
        let (args, stdout, stderr) = (invocation.args, invocation.stdout, invocation.stderr)
        let scene = try Flipbook.scene(named: invocation.sceneName, input: try SceneInput(args), warnings: stderr)
        let selection = try BackendSelection(args)
        let frames = try BenchCommand.frameCount(args) ?? 60
        let geometry = try FrameGeometry(args, scene: scene)
        let (canvas, scale) = (geometry.canvas, geometry.scale)
        let level = try args.pngLevel()
        let depth = try PipelineDepthOption.parse(args)

        let threads = try args.integer("--threads", in: 1...1024) ?? 1
        let chosenBands = try args.integer("--bands", in: 1...1024)
        var (renderer, backend) = try selection.makeRenderer(stderr: stderr)
        if threads > 1 || chosenBands != nil {
            guard var cpu = renderer as? CPURenderer else {
                throw CLIError.usage("--threads and --bands apply to the CPU backend")
            }
            cpu.threads = threads
            cpu.bands = chosenBands
            renderer = cpu
        }
        let off = try BenchCommand.shortcutsOff(args, renderer: renderer)
        renderer = BackendSelection.sequential(Shortcut.renderer(renderer, without: off), args)
        let size = FrameGeometry.pixelSize(of: canvas, scale: scale)
        let bands = (renderer as? CPURenderer)?.bandCount(width: size.width, height: size.height) ?? 1
        let environment = BenchEnvironment(backend: backend)
        var encoder = PNGEncoder(compressionLevel: level)
        encoder.threads = threads
        let times = (0..<frames).map { scene.loopStart + scene.loopDuration * Double($0) / Double(frames) }
        let staged: [StagedFrame]
        do {
            staged = try SceneBench.measure(scene: scene, times: times, scale: scale, canvas: canvas, renderer: renderer,
                                            encoder: encoder, depth: depth)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
        var report = SceneBench.Report(scene: scene.name, backend: backend, pixelWidth: size.width, pixelHeight: size.height,
                                       threads: threads, bands: bands, pngLevel: level, shortcutsOff: off.map(\.rawValue),
                                       frames: staged, environment: environment)
        report.redraw = BackendSelection.redraw(of: renderer)
        let words = ["flipbook", "bench", "scene"] + args.words
        let json = report.json.withCommand(words).text + "\n"
        stdout.write(args.has("--json") ? json : report.text)
        try BenchReport.writePage(ofRun: json, args: args, words: words)
    }
}
