/// Command-line arguments after the command name: options (`--name value`
/// or `--name=value`), flags (`--name`) and positional words, checked
/// against what the command accepts.
struct Arguments {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `words`. `options` take a value, `flagNames` do not; anything
    /// else starting with `-` is an unknown option (exit 2).
    init(_ words: [String], options: Set<String>, flags flagNames: Set<String>) throws {
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            guard word.hasPrefix("-"), word != "-", !Self.isNumber(word) else {
                positional.append(word)
                continue
            }
            var name = word, inlineValue: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw CLIError.usage("option \(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard i < words.count else { throw CLIError.usage("option \(name) needs a value") }
                    values[name, default: []].append(words[i])
                    i += 1
                }
            } else {
                throw CLIError.usage("unknown option \(name)")
            }
        }
    }

    private static func isNumber(_ s: String) -> Bool { Double(s) != nil }

    /// True when the flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The option's value, if given (the last one when repeated).
    func value(_ option: String) -> String? { values[option]?.last }

    /// Every value given for a repeatable option, in order.
    func values(_ option: String) -> [String] { values[option] ?? [] }

    /// The option as a finite number, or `fallback` when absent.
    func number(_ option: String, default fallback: Double) throws -> Double {
        guard let text = value(option) else { return fallback }
        guard let v = Double(text), v.isFinite else {
            throw CLIError.usage("\(option) must be a finite number, got '\(text)'")
        }
        return v
    }
}
