import FlipbookQuartzCore

/// UIFont, as a name and a size: what a label passes on to be typeset.
/// Flipbook resolves the name through fontconfig's fallback chain when the
/// text is laid out, so a font that is not installed still gives a font
/// (UIKit's `init?(name:size:)` would return nil).
open class UIFont: Equatable {
    /// A PostScript-style name ("HelveticaNeue-Thin") or a family name.
    public let fontName: String
    /// Points.
    public let pointSize: CGFloat

    /// The font named `fontName` at `size` points; nil for an empty name.
    public init?(name fontName: String, size: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        pointSize = size
    }

    private init(systemFontOfSize size: CGFloat) {
        fontName = ".SFUI-Regular"
        pointSize = size
    }

    /// The system font (San Francisco on iOS) at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemFontOfSize: fontSize) }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize) ?? .systemFont(ofSize: fontSize)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.fontName == b.fontName && a.pointSize == b.pointSize }
}
