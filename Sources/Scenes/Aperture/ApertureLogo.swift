import Geometry
import Layers
import Paths

/// The launch nib's three logo image views, "Is it" (tag 101), "Viget"
/// (tag 102) and "?" (tag 100), and their UIView animations in the final
/// LaunchScreenManager (Sources/Scenes/README.md, Aperture ring ›
/// Aperture timing).
///
/// RECONSTRUCTION (the logo PNGs are lost; Sources/Scenes/README.md,
/// Aperture ring › Aperture artwork suggests three
/// centered images making a group 200–250 pt wide): set in type through
/// the Text stage as a lockup, "Is it" in a light face above a bold
/// "Viget", with a tall "?" in the accent color beside the two lines. As
/// with the ring segments, each part is cut out at the size of the whole
/// logo, so the three image views share one frame, centered on the
/// screen, and stack exactly; each scales about that common center.
enum ApertureLogo {
    /// "Is it": a light 30 pt line, small beside the name.
    static let isItFont = (name: "HelveticaNeue-Light", size: 30.0)
    /// "Viget": bold 64 pt.
    static let vigetFont = (name: "HelveticaNeue-Bold", size: 64.0)
    /// "?": bold, tall enough to span both lines (≈ 90 pt of glyph); the
    /// lockup comes out ≈ 260 pt wide.
    static let questionMarkFont = (name: "HelveticaNeue-Bold", size: 120.0)
    /// Space between the two lines, points.
    static let lineGap = 10.0
    /// Space between the lines and the "?", points: more than the 12 pt
    /// that "Viget" grows toward it at scale 1.2 about the logo's center.
    static let questionMarkGap = 14.0

    /// The three parts, named `logoIsIt`, `logoViget` and `logoQuestionMark`,
    /// sharing the logo's frame centered on a screen of size `screen`.
    /// - Throws: `TextError` when no font at all can be found.
    static func make(screen: Size, textColor: Color, accentColor: Color) throws
        -> (isIt: TextLayer, viget: TextLayer, questionMark: TextLayer) {
        let isIt = try text("Is it", font: isItFont, color: textColor, name: "logoIsIt")
        let viget = try text("Viget", font: vigetFont, color: textColor, name: "logoViget")
        let questionMark = try text("?", font: questionMarkFont, color: accentColor, name: "logoQuestionMark")
        let isItBox = glyphBox(isIt), vigetBox = glyphBox(viget), markBox = glyphBox(questionMark)

        // Logo coordinates: the lockup's top-left at (0, 0); the two lines
        // share their left edge.
        let linesWidth = max(isItBox.width, vigetBox.width)
        let linesHeight = isItBox.height + lineGap + vigetBox.height
        let size = Size(linesWidth + questionMarkGap + markBox.width, max(linesHeight, markBox.height))
        let linesTop = (size.height - linesHeight) / 2
        move(isIt, by: Point(-isItBox.minX, linesTop - isItBox.minY))
        move(viget, by: Point(-vigetBox.minX, linesTop + isItBox.height + lineGap - vigetBox.minY))
        move(questionMark, by: Point(linesWidth + questionMarkGap - markBox.minX,
                                     (size.height - markBox.height) / 2 - markBox.minY))
        let frame = Rect(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
                         width: size.width, height: size.height)
        for part in [isIt, viget, questionMark] { part.frame = frame }
        return (isIt, viget, questionMark)
    }

    /// A text layer laid out from its layout origin.
    /// - Parameter alignment: Default: `.natural`, the text layer's own.
    static func text(_ string: String, font: (name: String, size: Double), color: Color,
                     alignment: TextLayer.Alignment = .natural, name: String) throws -> TextLayer {
        let layer = TextLayer()
        layer.name = name
        layer.string = string
        layer.fontName = font.name
        layer.fontSize = font.size
        layer.foregroundColor = color
        layer.alignmentMode = alignment
        try layer.layOutGlyphs()
        return layer
    }

    static func glyphBox(_ layer: TextLayer) -> Rect { layer.glyphs?.bounds ?? .zero }

    /// Shifts a layer's glyphs within its own coordinates.
    static func move(_ layer: TextLayer, by offset: Point) {
        layer.glyphs = layer.glyphs?.applying(AffineTransform(translationX: offset.x, y: offset.y))
    }

    /// The three logo animations of the final manager, b = the animation
    /// duration base (Sources/Scenes/README.md, Aperture ring › Aperture
    /// timing): each part scales up with easeOut,
    /// then, in the completion handler, shrinks to 0.1 and fades out with
    /// easeIn; "?" only shrinks and fades.
    static func animate(isIt: Layer, viget: Layer, questionMark: Layer, base b: Double) throws {
        // "Is it": up to 1.15 over b/3 after b/6, then away over b/6.
        try isIt.animate("transform", to: .transform(.scale(1.15, 1.15)), at: 0, duration: b / 3, delay: b / 6,
                         curve: .easeOut)
        try disappear(isIt, at: b / 6 + b / 3, duration: b / 6)
        // "Viget": up to 1.2 over b/4 after b/3, then away over b/6.
        try viget.animate("transform", to: .transform(.scale(1.2, 1.2)), at: 0, duration: b / 4, delay: b / 3,
                          curve: .easeOut)
        try disappear(viget, at: b / 3 + b / 4, duration: b / 6)
        // "?": away over b/4 after b/2.
        try disappear(questionMark, at: 0, duration: b / 4, delay: b / 2)
    }

    /// `alpha = 0` and `transform = scale(0.1)` in one easeIn UIView animation.
    static func disappear(_ layer: Layer, at time: Double, duration: Double, delay: Double = 0) throws {
        try layer.animate("transform", to: .transform(.scale(0.1, 0.1)), at: time, duration: duration, delay: delay,
                          curve: .easeIn)
        try layer.animate("opacity", to: .number(0), at: time, duration: duration, delay: delay, curve: .easeIn)
    }
}
