import CFreeType
import Geometry
import Paths
import Synchronization

/// One face of a font file, opened with FreeType, size-independent: its
/// outlines, advances, kerning and metrics are read unscaled and unhinted
/// (font units), so one face serves every size and every size scales the
/// same outline.
///
/// Thread-safe: an `FT_Face` must not be used from two threads at once, so
/// each face has its own `FT_Library` and one lock around every FreeType
/// call and its glyph cache. Faces are shared: `open` returns the same
/// instance for the same file and index.
public final class FontFace: Sendable {
    /// Absolute path of the font file.
    public let file: String
    /// Index of the face inside the file.
    public let faceIndex: Int
    /// The family name stored in the file.
    public let familyName: String
    /// The style name stored in the file ("Book", "ExtraLight").
    public let styleName: String
    /// Font units per em (2048 for DejaVu Sans).
    public let unitsPerEm: Double
    /// True when the face has a TrueType 'kern' table. FreeType's
    /// `FT_Get_Kerning` reads only that table: kerning stored only in the
    /// OpenType GPOS table is not applied (there is no HarfBuzz shaping).
    public let hasKerningTable: Bool
    /// Line metrics in font units, y up (ascender > 0 > descender).
    let unscaledMetrics: UnscaledMetrics

    struct UnscaledMetrics: Hashable {
        var ascender: Double
        var descender: Double
        var lineGap: Double
        var capHeight: Double
        var xHeight: Double
    }

    private struct State {
        let library: FT_Library
        let face: FT_Face
        var glyphs: [UInt32: GlyphOutline] = [:]
        var glyphIndices: [Unicode.Scalar: UInt32] = [:]
    }

    private let state: Mutex<State>

    private static let openFaces = Mutex<[String: FontFace]>([:])

    /// The face at `faceIndex` in `file`, opened once per process and then
    /// shared. Throws `TextError.unreadableFont` when FreeType cannot open
    /// it or it has no outlines (a bitmap-only font).
    public static func open(file: String, faceIndex: Int = 0) throws -> FontFace {
        let key = "\(faceIndex):\(file)"
        return try openFaces.withLock { faces in
            if let face = faces[key] { return face }
            let face = try FontFace(file: file, faceIndex: faceIndex)
            faces[key] = face
            return face
        }
    }

    private init(file: String, faceIndex: Int) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw TextError.unreadableFont(file: file, reason: "FreeType could not start")
        }
        var opened: FT_Face?
        let status = FT_New_Face(library, file, FT_Long(faceIndex), &opened)
        guard status == 0, let face = opened else {
            FT_Done_FreeType(library)
            throw TextError.unreadableFont(file: file, reason: "FreeType error \(status)")
        }
        guard flipbook_ft_is_scalable(face) != 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw TextError.unreadableFont(file: file, reason: "no outlines (bitmap-only font)")
        }
        self.file = file
        self.faceIndex = faceIndex
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        unitsPerEm = Double(face.pointee.units_per_EM)
        hasKerningTable = flipbook_ft_has_kerning(face) != 0
        unscaledMetrics = Self.readMetrics(face)
        state = Mutex(State(library: library, face: face))
    }

    deinit {
        state.withLock { state in
            FT_Done_Face(state.face)
            FT_Done_FreeType(state.library)
        }
    }

    /// The glyph for `scalar` (.notdef, index 0, when the face lacks it).
    public func glyph(for scalar: Unicode.Scalar) -> GlyphOutline {
        state.withLock { state in
            let index = Self.glyphIndex(scalar, &state)
            return Self.glyph(index, &state)
        }
    }

    /// The kerning adjustment between two glyphs, font units (negative
    /// pulls them together); 0 without a 'kern' table.
    public func kerning(between left: UInt32, and right: UInt32) -> Double {
        state.withLock { state in kerning(left, right, state.face) }
    }

    /// Glyphs for `scalars` with their pen positions along the baseline,
    /// font units, starting at 0; kerning applied between neighbors when
    /// `kerning` is true. One lock for the whole run.
    func run(_ scalars: [Unicode.Scalar], kerning: Bool) -> GlyphRun {
        state.withLock { state in
            var run = GlyphRun()
            var previous: UInt32?
            for scalar in scalars {
                let glyph = Self.glyph(Self.glyphIndex(scalar, &state), &state)
                if kerning, let previous {
                    run.advance += self.kerning(previous, glyph.index, state.face)
                }
                run.glyphs.append(.init(outline: glyph, x: run.advance,
                                        isWhitespace: scalar.properties.isWhitespace))
                run.advance += glyph.advance
                previous = glyph.index
            }
            return run
        }
    }

    private func kerning(_ left: UInt32, _ right: UInt32, _ face: FT_Face) -> Double {
        guard hasKerningTable else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Double(delta.x)
    }

    private static func glyphIndex(_ scalar: Unicode.Scalar, _ state: inout State) -> UInt32 {
        if let index = state.glyphIndices[scalar] { return index }
        let index = UInt32(FT_Get_Char_Index(state.face, FT_ULong(scalar.value)))
        state.glyphIndices[scalar] = index
        return index
    }

    private static func glyph(_ index: UInt32, _ state: inout State) -> GlyphOutline {
        if let glyph = state.glyphs[index] { return glyph }
        let glyph = loadGlyph(index, state.face)
        state.glyphs[index] = glyph
        return glyph
    }
}

/// Glyphs placed along one baseline, font units.
struct GlyphRun {
    struct Placed {
        var outline: GlyphOutline
        /// Pen position of the glyph's origin.
        var x: Double
        var isWhitespace: Bool
    }

    var glyphs: [Placed] = []
    /// Pen position after the last glyph.
    var advance: Double = 0

    /// The run's width without trailing whitespace: where the pen stands
    /// after the last non-whitespace glyph (0 for a blank run).
    var widthWithoutTrailingWhitespace: Double {
        guard let last = glyphs.last(where: { !$0.isWhitespace }) else { return 0 }
        return last.x + last.outline.advance
    }
}
