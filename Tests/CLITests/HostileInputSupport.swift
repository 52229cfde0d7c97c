import Foundation
import Geometry
import Output
import Testing

/// Runs the built `flipbook` as a child process that is killed (SIGKILL,
/// which no loading phase can ignore) after `seconds`: a test of an input
/// that once blocked (a FIFO) fails instead of hanging the suite.
/// `shell` runs it through `/bin/sh -c` with that prefix (`ulimit -v …;`).
func runProcessWithDeadline(_ args: [String], seconds: Double = 20, input: Data? = nil, shell: String? = nil,
                            directory: URL? = nil) throws -> (status: Int32, out: String, err: String, killed: Bool) {
    let run = try runFlipbook(args, input: input, shell: shell, directory: directory, deadline: seconds)
    return (run.status, String(decoding: run.out, as: UTF8.self), String(decoding: run.err, as: UTF8.self), run.killed)
}

/// Makes a FIFO at `url` (mkfifo(3)).
func makeFIFO(_ url: URL) throws {
    guard mkfifo(url.path, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

/// A listening-free Unix socket bound at `url`; its descriptor is closed at
/// once (the file stays).
func makeSocket(_ url: URL) throws {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = Array(url.path.utf8)
    guard path.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (i, byte) in path.prefix(raw.count - 1).enumerated() { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard bound == 0 else { throw POSIXError(.EIO) }
}

/// An 8×8 opaque PNG of one color (straight RGBA bytes).
func solidPNG(_ rgba: [UInt8], side: Int = 8) throws -> Data {
    Data(try PNGEncoder().encode(Bitmap(width: side, height: side,
                                        pixels: Array((0..<side * side).map { _ in rgba }.joined()))))
}
