/// "Did you mean …?" for names users type: scene-file keys, commands and
/// options.
package enum NearestName {
    /// Every candidate nearest to `name` (case ignored) by edit distance,
    /// in the order given, when the nearest are at most 2 edits away;
    /// empty otherwise. Ties are all named, as git names every equally
    /// similar command: `--fame` is as near `--frames` as `--time`, and
    /// picking one would hide the other.
    package static func closest(to name: String, in candidates: [String]) -> [String] {
        let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.map(\.1).min(), best <= 2 else { return [] }
        var seen = Set<String>()
        return scored.filter { $0.1 == best && seen.insert($0.0).inserted }.map(\.0)
    }

    /// "did you mean X?", "did you mean X or Y?", "did you mean X, Y or
    /// Z?" for the candidates nearest to `name` (`closest`), each written
    /// by `quote`; nil when none is near.
    package static func suggestion(for name: String, in candidates: [String],
                                   quote: (String) -> String = { "'\($0)'" }) -> String? {
        let names = closest(to: name, in: candidates).map(quote)
        guard let last = names.last else { return nil }
        let list = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
        return "did you mean \(list)?"
    }

    /// Levenshtein distance (insertions, deletions, substitutions).
    package static func editDistance(_ a: String, _ b: String) -> Int {
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
