import Foundation
import Terminal

/// An advisory lock (`flock`) on a hidden file in an output folder, held
/// while a render runs. The kernel drops it when its process dies, so a
/// killed render never leaves it stuck.
///
/// The lock file is removed when its last holder leaves. A lock taken on
/// a file that was removed meanwhile (by a holder leaving between our
/// `open` and `flock`) is dropped and taken again on the new file, so two
/// renders never hold locks on different files of one name.
package final class FolderLock {
    /// Exclusive: no other holder; shared: only other shared holders.
    package enum Mode { case exclusive, shared }

    private var descriptor: Int32
    private let path: String
    private let mode: Mode

    /// Takes the lock on `path` without waiting.
    /// - Returns: nil when another render holds it in a conflicting mode.
    /// - Throws: exit 3 when the file cannot be created.
    package init?(path: String, mode: Mode) throws {
        self.path = path
        self.mode = mode
        // A few tries: each retry means a holder removed the file between
        // our open and our flock, which takes a racing release.
        for _ in 0..<8 {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else {
                throw CLIError.runtime("cannot create \(path): \(String(cString: strerror(errno)))")
            }
            guard flock(fd, (mode == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
                close(fd)
                return nil
            }
            var held = stat(), named = stat()
            if fstat(fd, &held) == 0, lstat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
                descriptor = fd
                return
            }
            close(fd)
        }
        throw CLIError.runtime("cannot lock \(path): it keeps being replaced")
    }

    /// Drops the lock, removing its file when no one else holds it.
    package func release() {
        guard descriptor >= 0 else { return }
        // A shared holder removes the file only when it can take it alone.
        if mode == .exclusive || flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
