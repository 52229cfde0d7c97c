@testable import FlipbookCLI
import Foundation
import Frames
import Terminal
import TestFolders
import Testing

/// `--shard auto` under each CI convention.
@Suite struct ShardEnvironmentTests {
    /// Each supported convention with the variables its system sets for
    /// the third of four copies (K = 2), and the names it must report.
    static let conventions: [(variables: [String: String], reported: String)] = [
        (["FLIPBOOK_SHARD_INDEX": "2", "FLIPBOOK_SHARD_COUNT": "4"], "FLIPBOOK_SHARD_INDEX=2, FLIPBOOK_SHARD_COUNT=4"),
        (["JOB_COMPLETION_INDEX": "2", "FLIPBOOK_SHARD_COUNT": "4"], "Kubernetes Indexed Job (JOB_COMPLETION_INDEX=2, FLIPBOOK_SHARD_COUNT=4"),
        (["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "4", "GITLAB_CI": "true"], "GitLab CI (CI_NODE_INDEX=3, CI_NODE_TOTAL=4, CI_NODE_INDEX counts from 1"),
        (["BUILDKITE_PARALLEL_JOB": "2", "BUILDKITE_PARALLEL_JOB_COUNT": "4", "BUILDKITE": "true"],
         "Buildkite (BUILDKITE_PARALLEL_JOB=2, BUILDKITE_PARALLEL_JOB_COUNT=4"),
        (["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "4", "CIRCLECI": "true"], "CircleCI (CIRCLE_NODE_INDEX=2, CIRCLE_NODE_TOTAL=4"),
    ]

    @Test(arguments: conventions)
    func eachConventionGivesShardTwoOfFour(variables: [String: String], reported: String) throws {
        let found = try ShardEnvironment.resolve(variables)
        #expect(found.shard == Shard(index: 2, count: 4))
        #expect(found.source.contains(reported), "\(found.source)")
    }

    /// End to end: the executable reads its own environment, says which
    /// variables it used, and renders the shard's frames.
    @Test(arguments: conventions)
    func processRendersTheShardItsEnvironmentNames(variables: [String: String], reported: String) throws {
        guard executableIsBuilt() else { return }
        let folder = try temporaryFolder()
        let r = try runFlipbookProcess(tinyRender + ["--frames", "0..<8", "--shard", "auto", "--out", folder.path],
                                       variables: variables)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.contains("flipbook: --shard auto: shard 2/4 from "), "\(r.err)")
        #expect(r.err.contains(reported), "\(r.err)")
        #expect(try pngFiles(in: folder) == ["equalizer-00002.png", "equalizer-00006.png"])
        #expect(try files(in: folder).contains("equalizer.manifest-shard-2-of-4.json"))
    }

    @Test func processWithoutVariablesExitsTwo() throws {
        guard executableIsBuilt() else { return }
        let folder = try temporaryFolder()
        let r = try runFlipbookProcess(tinyRender + ["--frames", "0..<8", "--shard", "auto", "--out", folder.path])
        #expect(r.status == 2)
        #expect(r.err.hasPrefix("flipbook: --shard auto: no shard variables are set (looked for FLIPBOOK_SHARD_INDEX/"), "\(r.err)")
        #expect(r.err.filter { $0 == "\n" }.count == 1)
        #expect(try files(in: folder).isEmpty)
    }

    /// The explicit variables win over a CI system's, so a GitLab job
    /// outside `parallel:` (CI_NODE_TOTAL=1) can still be told its shard.
    @Test func flipbookVariablesComeFirst() throws {
        let found = try ShardEnvironment.resolve(["CI_NODE_TOTAL": "1", "FLIPBOOK_SHARD_INDEX": "1", "FLIPBOOK_SHARD_COUNT": "3",
                                                  "CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"])
        #expect(found.shard == Shard(index: 1, count: 3))
    }

    @Test func aCountOfOneWithoutIndexIsTheWholeRange() throws {
        let found = try ShardEnvironment.resolve(["CI_NODE_TOTAL": "1"])
        #expect(found.shard == Shard(index: 0, count: 1))
        #expect(found.source.contains("GitLab CI (CI_NODE_TOTAL=1, no CI_NODE_INDEX"))
    }

    @Test(arguments: [
        ([:], "no shard variables are set"),
        (["JOB_COMPLETION_INDEX": "3"], "JOB_COMPLETION_INDEX=3 is set but FLIPBOOK_SHARD_COUNT is not (set it to the number of shards)"),
        (["FLIPBOOK_SHARD_COUNT": "4"], "FLIPBOOK_SHARD_COUNT=4 is set but FLIPBOOK_SHARD_INDEX or JOB_COMPLETION_INDEX is not"),
        (["CI_NODE_TOTAL": "4"], "CI_NODE_TOTAL=4 is set but CI_NODE_INDEX is not"),
        (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"], "CI_NODE_INDEX='0' is not an index 1…4 (CI_NODE_TOTAL=4)"),
        (["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "4"], "CI_NODE_INDEX='5' is not an index 1…4"),
        (["CIRCLE_NODE_INDEX": "4", "CIRCLE_NODE_TOTAL": "4"], "CIRCLE_NODE_INDEX='4' is not an index 0…3"),
        (["BUILDKITE_PARALLEL_JOB": "x", "BUILDKITE_PARALLEL_JOB_COUNT": "4"], "BUILDKITE_PARALLEL_JOB='x' is not an index 0…3"),
        (["FLIPBOOK_SHARD_INDEX": "0", "FLIPBOOK_SHARD_COUNT": "0"], "FLIPBOOK_SHARD_COUNT='0' is not a shard count"),
        (["JOB_COMPLETION_INDEX": "1", "FLIPBOOK_SHARD_COUNT": "four"], "FLIPBOOK_SHARD_COUNT='four' is not a shard count"),
    ])
    func missingOrInconsistentVariablesExitTwo(variables: [String: String], expected: String) {
        do {
            let found = try ShardEnvironment.resolve(variables)
            Issue.record("resolved \(found.shard) from \(variables)")
        } catch let error as CLIError {
            #expect(error.exitCode == 2)
            #expect(error.message.hasPrefix("--shard auto: "))
            #expect(error.message.contains(expected), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
