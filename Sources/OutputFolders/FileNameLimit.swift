import Terminal

/// The longest file name a folder takes, checked before anything is
/// written, so a long scene name is an input error (exit 2) instead of a
/// failure halfway through the run.
package enum FileNameLimit {
    /// Bytes in one file name: NAME_MAX on Linux (ext4, XFS, Btrfs, tmpfs).
    package static let maximumBytes = 255

    /// What `writeFileAtomically` writes first: `.<name>.partial-XXXXXX`.
    package static func temporaryName(of name: String) -> String { ".\(name).partial-XXXXXX" }

    /// Throws exit 2 when one of `names` (written atomically, so counted
    /// with their temporary names) is longer than `maximumBytes`, naming
    /// the scene name they come from (shortened to 40 characters).
    package static func check(_ names: [String], scene: String) throws {
        let longest = names.map(temporaryName(of:)).max { $0.utf8.count < $1.utf8.count } ?? ""
        guard longest.utf8.count > maximumBytes else { return }
        let shown = scene.count > 40 ? scene.prefix(40) + "…" : Substring(scene)
        throw CLIError.usage("scene name '\(shown)' (\(scene.count) characters) is too long for file names: "
                             + "they would have \(longest.utf8.count) bytes, more than \(maximumBytes)")
    }
}
