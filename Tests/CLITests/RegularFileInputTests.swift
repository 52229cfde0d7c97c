import FlipbookCLI
import Foundation
import TestFolders
import Testing

/// Every input other than stdin must be a regular file: a FIFO, a device,
/// a socket or a folder is refused in one line (exit 2) before it is
/// opened, so nothing blocks (issue 36, D3's FIFO image and the
/// "regular files" rule). Each command runs as a child process killed
/// after 20 s, so a regression fails instead of hanging the suite.
@Suite struct RegularFileInputTests {
    /// Expects exit 2 within the deadline with one line naming `kind`.
    static func expectRefused(_ args: [String], kind: String, directory: URL? = nil) throws {
        let r = try runProcessWithDeadline(args, directory: directory)
        #expect(!r.killed, "\(args): still running after 20 s")
        #expect(r.status == 2, "\(args): \(r.status) \(r.err)")
        #expect(r.err.contains("is \(kind), not a") && r.err.filter { $0 == "\n" }.count == 1, "\(args): \(r.err)")
    }

    @Test func sceneFileThatIsNotAFile() throws {
        let folder = try temporaryFolder()
        let fifo = folder.appendingPathComponent("pipe.json")
        // A socket's path must fit sockaddr_un (108 bytes): a short name in the temporary directory.
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("fb-\(UUID().uuidString.prefix(8)).json")
        defer { try? FileManager.default.removeItem(at: socket) }
        try makeFIFO(fifo)
        try makeSocket(socket)
        let dir = folder.appendingPathComponent("dir.json")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Self.expectRefused(["render", fifo.path, "-o", folder.appendingPathComponent("out").path], kind: "a FIFO")
        try Self.expectRefused(["inspect", socket.path], kind: "a socket")
        try Self.expectRefused(["export", "/dev/urandom"], kind: "a character device")
        try Self.expectRefused(["bench", "scene", "/dev/null", "--frames", "1"], kind: "a character device")
        let folderRun = flipbook(["inspect", dir.path])
        #expect(folderRun.status == 2 && folderRun.err.contains("is a folder"), "\(folderRun.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// A FIFO image inside the document's folder, in both formats.
    @Test func imageThatIsAFIFO() throws {
        let folder = try temporaryFolder()
        try makeFIFO(folder.appendingPathComponent("still.png"))
        let scene = folder.appendingPathComponent("s.json"), lottie = folder.appendingPathComponent("l.json")
        try Data(("{\"size\": [4, 4], \"loopDuration\": 2, \"root\": {\"bounds\": [0, 0, 4, 4], \"contents\": \"still.png\"}}").utf8)
            .write(to: scene)
        try Data(("{\"v\": \"5.5.2\", \"fr\": 12, \"ip\": 0, \"op\": 4, \"w\": 4, \"h\": 4, \"assets\": [{\"id\": \"s\", \"w\": 4, "
                  + "\"h\": 4, \"u\": \"\", \"p\": \"still.png\"}], \"layers\": [{\"ty\": 2, \"refId\": \"s\", \"ip\": 0, \"op\": 4, \"ks\": {}}]}").utf8)
            .write(to: lottie)
        try Self.expectRefused(["render", scene.path, "-o", folder.appendingPathComponent("a").path], kind: "a FIFO")
        // A Lottie image that cannot be read is a warning and an empty
        // layer, as lottie-ios draws it (issue 38); --strict refuses it.
        try Self.expectRefused(["inspect", lottie.path, "--strict"], kind: "a FIFO")
        let lenient = try runProcessWithDeadline(["inspect", lottie.path])
        #expect(!lenient.killed && lenient.status == 0 && lenient.err.contains("is a FIFO, not a"), "\(lenient.err)")
    }

    /// Manifests for `verify` and `merge`, a folder frame for `compare`.
    @Test func manifestsAndFramesThatAreFIFOs() throws {
        let folder = try temporaryFolder()
        let manifest = folder.appendingPathComponent("equalizer.manifest.json")
        try makeFIFO(manifest)
        try Self.expectRefused(["manifest", "verify", manifest.path], kind: "a FIFO")
        try Self.expectRefused(["manifest", "merge", manifest.path], kind: "a FIFO")
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        try makeFIFO(frames.appendingPathComponent("equalizer-00003.png"))
        try Self.expectRefused(["compare", "equalizer", "--frames", "3:4", "--a", frames.path, "--b", "cpu", "--scale", "0.25",
                                "-o", folder.appendingPathComponent("cmp").path], kind: "a FIFO")
    }
}
