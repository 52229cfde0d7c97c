import Geometry
import Paths
import Testing
import Text

@Suite struct GlyphOutlineTests {
    /// Points per font unit at 100 pt.
    let scale = 100 / DejaVu.unitsPerEm

    @Test func hIsOneClosedContourCapHeightTallWithinItsAdvance() throws {
        let font = try Font(file: DejaVu.sans, size: 100)
        let path = font.glyphPath(for: "H")
        #expect(contourCount(path) == 1)
        #expect(path.elements.last == .close)
        let bounds = try #require(controlBounds(path))
        // y down, baseline at 0: the H stands on the baseline, above it.
        #expect(abs(bounds.maxY) < 1e-9)
        #expect(abs(bounds.minY + DejaVu.hHeight * scale) < 1e-9)
        #expect(abs(bounds.height - font.metrics.capHeight) < 1e-9)
        #expect(bounds.minX > 0 && bounds.maxX < font.advance(for: "H"))
        #expect(abs(bounds.minX - DejaVu.hInkMinX * scale) < 1e-9)
        #expect(abs(bounds.maxX - DejaVu.hInkMaxX * scale) < 1e-9)
        #expect(abs(font.advance(for: "H") - DejaVu.hAdvance * scale) < 1e-9)
    }

    @Test func everyContourIsClosedBeforeTheNextStarts() throws {
        let font = try Font(file: DejaVu.sans, size: 40)
        for scalar in "OAB&%e8@".unicodeScalars {
            let elements = font.glyphPath(for: scalar).elements
            #expect(elements.first.map { if case .move = $0 { true } else { false } } == true, "\(scalar)")
            for (i, element) in elements.enumerated() where i > 0 {
                if case .move = element { #expect(elements[i - 1] == .close, "\(scalar)") }
            }
            #expect(elements.last == .close, "\(scalar)")
        }
        // "O" has an outer and an inner contour, "B" three.
        #expect(contourCount(font.glyphPath(for: "O")) == 2)
        #expect(contourCount(font.glyphPath(for: "B")) == 3)
    }

    @Test func outlinesScaleLinearlyWithSize() throws {
        let small = try Font(file: DejaVu.sans, size: 10)
        let large = try small.withSize(170)
        let scaled = small.glyphPath(for: "S").applying(AffineTransform(scaleX: 17, y: 17))
        let direct = large.glyphPath(for: "S")
        #expect(scaled.elements.count == direct.elements.count)
        let a = try #require(controlBounds(scaled)), b = try #require(controlBounds(direct))
        #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9 && abs(a.width - b.width) < 1e-9)
    }

    @Test func inkBoundsAreExactNotControlPoints() throws {
        let font = try Font(file: DejaVu.sans, size: 100)
        let ink = font.glyphBounds(for: "O")
        let control = try #require(controlBounds(font.glyphPath(for: "O")))
        // Ink lies inside the control hull, and the O's round top reaches
        // slightly above the cap height (overshoot).
        #expect(ink.minY >= control.minY - 1e-9 && ink.maxY <= control.maxY + 1e-9)
        #expect(-ink.minY > font.metrics.capHeight)
    }

    @Test func spaceHasAnAdvanceAndNoOutline() throws {
        let font = try Font(file: DejaVu.sans, size: 100)
        #expect(font.glyphPath(for: " ").isEmpty)
        #expect(font.advance(for: " ") > 0)
    }

    @Test func lineMetricsComeFromTheFontAtTheSize() throws {
        let font = try Font(file: DejaVu.sans, size: 34)
        let m = font.metrics
        let s = 34 / DejaVu.unitsPerEm
        #expect(abs(m.ascender - DejaVu.ascender * s) < 1e-9)
        #expect(abs(m.descender - DejaVu.descender * s) < 1e-9)
        #expect(m.descender < 0 && m.leading == 0)
        #expect(abs(m.lineHeight - DejaVu.lineHeight * s) < 1e-9)
        #expect(abs(m.capHeight - DejaVu.hHeight * s) < 1e-9)
        #expect(m.xHeight > 0 && m.xHeight < m.capHeight)
    }

    @Test func thinSubstituteHasThinnerStems() throws {
        // The ExtraLight H's stems are set further in than Book's (249 vs
        // 201 units from the left): a visibly lighter face was chosen.
        let thin = try Font(name: "HelveticaNeue-Thin", size: 170)
        let book = try Font(name: "DejaVu Sans", size: 170)
        #expect(thin.glyphBounds(for: "H").minX > book.glyphBounds(for: "H").minX)
        #expect(thin.face.styleName == "ExtraLight")
    }
}
