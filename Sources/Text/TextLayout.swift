import Geometry
import Paths

/// How lines sit across the layout width (NSTextAlignment's cases).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Each line starts at x = 0.
    case left
    /// Each line is centered: it starts at (width − line width) / 2.
    case center
    /// Each line ends at x = width.
    case right
    /// The script's natural side: left, since Flipbook lays out
    /// left-to-right text only (no bidirectional reordering).
    case natural
}

/// A string set in one font: lines broken at explicit newlines only (like
/// a UILabel with `numberOfLines = 0` and no wrapping width), aligned in a
/// width, and turned into one `Path` that any fill code can draw.
///
/// Layout space: points, y down, origin at the top-left of the text box.
/// Line `i` occupies y ∈ [i·lineHeight, (i+1)·lineHeight) with its
/// baseline at y = i·lineHeight + ascender. Glyphs advance by their
/// widths plus kerning ('kern' table; see `FontFace.hasKerningTable`);
/// characters map one-to-one to glyphs (no ligatures or complex shaping),
/// and a character the face lacks draws its .notdef glyph.
/// The same string, font and options give an identical path.
public struct TextLayout: Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The line's characters, without the newline.
        public var text: String
        /// The start of its baseline after alignment, points.
        public var origin: Point
        /// Its advance width, points, without trailing whitespace (which
        /// hangs past the edge, as Core Text aligns it).
        public var width: Double
    }

    /// The font the string is set in.
    public let font: Font
    /// The alignment used.
    public let alignment: TextAlignment
    /// The lines, top to bottom; empty for an empty string.
    public let lines: [Line]
    /// Every glyph outline, in layout space, filled nonzero.
    public let path: Path
    /// The box: the layout width (the widest line when none was given) by
    /// lines × line height, points, at the origin.
    public let size: Size
    /// The exact ink extent of the glyphs, layout space; `.zero` when
    /// nothing is drawn (empty or blank text).
    public let inkBounds: Rect

    /// Lays out `string` in `font`. `width`: the box width in points that
    /// `alignment` works in; Default: nil, the widest line (as after
    /// UILabel.sizeToFit). `alignment` Default: `.natural`. `kerning`
    /// Default: true.
    public init(_ string: String, font: Font, width: Double? = nil,
                alignment: TextAlignment = .natural, kerning: Bool = true) {
        let runs = Self.runs(string, font: font, kerning: kerning)
        let scale = font.scale
        let metrics = font.metrics
        let boxWidth = width ?? runs.map { $0.run.widthWithoutTrailingWhitespace * scale }.max() ?? 0
        var lines: [Line] = []
        var path = Path()
        var ink: Rect?
        for (i, entry) in runs.enumerated() {
            let lineWidth = entry.run.widthWithoutTrailingWhitespace * scale
            let origin = Point(Self.offset(lineWidth, in: boxWidth, alignment),
                               Double(i) * metrics.lineHeight + metrics.ascender)
            lines.append(Line(text: entry.text, origin: origin, width: lineWidth))
            for glyph in entry.run.glyphs where !glyph.outline.path.isEmpty {
                let place = AffineTransform(a: scale, b: 0, c: 0, d: scale,
                                            tx: origin.x + glyph.x * scale, ty: origin.y)
                path.append(glyph.outline.path.applying(place))
                let box = Self.map(glyph.outline.bounds, place)
                ink = ink.map { $0.union(box) } ?? box
            }
        }
        self.font = font
        self.alignment = alignment
        self.lines = lines
        self.path = path
        self.size = Size(width: boxWidth, height: Double(lines.count) * metrics.lineHeight)
        self.inkBounds = ink ?? .zero
    }

    /// The typographic extent of the lines (their aligned advance widths by
    /// lines × line height), layout space; `.zero` for an empty string.
    public var typographicBounds: Rect {
        guard !lines.isEmpty else { return .zero }
        let minX = lines.map(\.origin.x).min() ?? 0
        let maxX = lines.map { $0.origin.x + $0.width }.max() ?? 0
        return Rect(x: minX, y: 0, width: maxX - minX, height: size.height)
    }

    /// The size UILabel.sizeToFit gives, without pixel rounding: the widest
    /// line's advance width (trailing whitespace excluded) by lines × line
    /// height, points. Default `kerning`: true.
    public static func sizeThatFits(_ string: String, font: Font, kerning: Bool = true) -> Size {
        let runs = Self.runs(string, font: font, kerning: kerning)
        let width = runs.map { $0.run.widthWithoutTrailingWhitespace * font.scale }.max() ?? 0
        return Size(width: width, height: Double(runs.count) * font.metrics.lineHeight)
    }

    /// The string's lines (split at every newline, "\r\n" counting once),
    /// each set as one glyph run in font units; none for an empty string.
    private static func runs(_ string: String, font: Font, kerning: Bool) -> [(text: String, run: GlyphRun)] {
        guard !string.isEmpty else { return [] }
        return string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            (String(line), font.face.run(Array(line.unicodeScalars), kerning: kerning))
        }
    }

    private static func offset(_ lineWidth: Double, in width: Double, _ alignment: TextAlignment) -> Double {
        switch alignment {
        case .left, .natural: return 0
        case .center: return (width - lineWidth) / 2
        case .right: return width - lineWidth
        }
    }

    /// A font-unit box placed by a scale + translate transform.
    private static func map(_ box: Rect, _ t: AffineTransform) -> Rect {
        let a = t.apply(box.origin)
        let b = t.apply(Point(box.maxX, box.maxY))
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
}
