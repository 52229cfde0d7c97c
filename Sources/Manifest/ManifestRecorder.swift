import Foundation
import Frames
import Output

/// Keeps the manifest of a PNG render: journals each frame as it lands,
/// keeps frames `--resume` finds intact, and writes the manifest when every
/// frame of the run (its shard of the range) is done. Used from the render
/// worker threads. It holds no record per frame: the journal does, and the
/// manifest is written from it, one record at a time, so memory stays flat
/// however long the run.
package final class ManifestRecorder: @unchecked Sendable {
    private let folder: URL
    private let manifest: Manifest
    private let manifestName: String
    private let journal: ManifestJournal
    private let resume: ResumeSource?
    private let lock = NSLock()
    private var keptCount = 0

    /// Starts recording a render with `settings` into `folder` (shard
    /// `shard` of the range, or all of it). With `resume`, the frames this
    /// run renders and their file names: it loads what the folder already
    /// holds and says so through `note`; stale temporaries of those names
    /// are removed.
    /// - Throws: `ManifestError` (`.failure`) when the journal cannot be
    ///   written.
    package init(folder: URL, settings: RenderSettings, shard: Shard?,
                 resume: (frames: [FramePlan.Frame], fileName: (FramePlan.Frame) -> String)?,
                 note: (String) -> Void) throws {
        self.folder = folder
        manifest = Manifest(settings: settings, shard: shard, frames: [])
        manifestName = Manifest.fileName(scene: settings.scene, shard: shard)
        var carried: [FrameRecord] = []
        if let resume {
            let source = ResumeSource.load(folder: folder, manifestName: manifestName, settings: settings)
            note(source.note)
            let names = Set(resume.frames.map(resume.fileName) + [manifestName])
            ResumeSource.removeStaleTemporaries(in: folder, for: names)
            carried = resume.frames.compactMap { source.records[$0.number] }
            self.resume = source
        } else {
            self.resume = nil
        }
        do {
            journal = try ManifestJournal(path: folder.appendingPathComponent(ManifestJournal.fileName(for: manifestName)).path,
                                          settings: settings, records: carried)
        } catch let error as ManifestError {
            throw error
        } catch {
            throw ManifestError.failure("cannot write the manifest journal: \(error)")
        }
    }

    /// How many frames `--resume` kept.
    package var kept: Int {
        lock.lock(); defer { lock.unlock() }
        return keptCount
    }

    /// With `--resume`: the bytes of `frame`'s file when it matches the
    /// earlier manifest or journal, recording it as done; nil when the
    /// frame must be rendered.
    package func reuse(_ frame: FramePlan.Frame, name: String) -> [UInt8]? {
        // Its record is in the journal already (carried from the earlier run).
        guard let (_, png) = resume?.verifiedFile(frame, name: name, folder: folder) else { return nil }
        lock.lock(); defer { lock.unlock() }
        keptCount += 1
        return png
    }

    /// Records `png`, just written as `frame`'s file `name`.
    package func record(_ frame: FramePlan.Frame, name: String, png: [UInt8]) throws {
        let record = FrameRecord(number: frame.number, time: frame.time, file: name, png: png)
        try journal.append(record)
    }

    /// Writes the manifest of `frames` (all of which must be recorded)
    /// atomically from the journal, then deletes the journal. Returns the
    /// manifest's name.
    @discardableResult
    package func finish(frames: [FramePlan.Frame]) throws -> String {
        // 1. Where each frame's record is in the journal: its last line.
        let position = FramePositions(frames)
        var offsets = [Int](repeating: -1, count: frames.count)
        try ManifestJournal.scanRecords(journal.path) { record, offset in
            if let index = position.index(of: record.number), frames[index].time == record.time { offsets[index] = offset }
        }
        let missing = offsets.lazy.filter { $0 < 0 }.count
        guard missing == 0 else { throw ManifestError.failure("manifest: \("\(missing) frame\(missing == 1 ? "" : "s")") not recorded") }
        // 2. The manifest, one record at a time.
        let fd = open(journal.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ManifestError.failure("cannot read \(journal.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        do {
            try ManifestStreamWriter.write(manifest, count: frames.count, to: folder.appendingPathComponent(manifestName).path) {
                try ManifestJournal.record(at: offsets[$0], in: fd, path: self.journal.path)
            }
        } catch {
            throw ManifestError.failure("cannot write \(manifestName): \(error)")
        }
        journal.remove()
        return manifestName
    }
}
