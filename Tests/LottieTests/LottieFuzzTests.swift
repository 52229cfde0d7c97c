import CPURaster
import Foundation
import Geometry
import Lottie
import Presentation
import SceneFile
import SeededRandom
import Testing

/// Mutated Lottie files (seeded: every run tries the same cases) either
/// import and render at two times on a tiny canvas, or fail with one
/// `SceneFileError` line; never a crash, a hang, or an evaluation error
/// after a successful import.
@Suite struct LottieFuzzTests {
    /// Cases: enough to hit every token of the base many times, few enough
    /// for a few seconds in a debug build. `LOTTIE_FUZZ_CASES` and
    /// `LOTTIE_FUZZ_SEED` run a longer or different search locally.
    static let cases = ProcessInfo.processInfo.environment["LOTTIE_FUZZ_CASES"].flatMap { Int($0) } ?? 600
    /// Slowest a case may be, seconds. Most take about a millisecond; a
    /// scale keyframed to ±1e308 makes a shape so large in device space
    /// that the flattener runs to its cap of 4 Mi points, 2–5 s in a
    /// debug build on a shared 2-core VM: bounded, which is what this
    /// checks, and far below a hang.
    static let maximumCaseSeconds = 15.0
    static let numbers = ["0", "-1", "0.5", "2", "3", "4", "5", "100", "1e308", "-1e308", "65536", "1e-308"]
    static let strings = ["gr", "rc", "el", "sh", "fl", "st", "tr", "tm", "gf", "gs", "rp", "comp", "", "#zz", "x"]
    static let values = ["null", "true", "[]", "{}", "[0, 0]", "[1, 2, 3, 4]", "[{\"t\": 0}]", "{\"k\": 1}"]

    /// One file with every supported feature: precomp, parenting,
    /// solids, groups, each path kind, fill and stroke, hold, bezier and
    /// spatial keyframes, split position, gradient fill and stroke,
    /// dashes, a repeater.
    static let base: [UInt8] = {
        let group = "{\"ty\": \"gr\", \"it\": [\(LottieJSON.rect(center: "0, 0", size: "20, 20", roundness: 3)), "
            + "{\"ty\": \"el\", \"p\": {\"k\": [5, 5]}, \"s\": \(LottieJSON.animated("10, 10", "20, 30"))}, "
            + "\(LottieJSON.fill()), {\"ty\": \"tr\", \"p\": {\"k\": [30, 30]}, \"r\": \(LottieJSON.animated("0", "90", hold: true))}]}"
        let sh = "{\"ty\": \"sh\", \"ks\": {\"k\": {\"c\": true, \"v\": [[1, 1], [9, 1], [1, 9]], "
            + "\"i\": [[0, 0], [2, 0], [0, 0]], \"o\": [[0, 0], [0, 2], [0, 0]]}}}"
        let spatial = "{\"p\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [0, 0], \"to\": [0, 4], \"ti\": [0, 4], "
            + "\"o\": {\"x\": 0.3, \"y\": 0}, \"i\": {\"x\": 0.7, \"y\": 1}}, {\"t\": 10, \"s\": [50, 0]}]}, "
            + "\"s\": \(LottieJSON.animated("100, 100", "-50, 200"))}"
        let asset = "[{\"id\": \"comp\", \"layers\": [\(LottieJSON.solid("in", ks: "{\"o\": \(LottieJSON.animated("0", "100"))}"))]}]"
        let gradient = "{\"ty\": \"gf\", \"t\": 2, \"o\": {\"k\": 80}, \"s\": {\"k\": [0, 0]}, "
            + "\"e\": \(LottieJSON.animated("10, 0", "0, 20")), \"h\": {\"k\": 10}, "
            + "\"g\": {\"p\": 2, \"k\": \(LottieJSON.animated("0, 1, 0, 0, 1, 0, 0, 1, 0.5, 0.5", "0, 0, 1, 0, 1, 1, 0, 0, 0.2, 1"))}}"
        let dashed = "{\"ty\": \"gs\", \"t\": 1, \"w\": {\"k\": 3}, \"s\": {\"k\": [0, 0]}, \"e\": {\"k\": [20, 0]}, "
            + "\"g\": {\"p\": 1, \"k\": {\"k\": [0, 1, 1, 0]}}, \"d\": [{\"n\": \"d\", \"v\": {\"k\": 4}}, "
            + "{\"n\": \"g\", \"v\": {\"k\": 2}}, {\"n\": \"o\", \"v\": \(LottieJSON.animated("0", "6"))}]}"
        let repeater = "{\"ty\": \"rp\", \"c\": {\"k\": 3}, \"o\": \(LottieJSON.animated("0", "1")), \"m\": 2, "
            + "\"tr\": {\"p\": {\"k\": [5, 0]}, \"a\": {\"k\": [1, 1]}, \"s\": {\"k\": [90, 90]}, \"r\": {\"k\": 10}, "
            + "\"so\": {\"k\": 100}, \"eo\": {\"k\": 50}}}"
        let layers = [
            LottieJSON.shapes("S", [group, sh, LottieJSON.stroke()].joined(separator: ","), ks: spatial),
            LottieJSON.shapes("G", [sh, repeater, gradient, dashed].joined(separator: ",")),
            LottieJSON.layer(3, name: "N", ks: "{\"p\": {\"s\": true, \"x\": \(LottieJSON.animated("0", "9")), \"y\": {\"k\": 3}}}",
                             ind: 1),
            LottieJSON.solid("C", ind: 2, parent: 1),
            LottieJSON.layer(0, name: "P", extra: "\"refId\": \"comp\", \"w\": 50, \"h\": 50, \"sr\": 2"),
        ]
        return Array(LottieJSON.document(layers, assets: asset).utf8)
    }()

    @Test func mutatedFilesImportOrFailCleanly() throws {
        try Self.fuzz(Self.base, cases: Self.cases, reading: .coreAnimation)
    }

    /// The text animators' feature file, in After Effects' reading (the
    /// one that draws them), a third as many cases.
    @Test func mutatedTextAnimatorsImportOrFailCleanly() throws {
        let file = LottieFeatureGoldenTests.features.appendingPathComponent("text-animators.json")
        try Self.fuzz(Array(try Data(contentsOf: file)), cases: Self.cases / 3, reading: .afterEffects)
    }

    /// `cases` seeded mutations of `base`, each imported in `reading` and
    /// drawn at two times, or refused with one line.
    static func fuzz(_ base: [UInt8], cases: Int, reading: LottieReading) throws {
        var rng = SplitMix64(seed: ProcessInfo.processInfo.environment["LOTTIE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x1077_1E)
        let tokens = JSONMutator.tokens(in: base).map(\.range)
        var read = 0, refused = 0
        var decoder = LottieDecoder()
        decoder.reading = reading
        for i in 0..<cases {
            var bytes = base
            let token = tokens.randomElement(using: &rng)!
            let replacement: String
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: replacement = Self.values.randomElement(using: &rng)!
            case 1: replacement = "\"\(Self.strings.randomElement(using: &rng)!)\""
            default: replacement = Self.numbers.randomElement(using: &rng)!
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
                refused += 1
                #expect(!error.description.contains("\n"), "case \(i): \(error)")
            } catch {
                Issue.record("case \(i): \(error)\n\(String(decoding: bytes, as: UTF8.self))")
            }
            #expect(Date().timeIntervalSince(start) < Self.maximumCaseSeconds, "case \(i) took too long: \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(read > cases / 10 && refused > cases / 20, "read \(read), refused \(refused)")
    }
}
