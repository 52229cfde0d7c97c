import Foundation
import Output
import Presentation

/// Keeps the manifest of a PNG render: journals each frame as it lands,
/// keeps frames `--resume` finds intact, and writes the manifest when every
/// frame of the run (its shard of the range) is done. Used from the render
/// worker threads.
final class ManifestRecorder: @unchecked Sendable {
    private let folder: URL
    private let manifest: Manifest
    private let manifestName: String
    private let journal: ManifestJournal
    private let resume: ResumeSource?
    private let lock = NSLock()
    private var records: [Int: FrameRecord] = [:]
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
        guard let (record, png) = resume?.verifiedFile(frame, name: name, folder: folder) else { return nil }
        lock.lock(); defer { lock.unlock() }
        records[frame.number] = record
        keptCount += 1
        return png
    }

    /// Records `png`, just written as `frame`'s file `name`.
    func record(_ frame: FramePlan.Frame, name: String, png: [UInt8]) throws {
        let record = FrameRecord(number: frame.number, time: frame.time, file: name, png: png)
        try journal.append(record)
        lock.lock(); records[frame.number] = record; lock.unlock()
    }

    /// Writes the manifest of `frames` (all of which must be recorded)
    /// atomically, then deletes the journal. Returns the manifest's name.
    @discardableResult
    func finish(frames: [FramePlan.Frame]) throws -> String {
        lock.lock()
        var done = manifest
        done.frames = frames.compactMap { records[$0.number] }
        lock.unlock()
        guard done.frames.count == frames.count else {
            throw CLIError.runtime("manifest: \(counted(frames.count - done.frames.count, "frame")) not recorded")
        }
        do {
            try writeFileAtomically(try done.encoded(), to: folder.appendingPathComponent(manifestName).path)
        } catch {
            throw CLIError.runtime("cannot write \(manifestName): \(error)")
        }
        journal.remove()
        return manifestName
    }
}
