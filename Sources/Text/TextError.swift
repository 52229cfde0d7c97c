/// Why text could not be set: each case reads as one line for stderr.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// fontconfig knows no outline font at all (not even a default
    /// sans-serif): install fonts-dejavu-core (tools/setup does).
    case noFontAvailable(requested: String)
    /// FreeType could not open the file, or it has no outlines; `reason`
    /// says which (with FreeType's error code).
    case unreadableFont(file: String, reason: String)
    /// A font size that is not a finite number above zero, in points.
    case invalidSize(Double)

    public var description: String {
        switch self {
        case .noFontAvailable(let requested):
            return "no font available for \"\(requested)\": fontconfig found no outline font "
                + "(install fonts-dejavu-core, e.g. with tools/setup)"
        case .unreadableFont(let file, let reason):
            return "cannot use font file \(file): \(reason)"
        case .invalidSize(let size):
            return "invalid font size \(size): it must be a finite number of points above zero"
        }
    }
}
