import Foundation
import Terminal

/// An output folder (`--out`) that is checked when the command starts and
/// created only when its first file is about to be written, so a command
/// that fails or is interrupted before then leaves nothing behind.
package final class OutputFolder: @unchecked Sendable {
    /// Where the files go.
    package let url: URL
    private let lock = NSLock()
    private var created = false

    /// Checks that `url` is a writable folder or can be created as one
    /// (its nearest existing ancestor is a writable folder); creates
    /// nothing.
    /// - Throws: exit 3 naming the folder otherwise.
    package init(checking url: URL) throws {
        self.url = url
        try Self.check(url)
    }

    /// Creates the folder (and any missing parents) the first time; later
    /// calls do nothing. Safe from several threads.
    /// - Throws: exit 3 when it cannot be created or written.
    package func create() throws {
        lock.lock(); defer { lock.unlock() }
        guard !created else { return }
        try Self.make(url)
        created = true
    }

    /// Throws exit 3 unless `url` is a writable folder or could be made.
    package static func check(_ url: URL) throws {
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

    /// Creates the output folder if needed, parents first, and checks that
    /// files can be created in it (exit 3 otherwise). It calls mkdir(2)
    /// itself, so a failure names the part of the path and the system's
    /// reason ("Permission denied", "… is a file"), not Foundation's
    /// "NSCocoaErrorDomain error 512".
    package static func make(_ folder: URL) throws {
        let path = folder.standardizedFileURL.path
        var built = ""
        for part in path.split(separator: "/") {
            built += "/" + part
            var info = stat()
            if stat(built, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw CLIError.runtime(built == path ? "output folder \(folder.path) is a file"
                                           : "cannot create output folder \(folder.path): \(built) is a file")
                }
                continue
            }
            guard mkdir(built, 0o755) == 0 || errno == EEXIST else {
                throw CLIError.runtime("cannot create output folder \(folder.path): \(String(cString: strerror(errno)))")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw CLIError.runtime("output folder \(folder.path) is not writable")
        }
    }
}
