import CPURaster
import Foundation
import Geometry
import GoldenSupport
import GPURaster
import Layers
import Lottie
import Presentation
import Testing

/// Every feature's own small Lottie file (Features/*.json, written for
/// these tests) at 5 progress points of its `ip`…`op` range: the CPU frame
/// against its golden PNG (Goldens/<file>-<k>.png, `RECORD_GOLDENS=1`
/// re-records), and the GPU frames of both paths (raster and compute)
/// against the CPU frame within the GPU's declared tolerance
/// (`GPUTolerance`, 1 level of every channel).
@Suite struct LottieFeatureGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let features = folder.appendingPathComponent("Features")
    static let goldens = folder.appendingPathComponent("Goldens")

    /// The feature files' names, sorted.
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: features.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// One GPU renderer for the suite: making one costs a context and its
    /// programs.
    static let gpu: Result<GPURenderer, any Error> = Result { try GPURenderer(path: .raster) }
    static let compute: Result<GPURenderer, any Error> = Result { try GPURenderer(path: .compute) }

    /// Feature files read in the After Effects reading, the one that
    /// draws a radial gradient's highlight and text animators, so that
    /// they are drawn and checked; the others in the default (Core
    /// Animation's).
    static let readAsAfterEffects: Set<String> = ["radial-highlight.json", "text-animators.json"]

    /// Feature file `file` (a name in `files`) decoded in its reading.
    static func decode(_ file: String) throws -> LottieImport {
        var decoder = LottieDecoder()
        if readAsAfterEffects.contains(file) { decoder.reading = .afterEffects }
        return try decoder.decode(contentsOf: features.appendingPathComponent(file).path)
    }

    /// The scene of feature file `file` (a name in `files`).
    static func scene(of file: String) throws -> Scene {
        try decode(file).scene
    }

    /// The 5 whole frames checked: the in point, the last frame before the
    /// out point, and three evenly between (rounded down).

    static func progressFrames(ip: Double, op: Double) -> [Double] {
        let last = max(ip, (op - 1).rounded(.up))
        return (0..<5).map { k in (ip + (last - ip) * Double(k) / 4).rounded(.down) }
    }

    @Test func everyFeatureHasAFile() {
        #expect(Self.files.count >= 1, "no feature files in \(Self.features.path)")
    }

    @Test(arguments: files)
    func feature(_ file: String) throws {
        let scene = try Self.scene(of: file)
        let fps = scene.framesPerSecond
        let ip = scene.loopStart * fps, op = ip + scene.loopDuration * fps
        let stem = String(file.dropLast(".json".count))
        for (k, frame) in Self.progressFrames(ip: ip, op: op).enumerated() {
            let list = try scene.presentation(at: frame / fps).displayList(scale: 1, canvas: scene.size)
            let cpu = try CPURenderer().render(list)
            try expectMatchesImageGolden(cpu, named: "\(stem)-\(k)", in: Self.goldens, tolerance: .cpu)
            for (path, renderer) in [("raster", Self.gpu), ("compute", Self.compute)] {
                let gpu = try renderer.get().render(list)
                let comparison = GPUComparison(gpu: gpu, cpu: cpu,
                                               edge: Array(repeating: false, count: cpu.width * cpu.height))
                #expect(comparison.isWithinTolerance, "\(file) frame \(frame): \(path) GPU against CPU: \(comparison)")
            }
        }
    }

    /// The progress points are whole frames spread over the range.
    @Test func progressFramesSpreadOverTheRange() {
        #expect(Self.progressFrames(ip: 0, op: 21) == [0, 5, 10, 15, 20])
        #expect(Self.progressFrames(ip: 10, op: 12) == [10, 10, 10, 10, 11])
    }
}
