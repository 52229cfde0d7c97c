import Foundation
import Terminal

/// An output folder (`--out`) that is checked when the command starts and
/// created only when its first file is about to be written, so a command
/// that fails or is interrupted before then leaves nothing behind.
final class OutputFolder: @unchecked Sendable {
    /// Where the files go.
    let url: URL
    private let lock = NSLock()
    private var created = false

    /// Checks that `url` is a writable folder or can be created as one
    /// (its nearest existing ancestor is a writable folder); creates
    /// nothing.
    /// - Throws: exit 3 naming the folder otherwise.
    init(checking url: URL) throws {
        self.url = url
        try Self.check(url)
    }

    /// Creates the folder (and any missing parents) the first time; later
    /// calls do nothing. Safe from several threads.
    /// - Throws: exit 3 when it cannot be created or written.
    func create() throws {
        lock.lock(); defer { lock.unlock() }
        guard !created else { return }
        try RenderCommand.prepareFolder(url)
        created = true
    }

    /// Throws exit 3 unless `url` is a writable folder or could be made.
    static func check(_ url: URL) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        var existing = url.standardizedFileURL
        // The nearest part of the path that exists (`/` always does).
        while !fm.fileExists(atPath: existing.path, isDirectory: &isDirectory), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else {
            let what = existing.path == url.standardizedFileURL.path ? "output folder \(url.path) is a file"
                : "cannot create output folder \(url.path): \(existing.path) is a file"
            throw CLIError.runtime(what)
        }
        guard fm.isWritableFile(atPath: existing.path) else {
            throw CLIError.runtime(existing.path == url.standardizedFileURL.path
                                   ? "output folder \(url.path) is not writable"
                                   : "cannot create output folder \(url.path): \(existing.path) is not writable")
        }
    }
}
