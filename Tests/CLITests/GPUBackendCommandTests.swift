import FlipbookCLI
import Foundation
import Output
import Terminal
import TestFolders
import Testing

@Suite struct GPUBackendCommandTests {
    @Test func devicesListsTheSoftwareDevice() {
        let r = flipbook("devices")
        #expect(r.status == 0)
        #expect(r.out.contains("llvmpipe"), "\(r.out)")
        #expect(r.out.contains("* 0: "))
        let json = flipbook("devices", "--json")
        #expect(json.out.hasPrefix("{\"devices\":[{\"index\":0,"))
        // llvmpipe has framebuffer fetch: auto takes the raster path there.
        #expect(json.out.contains("\"path\":\"raster\""), "\(json.out)")
        #expect(r.out.contains("why: framebuffer fetch makes the raster path exact"), "\(r.out)")
    }

    /// `flipbook` with GALLIUM_DRIVER=softpipe (Mesa's second driver: ES
    /// 3.1, no framebuffer fetch, as NVIDIA's drivers): status, stdout,
    /// stderr.
    static func onSoftpipe(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        try runProcess(args, environment: ProcessInfo.processInfo.environment.merging(["GALLIUM_DRIVER": "softpipe"]) { $1 })
    }

    /// Without framebuffer fetch the GPU takes the compute path, and
    /// `compare`'s own defaults pass on aperture, which float targets
    /// failed (4 pixels 2 levels off).
    @Test func softpipeTakesTheComputePathAndMatchesTheCPU() throws {
        let devices = try Self.onSoftpipe(["devices", "--json"])
        #expect(devices.out.contains("\"renderer\":\"softpipe\""), "\(devices.out)")
        #expect(devices.out.contains("\"path\":\"compute\""), "\(devices.out)")
        let folder = try temporaryFolder()
        let r = try Self.onSoftpipe(["compare", "aperture", "--frames", "10:12", "--scale", "0.25", "--a", "gpu",
                                     "--b", "cpu", "--out", folder.path])
        #expect(r.status == 0, "\(r.out) \(r.err)")
        #expect(r.out.contains("softpipe, compute path"), "\(r.out)")
    }

