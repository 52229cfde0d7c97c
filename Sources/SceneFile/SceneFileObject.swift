import Presentation

/// A JSON object of a scene file read member by member: each read marks
/// its key as known, and `finish()` refuses the keys nobody read, naming
/// the closest known key when there is one (a misspelt property is an
/// error, never silently ignored).
struct SceneFileObject {
    let item: SceneFileItem
    private let members: SceneFileObjectMembers
    private var known: [String] = []

    init(item: SceneFileItem, members: SceneFileObjectMembers) {
        self.item = item
        self.members = members
    }

    /// The member `key`, or nil when absent; marks `key` as known.
    mutating func member(_ key: String) -> SceneFileItem? {
        known.append(key)
        guard let node = members.node(forKey: key) else { return nil }
        return item.member(key, node)
    }

    /// The member `key` read by `read`, or nil when absent. `null` is an
    /// error: it is accepted only where `nullable` says so.
    mutating func value<T>(_ key: String, _ read: (SceneFileItem) throws -> T) throws -> T? {
        guard let m = member(key) else { return nil }
        guard !m.isNull else { throw m.error("must not be null") }
        return try read(m)
    }

    /// The member `key` where `null` means "none": nil when absent,
    /// `.some(nil)` for `null`, else the value read.
    mutating func nullable<T>(_ key: String, _ read: (SceneFileItem) throws -> T) throws -> T?? {
        guard let m = member(key) else { return nil }
        if m.isNull { return .some(nil) }
        return .some(try read(m))
    }

    /// The member `key`, which must be present.
    mutating func required<T>(_ key: String, _ read: (SceneFileItem) throws -> T) throws -> T {
        guard let v = try value(key, read) else { throw item.error("missing required key \(JSONText.string(key))") }
        return v
    }

    /// Throws for the first member whose key was never read.
    func finish(_ what: String) throws {
        for (key, node) in members where !known.contains(key) {
            var message = "unknown key \(JSONText.string(key)) for \(what)"
            if let near = NearestName.suggestion(for: key, in: known, quote: JSONText.string) { message += " (\(near))" }
            throw item.member(key, node).error(message)
        }
    }
}
