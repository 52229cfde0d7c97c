/// Text made safe for an HTML page: every string that comes from outside
/// the page's own template (scene names, paths, commands, file names)
/// goes through here before it is written into the HTML.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character
    /// references, safe as element content and as a quoted attribute value
    /// (single or double quotes). Other characters pass unchanged (the page
    /// is UTF-8).
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A file name in the page's folder as a relative URL, percent-encoded
    /// (RFC 3986: every byte of its UTF-8 but the unreserved `A–Z a–z 0–9
    /// - . _ ~`), then `escaped`, for a quoted `src` or `href`. A name such
    /// as `a#b?.png` or `50%.png` then names the file, not a fragment, a
    /// query or an escape; a leading `-` or `.` cannot form a scheme
    /// (`javascript:` has its colon encoded).
    public static func fileURL(_ fileName: String) -> String {
        var out = ""
        for byte in fileName.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out += "%"
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        // Only unreserved characters and "%XX" remain: nothing to escape
        // for HTML, but the call keeps the rule "every string is escaped".
        return escaped(out)
    }

    /// A whole self-contained page: `title` (escaped here), inline
    /// `style`, the `body` HTML, then an empty `#errors` element, a script
    /// that catches every error of the page into it (the browser tests
    /// read it back), and `script`. The catcher is a script element of its
    /// own, before `script`: a syntax error there stops that whole
    /// element, handler included.
    public static func page(title: String, style: String, body: String, script: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <title>\(escaped(title))</title>
        <style>\(style)</style></head>
        <body>
        \(body)
        <pre id="errors"></pre>
        <script>window.onerror=function(m,s,l){document.getElementById('errors').textContent+=m+' (line '+l+')\\n';};</script>
        <script>\(script)</script>
        </body></html>

        """
    }
}
