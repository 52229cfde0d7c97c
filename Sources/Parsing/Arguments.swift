import Foundation
import Presentation
import SceneFile
import Support
import Terminal

/// Command-line arguments after the command name: options (`--name value`
/// or `--name=value`), flags (`--name`), their short names (`-o DIR`) and
/// positional words (all words after `--`), checked against the command's
/// declaration (`CommandSpec`).
package struct Arguments {
    package private(set) var positional: [String] = []
    /// The words given after the command's name, as typed (for pages that
    /// show the command that made them).
    package private(set) var words: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// The literal defaults of the command's options (`setting`).
    private var defaults: [String: String] = [:]

    /// Parses `words` by `spec`'s options (long names, short names, which
    /// take a value); `helpTopic` names the command in hints. Anything else
    /// starting with `-` is an unknown option (exit 2, with the nearest
    /// known name). An option's value may not be another option (`--out
    /// --quiet`).
    package init(_ words: [String], spec: CommandSpec, helpTopic: String) throws {
        self.words = words
        var byName: [String: OptionSpec] = [:]
        for option in spec.options {
            byName[option.name] = option
            if let short = option.short { byName[short] = option }
            if case .value(let text)? = option.defaultValue { defaults[option.name] = text }
        }
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            if word == "--" {
                // Everything after `--` is positional (a scene file named -x.json).
                positional += words[i...]
                break
            }
            guard word.hasPrefix("-"), word != "-", !Self.isNumber(word) else {
                positional.append(word)
                continue
            }
            var name = word, inlineValue: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            guard let option = byName[name] else {
                var message = "unknown option \(name)"
                if let near = NearestName.suggestion(for: name, in: spec.options.map(\.name), quote: { $0 }) {
                    message += " (\(near))"
                }
                throw CLIError.usage(message + "; see flipbook help \(helpTopic)")
            }
            name = option.name
            if option.isFlag {
                guard inlineValue == nil else { throw CLIError.usage("option \(name) takes no value") }
                flags.insert(name)
            } else if let inlineValue {
                values[name, default: []].append(inlineValue)
            } else {
                guard i < words.count else { throw CLIError.usage("option \(name) needs a value") }
                let next = words[i]
                if next.hasPrefix("--"), byName[next] != nil || next.count > 2 {
                    throw CLIError.usage("option \(name) needs a value, got the option \(next)")
                }
                values[name, default: []].append(next)
                i += 1
            }
        }
    }

    private static func isNumber(_ s: String) -> Bool { NumberInput.decimal(s) != nil }

    /// True when the flag was given.
    package func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The option's value, if given (the last one when repeated).
    package func value(_ option: String) -> String? { values[option]?.last }

    /// The option's value, or its literal default (`OptionSpec.Default.value`)
    /// when absent.
    package func setting(_ option: String) -> String? { value(option) ?? defaults[option] }

    /// Every value given for a repeatable option, in order.
    package func values(_ option: String) -> [String] { values[option] ?? [] }

    /// The option (or its default) as an output folder; nil when neither.
    /// A folder named `-`, or named like a file (`out.json`) and not there
    /// yet, is a usage error: users who write that mean a stream or a file.
    package func folder(_ option: String) throws -> URL? {
        guard let path = setting(option) else { return nil }
        // An empty name would mean the current folder: say so instead.
        guard !path.isEmpty else { throw CLIError.usage("\(option) names a folder, got an empty name") }
        guard path != "-" else {
            throw CLIError.usage("\(option) names a folder, got '-' (stdout is not a folder)")
        }
        let fileLike = ["json", "png", "jpg", "jpeg", "y4m", "mp4", "rgba", "gif", "webp"]
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if !(exists && isFolder.boolValue), fileLike.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            throw CLIError.usage("\(option) names a folder, got '\(path)', which looks like a file name")
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The option as a PNG file to write, if given: its name must end in
    /// `.png` and its folder must exist and take files (or be
    /// `createdFolder`, which the command makes), checked before anything
    /// is rendered (exit 2).
    package func pngFile(_ option: String, createdFolder: URL? = nil) throws -> URL? {
        guard let path = value(option) else { return nil }
        let url = URL(fileURLWithPath: path)
        guard url.pathExtension.lowercased() == "png" else {
            throw CLIError.usage("\(option) writes a PNG file, so its name must end in .png, got '\(path)'")
        }
        let folder = url.deletingLastPathComponent().standardizedFileURL.path
        if let createdFolder, createdFolder.standardizedFileURL.path == folder { return url }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError.usage("\(option) \(path): there is no folder \(folder)")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CLIError.usage("\(option) \(path): cannot write into \(folder)")
        }
        return url
    }

    /// The option (or its literal default) as a finite number; nil when
    /// neither.
    package func number(_ option: String) throws -> Double? {
        guard let text = setting(option) else { return nil }
        // Plain decimal only: Double("0x10") would read 16.
        guard let v = NumberInput.decimal(text) else {
            let hint = Double(text)?.isFinite == true ? " (plain decimal, such as 16 or 1.5e3)" : ""
            throw CLIError.usage("\(option) must be a finite number, got '\(text)'" + hint)
        }
        return v
    }

    /// The option (or its literal default) as an integer in `range`
    /// ("--jobs must be an integer 1…1024"); nil when neither.
    package func integer(_ option: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = setting(option) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw CLIError.usage("\(option) must be an integer \(range.lowerBound)…\(range.upperBound), got '\(text)'")
        }
        return n
    }
}
