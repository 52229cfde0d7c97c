import Foundation
import Glibc

/// Where a document's image files may be read from: its own folder and the
/// folders the user trusts (`flipbook --assets DIR`), each after symbolic
/// links (`realpath`).
///
/// Decisions:
/// - A path (`contents`, or a Lottie asset's `u` + `p`) resolves against
///   the document's folder, or is absolute; `~` is not expanded (it is a
///   folder named `~`). The file it names, after every symbolic link, must
///   lie inside one of the folders, so `../`, absolute paths and links out
///   are refused unless they land in a trusted folder.
/// - Outside, the refusal is one message whatever is there: a PNG, another
///   file, a folder, a FIFO or nothing at all read the same, so a document
///   cannot learn whether `/etc/shadow` exists. Only a file missing
///   *inside* a folder says so.
/// - A document without a folder (read from stdin) resolves against the
///   current directory, and only the trusted folders are open to it.
package struct SceneFileAssetFolders: Sendable {
    /// Where a reference leads.
    package enum Resolution: Equatable {
        /// A file inside the folders: its path with every link resolved.
        case inside(String)
        /// Nothing there, inside the folders: the path as written.
        case missingInside(String)
        /// Anything outside the folders, there or not.
        case outside
    }

    /// The folder relative paths start from (as given, links unresolved).
    private let base: String
    /// The folders files may come from, resolved; the document's first.
    private let roots: [String]
    /// The refusal of a path outside, after the image's name: "is outside
    /// the document's folder (--assets DIR allows a folder)", or for a
    /// document without a folder "is outside the --assets folders (…)".
    package let refusal: String

    /// The folders of a document in `documentFolder` (nil: none, paths
    /// start from the current directory) and the `trusted` ones. A folder
    /// that does not resolve (missing) opens nothing.
    package init(documentFolder: URL?, trusted: [URL]) {
        let current = FileManager.default.currentDirectoryPath
        base = documentFolder.map { $0.path.isEmpty ? current : $0.path } ?? current
        switch (documentFolder != nil, !trusted.isEmpty) {
        case (true, false): refusal = "is outside the document's folder (--assets DIR allows a folder)"
        case (true, true): refusal = "is outside the document's folder and the --assets folders"
        case (false, false): refusal = "is outside the --assets folders (a document read from stdin has no folder "
            + "of its own; --assets DIR allows a folder)"
        case (false, true): refusal = "is outside the --assets folders (a document read from stdin has no folder "
            + "of its own)"
        }
        roots = ((documentFolder != nil ? [base] : []) + trusted.map(\.path)).compactMap(Self.realPath)
    }

    /// Where `reference` (a non-empty file path from the document) leads.
    package func resolve(_ reference: String) -> Resolution {
        let path = reference.hasPrefix("/") ? reference : base + "/" + reference
        if let real = Self.realPath(path) { return contains(real) ? .inside(real) : .outside }
        // Not resolvable: inside only when an existing folder inside is
        // followed by names that are truly absent (not a dangling link, a
        // loop or a folder it may not search) and never climb with `..`.
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for end in stride(from: parts.count - 1, through: 1, by: -1) {
            let head = parts[..<end].joined(separator: "/")
            guard let real = Self.realPath(head.isEmpty ? "/" : head) else { continue }
            var info = stat()
            let next = (head.isEmpty ? "" : head) + "/" + parts[end]
            guard lstat(next, &info) != 0, errno == ENOENT, !parts[end...].contains(".."), contains(real) else {
                return .outside
            }
            return .missingInside(path)
        }
        return .outside
    }

    private func contains(_ real: String) -> Bool {
        roots.contains { root in real == root || real.hasPrefix(root == "/" ? "/" : root + "/") }
    }

    /// `path` with every link, `.` and `..` resolved; nil when a part of it
    /// does not exist or cannot be searched.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
