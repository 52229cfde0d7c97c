import Foundation
import Frames
import Output
import Presentation
import Support

/// What `--resume` may keep: the frame records of the previous manifest and
/// journal in the output folder, when they were written with this run's
/// settings. A record is only a claim: each frame is kept only after its
/// file is read back and matches the record's size and SHA-256.
struct ResumeSource {
    /// Records by frame number (the journal's win over the manifest's, as
    /// they are newer).
    var records: [Int: FrameRecord] = [:]
    /// One line for stderr: what was found.
    var note: String

    /// Loads the manifest `manifestName` and its journal from `folder`,
    /// keeping the records whose settings equal `settings`.
    static func load(folder: URL, manifestName: String, settings: RenderSettings) -> ResumeSource {
        let manifestPath = folder.appendingPathComponent(manifestName).path
        let journalPath = folder.appendingPathComponent(ManifestJournal.fileName(for: manifestName)).path
        var source = ResumeSource(note: "")
        var used: [String] = [], refused: [String] = []
        if RegularFile.exists(atPath: manifestPath) {
            do {
                let manifest = try Manifest.read(manifestPath)
                let differences = manifest.settings.differences(from: settings)
                if differences.isEmpty {
                    for record in manifest.frames { source.records[record.number] = record }
                    used.append(manifestName)
                } else {
                    refused.append("\(manifestName) has other settings: \(differences.joined(separator: ", "))")
                }
            } catch {
                // A FIFO, a link, a bad file name in it: the reason, and nothing read from it.
                refused.append("\(manifestName) is unreadable (\(error))")
            }
        }
        if RegularFile.isRegular(atPath: journalPath), let journal = ManifestJournal.read(journalPath) {
            let differences = journal.settings.differences(from: settings)
            if differences.isEmpty {
                for record in journal.records { source.records[record.number] = record }
                used.append("the journal of an unfinished run")
            } else {
                refused.append("the journal has other settings: \(differences.joined(separator: ", "))")
            }
        }
        let ignored = refused.isEmpty ? "" : " (ignored: \(refused.joined(separator: "; ")))"
        source.note = used.isEmpty
            ? "--resume: nothing to resume in \(folder.path)\(ignored); rendering every frame"
            : "--resume: checking frames against \(used.joined(separator: " and "))\(ignored)"
        return source
    }

    /// The bytes of `frame`'s file when it matches its record (number,
    /// time, name, size and SHA-256); nil when it must be rendered. Only a
    /// regular file is read (not a link, FIFO or device), and no more than
    /// the record's size of it.
    func verifiedFile(_ frame: FramePlan.Frame, name: String, folder: URL) -> (record: FrameRecord, png: [UInt8])? {
        guard let record = records[frame.number], record.time == frame.time, record.file == name,
              let png = try? RegularFile.contents(atPath: folder.appendingPathComponent(name).path,
                                                  maximumBytes: record.bytes, followingSymlinks: false),
              png.count == record.bytes else { return nil }
        return SHA256.hex(SHA256.hash(png)) == record.sha256 ? (record, png) : nil
    }

    /// Deletes the temporary files (`.<name>.partial-XXXXXX`, see
    /// `writeFileAtomically`) that a killed run left for `names`; other
    /// runs' temporaries in a shared folder are left alone.
    static func removeStaleTemporaries(in folder: URL, for names: Set<String>) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries where entry.hasPrefix(".") {
            guard let range = entry.range(of: ".partial-", options: .backwards) else { continue }
            if names.contains(String(entry[entry.index(after: entry.startIndex)..<range.lowerBound])) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
            }
        }
    }
}
