import Foundation
import Frames
import Output
import Presentation
import Support

/// `flipbook manifest verify`: checks that every frame file a manifest
/// lists is in a folder with the recorded size and SHA-256. Files the
/// manifest does not list are not its business and are ignored.
package enum ManifestVerifier {
    /// Problems spelled out in the error line before "and N more": five
    /// tell one damaged file from a wholesale mismatch (wrong folder, other
    /// render) and keep the line readable.
    package static let listedProblems = 5

    /// One frame file that does not match.
    package struct Problem: Equatable, CustomStringConvertible {
        package var number: Int
        package var description: String
    }

    /// The frames of `manifest` whose files in `folder` are missing or
    /// differ, by frame number. Files are read and hashed on `jobs` threads.
    package static func problems(_ manifest: Manifest, folder: URL, jobs: Int) -> [Problem] {
        let frames = manifest.frames
        let found = ProblemList()
        _ = try? ParallelFrames.run(count: frames.count, jobs: jobs, shouldStop: { false }) { index in
            if let problem = check(frames[index], folder: folder) { found.add(problem) }
        }
        return found.sorted
    }

    /// The problem with one frame's file, or nil when it matches. The
    /// name is a plain one (`Manifest.read` refuses others), and the file
    /// must be a regular file, not a link: nothing outside the folder is
    /// ever read or measured. Its size is compared before it is read.
    package static func check(_ record: FrameRecord, folder: URL) -> Problem? {
        guard FrameRecord.fileNameProblem(record.file) == nil else {
            return Problem(number: record.number, description: "\(record.file) is not a plain file name")
        }
        let path = folder.appendingPathComponent(record.file).path
        let data: [UInt8]
        do {
            let size = try RegularFile.size(atPath: path, followingSymlinks: false)
            guard size == record.bytes else {
                return Problem(number: record.number, description: "\(record.file) has \(size) bytes, not \(record.bytes)")
            }
            data = try RegularFile.contents(atPath: path, maximumBytes: record.bytes, followingSymlinks: false)
        } catch .missing {
            return Problem(number: record.number, description: "\(record.file) is missing")
        } catch .notRegular(let kind) {
            return Problem(number: record.number, description: "\(record.file) is \(kind), not a regular file")
        } catch {
            return Problem(number: record.number, description: "\(record.file) is unreadable")
        }
        let hash = data.withUnsafeBytes { buffer in
            var hasher = SHA256()
            hasher.update(buffer)
            return SHA256.hex(hasher.finalize())
        }
        guard hash == record.sha256 else {
            return Problem(number: record.number, description: "\(record.file) has SHA-256 \(hash.prefix(12))…, not \(record.sha256.prefix(12))…")
        }
        return nil
    }

    /// Problems gathered from several threads.
    private final class ProblemList: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Problem] = []

        func add(_ problem: Problem) {
            lock.lock(); items.append(problem); lock.unlock()
        }

        var sorted: [Problem] {
            lock.lock(); defer { lock.unlock() }
            return items.sorted { $0.number < $1.number }
        }
    }
}
