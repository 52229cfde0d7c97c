/// Seeded mutations of a JSON document, for fuzz tests: one to three of
/// its numbers or strings replaced by values from the vocabularies, then
/// sometimes one byte-level edit (a deletion, a duplicated span, an
/// inserted structural character or a truncation). The same seed gives
/// the same cases on every run.
public struct JSONMutator: Sendable {
    /// Replacement numbers (as JSON text).
    public var numbers: [String]
    /// Replacement strings (without quotes).
    public var strings: [String]
    /// Replacement values of other JSON types (as JSON text).
    public var values: [String]

    public init(numbers: [String], strings: [String], values: [String]) {
        self.numbers = numbers
        self.strings = strings
        self.values = values
    }

    /// A token of the base document: a number or a string, by byte range.
    public struct Token: Sendable {
        public var range: Range<Int>
        public var isString: Bool
    }

    /// The numbers and strings in `bytes` (well-formed JSON).
    public static func tokens(in bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = [], i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                tokens.append(Token(range: i..<min(j + 1, bytes.count), isString: true))
                i = j + 1
            } else if b == UInt8(ascii: "-") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) {
                var j = i + 1
                while j < bytes.count, "0123456789.eE+-".utf8.contains(bytes[j]) { j += 1 }
                tokens.append(Token(range: i..<j, isString: false))
                i = j
            } else {
                i += 1
            }
        }
        return tokens
    }

    /// One mutation of `base`, whose `tokens` are given (applied back to
    /// front so ranges stay valid).
    public func mutate(_ base: [UInt8], tokens: [Token], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = base
        guard !tokens.isEmpty else { return bytes }
        let picks = (0..<Int.random(in: 1...3, using: &rng)).map { _ in tokens.randomElement(using: &rng)! }
        for token in Set(picks.map(\.range.lowerBound)).sorted(by: >).compactMap({ s in picks.first { $0.range.lowerBound == s } }) {
            let replacement: String
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<2: replacement = values.randomElement(using: &rng)!
            case 2..<6 where token.isString: replacement = "\"\(strings.randomElement(using: &rng)!)\""
            default: replacement = token.isString ? "\"\(strings.randomElement(using: &rng)!)\"" : numbers.randomElement(using: &rng)!
            }
            bytes.replaceSubrange(token.range, with: Array(replacement.utf8))
        }
        guard Int.random(in: 0..<3, using: &rng) == 0, bytes.count > 2 else { return bytes }
        let at = Int.random(in: 0..<bytes.count, using: &rng)
        let length = min(Int.random(in: 1...24, using: &rng), bytes.count - at)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: bytes.removeSubrange(at..<at + length)
        case 1: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
        case 2: bytes.insert(Array("{}[],:\"0-e.".utf8).randomElement(using: &rng)!, at: at)
        default: bytes.removeSubrange(at...)
        }
        return bytes
    }
}
