import Geometry
import Testing
import Text

/// DejaVu Sans has a 'kern' table (and GPOS); FreeType's FT_Get_Kerning
/// reads the 'kern' table, which pairs A and V at −131 units.
@Suite struct KerningTests {
    @Test func dejaVuSansHasAKernTable() throws {
        #expect(try Font(file: DejaVu.sans, size: 10).face.hasKerningTable)
    }

    @Test func avPairIsKernedTogether() throws {
        let font = try Font(file: DejaVu.sans, size: 100)
        let scale = 100 / DejaVu.unitsPerEm
        #expect(abs(font.kerning(between: "A", and: "V") - DejaVu.avKerning * scale) < 1e-9)
        #expect(font.kerning(between: "A", and: "V") < 0)
        let kerned = TextLayout("AV", font: font)
        let plain = TextLayout("AV", font: font, kerning: false)
        #expect(abs(plain.size.width - 2 * DejaVu.avAdvance * scale) < 1e-9)
        #expect(abs(kerned.size.width - (2 * DejaVu.avAdvance + DejaVu.avKerning) * scale) < 1e-9)
        // The V moves left by the kerning, the A stays.
        #expect(abs((plain.inkBounds.maxX - kerned.inkBounds.maxX) + DejaVu.avKerning * scale) < 1e-9)
        #expect(plain.inkBounds.minX == kerned.inkBounds.minX)
    }

    @Test func aSpaceBetweenBreaksThePair() throws {
        let font = try Font(file: DejaVu.sans, size: 100)
        let spaced = TextLayout("A V", font: font)
        let expected = font.advance(for: "A") + font.kerning(between: "A", and: " ")
            + font.advance(for: " ") + font.kerning(between: " ", and: "V") + font.advance(for: "V")
        #expect(abs(spaced.size.width - expected) < 1e-9)
        // Spacing the letters removes the A–V kerning: the run is wider
        // than the kerned pair by more than the space's advance.
        let pair = TextLayout("AV", font: font)
        #expect(spaced.size.width - pair.size.width > font.advance(for: " "))
    }
}
