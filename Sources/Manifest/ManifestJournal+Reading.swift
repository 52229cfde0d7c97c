import Foundation
import Glibc

extension ManifestJournal {
    /// Calls `body` with each frame record of the journal at `path` and the
    /// byte offset of its line, in file order, reading 1 MiB at a time
    /// (memory does not grow with the journal). The header line, torn or
    /// foreign lines are skipped.
    package static func scanRecords(_ path: String, _ body: (FrameRecord, Int) throws -> Void) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ManifestError.failure("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let decoder = JSONDecoder()
        var pending: [UInt8] = [], pendingStart = 0, isFirst = true
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending += chunk[0..<count]
            var lineStart = 0
            while let newline = pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { lineStart = newline + 1 }
                if isFirst { isFirst = false; continue }
                guard let record = try? decoder.decode(FrameRecord.self, from: Data(pending[lineStart..<newline])) else {
                    continue
                }
                try body(record, pendingStart + lineStart)
            }
            pending.removeFirst(lineStart)
            pendingStart += lineStart
        }
    }

    /// The frame record on the line that starts at byte `offset` of the
    /// journal at `path` (found by `scanRecords`).
    package static func record(at offset: Int, in fd: Int32, path: String) throws -> FrameRecord {
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, off_t(offset + line.count)) }
            guard count > 0 else { break }
            if let newline = buffer[0..<count].firstIndex(of: UInt8(ascii: "\n")) {
                line += buffer[0..<newline]
                return try JSONDecoder().decode(FrameRecord.self, from: Data(line))
            }
            line += buffer[0..<count]
        }
        throw ManifestError.failure("\(path) changed while the manifest was written from it")
    }
}
