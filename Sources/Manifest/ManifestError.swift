/// Why a manifest or journal could not be read, merged or written: one
/// line naming the problem. The command line turns `kind` into its exit
/// status (2, 1 and 3).
package struct ManifestError: Error, Equatable, CustomStringConvertible {
    package enum Kind: Equatable {
        /// A manifest given to read is unreadable, malformed, of another
        /// version or names files outside its folder: bad input.
        case input
        /// Manifests that are not shards of one render, or that do not hold
        /// every frame of the range exactly once: a check that failed.
        case mismatch
        /// A manifest or journal the run writes could not be written or
        /// read back.
        case failure
    }

    package var kind: Kind
    /// One line naming the problem (no trailing newline).
    package var message: String

    package var description: String { message }

    static func input(_ message: String) -> ManifestError { ManifestError(kind: .input, message: message) }
    static func mismatch(_ message: String) -> ManifestError { ManifestError(kind: .mismatch, message: message) }
    static func failure(_ message: String) -> ManifestError { ManifestError(kind: .failure, message: message) }
}
