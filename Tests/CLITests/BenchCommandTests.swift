import FlipbookCLI
import Foundation
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
    }

    @Test func gpuBackendBenchesOnLlvmpipe() throws {
        let r = flipbook("bench", "scene", "equalizer", "--frames", "2", "--scale", "0.25", "--json", "--backend", "gpu")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("\"backend\":\"gpu: "), "\(r.out)")
    }

    @Test(arguments: [
        (["bench"], "bench needs a workload"),
        (["bench", "scene"], "bench scene needs a scene name"),
        (["bench", "scene", "nope"], "unknown scene 'nope'"),
        (["bench", "scene", "equalizer", "--frames", "0"], "--frames must be an integer"),
        (["bench", "scene", "equalizer", "--backend", "metal"], "--backend must be cpu, gpu or auto"),
        (["bench", "scene", "equalizer", "--backend", "cpu", "--msaa", "4"], "--device and --msaa apply to the GPU backend"),
    ])
    func badInputExitsTwo(args: [String], expected: String) {
        let out = StringSink(), err = StringSink()
        #expect(Flipbook.run(args, stdout: out, stderr: err) == 2)
        #expect(err.text.contains(expected), "\(err.text)")
    }
}
