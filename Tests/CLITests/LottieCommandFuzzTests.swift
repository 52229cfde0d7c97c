import FlipbookCLI
import Foundation
import SeededRandom
import TestFolders
import Testing

/// 2 000 seeded mutations of the Lottie feature files (Tests/LottieTests/
/// Features) through `flipbook render`: each run exits 0 with its one
/// frame whole and its manifest, or 2 with one error line (after any
/// warnings) and no output folder;
/// never a crash, another status, or a partial file.
@Suite struct LottieCommandFuzzTests {
    /// Cases over all the feature files together. `LOTTIE_CLI_FUZZ_CASES`
    /// and `LOTTIE_CLI_FUZZ_SEED` run a longer or different search locally.
    static let cases = ProcessInfo.processInfo.environment["LOTTIE_CLI_FUZZ_CASES"].flatMap { Int($0) } ?? 2000
    static let seed = ProcessInfo.processInfo.environment["LOTTIE_CLI_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x1077_1E_C11

    static let mutator = JSONMutator(
        numbers: ["0", "-1", "0.5", "2", "3", "4", "5", "100", "1e308", "-1e308", "65536", "1e-308", "-0"],
        strings: ["gr", "rc", "el", "sh", "sr", "fl", "st", "tr", "tm", "rp", "gf", "gs", "rd", "inner", "moving", "",
                  "#zz", "#ff0000", "x"],
        values: ["null", "true", "[]", "{}", "[0, 0]", "[1, 2, 3, 4]", "[{\"t\": 0}]", "{\"k\": 1}", "{\"a\": 1, \"k\": []}"])

    static let features = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LottieTests/Features")

    @Test func mutatedFeatureFilesRenderOrExitTwoWithoutFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.features.path).filter { $0.hasSuffix(".json") }.sorted()
        let bases = try names.map { Array(try Data(contentsOf: Self.features.appendingPathComponent($0))) }
        try #require(!bases.isEmpty, "no feature files in \(Self.features.path)")
        let tokens = bases.map(JSONMutator.tokens(in:))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SplitMix64(seed: Self.seed)
        var ok = 0, refused = 0
        for i in 0..<Self.cases {
            let k = i % bases.count
            let bytes = Self.mutator.mutate(bases[k], tokens: tokens[k], using: &rng)
            let path = folder.appendingPathComponent("case.json")
            try Data(bytes).write(to: path)
            let out = folder.appendingPathComponent("frames-\(i)")
            let r = flipbook(["render", path.path, "--time", "0.5", "--scale", "0.1", "--backend", "cpu", "--quiet",
                              "--out", out.path])
            let label = "case \(i) (\(names[k])): \(String(decoding: bytes, as: UTF8.self))"
            switch r.status {
            case 0:
                ok += 1
                let written = try files(in: out)
                #expect(written.count == 2 && written[0].hasPrefix("case-") && written[0].hasSuffix(".png")
                        && written[1] == "case.manifest.json", "\(label): \(written)")
                let frames = try framePNGs(in: out)
                #expect(frames.values.allSatisfy { $0.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]) },
                        "\(label)")
                try FileManager.default.removeItem(at: out)
            case 2:
                refused += 1
                let errors = r.err.split(separator: "\n").filter { !$0.hasPrefix("flipbook: warning:") }
                #expect(errors.count == 1, "\(label)\n\(r.err)")
                #expect(!FileManager.default.fileExists(atPath: out.path), "\(label) left files")
            default:
                Issue.record("\(label) exited \(r.status): \(r.err)")
            }
        }
        // Both outcomes are common: the mutations neither break every file
        // nor leave them all intact.
        #expect(ok > Self.cases / 10 && refused > Self.cases / 10, "ok \(ok), refused \(refused)")
    }
}
