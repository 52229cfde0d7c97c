/// What a scene asks for: a family and a weight, as UIKit/SwiftUI name
/// fonts. `FontLocator` turns it into a file through the fallback chain.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The family name as written ("Helvetica Neue", "HelveticaNeue",
    /// "SF Pro Display"). fontconfig compares families ignoring case and
    /// blanks, so "HelveticaNeue" and "Helvetica Neue" are the same family.
    public var family: String
    /// The requested weight. Default: `.regular`.
    public var weight: FontWeight

    /// A family and weight.
    public init(family: String, weight: FontWeight = .regular) {
        self.family = family
        self.weight = weight
    }

    /// Parses a UIKit font name: a PostScript-style name
    /// ("HelveticaNeue-Thin", ".SFUI-Regular"), a family with a trailing
    /// weight word ("Helvetica Neue Thin"), or a plain family
    /// ("SF Pro Display"). A leading dot (Apple's hidden system names) is
    /// dropped; a style suffix that is not a weight (e.g. "-Italic") is
    /// ignored, since only upright faces are looked up.
    public init(name: String) {
        var text = Substring(name.trimmingSpaces)
        if text.first == "." { text = text.dropFirst() }
        var weight = FontWeight.regular
        if let dash = text.lastIndex(of: "-"), dash != text.startIndex {
            let style = String(text[text.index(after: dash)...])
            weight = FontWeight(styleName: style.replacingItalic) ?? .regular
            text = text[..<dash]
        } else if let space = text.lastIndex(of: " "),
                  let named = FontWeight(styleName: String(text[text.index(after: space)...])) {
            weight = named
            text = text[..<space]
        }
        self.init(family: String(text), weight: weight)
    }

    /// The system font at `size` points, as `UIFont.systemFont(ofSize:weight:)`
    /// picks it: SF Pro Display from 20 pt up, SF Pro Text below.
    public static func system(size: Double, weight: FontWeight = .regular) -> FontDescriptor {
        // 20 pt is where Apple's system font switches optical sizes
        // (Text below, Display from 20 pt; WWDC 2015 "Introducing the New
        // System Fonts").
        FontDescriptor(family: size >= 20 ? "SF Pro Display" : "SF Pro Text", weight: weight)
    }

    /// The family with case, blanks, hyphens and underscores removed: how
    /// fontconfig compares names ("HelveticaNeue" == "Helvetica Neue").
    public var normalizedFamily: String { Self.normalize(family) }

    static func normalize(_ family: String) -> String {
        family.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }

    public var description: String { "\(family) (\(weight))" }
}

extension String {
    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// A style name with "Italic"/"Oblique" removed ("LightItalic" → "light",
    /// "Italic" → "regular"), lowercased.
    var replacingItalic: String {
        let s = lowercased().replacing("italic", with: "").replacing("oblique", with: "")
        return s.isEmpty ? "regular" : s
    }
}
