import Geometry
import Layers
import Paths
import Presentation
import Scenes
import Testing

@Suite struct TextLayerTests {
    @Test func laidOutTextIsFilledWithTheForegroundColor() throws {
        let label = TextLayer()
        label.string = "S"
        label.fontName = "HelveticaNeue-Thin"
        label.fontSize = 170
        label.foregroundColor = .white
        label.alignmentMode = .center
        label.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        try label.layOutGlyphs()
        let glyphs = try #require(label.glyphs)
        let bounds = glyphs.bounds
        // Centered in the 375 pt width, one cap-height-ish tall glyph.
        #expect(abs(bounds.midX - 187.5) < 10)
        #expect(bounds.height > 100 && bounds.height < 170)
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.addSublayer(label)
        let scene = Scene(name: "t", summary: "", size: Size(375, 667), loopDuration: 1, root: root)
        let items = try scene.presentation(at: 0).displayList(scale: 1).items
        guard case .fill(let fill)? = items.last else {
            Issue.record("expected the text fill, got \(items)")
            return
        }
        #expect(fill.paint == .solid(.white))
        #expect(fill.path == glyphs)
    }
}
