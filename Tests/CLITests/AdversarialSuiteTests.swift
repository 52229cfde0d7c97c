import Foundation
import SeededRandom
import TestFolders
import Testing

/// The seeded adversarial suite (issue 36): `flipbook` as a process, each
/// case under `ulimit -v 2000000` and a 10 s cap, fed hostile numbers in
/// every numeric key and option, special files, traversal, control
/// characters and signals during load (`AdversarialCases`).
///
/// Per case: no trap (132), abort (134), signal death or timeout; an exit
/// status the case allows; for 2 or 3, one error line on stderr, prefixed
/// `flipbook: `, without control characters (Lottie warnings, also
/// prefixed, may come before it); nothing made or changed outside the
/// case's folder; no output folder left by a refusal or an interruption;
/// for an escape attempt, the secret's bytes nowhere and the same message
/// whether the target exists or not.
///
/// `ADVERSARIAL_SEED` (default below) draws other values; a failure
/// names its seed and index, and `ADVERSARIAL_CASE=<index>` reruns that
/// case alone (`ADVERSARIAL_LIST=1` prints every case,
/// `ADVERSARIAL_VERBOSE=1` each outcome).
@Suite struct AdversarialSuiteTests {
    static let seed = environment["ADVERSARIAL_SEED"].flatMap { UInt64($0) } ?? 0x0AD7_E250_1A36
    /// `ADVERSARIAL_CASE`: one index, or a range `A-B` (inclusive).
    static let only: [Int]? = environment["ADVERSARIAL_CASE"].flatMap { text in
        let bounds = text.split(separator: "-").compactMap { Int($0) }
        return bounds.count == 2 ? Array(bounds[0]...bounds[1]) : bounds.first.map { [$0] }
    }
    /// Cases run at once: the CI machine has two cores, and most of a
    /// case's time is the child's start-up and load.
    static let concurrency = environment["ADVERSARIAL_JOBS"].flatMap { Int($0) } ?? 2

    static let environment = ProcessInfo.processInfo.environment

    @Test func hostileInputNeverHangsCrashesOrLeaks() throws {
        let begun = Date()
        try #require(FileManager.default.isExecutableFile(atPath: adversarialExecutable.path),
                     "flipbook is not built at \(adversarialExecutable.path); run tools/test")
        let cases = AdversarialCases.all(seed: Self.seed)
        let indices = Self.only?.filter { cases.indices.contains($0) } ?? Array(cases.indices)
        if Self.environment["ADVERSARIAL_LIST"] != nil { Self.list(cases, detailed: indices.count == 1 ? indices[0] : nil) }
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let started = Date(), cpuBefore = AdversarialPool.childrenCPUSeconds()
        let results = AdversarialPool.run(cases, indices: indices, root: root, concurrency: Self.concurrency)
        let seconds = Date().timeIntervalSince(started), cpu = AdversarialPool.childrenCPUSeconds() - cpuBefore
        var failures: [String: [String]] = [:]
        for i in indices {
            guard let outcome = results.get(i) else { continue }
            if Self.environment["ADVERSARIAL_VERBOSE"] != nil {
                print(String(format: "#%d exit %d%@ in %.2f s: ", i, outcome.status, outcome.signalled ? " (signal)" : "", outcome.seconds)
                      + AdversarialChecks.visible(outcome.stderr))
            }
            let problems = AdversarialChecks.check(cases[i], outcome, folder: root.appendingPathComponent("case-\(i)"))
            if !problems.isEmpty {
                failures[cases[i].group, default: []].append("#\(i) \(cases[i].label): \(problems.joined(separator: "; "))")
            }
        }
        for problem in AdversarialChecks.checkPairs(cases, indices: indices, results: results, root: root) {
            failures[problem.group, default: []].append(problem.text)
        }
        let extra = try files(in: root).filter { name in !indices.contains { "case-\($0)" == name } }
        if !extra.isEmpty { failures["outside the cases", default: []].append("created in the suite's folder: \(extra)") }
        let slowest = indices.compactMap { i in results.get(i).map { (i, $0.seconds) } }.sorted { $0.1 > $1.1 }.prefix(8)
            .map { String(format: "#%d %.1f s", $0.0, $0.1) }
        let checking = Date().timeIntervalSince(started) - seconds, preparing = started.timeIntervalSince(begun)
        print("adversarial suite: \(indices.count) cases in \(String(format: "%.1f s (children's CPU %.1f s), prepared in %.1f s, checked in %.1f s", seconds, cpu, preparing, checking)), "
              + "seed \(Self.seed), \(failures.values.map(\.count).reduce(0, +)) failing; slowest: \(slowest.joined(separator: ", "))")
        Self.record(failures)
    }

    /// One issue per group of failing cases, with the seed and how to rerun one.
    static func record(_ failures: [String: [String]]) {
        let rerun = "ADVERSARIAL_SEED=\(seed) ADVERSARIAL_CASE=<#> swift test --skip-build --filter AdversarialSuiteTests"
        for group in failures.keys.sorted() {
            let lines = failures[group]!
            let text = "seed \(seed), \(group): \(lines.count) failing (rerun one: \(rerun))\n" + lines.joined(separator: "\n")
            Issue.record(Comment(rawValue: text))
        }
    }

    /// Prints every case's command line, and the files of case `detailed`.
    static func list(_ cases: [AdversarialCase], detailed: Int?) {
        for (i, c) in cases.enumerated() {
            print("#\(i) [\(c.group)] \(c.label): flipbook \(c.arguments.joined(separator: " "))")
            for case .file(let path, let data) in c.entries where i == detailed {
                print("  \(path): \(String(decoding: data.prefix(4000), as: UTF8.self))")
            }
        }
    }

    /// Every template, filled with an ordinary number, is a well-formed
    /// document of its format: a hostile value then tests the key, not a
    /// typo in the suite.
    @Test func templatesAreWellFormedDocuments() throws {
        var rng = SplitMix64(seed: 1)
        for (key, template) in AdversarialLottieKeys.templates + AdversarialLottieKeys.bigCounts() {
            let text = AdversarialNumbers.fill(template, with: "1", using: &rng)
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(object.map { Set($0.keys).isSuperset(of: ["layers", "ip", "op", "fr", "w", "h"]) } == true, "lottie \(key): \(text.prefix(300))")
        }
        for (key, template) in AdversarialSceneKeys.templates + AdversarialSceneKeys.bigCounts() {
            let text = AdversarialNumbers.fill(template, with: "1", using: &rng)
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            #expect(object.map { Set($0.keys).isSuperset(of: ["flipbook", "size", "loopDuration", "root"]) } == true,
                    "scene file \(key): \(text.prefix(300))")
        }
    }
}
