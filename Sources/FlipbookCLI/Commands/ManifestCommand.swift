import Foundation
import Manifest
import Parsing
import Terminal

/// `flipbook manifest merge|verify`: combine the manifests of a sharded
/// render, and check frame files against a manifest.
enum ManifestCommand {
    static let spec = CommandSpec(
        "manifest", summary: "combine shard manifests; check frames against a manifest",
        subcommands: [
            CommandSpec("merge", summary: "combine the manifests of a sharded render into one, on stdout",
                        operands: .custom("A.json B.json … > all.json"), about: """
                            checks that the manifests are shards of one render
                            (equal settings) that hold every frame of the range exactly once, and
                            prints the merged manifest; overlapping, missing or mismatched shards:
                            exit 1 with a line naming the problem

                            """, run: { try merge($0.args.positional, stdout: $0.stdout) }),
            CommandSpec("verify", summary: "check frame files against a manifest; exit 1 naming what differs",
                        operands: .custom("MANIFEST [DIR]"), about: """
                            checks every file the manifest lists in DIR
                            (default: the manifest's folder): exit 1 naming the first missing or
                            differing files; a manifest with no frames, or naming anything but a
                            plain file in the folder (a /, .., control characters), is exit 2

                            """, run: { try verify($0.args.positional, stdout: $0.stdout) }),
        ],
        about: """
            A png render writes a manifest beside its frames: <scene>.manifest.json,
            or <scene>.manifest-shard-K-of-N.json for --shard K/N. It records the Flipbook
            version, scene and parameters, frame range, fps, size, scale, backend and
            device, PNG level, and each frame's file, size in bytes and SHA-256.

            """,
        epilogue: """
            --shard auto takes K and N from the first of these pairs whose index is
            set (the index's base in parentheses) and says on stderr which it used:
              FLIPBOOK_SHARD_INDEX (0), FLIPBOOK_SHARD_COUNT      any CI (GitHub Actions
                                                                  matrix, Jenkins)
              JOB_COMPLETION_INDEX (0), FLIPBOOK_SHARD_COUNT      Kubernetes Indexed Job
                                                                  (count = completions)
              CI_NODE_INDEX (1), CI_NODE_TOTAL                    GitLab CI parallel
              BUILDKITE_PARALLEL_JOB (0), BUILDKITE_PARALLEL_JOB_COUNT
                                                                  Buildkite parallelism
              CIRCLE_NODE_INDEX (0), CIRCLE_NODE_TOTAL            CircleCI parallelism
            A count of 1 without an index is shard 0/1. No variables, a missing half
            of a pair, or an index outside the count: exit 2.

            """)

    /// Writes the merged manifest of `paths` to stdout.
    static func merge(_ paths: [String], stdout: TextSink) throws {
        guard !paths.isEmpty else { throw CLIError.usage("manifest merge needs the manifests to merge: merge A.json B.json …") }
        let inputs = try paths.map { ManifestMerger.Input(name: $0, manifest: try Manifest.read($0)) }
        let merged = try ManifestMerger.merge(inputs)
        stdout.write(String(decoding: try merged.encoded(), as: UTF8.self))
    }

    /// Checks the files of the manifest `paths[0]` in the folder `paths[1]`
    /// (default: the manifest's own folder).
    static func verify(_ paths: [String], stdout: TextSink) throws {
        guard (1...2).contains(paths.count) else {
            throw CLIError.usage("manifest verify takes a manifest and a folder: verify all.json DIR")
        }
        let manifest = try Manifest.read(paths[0])
        guard !manifest.frames.isEmpty else {
            throw CLIError.usage("manifest verify: \(paths[0]) lists no frames, so there is nothing to verify")
        }
        let folder = paths.count == 2
            ? URL(fileURLWithPath: paths[1], isDirectory: true)
            : URL(fileURLWithPath: paths[0]).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.usage("manifest verify: \(folder.path) is not a folder")
        }
        let problems = ManifestVerifier.problems(manifest, folder: folder,
                                                 jobs: ProcessInfo.processInfo.activeProcessorCount)
        guard problems.isEmpty else {
            let shown = problems.prefix(ManifestVerifier.listedProblems).map(\.description).joined(separator: "; ")
            let more = problems.count > ManifestVerifier.listedProblems
                ? "; and \(problems.count - ManifestVerifier.listedProblems) more" : ""
            throw CLIError("manifest verify: \(problems.count) of \(counted(manifest.frames.count, "frame")) do not match \(paths[0]): \(shown)\(more)",
                           exitCode: 1)
        }
        stdout.write("verified \(counted(manifest.frames.count, "frame")) in \(folder.path) against \(paths[0])\n")
    }
}
