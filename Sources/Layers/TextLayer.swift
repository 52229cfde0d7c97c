import Geometry
import Timeline

/// A layer that draws a single-style string, as CATextLayer. Glyphs come
/// from the Text stage; until a font is resolved the layer draws nothing
/// but its background and border.
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

    public override var typeName: String { "text" }

    public override func modelValues() -> [String: AnimatableValue] {
        var values = super.modelValues()
        values["fontSize"] = .number(fontSize)
        values["foregroundColor"] = .color(foregroundColor)
        return values
    }
}
