import Foundation
import Lottie
import SceneFile
import Testing

/// Time remapping (`tm` on a precomposition layer) against hand-computed
/// positions: Features/time-remap.json moves a square from x = 10 to 90
/// over child frames 0…20 (linear, 10 frames per second) and remaps the
/// parent's frame f to child seconds 0 → 2 over f = 0…10, then 2 → 0.5
/// over f = 10…20, linearly.
@Suite struct LottieTimeRemapTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Features/time-remap.json").path

    /// x of the square at parent time `t` seconds.
    func x(at t: Double) throws -> Double? {
        let lottie = try LottieDecoder().decode(contentsOf: Self.file)
        return try lottie.layer("square", at: t).values["position"]?.point?.x
    }

    @Test(arguments: [
        // parent frame → child seconds → child frame → x = 10 + 4 · child frame
        (0.0, 10.0),    // tm 0 s: child frame 0
        (0.5, 50.0),    // frame 5: tm 1 s, child frame 10
        (1.0, 90.0),    // frame 10: tm 2 s, child frame 20
        (1.5, 60.0),    // frame 15: tm 1.25 s, child frame 12.5
        (2.0, 30.0),    // frame 20: tm 0.5 s, child frame 5
        (0.25, 30.0),   // frame 2.5: between samples 2 and 3 (x 26 and 34), joined linearly
    ])
    func remappedPosition(time: Double, expected: Double) throws {
        #expect(close(try x(at: time), expected, 1e-9))
    }

    /// The remap is baked over the layer's in…out frames, within the
    /// composition's own for a layer of the root: a huge range there is
    /// sampled over the frames shown (one warning); nested, where it
    /// cannot be cut, it is refused by the limits instead of exhausting
    /// memory.
    @Test func hugeRangeIsBounded() throws {
        let json = try String(contentsOfFile: Self.file, encoding: .utf8)
        let huge = json.replacingOccurrences(of: "\"ip\": 0, \"op\": 21, \"st\": 0, \"w\": 100",
                                             with: "\"ip\": 0, \"op\": 1e12, \"st\": 0, \"w\": 100")
        let lottie = try LottieImport(json: huge)
        #expect(lottie.warnings.map(\.location) == ["layers[0].tm"], "\(lottie.warnings)")
        #expect(close(try lottie.layer("square", at: 0.5).values["position"]?.point?.x, 50, 1e-9))
        let remapped = "{\"ty\": 0, \"nm\": \"remapped\", \"refId\": \"moving\", \"ip\": 0, \"op\": 1e12, \"st\": 0, "
            + "\"ks\": {}, \"tm\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0]}, {\"t\": 20, \"s\": [2]}]}}"
        let moving = try #require(json.range(of: "{\"id\": \"moving\"")).lowerBound
        let assetsEnd = try #require(json.range(of: "]}]}],\n \"layers\"")).lowerBound
        let assets = "[" + json[moving..<assetsEnd] + "]}]}, {\"id\": \"wrap\", \"layers\": [\(remapped)]}]"
        let nested = LottieJSON.document([LottieJSON.layer(0, name: "wrapper", extra: "\"refId\": \"wrap\"")],
                                         assets: assets)
        let error = try #require(throws: SceneFileError.self) { try LottieImport(json: nested) }
        #expect(error.kind == .limit && error.location == "assets[1].layers[0].tm", "\(error)")
    }
}
