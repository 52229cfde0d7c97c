import CFreeType
import Geometry
import Paths

extension FontFace {
    /// Loads glyph `index` unscaled and unhinted (`FT_LOAD_NO_SCALE`): the
    /// outline and advance in font units, exactly as stored in the file.
    /// A glyph FreeType cannot load is empty with zero advance.
    static func loadGlyph(_ index: UInt32, _ face: FT_Face) -> GlyphOutline {
        let empty = GlyphOutline(index: index, path: Path(), advance: 0, bounds: .zero)
        guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = face.pointee.glyph else { return empty }
        let advance = Double(slot.pointee.metrics.horiAdvance)
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_contours > 0 else {
            return GlyphOutline(index: index, path: Path(), advance: advance, bounds: .zero)
        }
        return withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
            var box = FT_BBox()
            FT_Outline_Get_BBox(outline, &box)
            let bounds = Rect(x: Double(box.xMin), y: -Double(box.yMax),
                              width: Double(box.xMax - box.xMin), height: Double(box.yMax - box.yMin))
            return GlyphOutline(index: index, path: OutlineDecomposer.path(of: outline),
                                advance: advance, bounds: bounds)
        }
    }

    /// Line metrics from the 'hhea' table (what FreeType exposes as
    /// ascender/descender/height, and what UIFont.lineHeight uses); cap and
    /// x height from OS/2 when its version (≥ 2) has them, else measured
    /// from the outlines of "H" and "x".
    static func readMetrics(_ face: FT_Face) -> UnscaledMetrics {
        let ascender = Double(face.pointee.ascender)
        let descender = Double(face.pointee.descender)
        let lineGap = max(0, Double(face.pointee.height) - (ascender - descender))
        var capHeight = 0.0
        var xHeight = 0.0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            // sCapHeight and sxHeight exist from OS/2 version 2 on; in
            // older tables those bytes are not there (FreeType zeroes them).
            if os2.version >= 2 {
                capHeight = Double(os2.sCapHeight)
                xHeight = Double(os2.sxHeight)
            }
        }
        if capHeight <= 0 { capHeight = inkTop(of: "H", face) ?? ascender }
        if xHeight <= 0 { xHeight = inkTop(of: "x", face) ?? capHeight }
        return UnscaledMetrics(ascender: ascender, descender: descender, lineGap: lineGap,
                               capHeight: capHeight, xHeight: xHeight)
    }

    /// The top of the glyph's ink above the baseline, font units; nil when
    /// the face has no such glyph.
    private static func inkTop(of scalar: Unicode.Scalar, _ face: FT_Face) -> Double? {
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        guard index != 0 else { return nil }
        let glyph = loadGlyph(index, face)
        return glyph.path.isEmpty ? nil : -glyph.bounds.minY
    }
}
