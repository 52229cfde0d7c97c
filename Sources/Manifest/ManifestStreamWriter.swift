import Foundation
import Output

/// Writes a manifest whose frames come one at a time (from the journal),
/// with the bytes `Manifest.encoded()` gives, holding one frame record at
/// a time: memory does not grow with the frame count. The file appears
/// whole under its name (written beside it as `.<name>.partial-XXXXXX`,
/// then renamed), as `writeFileAtomically` does.
package struct ManifestStreamWriter {
    /// Pretty JSON of a frame record, as it stands inside `frames`.
    private static func block(_ record: FrameRecord, encoder: JSONEncoder) throws -> String {
        let text = String(decoding: try encoder.encode(record), as: UTF8.self)
        // Two levels deep (the manifest object, its `frames` array).
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// Writes `manifest` (its `frames` ignored) with `count` frames, the
    /// i-th given by `frame(i)`, to `path`.
    package static func write(_ manifest: Manifest, count: Int, to path: String, frame: (Int) throws -> FrameRecord) throws {
        guard count > 0 else {
            // A shard with no frames of the range: nothing to stream.
            var empty = manifest
            empty.frames = []
            return try writeFileAtomically(try empty.encoded(), to: path)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The text around the frames: the manifest with one frame, split
        // around that frame's block.
        var probe = manifest
        probe.frames = [try frame(0)]
        let whole = String(decoding: try probe.encoded(), as: UTF8.self)
        let first = try block(probe.frames[0], encoder: encoder)
        guard let range = whole.range(of: first) else {
            throw ManifestError.failure("cannot lay out the manifest's frames")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var temporary = Array("\(folder.isEmpty ? "." : folder)/.\(name).partial-XXXXXX".utf8CString)
        let fd = temporary.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw ManifestError.failure("cannot write \(path): \(String(cString: strerror(errno)))") }
        var failed = true
        defer {
            close(fd)
            if failed { unlink(temporary) }
        }
        let output = BufferedOutput(fd: fd)
        try output.write(String(whole[..<range.lowerBound]) + first)
        for index in 1..<count {
            try output.write(",\n" + block(try frame(index), encoder: encoder))
        }
        try output.write(String(whole[range.upperBound...]))
        try output.flush()
        guard fchmod(fd, 0o644) == 0, rename(temporary, path) == 0 else {
            throw ManifestError.failure("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        failed = false
    }
}

/// Bytes gathered into 1 MiB writes.
private final class BufferedOutput {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd; buffer.reserveCapacity(1 << 20) }

    func write(_ text: String) throws {
        buffer += text.utf8
        if buffer.count >= 1 << 20 { try flush() }
    }

    func flush() throws {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw ManifestError.failure("cannot write the manifest: \(String(cString: strerror(errno)))") }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
