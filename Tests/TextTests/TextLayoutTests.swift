import Geometry
import Paths
import Testing
import Text

@Suite struct TextLayoutTests {
    @Test func centeredTextIsCenteredInTheWidth() throws {
        let font = try Font(file: DejaVu.sans, size: 50)
        let layout = TextLayout("H", font: font, width: 300, alignment: .center)
        let line = try #require(layout.lines.first)
        #expect(abs(line.origin.x - (300 - font.advance(for: "H")) / 2) < 1e-9)
        // DejaVu's H has equal side bearings, so its ink is centered too.
        #expect(abs(layout.inkBounds.midX - 150) < 1e-9)
        #expect(layout.size.width == 300)
    }

    @Test func leftNaturalAndRightAlignments() throws {
        let font = try Font(file: DejaVu.sans, size: 20)
        let text = "Flip\nbook!"
        let left = TextLayout(text, font: font, width: 200, alignment: .left)
        let natural = TextLayout(text, font: font, width: 200, alignment: .natural)
        let right = TextLayout(text, font: font, width: 200, alignment: .right)
        #expect(left.lines.allSatisfy { $0.origin.x == 0 })
        #expect(natural.path == left.path)
        for line in right.lines { #expect(abs(line.origin.x + line.width - 200) < 1e-9) }
        #expect(right.lines[0].origin.x != right.lines[1].origin.x)
    }

    @Test func multiLineHeightsAndBaselines() throws {
        let font = try Font(file: DejaVu.sans, size: 30)
        let m = font.metrics
        let layout = TextLayout("A\nBB\r\nC\n", font: font)
        #expect(layout.lines.map(\.text) == ["A", "BB", "C", ""])
        #expect(abs(layout.size.height - 4 * m.lineHeight) < 1e-9)
        for (i, line) in layout.lines.enumerated() {
            #expect(abs(line.origin.y - (Double(i) * m.lineHeight + m.ascender)) < 1e-9)
        }
        // Widest line is "BB"; centring the others shifts them right.
        #expect(abs(layout.size.width - 2 * font.advance(for: "B")) < 1e-9)
        let centered = TextLayout("A\nBB", font: font, alignment: .center)
        #expect(centered.lines[0].origin.x > 0 && centered.lines[1].origin.x == 0)
    }

    @Test func sizeThatFitsIsWidestLineByLineCount() throws {
        let font = try Font(file: DejaVu.sans, size: 50)
        let text = "F         BER"
        let size = TextLayout.sizeThatFits(text, font: font)
        var expected = 0.0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous { expected += font.kerning(between: previous, and: scalar) }
            expected += font.advance(for: scalar)
            previous = scalar
        }
        #expect(abs(size.width - expected) < 1e-9)
        #expect(abs(size.height - font.metrics.lineHeight) < 1e-9)
        #expect(TextLayout(text, font: font).size == size)
        let two = TextLayout.sizeThatFits("ab\nabc", font: font)
        #expect(abs(two.height - 2 * font.metrics.lineHeight) < 1e-9)
        #expect(two.width == TextLayout.sizeThatFits("abc", font: font).width)
    }

    @Test func trailingWhitespaceHangs() throws {
        let font = try Font(file: DejaVu.sans, size: 20)
        #expect(TextLayout.sizeThatFits("H   ", font: font) == TextLayout.sizeThatFits("H", font: font))
        #expect(TextLayout.sizeThatFits("   H", font: font).width > TextLayout.sizeThatFits("H", font: font).width)
    }

    @Test func emptyAndBlankText() throws {
        let font = try Font(file: DejaVu.sans, size: 20)
        let empty = TextLayout("", font: font)
        #expect(empty.lines.isEmpty && empty.path.isEmpty && empty.size == .zero)
        #expect(empty.typographicBounds == .zero && empty.inkBounds == .zero)
        let blank = TextLayout("  ", font: font)
        #expect(blank.lines.count == 1 && blank.path.isEmpty)
        #expect(abs(blank.size.height - font.metrics.lineHeight) < 1e-9)
    }

    @Test func pathHoldsEveryGlyphInLayoutSpace() throws {
        let font = try Font(file: DejaVu.sans, size: 40)
        let layout = TextLayout("HO\nB", font: font)
        // H (1) + O (2) + B (3) contours.
        #expect(contourCount(layout.path) == 6)
        let bounds = try #require(controlBounds(layout.path))
        #expect(bounds.minY >= 0 && bounds.maxY <= layout.size.height)
        #expect(layout.typographicBounds == Rect(origin: .zero, size: layout.size))
    }

    @Test func sameStringGivesIdenticalPath() throws {
        let font = try Font(name: "HelveticaNeue-Thin", size: 170)
        let a = TextLayout("S", font: font, width: 375, alignment: .center)
        let b = TextLayout("S", font: try Font(name: "HelveticaNeue-Thin", size: 170), width: 375, alignment: .center)
        #expect(!a.path.isEmpty)
        #expect(a.path == b.path)
        #expect(a.path != TextLayout("S", font: try font.withSize(171), width: 375, alignment: .center).path)
    }
}
