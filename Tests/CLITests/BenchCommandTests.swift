import FlipbookCLI
import Foundation
import Terminal
import Testing

@Suite struct BenchCommandTests {
    @Test func reportsBothRatesAsJSON() throws {
        let r = flipbook("bench", "scene", "equalizer", "--frames", "2", "--scale", "0.25", "--json")
        #expect(r.status == 0, "\(r.err)")
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        let json = try #require(object)
        #expect(json["scene"] as? String == "equalizer")
        #expect(json["pixels"] as? String == "80x142")
        #expect(json["frames"] as? Int == 2)
        let render = try #require(json["renderFramesPerSecond"] as? Double)
        let encode = try #require(json["renderAndEncodeFramesPerSecond"] as? Double)
        #expect(render > 0 && encode > 0)
        #expect((json["meanPNGBytes"] as? Int ?? 0) > 0)
        // Every stage with its statistics, and the environment.
        let stages = try #require(json["stages"] as? [String: Any])
        for stage in ["evaluate", "displayList", "raster", "encode", "render", "endToEnd"] {
            let s = try #require(stages[stage] as? [String: Double], "\(stage)")
            let median = try #require(s["msMedian"]), p95 = try #require(s["msP95"])
            let low = try #require(s["msMin"]), high = try #require(s["msMax"])
            #expect(low <= median && median <= p95 && p95 <= high, "\(stage): \(s)")
        }
        let environment = try #require(json["environment"] as? [String: Any])
        #expect(environment["build"] as? String != nil && environment["cores"] as? Int ?? 0 >= 1)
    }

    /// `--off` times the general code a shortcut stands in for (what the
    /// print-only `InstancedDrawThroughput` GPU test once measured with
    /// `gpuInstancedDraws`), and the report names the shortcuts.
    @Test(arguments: [(["gpu-instanced-draws", "gpu-track-evaluation"], "gpu"),
                      (["cpu-prepared-images"], "cpu"), ([String](), "cpu")])
    func shortcutsTurnOff(names: [String], backend: String) throws {
        let off = names.flatMap { ["--off", $0] }
        let r = flipbook(["bench", "scene", "fuber", "--frames", "2", "--scale", "0.25", "--json", "--backend", backend] + off)
        #expect(r.status == 0, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(json["shortcutsOff"] as? [String] == names)
        let text = flipbook(["bench", "scene", "fuber", "--frames", "1", "--scale", "0.25", "--backend", backend] + off)
        #expect(text.out.contains("shortcuts off: \(names.joined(separator: ", "))") == !names.isEmpty, "\(text.out)")
    }

    @Test func gpuBackendBenchesOnLlvmpipe() throws {
        let r = flipbook("bench", "scene", "equalizer", "--frames", "2", "--scale", "0.25", "--json", "--backend", "gpu")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("\"backend\":\"gpu: "), "\(r.out)")
    }

    @Test(arguments: [
        (["bench"], "bench needs a subcommand"),
        (["bench", "nope"], "unknown bench subcommand 'nope'"),
        (["bench", "scene"], "bench scene needs a scene name"),
        (["bench", "scene", "nope"], "unknown scene 'nope'"),
        (["bench", "scene", "equalizer", "--frames", "0"], "--frames must be an integer"),
        (["bench", "scene", "equalizer", "--backend", "metal"], "--backend must be cpu, gpu or auto"),
        (["bench", "scene", "equalizer", "--backend", "cpu", "--compositing", "fetch"], "--device, --gpu-path and --compositing apply to the GPU backend"),
        (["bench", "scene", "loader", "--off", "gpu-fast-paths"], "--off must name a shortcut (cpu-fast-paths, "),
        (["bench", "scene", "loader", "--backend", "cpu", "--off", "gpu-track-evaluation"],
         "--off gpu-track-evaluation applies to the GPU backend"),
        (["bench", "scene", "loader", "--backend", "gpu", "--off", "cpu-wide-lanes"],
         "--off cpu-wide-lanes applies to the CPU backend"),
    ])
    func badInputExitsTwo(args: [String], expected: String) {
        let out = StringSink(), err = StringSink()
        #expect(Flipbook.run(args, stdout: out, stderr: err) == 2)
        #expect(err.text.contains(expected), "\(err.text)")
    }
}