    /// A blend mode on softpipe: exit 3 on the raster path (it needs
    /// framebuffer fetch), drawn on the compute path.
    @Test func softpipeDrawsBlendModesOnTheComputePath() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LottieTests/Features/blend-modes.json").path
        let raster = try Self.onSoftpipe(["render", file, "--frames", "0:1", "--backend", "gpu", "--gpu-path", "raster",
                                          "--out", try temporaryFolder().path])
        #expect(raster.status == 3, "\(raster.err)")
        #expect(raster.err.contains("needs framebuffer fetch"), "\(raster.err)")
        let compute = try Self.onSoftpipe(["render", file, "--frames", "0:1", "--backend", "gpu",
                                           "--out", try temporaryFolder().path])
        #expect(compute.status == 0, "\(compute.err)")
        #expect(compute.err.contains("compute path"), "\(compute.err)")
    }

    /// A rotated grid of copies placed on the GPU (grid_bin.comp: each
    /// copy cut into three trapezoids), fading in and out past 0 and 1,
    /// scaled by an optional track and pushed by its offset, drawn on
    /// softpipe's compute path within compare's defaults.
    @Test func softpipeDrawsARotatedGridOnTheComputePath() throws {
        let folder = try temporaryFolder()
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SceneFileTests/SceneFileData/dot.png")
        try FileManager.default.copyItem(at: data, to: folder.appendingPathComponent("dot.png"))
        let instances = (0..<24).map { k in
            "{\"position\": [\(12 + (k % 6) * 22), \(10 + (k / 6) * 20)], \"timeShift\": \(Double(k) * 0.041), "
                + "\"offset\": [\(k % 5 - 2), \(k % 3 - 1)], \"optionalTracks\": \(k % 3 == 0 ? 0 : 1)}"
        }
        let scene = """
            {"flipbook": 1, "name": "rotated-grid", "summary": "a rotated grid", "size": [160, 130], "loopDuration": 2,
             "framesPerSecond": 30,
             "root": {"name": "root", "bounds": [0, 0, 160, 130], "position": [80, 65], "backgroundColor": "#203040",
              "sublayers": [{"type": "instanced", "name": "grid", "bounds": [0, 0, 140, 90], "position": [80, 65],
               "transform": [0.921061, 0.389418, 0, 0, -0.389418, 0.921061, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
               "optionalTrackKeys": ["grow"],
               "instances": [\(instances.joined(separator: ", "))],
               "template": {"name": "tile", "bounds": [0, 0, 20, 14], "position": [0, 0], "contents": "dot.png",
                "animations": [
                 {"key": "fade", "type": "keyframe", "keyPath": "opacity", "values": [0.2, 1.4, -0.2, 0.8],
                  "keyTimes": [0, 0.3, 0.6, 1], "duration": 1.3, "repeatCount": "infinity", "autoreverses": true},
                 {"key": "grow", "type": "basic", "keyPath": "transform.scale", "from": 0.5, "to": 1.6, "duration": 0.9,
                  "repeatCount": "infinity"},
                 {"key": "push", "type": "basic", "keyPath": "instanceOffset", "from": 0, "to": 1, "duration": 0.7,
                  "repeatCount": "infinity"}]}}]}}
            """
        let file = folder.appendingPathComponent("rotated-grid.json")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let r = try Self.onSoftpipe(["compare", file.path, "--frames", "0:4", "--fps", "5", "--scale", "2",
                                     "--a", "gpu", "--b", "cpu", "--out", folder.appendingPathComponent("report").path])
        #expect(r.status == 0, "\(r.out) \(r.err)")
        #expect(r.out.contains("softpipe, compute path"), "\(r.out)")
    }

    @Test func gpuRenderMatchesTheCPUInside() throws {
        let gpu = try temporaryFolder(), cpu = try temporaryFolder()
        let args = ["render", "equalizer", "--time", "0.3", "--scale", "1"]
        #expect(flipbook(args + ["--backend", "gpu", "--out", gpu.path]).status == 0)
        #expect(flipbook(args + ["--backend", "cpu", "--out", cpu.path]).status == 0)
        let name = "equalizer-00018.png"
        let a = try PNGDecoder.decode(contentsOf: gpu.appendingPathComponent(name).path)
        let b = try PNGDecoder.decode(contentsOf: cpu.appendingPathComponent(name).path)
        #expect(a.width == b.width && a.height == b.height)
        // The top quarter of the screen is the background gradient alone, no
        // shape edge: there the backends agree within 2/255 everywhere
        // (interiors must agree; only anti-aliased edges may differ more).
        var far = 0
        for i in 0..<(a.width * a.height / 4 * 4) where abs(Int(a.pixels[i]) - Int(b.pixels[i])) > 2 { far += 1 }
        #expect(far == 0, "\(far) channel values differ by more than 2 away from any edge")
        // Over the whole frame, edge pixels are a small fraction: the mean
        // channel difference stays below half a level.
        let total = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(Double(total) / Double(a.pixels.count) < 0.5)
    }

    @Test func autoFallsBackToTheCPUAndSaysSo() throws {
        let folder = try temporaryFolder()
        let r = flipbook("render", "equalizer", "--time", "0", "--scale", "0.25", "--out", folder.path)
        #expect(r.status == 0)
        #expect(r.err.contains("rendering on the CPU"), "\(r.err)")
    }

    @Test(arguments: [
        (["--backend", "gpu", "--compositing", "half"], "--compositing must be fetch or float"),
        (["--backend", "cpu", "--device", "0"], "--device, --gpu-path and --compositing apply to the GPU backend"),
        (["--backend", "gpu", "--device", "x"], "--device must be a device index"),
        (["--backend", "gpu", "--gpu-path", "tiles"], "--gpu-path must be compute, raster or auto"),
        (["--backend", "gpu", "--gpu-path", "compute", "--compositing", "fetch"],
         "--compositing applies to --gpu-path raster, not compute"),
        (["--backend", "cpu", "--gpu-path", "compute"], "--device, --gpu-path and --compositing apply to the GPU backend"),
    ])
    func badGPUOptionsExitTwo(extra: [String], expected: String) {
        let r = flipbook(["render", "equalizer", "--time", "0", "--out", "/nonexistent/x"] + extra)
        #expect(r.status == 2)
        #expect(r.err.contains(expected), "\(r.err)")
    }

    @Test func missingDeviceIsARuntimeError() throws {
        let r = flipbook("render", "equalizer", "--time", "0", "--backend", "gpu", "--device", "99",
                         "--out", try temporaryFolder().path)
        #expect(r.status == 3)
        #expect(r.err.hasPrefix("flipbook: --backend gpu: "), "\(r.err)")
    }

    @Test func absentPlatformIsARuntimeErrorNamingWhatWasTried() throws {
        guard FileManager.default.isExecutableFile(atPath: flipbookExecutable.path) else {
            Issue.record("flipbook is not built")
            return
        }
        let r = try runProcess(["render", "equalizer", "--time", "0", "--backend", "gpu", "--out", try temporaryFolder().path],
                               environment: ProcessInfo.processInfo.environment.merging(["EGL_PLATFORM": "gbm"]) { $1 })
        let text = r.err
        #expect(r.status == 3)
        #expect(text.contains("EGL_PLATFORM=gbm"), "\(text)")
        #expect(text.filter { $0 == "\n" }.count == 1)
    }
}

/// `flipbook(...)` with an array.
func flipbook(_ args: [String]) -> (status: Int32, out: String, err: String) {
    let out = StringSink(), err = StringSink()
    let status = Flipbook.run(args, stdout: out, stderr: err)
    return (status, out.text, err.text)
}
