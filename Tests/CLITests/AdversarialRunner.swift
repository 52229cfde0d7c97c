import Foundation
import Geometry
import Output

/// Runs `AdversarialCase`s: each in its own folder, through
/// `/bin/sh -c 'ulimit -v 2000000; exec "$0" "$@"' flipbook …` (the sh
/// execs, so the child's pid is flipbook's and signals reach it), killed
/// at `timeLimit`.
enum AdversarialRunner {
    /// The address-space cap, KiB (`ulimit -v`): issue 36's, under which no
    /// case may end in a trap (132) or an abort (134).
    static let addressSpaceKiB = 2_000_000
    /// Seconds a case may run before it is killed and failed (issue 36).
    static let timeLimit = 10.0
    /// Seconds within which SIGINT or SIGTERM must end the process: the
    /// issue's one second, with half a second for a loaded CI machine.
    static let signalGrace = 1.5

    /// The secret files every case's `outside/` holds (unless the case's
    /// escape twin has them absent): a small valid PNG and a text file.
    static let secretPNG: Data = {
        var pixels = [UInt8](repeating: 0, count: 8 * 8 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = 0xE3; pixels[i + 1] = 0x1B; pixels[i + 2] = 0x7A; pixels[i + 3] = 0xFF }
        let png = (try? PNGEncoder(compressionLevel: 0).encode(straight: Bitmap(width: 8, height: 8, pixels: pixels))) ?? []
        return Data(png)
    }()
    static let secretText = Data("FLIPBOOK-SECRET-TEXT-5c1e7b: the bytes no case may reveal\n".utf8)
    /// Text that must never appear in any output: the secret text, and
    /// the first line of /etc/passwd, which manifest cases name.
    static let markers: [Data] = {
        var m = [secretText, Data("FLIPBOOK-SECRET-TEXT-5c1e7b".utf8), secretPNG]
        if let passwd = try? String(contentsOfFile: "/etc/passwd", encoding: .utf8), let first = passwd.split(separator: "\n").first {
            m.append(Data(first.utf8))
        }
        return m
    }()

    /// Runs `c` in `folder` (created here) and checks the world around it.
    static func run(_ c: AdversarialCase, in folder: URL) -> AdversarialOutcome {
        var problems: [String] = []
        let fm = FileManager.default
        let doc = folder.appendingPathComponent("doc"), outside = folder.appendingPathComponent("outside")
        do {
            try fm.createDirectory(at: doc, withIntermediateDirectories: true)
            try fm.createDirectory(at: outside, withIntermediateDirectories: true)
            if c.secretPresent {
                try secretPNG.write(to: outside.appendingPathComponent("secret.png"))
                try secretText.write(to: outside.appendingPathComponent("secret.txt"))
            }
            for entry in c.entries { try create(entry, in: folder) }
        } catch {
            return AdversarialOutcome(status: -1, signalled: false, timedOut: false, stdout: Data(), stderr: Data(),
                                      seconds: 0, problems: ["setup failed: \(error)"])
        }
        if let prepare = c.prepare, let failure = prepare(folder) {
            return AdversarialOutcome(status: -1, signalled: false, timedOut: false, stdout: Data(), stderr: Data(),
                                      seconds: 0, problems: ["preparation failed: \(failure)"])
        }
        let before = snapshot(outside)
        let unchangedBefore = c.unchanged.map { try? Data(contentsOf: resolve($0, folder)) }
        var outcome = launch(c, folder: folder)
        if snapshot(outside) != before { problems.append("outside/ changed") }
        for (path, bytes) in zip(c.unchanged, unchangedBefore) where (try? Data(contentsOf: resolve(path, folder))) != bytes {
            problems.append("\(path) changed")
        }
        let top = (try? fm.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
        if top != ["doc", "outside"] { problems.append("created beside doc/ and outside/: \(top)") }
        outcome.problems += problems
        return outcome
    }

    /// `path` with `$CASE` replaced, relative to the case folder unless absolute.
    static func resolve(_ path: String, _ folder: URL) -> URL {
        let p = path.replacingOccurrences(of: "$CASE", with: folder.path)
        return p.hasPrefix("/") ? URL(fileURLWithPath: p) : folder.appendingPathComponent(p)
    }

    static func create(_ entry: AdversarialCase.Entry, in folder: URL) throws {
        let fm = FileManager.default
        func parent(_ url: URL) throws {
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        switch entry {
        case .file(let path, let data):
            let url = resolve(path, folder)
            try parent(url)
            let text = String(decoding: data, as: UTF8.self)
            let bytes = text.contains("$CASE") && String(data: data, encoding: .utf8) != nil
                ? Data(text.replacingOccurrences(of: "$CASE", with: folder.path).utf8) : data
            try bytes.write(to: url)
        case .fifo(let path):
            let url = resolve(path, folder)
            try parent(url)
            guard mkfifo(url.path, 0o644) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        case .socket(let path):
            let url = resolve(path, folder)
            try parent(url)
            try bindSocket(at: url.path)
        case .directory(let path):
            try fm.createDirectory(at: resolve(path, folder), withIntermediateDirectories: true)
        case .symlink(let path, let target):
            let url = resolve(path, folder)
            try parent(url)
            try fm.createSymbolicLink(atPath: url.path, withDestinationPath: target.replacingOccurrences(of: "$CASE", with: folder.path))
        }
    }

    /// A Unix-domain socket at `path` (the descriptor is closed; the
    /// socket file stays, as a server that went away leaves it). It is
    /// bound at a short name in /tmp and renamed into place: a socket's
    /// path must fit `sun_path` (108 bytes), the case folders' do not.
    static func bindSocket(at path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        defer { close(fd) }
        let short = "/tmp/fb-sock-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(short.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        guard rename(short, path) == 0 else {
            let code = errno
            unlink(short)
            throw POSIXError(.init(rawValue: code) ?? .EIO)
        }
    }

    /// One file system entry in a snapshot: its type (`st_mode & S_IFMT`)
    /// and, for a regular file, its bytes.
    struct Node: Equatable {
        var kind: UInt32
        var bytes: Data
    }

    /// Every entry under `folder`, links not followed.
    static func snapshot(_ folder: URL) -> [String: Node] {
        var result: [String: Node] = [:]
        guard let names = FileManager.default.subpaths(atPath: folder.path) else { return [:] }
        for name in names {
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = UInt32(info.st_mode & S_IFMT)
            result[name] = Node(kind: kind, bytes: kind == UInt32(S_IFREG) ? (FileManager.default.contents(atPath: path) ?? Data()) : Data())
        }
        return result
    }

    /// The regular files under `folder` (links not followed), with their bytes.
    static func regularFiles(under folder: URL) -> [(String, Data)] {
        snapshot(folder).filter { $0.value.kind == UInt32(S_IFREG) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value.bytes) }
    }

