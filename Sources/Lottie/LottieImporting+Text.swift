import Foundation
import Geometry
import Layers
import Paths
import SceneFile

extension LottieImporting {
    /// A text layer (`ty` 5) drawn from the glyph outlines the file
    /// carries in `chars` (`{ch, size, style, fFamily, w, data: {shapes}}`,
    /// outlines and advance `w` in units of a font size of 100, as
    /// lottie-web and ThorVG read them).
    ///
    /// The text document is `t.d.k[0].s`: text `t` (lines split at "\r",
    /// "\n" or U+0003), size `s`, font `f` (a `fonts.list` entry's `fName`,
    /// whose `fFamily` and `fStyle` pick the glyphs), justification `j`
    /// (0 left, 1 right, 2 center, from the layer's origin), tracking `tr`
    /// (thousandths of the size added after each character), line height
    /// `lh` (points from baseline to baseline; the first baseline is at
    /// y 0), fill color `fc`, stroke color `sc` and width `sw`, and `of`
    /// (stroke over fill). Each glyph's shapes are scaled by s / 100 and
    /// placed at its pen position; all glyphs share one shape layer (one
    /// more for a stroke under the fill). In After Effects' reading the
    /// stroke is `sw` points wide. In Core Animation's, lottie-ios hands
    /// `sw` to Core Text, whose stroke width is a percentage of the font
    /// size (`sw` · `s` / 100 points), and text with both a fill and a
    /// stroke sits where its `CoreTextRenderLayer` puts it
    /// (`coreTextShift`).
    ///
    /// Text animators `t.a` move, fade and recolour characters one by one
    /// in After Effects' reading (LottieImporting+TextAnimators.swift);
    /// lottie-ios's Core Animation engine draws none, so Core Animation's
    /// reading warns and leaves them out.
    ///
    /// Warned and left out: text without `chars` (it needs fonts), text
    /// on a path `t.p`, a document that changes (only the first keyframe
    /// is drawn), boxes `sz` (laid out as point text from `ps`).
    func text(_ item: SceneFileItem, into layer: Layer, depth: Int) throws {
        guard let t = item.field("t") else { throw item.error("missing required key \"t\"") }
        _ = try t.requireObject()
        var animators: [LottieTextAnimator] = []
        if let a = t.field("a"), case .array(let list) = a.node.value, !list.isEmpty {
            if reading == .afterEffects {
                animators = try textAnimators(try a.array())
            } else {
                warn("text animators", at: a, consequence: "are not drawn, as lottie-ios draws none "
                     + "(--lottie-reading after-effects draws them)")
            }
        }
        if let p = t.field("p"), case .object(let members) = p.node.value, !members.isEmpty {
            warn("text on a path", at: p)
        }
        guard let d = t.field("d") else { throw t.error("missing required key \"d\"") }
        guard let k = d.field("k") else { throw d.error("missing required key \"k\"") }
        let keys = try k.array()
        guard let first = keys.first else { return }
        if keys.count > 1 { warn("animated text documents (the first is drawn)", at: keys[1]) }
        guard let document = first.field("s") else { throw first.error("missing required key \"s\"") }
        guard !glyphs.isEmpty else {
            warn("text without glyphs (needs fonts)", at: item)
            return
        }
        if document.field("sz") != nil { warn("text boxes (laid out as point text)", at: document) }
        let layout = try textLayout(document)
        let fill = try document.field("fc").map { try textColor($0) }
        let stroke = try document.field("sc").map { try textColor($0) }
        let strokeWidth = try document.number("sw", default: 0)
        let strokeOverFill = try document.flag("of")
        if !animators.isEmpty {
            let alignment = try vectorProperty(t.field("m")?.field("a"), default: [0, 0])
            if alignment.isAnimated || alignment.initialValue[1, or: 0] != 0 {
                warn("text grouping alignment other than a fixed one across", at: t)
            }
            try animatedText(layout, animators: animators, alignment: alignment.initialValue, fill: fill,
                             stroke: stroke, width: strokeWidth, strokeOverFill: strokeOverFill, into: layer,
                             depth: depth, at: item)
            return
        }
        var placed = layout.path
        var width = strokeWidth
        if reading == .coreAnimation {
            width = strokeWidth * layout.size / 100
            if fill != nil, stroke != nil, document.field("sz") == nil {
                placed = placed.applying(coreTextShift(layout, strokeWidth: strokeWidth))
            }
        }
        func shape(fill: Color?, stroke: Color?) throws -> ShapeLayer {
            let s = try makeLayer(ShapeLayer.init, depth: depth, at: item)
            s.path = placed
            s.fillColor = fill
            s.strokeColor = stroke
            s.lineWidth = width
            return s
        }
        let stroked = stroke != nil && width > 0 ? stroke : nil
        if stroked != nil && !strokeOverFill {
            layer.addSublayer(try shape(fill: nil, stroke: stroked))
            layer.addSublayer(try shape(fill: fill, stroke: nil))
        } else {
            layer.addSublayer(try shape(fill: fill, stroke: stroked))
        }
    }

