import Foundation
import Lottie
import SceneFile
import Testing

/// Precompositions, warnings, errors and limits.
@Suite struct LottieCompositionTests {
    /// An asset whose layer fades in over its frames 0…10.
    static let fadingAsset = """
        [{"id": "comp", "layers": [\(LottieJSON.solid("inner", ks: "{\"o\": \(LottieJSON.animated("0", "100"))}"))]}]
        """

    /// A precomposition layer with start time st = 5 and stretch sr = 2
    /// runs its layers at (frame − 5) / 2: at frame 15 they are at frame 5.
    @Test func precompositionTime() throws {
        let pre = LottieJSON.layer(0, name: "pre", extra: "\"refId\": \"comp\", \"w\": 100, \"h\": 100, \"st\": 5, \"sr\": 2")
            .replacingOccurrences(of: "\"st\": 0, ", with: "")
        let lottie = try LottieImport(json: LottieJSON.document([pre], assets: Self.fadingAsset))
        #expect(close(try lottie.layer("inner", at: 1.5).values["opacity"]?.number, 0.5, 1e-9))
        #expect(close(try lottie.layer("inner", at: 0.5).values["opacity"]?.number, 0, 1e-9))
    }

    /// The precomposition clips its layers to its `w`×`h`.
    @Test func precompositionClips() throws {
        let asset = "[{\"id\": \"comp\", \"layers\": [\(LottieJSON.solid("big", w: 100, h: 100))]}]"
        let pre = LottieJSON.layer(0, name: "pre", extra: "\"refId\": \"comp\", \"w\": 30, \"h\": 30")
        let lottie = try LottieImport(json: LottieJSON.document([pre], assets: asset))
        #expect(try lottie.pixel(20, 20, at: 0) == LottieRenderTests.red)
        #expect(try lottie.pixel(40, 40, at: 0) == LottieRenderTests.clear)
    }

    /// Each unsupported feature is named once, at its first place.
    @Test func warnings() throws {
        let layers = [
            LottieJSON.layer(1, name: "M", extra: "\"sw\": 1, \"sh\": 1, \"sc\": \"#000000\", \"hasMask\": true, "
                             + "\"masksProperties\": [{\"mode\": \"a\"}], \"ef\": [{\"ty\": 5}], \"bm\": 12"),
            LottieJSON.shapes("T", "{\"ty\": \"tw\"}, {\"ty\": \"tw\"}"),
            LottieJSON.layer(13, name: "camera"),
            LottieJSON.solid("X", ks: "{\"o\": {\"a\": 0, \"k\": 100, \"x\": \"value\"}}"),
            LottieJSON.solid("A", ks: "{\"o\": {\"a\": 0, \"k\": 100, \"x\": \"again\"}}"),
        ]
        let lottie = try LottieImport(json: LottieJSON.document(layers))
        let found = lottie.warnings.map { "\($0.feature) @ \($0.location)" }
        #expect(found == [
            "effects @ layers[0].ef", "blend mode bm 12 @ layers[0].bm",
            "shape item \"tw\" (twist) @ layers[1].shapes[0].ty", "layer type 13 (camera) @ layers[2].ty",
            "expressions @ layers[3].ks.o.x",
        ])
    }

    /// Malformed files fail with the JSON location of the problem.
    @Test(arguments: [
        ("{\"fr\": 10, \"ip\": 0, \"op\": 10, \"w\": 10, \"h\": 10, \"layers\": [", "test.json:1:", nil),
        (LottieJSON.document([LottieJSON.solid("L", ks: "{\"o\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0]}, {\"s\": [1]}]}}")]),
         "", "layers[0].ks.o.k[1]"),
        (LottieJSON.document([LottieJSON.solid("L", ks: "{\"p\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": \"x\"}, {\"t\": 1}]}}")]),
         "", "layers[0].ks.p.k[0].s"),
        (LottieJSON.document([LottieJSON.solid("A", ind: 1, parent: 2), LottieJSON.solid("B", ind: 2, parent: 1)]),
         "loops back", "layers[0].parent"),
        (LottieJSON.document([LottieJSON.layer(0, name: "P", extra: "\"refId\": \"c\"")],
                             assets: "[{\"id\": \"c\", \"layers\": [\(LottieJSON.layer(0, name: "Q", extra: "\"refId\": \"c\""))]}]"),
         "contains itself", "assets[0].layers[0].refId"),
    ] as [(String, String, String?)])
    func errors(json: String, message: String, location: String?) throws {
        let error = try #require(throws: SceneFileError.self) { try LottieImport(json: json) }
        #expect(message.isEmpty || error.description.contains(message), "\(error)")
        #expect(error.location == location, "\(error)")
    }

    /// The scene-file limits bound what a file expands to.
    @Test func limits() throws {
        var limits = SceneFileLimits()
        limits.maximumLayers = 8
        let layers = (0..<10).map { LottieJSON.solid("L\($0)") }
        let error = try #require(throws: SceneFileError.self) {
            try LottieDecoder(limits: limits).decode(Array(LottieJSON.document(layers).utf8))
        }
        #expect(error.kind == .limit)
    }

    /// Detection by content: a Lottie document, not a scene file.
    @Test func detection() {
        #expect(LottieDecoder.isLottie(Array(LottieJSON.document([]).utf8)))
        #expect(!LottieDecoder.isLottie(Array("{\"size\": [10, 10], \"loopDuration\": 1, \"root\": {}}".utf8)))
    }

    /// The development corpus (the lottie-android snapshot assets), when
    /// this machine has it: the folder `FLIPBOOK_LOTTIE_CORPUS` names, or
    /// `shared/lottie` beside the checkout. It is not in the repository.
    static let corpusFolder: String = {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return ProcessInfo.processInfo.environment["FLIPBOOK_LOTTIE_CORPUS"]
            ?? checkout.deletingLastPathComponent().appendingPathComponent("shared/lottie").path
    }()

    /// The corpus's Lottie files, sorted; empty where there is none.
    static var corpusFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpusFolder)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Every file of the development corpus decodes and evaluates at three
    /// times without throwing. Where the corpus is absent the test is
    /// reported as skipped, never as passed.
    @Test(.enabled(if: !corpusFiles.isEmpty, "no Lottie corpus beside the checkout (FLIPBOOK_LOTTIE_CORPUS)"))
    func corpusDecodes() throws {
        let names = Self.corpusFiles
        #expect(!names.isEmpty)
        for name in names {
            let lottie = try LottieDecoder().decode(contentsOf: Self.corpusFolder + "/" + name)
            let scene = lottie.scene
            for f in [0.0, 0.5, 0.99] {
                _ = try scene.presentation(at: scene.loopStart + f * scene.loopDuration)
            }
        }
    }
}
