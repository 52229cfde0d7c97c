import CPURaster
import Foundation
import Geometry
import Layers
import Presentation
import SceneFile
import Scenes
import SeededRandom
import Testing

/// Mutated scene files (seeded, so every run tries the same cases) either
/// read and render at two times on a tiny canvas, or fail with one
/// `SceneFileError` line; never a crash, a hang, or an evaluation error
/// after a successful read (which the command line would report as a
/// runtime failure instead of a bad file).
@Suite struct SceneFileFuzzTests {
    /// Cases per base file: enough to hit every token kind many times,
    /// few enough to run in seconds in a debug build (2 000 cases took
    /// 4 s of CPU on a shared 2-core VM).
    /// `SCENEFILE_FUZZ_CASES` and `SCENEFILE_FUZZ_SEED` run a longer or
    /// different search locally; a failure found that way becomes a pinned
    /// case in `SceneFileErrorTests`.
    static let casesPerBase = ProcessInfo.processInfo.environment["SCENEFILE_FUZZ_CASES"].flatMap { Int($0) } ?? 1000
    /// The generator's seed.
    static let seed = ProcessInfo.processInfo.environment["SCENEFILE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5CE7E_F11E
    /// Slowest a single case may be, seconds: far above the ~1 ms a case
    /// takes, far below anything that would look like a hang.
    static let maximumCaseSeconds = 2.0
    /// Side of the square canvas each decoded scene renders on, pixels.
    static let canvasPixels = 4.0

    /// Replacement numbers: zero, signs, extremes, fractions, and sizes at
    /// the edges of the limits.
    static let numbers = ["0", "-0", "-1", "0.5", "2", "3.5", "1e308", "-1e308", "1e-308", "65536", "16385", "4294967296"]
    /// Replacement strings: key names, type and enum names, and junk.
    static let strings = ["type", "shape", "gradient", "text", "instanced", "layer", "basic", "keyframe", "spring", "group",
                          "path", "opacity", "transform.scale", "position.x", "bounds", "colors", "locations", "hidden",
                          "infinity", "discrete", "paced", "cubic", "both", "radial", "#FFFFFF", "", "M", "Z", "C",
                          "data:image/png;base64,", "sublayers", "animations", "values", "keyTimes", "from", "to", "by"]
    /// Replacement values of other JSON types.
    static let values = ["null", "true", "[]", "{}", "[0, 0]", "[1, 2, 3, 4]", "\"#00000000\"", "[[\"M\", 0, 0]]"]

    static let mutator = JSONMutator(numbers: numbers, strings: strings, values: values)

    static func bases() throws -> [(String, [UInt8])] {
        let everything = SceneFileRoundTripTests.everythingScene()
        // The text layer re-lays its glyphs on every read (a font lookup);
        // one in the base keeps text covered without dominating the time.
        return [("everything", Array(try exportedJSON(everything).utf8)),
                ("equalizer", Array(try exportedJSON(EqualizerScene.make()).utf8))]
    }

    @Test func mutatedFilesRenderOrFailCleanly() throws {
        var rng = SplitMix64(seed: Self.seed)
        var read = 0, refused = 0
        for (name, base) in try Self.bases() {
            let tokens = JSONMutator.tokens(in: base)
            for i in 0..<Self.casesPerBase {
                let bytes = Self.mutator.mutate(base, tokens: tokens, using: &rng)
                let start = Date()
                switch Self.tryCase(bytes) {
                case .read: read += 1
                case .refused(let error):
                    refused += 1
                    #expect(!error.description.contains("\n"), "\(name) case \(i): \(error)")
                case .failed(let message):
                    Issue.record("\(name) case \(i): \(message)\n\(String(decoding: bytes, as: UTF8.self))")
                }
                let seconds = Date().timeIntervalSince(start)
                #expect(seconds < Self.maximumCaseSeconds, "\(name) case \(i) took \(seconds) s")
            }
        }
        // Both outcomes are common, so the mutations neither break every
        // file nor leave them all intact.
        #expect(read > Self.casesPerBase / 10 && refused > Self.casesPerBase / 10, "read \(read), refused \(refused)")
    }

    enum Outcome {
        case read
        case refused(SceneFileError)
        case failed(String)
    }

    /// Reads `bytes` and renders the scene at its loop start and 37 % in.
    static func tryCase(_ bytes: [UInt8]) -> Outcome {
        let scene: Scene
        do {
            scene = try SceneFileDecoder(images: pngCodec).decode(bytes, file: "fuzz.json")
        } catch let error as SceneFileError {
            return .refused(error)
        } catch {
            return .failed("read threw a non-SceneFileError: \(error)")
        }
        let side = max(scene.size.width, scene.size.height)
        for t in [scene.loopStart, scene.loopStart + 0.37 * scene.loopDuration] {
            do {
                let list = try scene.presentation(at: t).displayList(scale: canvasPixels / side, canvas: Size(side, side))
                _ = try CPURenderer().render(list)
            } catch {
                return .failed("read, but failed at \(t) s: \(error)")
            }
        }
        return .read
    }
}
