import Geometry
import Paths

/// A face at a size: what a TextLayer or label is set in. Glyph outlines
/// come out in points, y down, with the pen on the baseline at y = 0.
///
/// Sendable and cheap to copy; the face behind it is shared and
/// thread-safe, so fonts may be used from any thread.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The face the glyphs come from.
    public let face: FontFace
    /// The em size, points.
    public let size: Double
    /// How the face was found (the file, the fallback step).
    public let match: FontMatch

    /// The font a UIKit name means ("HelveticaNeue-Thin", ".SFUI-Regular",
    /// "SF Pro Display", "Helvetica Neue Thin"), found through the fallback
    /// chain (see `FontFallback`). Throws `TextError` when `size` is not a
    /// positive finite number of points or no font is available.
    public init(name: String, size: Double, locator: FontLocator = .shared) throws {
        try self.init(FontDescriptor(name: name), size: size, locator: locator)
    }

    /// The font for a family and weight. Default weight: `.regular`.
    public init(family: String, weight: FontWeight = .regular, size: Double,
                locator: FontLocator = .shared) throws {
        try self.init(FontDescriptor(family: family, weight: weight), size: size, locator: locator)
    }

    /// The font for a descriptor, through the fallback chain.
    public init(_ descriptor: FontDescriptor, size: Double, locator: FontLocator = .shared) throws {
        guard size.isFinite, size > 0 else { throw TextError.invalidSize(size) }
        let match = try locator.locate(descriptor)
        self.init(face: try FontFace.open(file: match.file, faceIndex: match.faceIndex), size: size, match: match)
    }

    /// The face in a font file, no lookup. Default `faceIndex`: 0.
    public init(file: String, faceIndex: Int = 0, size: Double) throws {
        guard size.isFinite, size > 0 else { throw TextError.invalidSize(size) }
        let face = try FontFace.open(file: file, faceIndex: faceIndex)
        let match = FontMatch(requested: FontDescriptor(family: face.familyName), file: file,
                              faceIndex: faceIndex, family: face.familyName, style: face.styleName,
                              weight: FontWeight(styleName: face.styleName.replacingItalic) ?? .regular,
                              step: .file)
        self.init(face: face, size: size, match: match)
    }

    /// The system font (SF Pro Display from 20 pt, SF Pro Text below, or
    /// their substitute), as `UIFont.systemFont(ofSize:weight:)`.
    /// Default weight: `.regular`.
    public static func system(size: Double, weight: FontWeight = .regular,
                              locator: FontLocator = .shared) throws -> Font {
        try Font(.system(size: size, weight: weight), size: size, locator: locator)
    }

    private init(face: FontFace, size: Double, match: FontMatch) {
        self.face = face
        self.size = size
        self.match = match
    }

    /// The same face at another size, points.
    public func withSize(_ size: Double) throws -> Font {
        guard size.isFinite, size > 0 else { throw TextError.invalidSize(size) }
        return Font(face: face, size: size, match: match)
    }

    /// Points per font unit at this size.
    public var scale: Double { size / face.unitsPerEm }

    /// Line metrics at this size, points.
    public var metrics: FontMetrics {
        let m = face.unscaledMetrics
        return FontMetrics(size: size, ascender: m.ascender * scale, descender: m.descender * scale,
                           leading: m.lineGap * scale, capHeight: m.capHeight * scale,
                           xHeight: m.xHeight * scale)
    }

    /// The outline of `scalar`'s glyph in points, y down, pen at the origin
    /// on the baseline (ink above the baseline has negative y).
    public func glyphPath(for scalar: Unicode.Scalar) -> Path {
        face.glyph(for: scalar).path.applying(AffineTransform(scaleX: scale, y: scale))
    }

    /// The exact ink bounds of `scalar`'s glyph, points, same space as
    /// `glyphPath(for:)`.
    public func glyphBounds(for scalar: Unicode.Scalar) -> Rect {
        let b = face.glyph(for: scalar).bounds
        return Rect(x: b.origin.x * scale, y: b.origin.y * scale, width: b.width * scale, height: b.height * scale)
    }

    /// The advance width of `scalar`'s glyph, points.
    public func advance(for scalar: Unicode.Scalar) -> Double {
        face.glyph(for: scalar).advance * scale
    }

    /// The kerning between two characters set side by side, points
    /// (negative pulls them together; 0 when the face has no 'kern' table).
    public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
        face.kerning(between: face.glyph(for: left).index, and: face.glyph(for: right).index) * scale
    }

    /// Fonts are equal when they share a face and a size (however the face
    /// was found).
    public static func == (a: Font, b: Font) -> Bool { a.face === b.face && a.size == b.size }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
    }

    /// "DejaVu Sans ExtraLight 170 pt".
    public var description: String { "\(face.familyName) \(face.styleName) \(size) pt" }
}
