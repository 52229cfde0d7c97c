import Foundation
import Frames
import Manifest
import Presentation
import Support
import Terminal

/// A PNG render's hold on its output folder, taken right before the first
/// frame is drawn (nothing is created in the folder before):
/// 1. The scene's lock, `.<scene>.lock` (`FolderLock`), held until the
///    render ends. An unsharded render, and any `--overwrite`, holds it
///    alone; a `--shard` render shares it with the other shards of the
///    scene and also holds `.<shard manifest name>.lock` alone. So shards
///    of one render may write one folder at the same time, but a shard
///    never runs beside an unsharded or `--overwrite` render of the same
///    scene in that folder, nor beside a second copy of itself.
/// 2. Frames of the scene already there must come from the same settings
///    (what a frame shows: scene, parameters, rate, canvas, scale, size,
///    backend), read from the scene's manifests and journals, or, where
///    there are none, from the first frame's pixel size. Otherwise the
///    render, `--resume` included, is refused naming the difference
///    (exit 2), or, with `--overwrite`, the scene's frames, manifests and
///    journals are removed first. `--overwrite` removes regular files
///    only: an entry named like one of them that is a folder, a link or
///    anything else refuses the render (exit 2) naming it, and nothing is
///    removed.
package final class OutputClaim {
    private var locks: [FolderLock] = []

    /// Settings that do not change what a frame shows: the range, the
    /// version that wrote it and the PNG compression.
    package static let ignoredSettings: Set<String> = ["firstFrame", "endFrame", "flipbook", "pngLevel"]

    /// Claims `folder` for a render with `settings`: shard `shard` of the
    /// range (nil: all of it), replacing the scene's files there with
    /// `overwrite`, or keeping those of the same settings with `resume`
    /// (which only changes the refusal's advice).
    /// - Throws: `CLIError` (exit 2) when the folder is being written by
    ///   another render of the scene, or holds frames of other settings;
    ///   exit 3 when a file cannot be removed.
    package init(folder: URL, settings: RenderSettings, shard: Shard?, overwrite: Bool, resume: Bool) throws {
        let scene = settings.scene
        let sceneLock = folder.appendingPathComponent(Self.lockName(scene: scene)).path
        let alone = shard == nil || overwrite
        guard let lock = try FolderLock(path: sceneLock, mode: alone ? .exclusive : .shared) else {
            throw Self.busy(folder, "another render of \(scene)")
        }
        locks.append(lock)
        if let shard, !overwrite {
            let manifestName = Manifest.fileName(scene: scene, shard: shard)
            let shardLock = folder.appendingPathComponent(".\(manifestName).lock").path
            guard let own = try FolderLock(path: shardLock, mode: .exclusive) else {
                release()
                throw Self.busy(folder, "another render of \(manifestName)")
            }
            locks.append(own)
        }
        do {
            try check(folder: folder, settings: settings, overwrite: overwrite, resume: resume)
        } catch {
            release()
            throw error
        }
    }

    /// The scene's lock file in its output folder: `.<scene>.lock`.
    package static func lockName(scene: String) -> String { ".\(scene).lock" }

    private static func busy(_ folder: URL, _ holder: String) -> CLIError {
        CLIError.usage("\(folder.path) is being written by \(holder); wait for it to finish or choose another --out")
    }

    /// Step 2: the folder's frames of the scene against `settings`.
    private func check(folder: URL, settings: RenderSettings, overwrite: Bool, resume: Bool) throws {
        let scene = settings.scene
        let conflicts = Self.conflicts(in: folder, scene: scene, settings: settings)
        guard let first = conflicts.first else { return }
        guard overwrite else {
            let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
            let fix = resume ? "--resume keeps frames of the same settings only; render without it and with "
                + "--overwrite to replace them" : "--overwrite replaces them"
            throw CLIError.usage("\(folder.path) holds \(scene) frames from other settings: \(first)\(more); "
                                 + "\(fix), or choose another --out")
        }
        try Self.removeScene(scene, from: folder)
    }

    /// Drops the locks (and their files where no one else holds them).
    package func release() {
        locks.reversed().forEach { $0.release() }
        locks = []
    }

    /// The scene's frames, manifests and journals in `folder`, by name:
    /// regular files only; `others` are entries with such names that are
    /// not regular files (folders, links, FIFOs), which are never read
    /// nor removed.
    package static func sceneFiles(in folder: URL, scene: String)
        -> (frames: [String], manifests: [String], journals: [String], others: [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let framePrefix = "\(scene)-", manifestPrefix = "\(scene).manifest"
        func isFrame(_ name: String) -> Bool {
            name.hasPrefix(framePrefix) && name.hasSuffix(".png")
                && name.dropFirst(framePrefix.count).dropLast(4).allSatisfy(\.isNumber)
        }
        func isManifest(_ name: String) -> Bool { name.hasPrefix(manifestPrefix) && name.hasSuffix(".json") }
        func isJournal(_ name: String) -> Bool { name.hasPrefix(".\(manifestPrefix)") && name.hasSuffix(".json.journal") }
        var regular: [String] = [], others: [String] = []
        for name in names where isFrame(name) || isManifest(name) || isJournal(name) {
            if RegularFile.isRegular(atPath: folder.appendingPathComponent(name).path) { regular.append(name) } else { others.append(name) }
        }
        return (regular.filter(isFrame), regular.filter(isManifest), regular.filter(isJournal), others)
    }

    /// How what `folder` holds of `scene` differs from `settings`, one
    /// entry per file that differs; empty when nothing does.
    package static func conflicts(in folder: URL, scene: String, settings: RenderSettings) -> [String] {
        let files = sceneFiles(in: folder, scene: scene)
        var conflicts: [String] = []
        func compare(_ name: String, _ theirs: RenderSettings?, problem: String? = nil) {
            guard let theirs else { conflicts.append("\(name) is unreadable" + (problem.map { " (\($0))" } ?? "")); return }
            let differences = settings.differences(from: theirs).filter { difference in
                !ignoredSettings.contains(String(difference.prefix { $0 != " " }))
            }
            if !differences.isEmpty { conflicts.append("\(name): \(differences.joined(separator: ", ")) (this run vs there)") }
        }
        for name in files.manifests {
            // A manifest that does not read (a bad entry, a torn file) is
            // named with the reason: nothing is kept or removed beside it.
            do {
                compare(name, try Manifest.read(folder.appendingPathComponent(name).path).settings)
            } catch {
                compare(name, nil, problem: "\(error)")
            }
        }
        for name in files.journals {
            compare(name, ManifestJournal.read(folder.appendingPathComponent(name).path)?.settings)
        }
        if files.manifests.isEmpty, files.journals.isEmpty, let frame = files.frames.first,
           let size = PNGHeader.size(ofFileAt: folder.appendingPathComponent(frame).path),
           size != (settings.pixelWidth, settings.pixelHeight) {
            conflicts.append("\(frame) is \(size.width)x\(size.height) px, this run makes "
                             + "\(settings.pixelWidth)x\(settings.pixelHeight)")
        }
        return conflicts
    }

    /// Removes `scene`'s frames, manifests and journals (regular files)
    /// from `folder`; refuses (exit 2, nothing removed) when an entry of
    /// such a name is not a regular file.
    package static func removeScene(_ scene: String, from folder: URL) throws {
        let files = sceneFiles(in: folder, scene: scene)
        if let other = files.others.first {
            let more = files.others.count > 1 ? " (and \(files.others.count - 1) more)" : ""
            throw CLIError.usage("--overwrite removes only files, but \(folder.appendingPathComponent(other).path) is not "
                                 + "a regular file\(more); move it away or choose another --out")
        }
        for name in files.frames + files.manifests + files.journals {
            guard unlink(folder.appendingPathComponent(name).path) == 0 || errno == ENOENT else {
                throw CLIError.runtime("--overwrite: cannot remove \(name) from \(folder.path): \(String(cString: strerror(errno)))")
            }
        }
    }
}