    /// Starts the child, feeds and signals it, kills it at the time limit.
    static func launch(_ c: AdversarialCase, folder: URL) -> AdversarialOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(addressSpaceKiB); exec \"$0\" \"$@\"", adversarialExecutable.path]
            + c.arguments.map { $0.replacingOccurrences(of: "$CASE", with: folder.path) }
        process.currentDirectoryURL = folder.appendingPathComponent("doc")
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.appendingPathComponent("outside").path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdinPipe = Pipe()
        switch c.input {
        case .empty, .stalled: process.standardInput = stdinPipe
        case .zeros: process.standardInput = FileHandle(forReadingAtPath: "/dev/zero")
        }
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let collected = Collected()
        let readers = DispatchGroup()
        for (pipe, isOut) in [(out, true), (err, false)] {
            DispatchQueue.global().async(group: readers) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, stdout: isOut)
            }
        }
        let start = Date()
        do { try process.run() } catch {
            return AdversarialOutcome(status: -1, signalled: false, timedOut: false, stdout: Data(), stderr: Data(),
                                      seconds: 0, problems: ["cannot start: \(error)"])
        }
        if case .empty = c.input { try? stdinPipe.fileHandleForWriting.close() }
        var clock = start
        var timedOut = false
        if let (number, after) = c.signal {
            if exited.wait(timeout: .now() + after) == .timedOut {
                clock = Date()
                kill(process.processIdentifier, number)
            } else {
                exited.signal()
            }
        }
        if exited.wait(timeout: .now() + max(0.1, timeLimit - Date().timeIntervalSince(start))) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        let seconds = Date().timeIntervalSince(clock)
        try? stdinPipe.fileHandleForWriting.close()
        readers.wait()
        process.waitUntilExit()
        return AdversarialOutcome(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                                  timedOut: timedOut, stdout: collected.stdout, stderr: collected.stderr,
                                  seconds: seconds, problems: [])
    }

    /// Output gathered by the reader threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()
        func set(_ data: Data, stdout: Bool) {
            lock.lock(); defer { lock.unlock() }
            if stdout { out = data } else { err = data }
        }
        var stdout: Data { lock.lock(); defer { lock.unlock() }; return out }
        var stderr: Data { lock.lock(); defer { lock.unlock() }; return err }
    }
}

/// The binary the suite drives: the release build where it is at least as
/// new as the debug one (tools/test builds both, release last), else the
/// debug build. The issue's bound, no case past 10 s, is about the tool
/// users run: a debug build is many times slower on heavy but legal input
/// (a 20 000-vertex star), and would meet the cap by its own slowness.
let adversarialExecutable: URL = {
    let release = flipbookExecutable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("release/flipbook")
    func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
    guard let releaseDate = modified(release), FileManager.default.isExecutableFile(atPath: release.path) else {
        return flipbookExecutable
    }
    return releaseDate >= (modified(flipbookExecutable) ?? .distantPast) ? release : flipbookExecutable
}()
