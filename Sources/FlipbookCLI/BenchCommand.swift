import CPURaster
import Foundation
import Geometry
import Layers
import Output
import Presentation

/// `flipbook bench scene <scene> [--backend B] [--frames N] [--size WxH]
/// [--scale S] [--json]`: frames per second of rendering alone and of
/// rendering plus PNG encoding, on one thread, after a warm-up.
enum BenchCommand {
    /// Frames rendered before timing starts, so caches and lazily built
    /// state (fonts, allocator pools) do not count.
    static let warmUpFrames = 5

    static func run(_ words: [String], stdout: TextSink, stderr: TextSink) throws {
        let args = try Arguments(words, options: BackendSelection.optionNames.union(["--frames", "--size", "--scale", "--png-level", "--param"]),
                                 flags: ["--json", "--help", "-h"])
        if args.has("--help") || args.has("-h") { stdout.write(Help.bench); return }
        guard args.positional.first == "scene" else {
            throw CLIError.usage("bench needs a workload: `flipbook bench scene <scene>`")
        }
        guard args.positional.count == 2 else {
            throw CLIError.usage(args.positional.count < 2 ? "bench scene needs a scene name" : "unexpected argument '\(args.positional[2])'")
        }
        let scene = try Flipbook.scene(named: args.positional[1], parameters: args.values("--param"))
        let selection = try BackendSelection(args)
        guard let frames = args.value("--frames").map({ Int($0) }) ?? 60, frames >= 1, frames <= 100_000 else {
            throw CLIError.usage("--frames must be an integer 1…100000, got '\(args.value("--frames")!)'")
        }
        let canvas = try args.value("--size").map(RenderOptions.parseSize) ?? scene.size
        let scale = try args.number("--scale", default: 2)
        guard scale > 0, scale <= 16 else { throw CLIError.usage("--scale must be in (0, 16]") }
        let level = Int(args.value("--png-level") ?? "1") ?? -1
        guard (0...9).contains(level) else { throw CLIError.usage("--png-level must be an integer 0…9") }

        let (renderer, backend) = try selection.makeRenderer(stderr: stderr)
        let encoder = PNGEncoder(compressionLevel: level)
        let times = (0..<frames).map { scene.loopStart + scene.loopDuration * Double($0) / Double(frames) }
        func renderFrame(_ t: Double) throws -> Bitmap {
            try renderer.render(scene.presentation(at: t).displayList(scale: scale, canvas: canvas))
        }
        do {
            for t in times.prefix(warmUpFrames) { _ = try encoder.encode(try renderFrame(t)) }
            let renderOnly = try measure(times) { _ = try renderFrame($0) }
            var bytes = 0
            let withPNG = try measure(times) { bytes += try encoder.encode(try renderFrame($0)).count }
            let report = BenchReport(scene: scene.name, backend: backend, canvas: canvas, scale: scale, frames: frames,
                                     renderFPS: renderOnly, renderAndEncodeFPS: withPNG, pngLevel: level,
                                     meanPNGBytes: bytes / frames)
            stdout.write(args.has("--json") ? report.json : report.text)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.runtime("bench failed: \(error)")
        }
    }

    /// Frames per second of `body` over `times`.
    static func measure(_ times: [Double], _ body: (Double) throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for t in times { try body(t) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Double(times.count) / max(seconds, 1e-9)
    }
}

/// What `flipbook bench scene` measured.
struct BenchReport {
    var scene: String
    var backend: String
    var canvas: Size
    var scale: Double
    var frames: Int
    var renderFPS: Double
    var renderAndEncodeFPS: Double
    var pngLevel: Int
    var meanPNGBytes: Int

    var build: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    var pixels: String { "\(Int((canvas.width * scale).rounded()))x\(Int((canvas.height * scale).rounded()))" }

    var text: String {
        var s = "bench scene \(scene): backend \(backend), \(pixels) px, \(frames) frames, \(build) build, 1 thread\n"
        s += String(format: "  render (evaluate + display list + raster): %8.1f frames/s\n", renderFPS)
        s += String(format: "  render + PNG encode (level %d):            %8.1f frames/s (%d bytes/frame)\n",
                    pngLevel, renderAndEncodeFPS, meanPNGBytes)
        if build == "debug" { s += "  note: debug build; measure with `swift build -c release` (tools/flipbook does)\n" }
        return s
    }

    var json: String {
        String(format: "{\"workload\":\"scene\",\"scene\":\"%@\",\"backend\":\"%@\",\"pixels\":\"%@\",\"frames\":%d,\"build\":\"%@\",\"threads\":1,\"renderFramesPerSecond\":%.3f,\"renderAndEncodeFramesPerSecond\":%.3f,\"pngLevel\":%d,\"meanPNGBytes\":%d}\n",
               scene, backend, pixels, frames, build, renderFPS, renderAndEncodeFPS, pngLevel, meanPNGBytes)
    }
}
