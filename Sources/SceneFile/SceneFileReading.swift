import Foundation
import Presentation
import Support

/// Reads a scene file or an image it names, refusing what is missing, not
/// a regular file (a folder, FIFO, device or socket), or larger than its
/// limit before holding more than the limit in memory.
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

    /// The bytes of the regular file at `path`, at most `maximumBytes` of
    /// them (`RegularFile`: a FIFO, device, socket or folder is refused
    /// before it is opened). `limitName` names the `SceneFileLimits`
    /// property in the message. With `followingSymlinks` false a symbolic
    /// link is refused (images, whose path is already resolved).
    package static func contents(of path: String, maximumBytes: Int, limitName: String,
                                 followingSymlinks: Bool = true) throws -> [UInt8] {
        do {
            return try RegularFile.contents(atPath: path, maximumBytes: maximumBytes, followingSymlinks: followingSymlinks)
        } catch .tooLarge(let limit) {
            throw Failure(message: "larger than \(limit) bytes (SceneFileLimits.\(limitName))", kind: .limit)
        } catch .notRegular(let kind) where kind == "a folder" {
            throw Failure(message: "is a folder, not a file")
        } catch {
            throw Failure(message: error.description)
        }
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
