import Geometry
import Paths
import Timeline

/// A layer that draws a single-style string, as CATextLayer. The Text
/// stage lays the string out into `glyphs` (see `TextLayer.layOutGlyphs()`
/// in Scenes); the layer fills them with `foregroundColor`, so text is
/// drawn by the same fill code as any shape on every backend.
public final class TextLayer: Layer, @unchecked Sendable {
    /// Horizontal placement of each line in the bounds.
    public enum Alignment: String, Sendable, Hashable {
        case natural, left, center, right, justified
    }

    /// Default: "".
    public var string = ""
    /// A font family or PostScript name ("HelveticaNeue-Thin").
    /// Default: "Helvetica".
    public var fontName = "Helvetica"
    /// Points. Default: 36 (Core Animation's).
    public var fontSize: Double = 36
    /// Default: opaque white.
    public var foregroundColor: Color = .white
    /// Default: `.natural` (left, for left-to-right text).
    public var alignmentMode: Alignment = .natural
    /// The laid-out glyph outlines in the layer's coordinates (the first
    /// line's top at y = 0 of the bounds). Default: nil (draws no text).
    public var glyphs: Path?

    public override var typeName: String { "text" }

    public override func makeEmptyCopy() -> Layer {
        let copy = TextLayer()
        copy.string = string
        copy.fontName = fontName
        copy.fontSize = fontSize
        copy.foregroundColor = foregroundColor
        copy.alignmentMode = alignmentMode
        copy.glyphs = glyphs
        return copy
    }

    public override func modelValues() -> [String: AnimatableValue] {
        var values = super.modelValues()
        values["fontSize"] = .number(fontSize)
        values["foregroundColor"] = .color(foregroundColor)
        return values
    }
}
