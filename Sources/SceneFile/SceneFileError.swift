/// Why a scene file was refused: one line naming the file, the place in it
/// and the problem, e.g.
/// `my.json:40:12: root.sublayers[1].animations[0].keyTimes: 3 key times for 4 values (need 0 or 4)`.
///
/// Syntax errors carry a line and column; semantic errors carry the JSON
/// location of the offending value (and its line and column); errors about
/// the file as a whole (unreadable, too large) carry neither.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Equatable {
        /// The text is not JSON (or not UTF-8).
        case syntax
        /// Valid JSON that is not a valid scene: a wrong type, an unknown
        /// key, a missing or out-of-range value, values that cannot be
        /// combined.
        case invalid
        /// A `SceneFileLimits` bound was exceeded.
        case limit
        /// The file, or an image it names, cannot be read.
        case unreadable
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The file as the user named it; nil when decoding bytes.
    public var file: String?
    /// 1-based line of the offending text, when known.
    public var line: Int?
    /// 1-based column (in characters) of the offending text, when known.
    public var column: Int?
    /// The JSON location of the offending value
    /// (`root.sublayers[3].animations[0].keyTimes`); nil for syntax errors
    /// and whole-file problems.
    public var location: String?
    /// What is wrong, without the place.
    public var message: String

    /// An error; every place argument is optional.
    public init(_ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
                location: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.location = location
    }

    /// `file:line:column: location: message`, leaving out what is unknown.
    public var description: String {
        var place = file ?? "scene file"
        if let line, let column { place += ":\(line):\(column)" }
        if let location, !location.isEmpty { place += ": \(location)" }
        return "\(place): \(message)"
    }
}
