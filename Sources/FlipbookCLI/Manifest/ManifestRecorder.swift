import Foundation
import Output
import Presentation

/// Keeps the manifest of a PNG render: journals each frame as it lands,
/// keeps frames `--resume` finds intact, and writes the manifest when every
/// frame of the run (its shard of the range) is done. Used from the render
/// worker threads. It holds no record per frame: the journal does, and the
/// manifest is written from it, one record at a time, so memory stays flat
/// however long the run.
final class ManifestRecorder: @unchecked Sendable {
    private let folder: URL
    private let manifest: Manifest
    private let manifestName: String
    private let journal: ManifestJournal
    private let resume: ResumeSource?
    private let lock = NSLock()
    private var keptCount = 0

    /// Starts recording a render with `options` and `settings`; with
    /// `--resume`, loads what the folder already holds and says so on
    /// `stderr`.
    init(options: RenderOptions, settings: RenderSettings, stderr: TextSink) throws {
        folder = options.outputFolder
        manifest = Manifest(settings: settings, shard: options.shard, frames: [])
        manifestName = Manifest.fileName(scene: settings.scene, shard: options.shard)
        var carried: [FrameRecord] = []
        if options.resume {
            let source = ResumeSource.load(folder: folder, manifestName: manifestName, settings: settings)
            stderr.write("flipbook: \(source.note)\n")
            let frames = options.plan.frames(in: options.shard)
            let names = Set(frames.map(options.fileName(for:)) + [manifestName])
            ResumeSource.removeStaleTemporaries(in: folder, for: names)
            carried = frames.compactMap { source.records[$0.number] }
            resume = source
        } else {
            resume = nil
        }
        do {
            journal = try ManifestJournal(path: folder.appendingPathComponent(ManifestJournal.fileName(for: manifestName)).path,
                                          settings: settings, records: carried)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.runtime("cannot write the manifest journal: \(error)")
        }
    }

    /// How many frames `--resume` kept.
    var kept: Int {
        lock.lock(); defer { lock.unlock() }
        return keptCount
    }

    /// With `--resume`: the bytes of `frame`'s file when it matches the
    /// earlier manifest or journal, recording it as done; nil when the
    /// frame must be rendered.
    func reuse(_ frame: FramePlan.Frame, name: String) -> [UInt8]? {
        // Its record is in the journal already (carried from the earlier run).
        guard let (_, png) = resume?.verifiedFile(frame, name: name, folder: folder) else { return nil }
        lock.lock(); defer { lock.unlock() }
        keptCount += 1
        return png
    }

    /// Records `png`, just written as `frame`'s file `name`.
    func record(_ frame: FramePlan.Frame, name: String, png: [UInt8]) throws {
        let record = FrameRecord(number: frame.number, time: frame.time, file: name, png: png)
        try journal.append(record)
    }

    /// Writes the manifest of `frames` (all of which must be recorded)
    /// atomically from the journal, then deletes the journal. Returns the
    /// manifest's name.
    @discardableResult
    func finish(frames: [FramePlan.Frame]) throws -> String {
        // 1. Where each frame's record is in the journal: its last line.
        let position = FramePositions(frames)
        var offsets = [Int](repeating: -1, count: frames.count)
        try ManifestJournal.scanRecords(journal.path) { record, offset in
            if let index = position.index(of: record.number), frames[index].time == record.time { offsets[index] = offset }
        }
        let missing = offsets.lazy.filter { $0 < 0 }.count
        guard missing == 0 else { throw CLIError.runtime("manifest: \(counted(missing, "frame")) not recorded") }
        // 2. The manifest, one record at a time.
        let fd = open(journal.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CLIError.runtime("cannot read \(journal.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        do {
            try ManifestStreamWriter.write(manifest, count: frames.count, to: folder.appendingPathComponent(manifestName).path) {
                try ManifestJournal.record(at: offsets[$0], in: fd, path: self.journal.path)
            }
        } catch {
            throw CLIError.runtime("cannot write \(manifestName): \(error)")
        }
        journal.remove()
        return manifestName
    }
}

/// A frame's index in a plan's frames by its number, without a table:
/// the frames of a plan (or a shard of it) are in increasing order, so a
/// binary search finds it.
struct FramePositions {
    private let frames: [FramePlan.Frame]

    init(_ frames: [FramePlan.Frame]) { self.frames = frames }

    /// The index of the frame numbered `number`; nil when there is none.
    func index(of number: Int) -> Int? {
        var (low, high) = (0, frames.count)
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low < frames.count && frames[low].number == number ? low : nil
    }
}
