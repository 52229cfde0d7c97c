import Foundation
import Output

/// The manifest of a run in progress: a hidden file beside the frames,
/// `.<manifest name>.journal`, that gets one JSON line per finished frame
/// right after the frame's file is renamed into place. A run killed at any
/// point (even SIGKILL) leaves it behind with every finished frame but
/// possibly the last one, which is what `--resume` reads; a run that
/// completes replaces it by the manifest.
///
/// Line 1 is `{"journal":{"settings":…}}`, each further line a
/// `FrameRecord`; a later line for the same frame wins, and a torn last
/// line is ignored.
package final class ManifestJournal: @unchecked Sendable {
    private let lock = NSLock()
    private let fd: Int32
    /// Where the journal lives.
    package let path: String

    private struct Header: Codable { var journal: Body }
    private struct Body: Codable { var settings: RenderSettings }

    /// The journal's name for the manifest called `manifestName`.
    package static func fileName(for manifestName: String) -> String { ".\(manifestName).journal" }

    /// Starts a journal at `path` (replacing any old one) for a run with
    /// `settings`, holding `records` already.
    package init(path: String, settings: RenderSettings, records: [FrameRecord]) throws {
        self.path = path
        var text = try Self.line(Header(journal: Body(settings: settings)))
        for record in records { text += try Self.line(record) }
        try writeFileAtomically(Array(text.utf8), to: path)
        fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw ManifestError.failure("cannot open \(path): \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    /// Appends `record` (one write, so a kill leaves whole lines or one
    /// torn last line).
    package func append(_ record: FrameRecord) throws {
        let bytes = Array(try Self.line(record).utf8)
        lock.lock(); defer { lock.unlock() }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        guard written == bytes.count else {
            throw ManifestError.failure("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Deletes the journal (after the manifest is written).
    package func remove() { unlink(path) }

    /// The settings and frame records of the journal at `path`, or nil when
    /// there is none or its first line is not a journal header.
    package static func read(_ path: String) -> (settings: RenderSettings, records: [FrameRecord])? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = data.split(separator: UInt8(ascii: "\n"))
        let decoder = JSONDecoder()
        guard let first = lines.first, let header = try? decoder.decode(Header.self, from: Data(first)) else { return nil }
        let records = lines.dropFirst().compactMap { try? decoder.decode(FrameRecord.self, from: Data($0)) }
        return (header.journal.settings, records)
    }

    /// `value` as one line of compact JSON with sorted keys.
    private static func line(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