    /// Point text as lottie-ios's `CoreTextRenderLayer` places it when it
    /// draws both a fill and a stroke: it sizes the layer to the text,
    /// takes the anchor (the first baseline's start) as a fraction of that
    /// size, and only then widens and heightens the layer by `sw` points.
    /// The fraction kept, the text moves up and left of the layer's origin
    /// by `sw` times the anchor's fraction of each side. Across, the anchor
    /// is the line's start past Core Text's padding of 0.2 `s` each side
    /// (left), its middle (centre) or its end (right); down, it is the
    /// font's ascent over the text's height, which the file does not
    /// carry: three quarters of one line's height, as Latin fonts' ascent
    /// is (measured against lottie-ios's snapshots of Avenir Next and Gill
    /// Sans text), spread over the lines. Other justifications anchor at
    /// the layer's corner and do not move.
    private func coreTextShift(_ layout: TextLayout, strokeWidth: Double) -> Geometry.AffineTransform {
        let padding = 0.2 * layout.size
        let width = layout.widestLine + 2 * padding
        let anchor: Double
        switch layout.justification {
        case 0: anchor = padding
        case 1: anchor = width - padding
        case 2: anchor = width / 2
        default: return .identity
        }
        let across = anchor / width.rounded(.up)
        let down = 0.75 / Double(layout.totals.line)
        guard across.isFinite else { return .identity }
        return AffineTransform(translationX: -across * strokeWidth, y: -down * strokeWidth)
    }

    /// The glyphs of a text document placed along its lines, in the
    /// layer's coordinates, with what Core Text's placement needs.
    struct TextLayout {
        var path: Path
        /// The font size `s`, points.
        var size: Double
        /// `j` as written (0 left, 1 right, 2 centre, others).
        var justification: Double
        /// The widest line's advance, tracking included, points.
        var widestLine: Double
        /// Every character drawn, in reading order.
        var glyphs: [PlacedGlyph]
        /// How many characters, non-space characters, words and lines
        /// the text has (what a text animator's range counts in; Core
        /// Text's placement spreads over the lines).
        var totals: TextIndex
    }

    /// Where a character stands among the text's characters, non-space
    /// characters, words and lines (each from 0), as text animators count.
    struct TextIndex {
        var character: Int
        var nonSpace: Int
        var word: Int
        var line: Int
    }

    /// One drawn character: its outline placed in the layer's
    /// coordinates, its pen position on the baseline and its advance
    /// (points), and its index.
    struct PlacedGlyph {
        var outline: Path
        var origin: Point
        var advance: Double
        var index: TextIndex
    }

