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

    /// The remap is baked at the root's frames within the layer's in…out
    /// frames: a huge range at the root is sampled over the frames shown
    /// (one warning), and so is one nested in a precomposition; inside
    /// another remap, where it cannot be cut, it is refused by the limits
    /// instead of exhausting memory.
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
        // Nested in a plain precomposition it is sampled at the root's
        // frames: frame 5 is child second 0.5, child frame 5.
        let nested = try LottieImport(json: LottieJSON.document(
            [LottieJSON.layer(0, name: "wrapper", extra: "\"refId\": \"wrap\"")], assets: assets))
        #expect(nested.warnings.isEmpty, "\(nested.warnings)")
        #expect(close(try nested.layer("square", at: 0.5).values["position"]?.point?.x, 30, 1e-9))
        // Inside another remap, where root frames do not map, it cannot be cut.
        let remappedWrapper = LottieJSON.layer(0, name: "wrapper",
                                               extra: "\"refId\": \"wrap\", \"tm\": {\"a\": 0, \"k\": 0.5}")
        let error = try #require(throws: SceneFileError.self) {
            try LottieImport(json: LottieJSON.document([remappedWrapper], assets: assets))
        }
        #expect(error.kind == .limit && error.location == "assets[1].layers[0].tm", "\(error)")
    }

    /// A square whose x is 10 until child frame `jump`, then 90 (a hold),
    /// as an asset "jumping"; and one moving x = 10 + 2 · frame over
    /// child frames 0…40, "sliding".
    static func assets(jump: Double) -> String {
        func square(_ name: String, _ p: String) -> String {
            LottieJSON.shapes(name, LottieJSON.rect(center: "0, 0", size: "10, 10") + "," + LottieJSON.fill(),
                              ks: "{\"p\": \(p)}", op: 100)
        }
        let jumping = square("jumping", "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [10, 50], \"h\": 1}, "
                                 + "{\"t\": \(jump), \"s\": [90, 50]}]}")
        let sliding = square("sliding", "{\"a\": 1, \"k\": [{\"t\": 0, \"s\": [10, 50], \"o\": {\"x\": 0, \"y\": 0}, "
                                 + "\"i\": {\"x\": 1, \"y\": 1}}, {\"t\": 40, \"s\": [90, 50]}]}")
        return "[{\"id\": \"jumping\", \"layers\": [\(jumping)]}, {\"id\": \"sliding\", \"layers\": [\(sliding)]}, "
            + "{\"id\": \"stretched\", \"layers\": [\(remapped("jumping", op: 40))]}]"
    }

    /// A precomposition layer of `asset` whose child time is its own
    /// (tm = frame / 10 s over frames 0…40).
    static func remapped(_ asset: String, op: Double) -> String {
        LottieJSON.layer(0, name: "remap", op: op, extra: "\"refId\": \"\(asset)\", \"tm\": {\"a\": 1, \"k\": ["
                         + "{\"t\": 0, \"s\": [0], \"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}, "
                         + "{\"t\": 40, \"s\": [4]}]}")
    }

    /// The last frame before a fractional out point (op 20.5) holds the
    /// sample of frame 20, as lottie-ios samples the root's frames before
    /// op: child frame 20, x 50, not 20.4's 50.8.
    @Test func lastFrameBeforeTheOutPointHoldsTheLastSample() throws {
        let lottie = try LottieImport(json: LottieJSON.document([Self.remapped("sliding", op: 20.5)],
                                                               assets: Self.assets(jump: 3), op: 20.5))
        #expect(close(try lottie.layer("sliding", at: 2.04).values["position"]?.point?.x, 50, 1e-9))
        #expect(close(try lottie.layer("sliding", at: 1.0).values["position"]?.point?.x, 30, 1e-9))
    }

    /// Inside a precomposition at half speed (sr 2) the remap is sampled
    /// at the root's frames, not its own: root frame 5 is its frame 2.5,
    /// child frame 2.5, before the jump at 3 (x 10, where samples at its
    /// frames 2 and 3 would give 50); root frame 7 is after it.
    @Test func nestedRemapIsSampledAtRootFrames() throws {
        let wrapper = LottieJSON.layer(0, name: "half speed", op: 40, extra: "\"refId\": \"stretched\", \"sr\": 2")
        let lottie = try LottieImport(json: LottieJSON.document([wrapper], assets: Self.assets(jump: 3), op: 40))
        #expect(close(try lottie.layer("jumping", at: 0.5).values["position"]?.point?.x, 10, 1e-9))
        #expect(close(try lottie.layer("jumping", at: 0.7).values["position"]?.point?.x, 90, 1e-9))
    }
}
