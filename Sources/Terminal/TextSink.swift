import Foundation

/// Where a command writes text: the process's stdout/stderr, or buffers in
/// tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
}

/// Writes to a file handle (stdout or stderr).
public final class FileHandleSink: TextSink {
    private let handle: FileHandle
    public init(_ handle: FileHandle) { self.handle = handle }
    public func write(_ text: String) { handle.write(Data(text.utf8)) }
}

/// Drops what it is given: notes under `--quiet`.
package final class SilentSink: TextSink {
    package init() {}
    package func write(_ text: String) {}
}

/// Collects text in memory.
public final class StringSink: TextSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}
