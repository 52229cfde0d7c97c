import Glibc

/// Reads the files a user names (scene files, images, manifests, frames to
/// compare): regular files only, refused before they are opened when they
/// are anything else, and refused unread when larger than a limit.
///
/// Decision: the file's type is checked with `stat` *before* `open`, since
/// opening a FIFO for reading blocks until a writer comes and a device
/// (`/dev/zero`, `/dev/urandom`) never ends. The open itself is
/// non-blocking and the descriptor is checked again with `fstat`, so a file
/// swapped for a FIFO between the two calls is refused too. Standard input
/// (`-`) is not read here: it is the one stream a user names on purpose.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// Nothing at the path (ENOENT, or a folder on the way is missing).
        case missing
        /// Something other than a regular file: "a folder", "a FIFO", …
        case notRegular(String)
        /// Could not be opened or read: the system's reason.
        case unreadable(String)
        /// More than the limit, in bytes.
        case tooLarge(limit: Int)

        /// One phrase that follows the file's name: "no such file", "is a
        /// FIFO, not a regular file", …
        package var description: String {
            switch self {
            case .missing: return "no such file"
            case .notRegular(let kind): return "is \(kind), not a regular file"
            case .unreadable(let reason): return "cannot read it: \(reason)"
            case .tooLarge(let limit): return "larger than \(limit) bytes"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `maximumBytes`
    /// of them (`tooLarge` past that, told by the file's size before any
    /// byte is read). With `followingSymlinks` false a symbolic link is
    /// refused as `notRegular`, whatever it points to. Default: true.
    package static func contents(atPath path: String, maximumBytes: Int,
                                 followingSymlinks: Bool = true) throws(Failure) -> [UInt8] {
        let descriptor = try open(path, followingSymlinks: followingSymlinks)
        defer { close(descriptor.fd) }
        guard descriptor.size <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
        // One byte more than allowed: the file may have grown since fstat.
        let bytes = try read(descriptor.fd, upTo: min(maximumBytes, Int.max - 1) + 1)
        guard bytes.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
        return bytes
    }

    /// The first `count` bytes of the regular file at `path` (fewer when
    /// the file is shorter), whatever its size: a PNG header.
    package static func prefix(atPath path: String, count: Int) throws(Failure) -> [UInt8] {
        let descriptor = try open(path, followingSymlinks: true)
        defer { close(descriptor.fd) }
        return try read(descriptor.fd, upTo: count)
    }

    /// The size in bytes of the regular file at `path`, or the reason it
    /// is not one; nothing is opened.
    package static func size(atPath path: String, followingSymlinks: Bool = true) throws(Failure) -> Int {
        var info = stat()
        guard (followingSymlinks ? stat(path, &info) : lstat(path, &info)) == 0 else { throw failure(errno) }
        try checkRegular(info.st_mode)
        return Int(info.st_size)
    }

    /// Whether `path` names a regular file itself (a link is not one,
    /// whatever it points to); nothing is opened.
    package static func isRegular(atPath path: String) -> Bool {
        (try? size(atPath: path, followingSymlinks: false)) != nil
    }

    /// Whether anything is at `path` (a dangling link counts); nothing is
    /// opened.
    package static func exists(atPath path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// An open descriptor on the regular file at `path`, and its size.
    private static func open(_ path: String, followingSymlinks: Bool) throws(Failure) -> (fd: Int32, size: Int) {
        _ = try size(atPath: path, followingSymlinks: followingSymlinks)
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingSymlinks ? 0 : O_NOFOLLOW)
        let fd = Glibc.open(path, flags)
        guard fd >= 0 else { throw failure(errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw failure(code)
        }
        do {
            try checkRegular(info.st_mode)
        } catch {
            close(fd)
            throw error
        }
        return (fd, Int(info.st_size))
    }

    /// At most `limit` bytes from `fd`, to its end.
    private static func read(_ fd: Int32, upTo limit: Int) throws(Failure) -> [UInt8] {
        // 1 MiB reads into one buffer, each appended with a copy: few
        // system calls, no more than a read's worth held beyond what the
        // file has, and no per-byte work (zero-filling and trimming the
        // array a byte at a time cost more than the parse in a debug build).
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(1 << 20, max(limit, 1)))
        defer { buffer.deallocate() }
        var bytes: [UInt8] = []
        while bytes.count < limit {
            let want = min(buffer.count, limit - bytes.count)
            let got = Glibc.read(fd, buffer.baseAddress!, want)
            if got < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if got == 0 { break }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<got]))
        }
        return bytes
    }

    private static func checkRegular(_ mode: mode_t) throws(Failure) {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .notRegular("a folder")
        case S_IFIFO: throw .notRegular("a FIFO")
        case S_IFCHR: throw .notRegular("a character device")
        case S_IFBLK: throw .notRegular("a block device")
        case S_IFSOCK: throw .notRegular("a socket")
        case S_IFLNK: throw .notRegular("a symbolic link")
        default: throw .notRegular("an unknown kind of file")
        }
    }

    private static func failure(_ code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: return .missing
        case ELOOP: return .notRegular("a symbolic link")
        default: return .unreadable(String(cString: strerror(code)))
        }
    }
}
