import Layers
import Paths

extension TextLayer {
    /// Lays `string` out with the font `fontName` at `fontSize` (resolved
    /// through fontconfig with Text's fallback chain), aligned in the
    /// bounds' width, and stores the outlines in `glyphs`.
    /// - Throws: `TextError` when no font at all can be found.
    public func layOutGlyphs() throws {
        let font = try Font(name: fontName, size: fontSize)
        let alignment: TextAlignment
        switch alignmentMode {
        case .natural, .justified: alignment = .natural
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        }
        let width = bounds.width > 0 ? bounds.width : nil
        let layout = TextLayout(string, font: font, width: width, alignment: alignment)
        glyphs = layout.path.applying(.init(translationX: bounds.origin.x, y: bounds.origin.y))
    }
}
