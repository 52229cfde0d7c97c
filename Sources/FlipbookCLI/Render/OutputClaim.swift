import Foundation

/// A PNG render's hold on its output folder, taken before any frame is
/// drawn:
/// 1. An advisory lock (`flock`) on `.<manifest name>.lock` in the folder,
///    held until the render ends: a second render writing the same
///    manifest at the same time is refused. The kernel drops the lock
///    when its process dies, so a killed render never leaves it stuck.
///    Shards write different manifests, so they may share a folder.
/// 2. Frames of the scene already there must come from the same settings
///    (what a frame shows: scene, parameters, rate, canvas, scale, size,
///    backend), read from the scene's manifests and journals, or, where
///    there are none, from the first frame's pixel size. Otherwise the
///    render is refused naming the difference (exit 2), or, with
///    `--overwrite`, the scene's frames, manifests and journals are
///    removed first. `--resume` checks settings itself and is not refused.
final class OutputClaim {
    private let descriptor: Int32
    private let lockPath: String

    /// Settings that do not change what a frame shows: the range, the
    /// version that wrote it and the PNG compression.
    static let ignoredSettings: Set<String> = ["firstFrame", "endFrame", "flipbook", "pngLevel"]

    init(options: RenderOptions, settings: RenderSettings) throws {
        let folder = options.outputFolder
        let manifestName = Manifest.fileName(scene: settings.scene, shard: options.shard)
        lockPath = folder.appendingPathComponent(".\(manifestName).lock").path
        descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CLIError.runtime("cannot create \(lockPath): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw CLIError.usage("\(folder.path) is being written by another render of \(manifestName); "
                                 + "wait for it to finish or choose another --out")
        }
        guard !options.resume else { return }
        let scene = settings.scene
        let conflicts = Self.conflicts(in: folder, scene: scene, settings: settings)
        guard let first = conflicts.first else { return }
        guard options.overwrite else {
            release()
            let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
            throw CLIError.usage("\(folder.path) holds \(scene) frames from other settings: \(first)\(more); "
                                 + "--overwrite replaces them, or choose another --out")
        }
        do {
            try Self.removeScene(scene, from: folder)
        } catch {
            release()
            throw error
        }
    }

    /// Drops the lock and its file.
    func release() {
        unlink(lockPath)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The scene's frames, manifests and journals in `folder`, by name.
    static func sceneFiles(in folder: URL, scene: String) -> (frames: [String], manifests: [String], journals: [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let framePrefix = "\(scene)-", manifestPrefix = "\(scene).manifest"
        let frames = names.filter { name in
            name.hasPrefix(framePrefix) && name.hasSuffix(".png")
                && name.dropFirst(framePrefix.count).dropLast(4).allSatisfy(\.isNumber)
        }
        let manifests = names.filter { $0.hasPrefix(manifestPrefix) && $0.hasSuffix(".json") }
        let journals = names.filter { $0.hasPrefix(".\(manifestPrefix)") && $0.hasSuffix(".json.journal") }
        return (frames, manifests, journals)
    }

    /// How what `folder` holds of `scene` differs from `settings`, one
    /// entry per file that differs; empty when nothing does.
    static func conflicts(in folder: URL, scene: String, settings: RenderSettings) -> [String] {
        let files = sceneFiles(in: folder, scene: scene)
        var conflicts: [String] = []
        func compare(_ name: String, _ theirs: RenderSettings?) {
            guard let theirs else { conflicts.append("\(name) is unreadable"); return }
            let differences = settings.differences(from: theirs).filter { difference in
                !ignoredSettings.contains(String(difference.prefix { $0 != " " }))
            }
            if !differences.isEmpty { conflicts.append("\(name): \(differences.joined(separator: ", ")) (this run vs there)") }
        }
        for name in files.manifests {
            compare(name, try? Manifest.read(folder.appendingPathComponent(name).path).settings)
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

    /// Removes `scene`'s frames, manifests and journals from `folder`.
    static func removeScene(_ scene: String, from folder: URL) throws {
        let files = sceneFiles(in: folder, scene: scene)
        for name in files.frames + files.manifests + files.journals {
            do {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            } catch {
                throw CLIError.runtime("--overwrite: cannot remove \(name) from \(folder.path): \(error.localizedDescription)")
            }
        }
    }
}
