import Geometry
import GPURaster
import Layers
import Output
import Presentation

/// The measurement behind `flipbook bench scene` (the CLI parses its
/// options and prints the report): every stage of a scene's frames,
/// timed on its own on one thread after a warm-up (on the GPU, through a
/// `GPUFramePipeline`), and the report of their statistics.
package enum SceneBench {
    /// The frames at `times` (after a warm-up of the first
    /// `StagedFrame.warmUpFrames` of them), each encoded with `encoder`
    /// (nil: render only); on the GPU, `depth` frames in flight.
    package static func measure(scene: Scene, times: [Double], scale: Double, canvas: Size,
                                renderer: any RenderBackend, encoder: PNGEncoder?, depth: Int) throws -> [StagedFrame] {
        let warmUp = Array(times.prefix(StagedFrame.warmUpFrames))
        let scene = CompiledScene(scene)
        if let gpu = renderer as? GPURenderer {
            let bench = PipelinedBench(pipeline: GPUFramePipeline(renderer: gpu, depth: depth), scene: scene,
                                       scale: scale, canvas: canvas, encoder: encoder)
            _ = try bench.run(times: warmUp)
            return try bench.run(times: times)
        }
        for t in warmUp {
            _ = try StagedFrame(scene: scene, time: t, scale: scale, canvas: canvas, renderer: renderer, encoder: encoder)
        }
        return try times.map {
            try StagedFrame(scene: scene, time: $0, scale: scale, canvas: canvas, renderer: renderer, encoder: encoder)
        }
    }

    /// What `bench scene` prints: the frames' stages with what they were
    /// drawn with.
    package struct Report {
        package var scene: String
        package var backend: String
        package var pixelWidth: Int, pixelHeight: Int
        /// CPU threads and bands each frame was drawn on (1 and 1 on the GPU).
        package var threads: Int, bands: Int
        package var pngLevel: Int
        /// The renderer shortcuts turned off (`--off`), by name.
        package var shortcutsOff: [String]
        /// What each frame redrew: only what changed since the one before
        /// (the renderer's damage tracking), or all of it
        /// (`--full-redraw`). Default: whole frames.
        package var redraw = Redraw.wholeFrames
        package var frames: [StagedFrame]
        package var environment: BenchEnvironment

        package init(scene: String, backend: String, pixelWidth: Int, pixelHeight: Int, threads: Int, bands: Int,
                     pngLevel: Int, shortcutsOff: [String] = [], frames: [StagedFrame], environment: BenchEnvironment) {
            (self.scene, self.backend, self.pixelWidth, self.pixelHeight) = (scene, backend, pixelWidth, pixelHeight)
            (self.threads, self.bands, self.pngLevel, self.shortcutsOff) = (threads, bands, pngLevel, shortcutsOff)
            (self.frames, self.environment) = (frames, environment)
        }

        private var renderSeconds: Double { frames.reduce(0) { $0 + $1.render } }
        private var totalSeconds: Double { frames.reduce(0) { $0 + $1.render + $1.encode } }
        private var meanBytes: Int { frames.isEmpty ? 0 : frames.reduce(0) { $0 + $1.pngBytes } / frames.count }
        private var pixels: String { "\(pixelWidth)x\(pixelHeight)" }

        package var json: JSONValue {
            .object([
                ("workload", .string("scene")), ("scene", .string(scene)), ("backend", .string(backend)),
                ("pixels", .string(pixels)), ("frames", .integer(frames.count)),
                ("warmUpFrames", .integer(StagedFrame.warmUpFrames)),
                ("threads", .integer(threads)), ("bands", .integer(bands)),
                ("shortcutsOff", .array(shortcutsOff.map(JSONValue.string))),
                ("redraw", .string(redraw.rawValue)),
                ("renderFramesPerSecond", .number(Double(frames.count) / max(renderSeconds, 1e-9))),
                ("renderAndEncodeFramesPerSecond", .number(Double(frames.count) / max(totalSeconds, 1e-9))),
                ("pngLevel", .integer(pngLevel)), ("meanPNGBytes", .integer(meanBytes)),
                ("stages", StageReport(frames, encoded: true)?.json ?? .array([])), ("environment", environment.json),
            ])
        }

        package var text: String {
            var s = "bench scene \(scene): backend \(backend), \(pixels) px, \(plural(frames.count, "frame")) after "
                + "\(StagedFrame.warmUpFrames) warm-up, 1 thread"
            s += threads > 1 || bands > 1 ? " (raster on \(plural(threads, "thread")) in \(bands) bands)\n" : "\n"
            if !shortcutsOff.isEmpty { s += "  shortcuts off: \(shortcutsOff.joined(separator: ", "))\n" }
            s += redraw.line
            s += "  \(environment.text)\n"
            s += StageReport(frames, encoded: true)?.text ?? ""
            s += String(format: "  render: %.1f frames/s; render + PNG level %d: %.1f frames/s (%d bytes/frame)\n",
                        Double(frames.count) / max(renderSeconds, 1e-9), pngLevel,
                        Double(frames.count) / max(totalSeconds, 1e-9), meanBytes)
            if environment.build == "debug" {
                s += "  note: debug build; measure with `swift build -c release` (tools/flipbook does)\n"
            }
            return s
        }
    }
}
