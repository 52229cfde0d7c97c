import Foundation

/// `flipbook manifest merge|verify`: combine the manifests of a sharded
/// render, and check frame files against a manifest.
enum ManifestCommand {
    static func run(_ words: [String], stdout: TextSink, stderr: TextSink) throws {
        let args = try Arguments(words, command: "manifest", options: [], flags: ["--help"])
        if args.has("--help") { stdout.write(Help.manifest); return }
        guard !args.positional.isEmpty else {
            throw CLIError.usage("manifest needs a subcommand: merge or verify (see `flipbook help manifest`)")
        }
        let paths = Array(args.positional.dropFirst())
        switch args.positional[0] {
        case "merge":
            try merge(paths, stdout: stdout)
        case "verify":
            try verify(paths, stdout: stdout)
        case let other:
            throw CLIError.usage("unknown manifest subcommand '\(other)' (subcommands: merge, verify)")
        }
    }

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
