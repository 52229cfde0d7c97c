#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `bytes` to `path` so that the file appears whole or not at all:
/// the bytes go to a new temporary file in the same folder
/// (`.<name>.partial-XXXXXX`, created by mkstemp so concurrent writers never
/// collide), which is then renamed over `path`: rename is atomic within a
/// file system. On any error the temporary file is removed and nothing at
/// `path` changes. The file gets mode 0644. No fsync: this guards against
/// interrupted runs, not power loss. A process killed between creating and
/// renaming the temporary file leaves it behind under its hidden name.
public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty else { throw OutputError.fileFailed(path: path, reason: "not a file name") }
    // mkstemp replaces the X's in place; the array then names the file.
    var temporary = Array("\(folder.isEmpty ? "" : folder)/.\(name).partial-XXXXXX".utf8CString)
    let fd = temporary.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw OutputError.fileFailed(path: path, reason: systemError()) }
    var failure: String?
    if !writeAll(bytes, to: fd) || fchmod(fd, 0o644) != 0 { failure = systemError() }
    if close(fd) != 0 && failure == nil { failure = systemError() }
    if failure == nil && rename(temporary, path) != 0 { failure = systemError() }
    if let failure {
        unlink(temporary)
        throw OutputError.fileFailed(path: path, reason: failure)
    }
}

/// Writes every byte, retrying short writes and interrupted calls; false
/// (with errno set) on failure.
private func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// The current errno as text, e.g. "No such file or directory".
private func systemError() -> String {
    String(cString: strerror(errno))
}