    /// The glyphs of the document's text placed along its lines, as one
    /// path in the layer's coordinates.
    func textLayout(_ document: SceneFileItem) throws -> TextLayout {
        let text = try document.field("t")?.string() ?? ""
        let size = try document.number("s", default: 10)
        let justify = try document.number("j", default: 0)
        let tracking = try document.number("tr", default: 0) / 1000 * size
        let lineHeight = try document.number("lh", default: size * 1.2)
        let font = try document.field("f")?.string()
        let face = font.flatMap { fonts[$0] }
        let scale = size / 100
        var path = Path()
        var widest = 0.0
        var placed: [PlacedGlyph] = []
        var index = TextIndex(character: 0, nonSpace: 0, word: 0, line: 0)
        var inWord = false, wordsBegun = 0
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
        for (row, line) in lines.enumerated() {
            var pen = 0.0
            var shapes: [(Path, Double, Double, TextIndex)] = []
            index.line = row
            inWord = false
            for ch in line {
                let space = ch.isWhitespace
                if !space && !inWord { wordsBegun += 1 }
                inWord = !space
                index.word = max(wordsBegun - 1, 0)
                defer {
                    index.character += 1
                    if !space { index.nonSpace += 1 }
                }
                guard let glyph = glyph(String(ch), face: face) else {
                    warn("text characters without glyphs", at: document)
                    continue
                }
                shapes.append((glyph.outline, pen, glyph.advance * scale, index))
                pen += glyph.advance * scale + tracking
            }
            let lineWidth = pen
            widest = max(widest, lineWidth)
            // 1 and 4 (last line right) right-align, 2 and 5 centre, the rest
            // start at the origin.
            let start = justify == 1 || justify == 4 ? -lineWidth : justify == 2 || justify == 5 ? -lineWidth / 2 : 0
            for (outline, x, advance, at) in shapes {
                try count(\.pathElementCount, by: outline.elements.count, maximum: limits.maximumTotalPathElements,
                          "path elements", limitName: "maximumTotalPathElements", at: document)
                let place = AffineTransform(scaleX: scale, y: scale)
                    .concatenating(AffineTransform(translationX: start + x, y: Double(row) * lineHeight))
                let outline = outline.applying(place)
                path.append(outline)
                placed.append(PlacedGlyph(outline: outline, origin: Point(start + x, Double(row) * lineHeight),
                                          advance: advance, index: at))
            }
        }
        guard path.isFinite else { throw document.error("the text's layout is not finite (size, tracking or line height)") }
        let totals = TextIndex(character: index.character, nonSpace: index.nonSpace, word: wordsBegun, line: lines.count)
        return TextLayout(path: path, size: size, justification: justify, widestLine: widest, glyphs: placed,
                          totals: totals)
    }

    /// The glyph for `ch` in `face` (family and style), else any glyph
    /// for `ch`.
    private func glyph(_ ch: String, face: (family: String, style: String)?) -> LottieGlyph? {
        let candidates = glyphs.filter { $0.character == ch }
        if let face, let exact = candidates.first(where: { $0.family == face.family && $0.style == face.style }) {
            return exact
        }
        return candidates.first
    }

    /// Fill or stroke color: [r, g, b] in 0…1 (values above 1 are read
    /// as 0…255, as older exporters wrote them).
    private func textColor(_ item: SceneFileItem) throws -> Color {
        let c = Self.unitRGB(try item.numbers())
        return Color(red: c[0], green: c[1], blue: c[2])
    }

    /// [r, g, b] in 0…1 from a text colour's numbers (read as 0…255 when
    /// any is above 1, as older exporters wrote them; clamped).
    static func unitRGB(_ v: [Double]) -> [Double] {
        let range = v.contains { $0 > 1 } ? 255.0 : 1.0
        return (0..<3).map { min(max(v[$0, or: 0] / range, 0), 1) }
    }

    /// The document's `fonts.list` (`fName` → family and style) and
    /// `chars` (glyph outlines at size 100, every `sh` of their groups,
    /// their first keyframe when keyframed).
    func readGlyphs(fonts fontsItem: SceneFileItem?, chars: SceneFileItem?) throws {
        for font in try fontsItem?.field("list")?.array() ?? [] {
            guard let name = try font.field("fName")?.string() else { continue }
            fonts[name] = (try font.field("fFamily")?.string() ?? name, try font.field("fStyle")?.string() ?? "")
        }
        for char in try chars?.array() ?? [] {
            _ = try char.requireObject()
            guard let ch = try char.field("ch")?.string() else { throw char.error("missing required key \"ch\"") }
            var outline = Path()
            func collect(_ items: [SceneFileItem]) throws {
                for shape in items {
                    _ = try shape.requireObject()
                    switch try shape.field("ty")?.string() {
                    case "gr": try collect(try shape.field("it")?.array() ?? [])
                    case "sh": outline.append(try shapePath(shape).initialValue)
                    default: break
                    }
                }
            }
            try collect(try char.field("data")?.field("shapes")?.array() ?? [])
            glyphs.append(LottieGlyph(character: ch, family: try char.field("fFamily")?.string() ?? "",
                                      style: try char.field("style")?.string() ?? "",
                                      advance: try char.number("w", default: 0), outline: outline))
        }
    }
}

/// One glyph of a Lottie file's `chars`: its outline and advance at a
/// font size of 100 (points, y down, the baseline at y 0).
struct LottieGlyph {
    var character: String
    var family: String
    var style: String
    var advance: Double
    var outline: Path
}
