import CPURaster
import Foundation
import Geometry
import Lottie
import Presentation
import SceneFile
import SeededRandom
import Testing

/// The mutation search of `LottieFuzzTests` on a file with skew,
/// auto-orient, an embedded image and glyph text: every mutation imports
/// and renders, or fails with one `SceneFileError` line.
@Suite struct LottieLayerFeatureFuzzTests {
    static let cases = ProcessInfo.processInfo.environment["LOTTIE_FUZZ_CASES"].flatMap { Int($0) } ?? 300

    static let base: [UInt8] = {
        let png = try! LottieImageTests.quadrants()
        let uri = "data:image/png;base64," + Data(png).base64EncodedString()
        let asset = "[{\"id\": \"img\", \"w\": 20, \"h\": 20, \"u\": \"\", \"p\": \"\(uri)\", \"e\": 1}]"
        let skew = "{\"p\": {\"k\": [50, 50]}, \"sk\": \(LottieJSON.animated("0", "40")), \"sa\": {\"k\": 30}}"
        let orient = "{\"p\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [10, 10], \"to\": [5, 0], \"ti\": [0, -5]}, "
            + "{\"t\": 10, \"s\": [60, 60]}]}}"
        let split = "{\"p\": {\"s\": true, \"x\": \(LottieJSON.animated("0", "9")), \"y\": \(LottieJSON.animated("0", "30"))}}"
        let text = "{\"d\": {\"k\": [{\"t\": 0, \"s\": {\"f\": \"F-R\", \"t\": \"II\\rI\", \"s\": 30, \"j\": 2, \"tr\": 10, "
            + "\"lh\": 20, \"fc\": [0, 0, 1], \"sc\": [1, 0, 0], \"sw\": 2, \"of\": false}}]}, \"a\": []}"
        let layers = [
            LottieJSON.shapes("K", LottieJSON.rect(center: "0, 0", size: "20, 20") + "," + LottieJSON.fill(), ks: skew),
            LottieJSON.layer(1, name: "O", ks: orient, extra: "\"ao\": 1, \"sw\": 9, \"sh\": 3, \"sc\": \"#00ff00\""),
            LottieJSON.layer(1, name: "Q", ks: split, extra: "\"ao\": 1, \"sw\": 9, \"sh\": 3, \"sc\": \"#00ff00\""),
            LottieJSON.layer(2, name: "I", extra: "\"refId\": \"img\""),
            LottieJSON.layer(5, name: "T", ks: "{\"p\": {\"k\": [50, 80]}}", extra: "\"t\": \(text)"),
        ]
        let json = LottieJSON.document(layers, assets: asset)
            .replacingOccurrences(of: "\"assets\": [{", with: LottieTextTests.glyphs + ", \"assets\": [{")
        return Array(json.utf8)
    }()

    @Test func mutatedFilesImportOrFailCleanly() throws {
        var rng = SplitMix64(seed: 0x5EED_1A7E)
        // The base64 payload is one token; mutating it only tests the PNG decoder.
        let tokens = LottieFuzzTests.tokens(in: Self.base).filter { $0.count < 100 }
        let decoder = LottieDecoder(images: LottieImageTests.codec)
        var read = 0
        _ = try decoder.decode(Self.base)
        for i in 0..<Self.cases {
            var bytes = Self.base
            let token = tokens.randomElement(using: &rng)!
            let replacement: String
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: replacement = LottieFuzzTests.values.randomElement(using: &rng)!
            case 1: replacement = "\"\(LottieFuzzTests.strings.randomElement(using: &rng)!)\""
            default: replacement = LottieFuzzTests.numbers.randomElement(using: &rng)!
            }
            bytes.replaceSubrange(token, with: Array(replacement.utf8))
            let start = Date()
            do {
                let scene = try decoder.decode(bytes, file: "fuzz.json").scene
                for t in [scene.loopStart, scene.loopStart + 0.37 * scene.loopDuration] {
                    let side = max(scene.size.width, scene.size.height)
                    _ = try CPURenderer().render(try scene.presentation(at: t).displayList(scale: 4 / side,
                                                                                           canvas: Size(side, side)))
                }
                read += 1
            } catch let error as SceneFileError {
                #expect(!error.description.contains("\n"), "case \(i): \(error)")
            } catch {
                Issue.record("case \(i): \(error)\n\(String(decoding: bytes, as: UTF8.self))")
            }
            #expect(Date().timeIntervalSince(start) < LottieFuzzTests.maximumCaseSeconds,
                    "case \(i) took too long: \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(read > Self.cases / 10, "read \(read)")
    }
}
