/// Settings compared field by field, for the messages that refuse a
/// merge, a resume or a folder.
extension RenderSettings {
    /// The settings that differ from `other`, each as
    /// `name (mine vs theirs)`, in name order; empty when they agree.
    package func differences(from other: RenderSettings) -> [String] {
        let mine = Self.fields(self), theirs = Self.fields(other)
        return Set(mine.keys).union(theirs.keys).sorted().compactMap { key in
            let a = mine[key] ?? "none", b = theirs[key] ?? "none"
            return a == b ? nil : "\(key) (\(a) vs \(b))"
        }
    }

    /// Each field as text, scene parameters one by one
    /// (`parameters.count`); an absent optional is "none".
    private static func fields(_ settings: RenderSettings) -> [String: String] {
        var fields: [String: String] = [:]
        for child in Mirror(reflecting: settings).children {
            guard let label = child.label else { continue }
            if let parameters = child.value as? [String: String] {
                for (name, value) in parameters { fields["\(label).\(name)"] = value }
            } else {
                fields[label] = describe(child.value)
            }
        }
        return fields
    }

    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return "\(value)" }
        return mirror.children.first.map { describe($0.value) } ?? "none"
    }
}
