/// Text from files, paths and scene names made safe for a one-line
/// message on a terminal: every control character (C0, DEL, C1) and the
/// Unicode line and paragraph separators are written as escapes (`\n`,
/// `\r`, `\t`, otherwise `\u{1B}`), so a JSON key or a file name holding
/// a newline or an ANSI escape can neither split an error into several
/// lines nor recolour the terminal. Everything else, non-ASCII letters
/// included, is kept as it is.
package enum OneLine {
    /// `text` with its control characters escaped.
    package static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else { result.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// C0 controls, DEL, C1 controls, U+2028 and U+2029.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
    }
}
