import Presentation

/// A JSON object of a scene file read member by member: each read marks
/// its key as known, and `finish()` refuses the keys nobody read, naming
/// the closest known key when there is one (a misspelt property is an
/// error, never silently ignored).
struct SceneFileObject {
    let item: SceneFileItem
    private let members: [(key: String, node: SceneFileNode)]
    private var known: [String] = []

    init(item: SceneFileItem, members: [(key: String, node: SceneFileNode)]) {
        self.item = item
        self.members = members
    }

    /// The member `key`, or nil when absent; marks `key` as known.
    mutating func member(_ key: String) -> SceneFileItem? {
        known.append(key)
        guard let node = members.first(where: { $0.key == key })?.node else { return nil }
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
            if let near = Self.closest(to: key, in: known) { message += " (did you mean \(JSONText.string(near))?)" }
            throw item.member(key, node).error(message)
        }
    }

    /// The known key within edit distance 2 of `key`, if any.
    static func closest(to key: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Levenshtein distance (insertions, deletions, substitutions).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
