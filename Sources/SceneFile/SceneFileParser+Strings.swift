extension SceneFileParser {
    /// A JSON string starting at the opening quote: escapes decoded
    /// (`\uXXXX` with surrogate pairs), raw control characters and invalid
    /// UTF-8 refused.
    mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes are the string.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
              bytes[index] >= 0x20 {
            index += 1
        }
        var utf8 = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else {
                throw Failure(offset: start - 1, message: "unterminated string")
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { index += 1; break }
            guard b >= 0x20 else { throw failure("control character in a string (escape it, e.g. \\n)") }
            if b == UInt8(ascii: "\\") {
                try escape(into: &utf8)
            } else {
                utf8.append(b)
                index += 1
            }
        }
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw Failure(offset: start - 1, message: "string is not valid UTF-8")
        }
        return text
    }

    /// One escape sequence starting at the backslash, appended as UTF-8.
    private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
        index += 1
        guard index < bytes.count else { throw failure("unterminated escape sequence") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(c)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by \u and a low one.
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                    throw failure("a \\u escape of a high surrogate must be followed by a low surrogate")
                }
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid low surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let u = Unicode.Scalar(scalar) else { throw failure("\\u escape is not a Unicode scalar") }
            utf8.append(contentsOf: Array(String(Character(u)).utf8))
        default:
            index -= 1
            throw failure("invalid escape sequence \\\(describeCurrent())")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
              let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else {
            throw failure("\\u must be followed by four hex digits")
        }
        index += 4
        return v
    }
}
