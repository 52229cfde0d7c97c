import Foundation
import Presentation

/// Command-line arguments after the command name: options (`--name value`
/// or `--name=value`), flags (`--name`), their short names (`-o DIR`) and
/// positional words (all words after `--`), checked against what the
/// command accepts.
struct Arguments {
    private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Short names and the long options they stand for, where a command
    /// has the long one: `-o DIR`, `-q`, `-v`, `-j N`, `-h`.
    static let shortNames = ["-o": "--out", "-q": "--quiet", "-v": "--verbose", "-j": "--jobs", "-h": "--help"]

    /// Parses `words` of `command` (named in hints). `options` take a value,
    /// `flagNames` do not; anything else starting with `-` is an unknown
    /// option (exit 2, with the nearest known name). An option's value may
    /// not be another option (`--out --quiet`).
    init(_ words: [String], command: String? = nil, options: Set<String>, flags flagNames: Set<String>) throws {
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
            if let long = Self.shortNames[name], options.contains(long) || flagNames.contains(long) { name = long }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw CLIError.usage("option \(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard i < words.count else { throw CLIError.usage("option \(name) needs a value") }
                    let next = words[i]
                    if next.hasPrefix("--"), options.contains(next) || flagNames.contains(next) || next.count > 2 {
                        throw CLIError.usage("option \(name) needs a value, got the option \(next)")
                    }
                    values[name, default: []].append(next)
                    i += 1
                }
            } else {
                var message = "unknown option \(name)"
                if let near = NearestName.closest(to: name, in: Array(options.union(flagNames)).sorted()) {
                    message += " (did you mean \(near)?)"
                }
                if let command { message += "; see flipbook help \(command)" }
                throw CLIError.usage(message)
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

    /// The option as an output folder (`fallback` when absent). A folder
    /// named `-`, or named like a file (`out.json`) and not there yet, is
    /// a usage error: users who write that mean a stream or a file.
    func folder(_ option: String, default fallback: String) throws -> URL {
        let path = value(option) ?? fallback
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
    func pngFile(_ option: String, createdFolder: URL? = nil) throws -> URL? {
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

    /// The option as a finite number, or `fallback` when absent.
    func number(_ option: String, default fallback: Double) throws -> Double {
        guard let text = value(option) else { return fallback }
        guard let v = Double(text), v.isFinite else {
            throw CLIError.usage("\(option) must be a finite number, got '\(text)'")
        }
        return v
    }
}
