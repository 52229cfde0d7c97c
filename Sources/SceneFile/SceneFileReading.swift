import Foundation

/// Reads a scene file or an image it names, refusing what is missing, a
/// folder, or larger than its limit before holding more than the limit in
/// memory.
package enum SceneFileReading {
    /// Why a file could not be read: one phrase, and whether it was a limit.
    package struct Failure: Error {
        package var message: String
        package var kind: SceneFileError.Kind = .unreadable
    }

    /// The JSON document in `bytes` (at most `limits.maximumFileBytes`,
    /// nested at most `limits.maximumJSONDepth` deep) as its root item;
    /// `file` names it in errors, which carry line and column.
    package static func root(of bytes: [UInt8], file: String?, limits: SceneFileLimits) throws -> SceneFileItem {
        let source = SceneFileSource(file: file, bytes: bytes)
        guard bytes.count <= limits.maximumFileBytes else {
            throw SceneFileError(.limit, "larger than \(limits.maximumFileBytes) bytes (SceneFileLimits.maximumFileBytes)",
                                 file: file)
        }
        do {
            return SceneFileItem(node: try SceneFileParser.parse(bytes, maximumDepth: limits.maximumJSONDepth),
                                 location: "", source: source)
        } catch {
            throw source.error(error.kind, error.message, at: error.offset, location: nil)
        }
    }

    /// The bytes of the document at `path`, at most `limits.maximumFileBytes`
    /// of them; a failure is the `SceneFileError` naming the file.
    package static func document(at path: String, limits: SceneFileLimits) throws -> [UInt8] {
        do {
            return try contents(of: path, maximumBytes: limits.maximumFileBytes, limitName: "maximumFileBytes")
        } catch let failure as Failure {
            throw SceneFileError(failure.kind, failure.message, file: path)
        }
    }

    /// The bytes of the file at `path`, at most `maximumBytes` of them.
    /// `limitName` names the `SceneFileLimits` property in the message.
    package static func contents(of path: String, maximumBytes: Int, limitName: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "no such file")
        }
        guard !isDirectory.boolValue else { throw Failure(message: "is a folder, not a file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw Failure(message: "cannot open the file (permissions?)") }
        defer { try? handle.close() }
        return try read(handle, maximumBytes: maximumBytes, limitName: limitName)
    }

    /// At most `maximumBytes` from `handle` (a file or standard input).
    package static func read(_ handle: FileHandle, maximumBytes: Int, limitName: String) throws -> [UInt8] {
        let data: Data?
        do {
            // One byte more than allowed tells "at the limit" from "over it".
            data = try handle.read(upToCount: maximumBytes + 1)
        } catch {
            throw Failure(message: "cannot read: \((error as NSError).localizedDescription)")
        }
        let bytes = [UInt8](data ?? Data())
        guard bytes.count <= maximumBytes else {
            throw Failure(message: "larger than \(maximumBytes) bytes (SceneFileLimits.\(limitName))", kind: .limit)
        }
        return bytes
    }
}
