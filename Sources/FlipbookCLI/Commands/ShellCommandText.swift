import Foundation

/// A command line as text a POSIX shell takes back unchanged, for reports
/// that show the command that made them.
enum ShellCommandText {
    /// `words` joined by spaces, each word that holds anything but
    /// `A–Z a–z 0–9 - _ . / : , = + @ %` put in single quotes (a quote
    /// inside written `'\''`); an empty word is `''`.
    static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./:,=+@%".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
