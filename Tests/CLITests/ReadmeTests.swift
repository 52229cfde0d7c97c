import Foundation
import TestFolders
import Testing

/// The README's shell lines, run as written through bash, in document
/// order, in one empty folder, with the built flipbook first on the PATH.
/// The lines that start with `tools/` (install, build, run every test) are
/// what the clean-clone CI run itself does, so they are left to it. Where
/// ffmpeg is not installed, a stand-in takes its place: it checks that the
/// stream is YUV4MPEG2 at 4:2:0 and writes the output file.
@Suite struct ReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The lines of every ```sh block, in order.
    static func shellLines() throws -> [String] {
        var lines: [String] = [], inBlock = false
        for line in try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock = !inBlock && line == "```sh"
                continue
            }
            if inBlock, !line.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(String(line)) }
        }
        return lines
    }

    @Test func everyShellLineRunsAsWritten() throws {
        let lines = try Self.shellLines().filter { !$0.hasPrefix("tools/") }
        #expect(lines.count >= 10, "the walkthrough's lines: \(lines)")
        let folder = try temporaryFolder()
        var path = flipbookExecutable.deletingLastPathComponent().path
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") {
            let stand = folder.appendingPathComponent(".ffmpeg")
            try FileManager.default.createDirectory(at: stand, withIntermediateDirectories: true)
            let script = """
                #!/bin/bash
                # Stand-in for ffmpeg: the stream must be y4m at 4:2:0; the last argument is the output file.
                head -c 200 | head -n 1 | grep -q '^YUV4MPEG2 .* C420jpeg ' || { echo "ffmpeg stand-in: not a 4:2:0 y4m stream" >&2; exit 1; }
                cat > /dev/null
                echo "made by the ffmpeg stand-in" > "${@: -1}"
                """
            try script.write(to: stand.appendingPathComponent("ffmpeg"), atomically: true, encoding: .utf8)
            chmod(stand.appendingPathComponent("ffmpeg").path, 0o755)
            path = stand.path + ":" + path
        }
        for line in lines {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-e", "-c", line]
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(line)\nstdout: \(output)\nstderr: \(errors)")
            if line.contains("|| echo") {
                #expect(output.contains("refused"), "the line shows a refusal: \(line)")
            }
        }
        // What the walkthrough says it makes.
        let made = ["poster/fuber-00090.png", "preview/fuber.manifest.json", "preview/fuber-00009.png", "fuber.mp4",
                    "shards/fuber.manifest.json", "fuber-at-1.5s.txt"]
        for name in made {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("preview/fuber-00059.png").path),
                "--overwrite removed the 188x334 frames")
    }

    /// The README's command table is what `flipbook help --markdown`
    /// writes from the command table.
    @Test func theCommandTableIsTheGeneratedOne() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(readme.range(of: "| Command | What it does |"))
        let end = readme.range(of: "\n\n", range: start.lowerBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let generated = flipbook("help", "--markdown").out
        #expect(String(readme[start.lowerBound..<end]) + "\n" == generated,
                "README.md's command table differs from `flipbook help --markdown`:\n\(generated)")
    }
}
