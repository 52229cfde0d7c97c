import FlipbookQuartzCore
import Foundation
import Geometry
import Layers
import Scenes
import Testing

/// CATextLayer draws what the model's text layer draws, laid out when the
/// recording ends.
@Suite struct CATextLayerTests {
    @Test func textEqualsTheModelsTextLayer() throws {
        let recorded = try FlipbookScene.record(name: "t", size: CGSize(width: 120, height: 40), duration: 1) { root in
            let label = CATextLayer()
            label.frame = CGRect(x: 4, y: 4, width: 112, height: 32)
            label.string = "Flipbook"
            label.font = "DejaVu Sans"
            label.fontSize = 20
            label.foregroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.8, alpha: 1)
            label.alignmentMode = .center
            root.addSublayer(label)
        }
        let text = TextLayer()
        text.frame = Rect(x: 4, y: 4, width: 112, height: 32)
        text.string = "Flipbook"
        text.fontName = "DejaVu Sans"
        text.fontSize = 20
        text.foregroundColor = Color(red: 0.1, green: 0.2, blue: 0.8)
        text.alignmentMode = .center
        try text.layOutGlyphs()
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 40)
        root.addSublayer(text)
        let model = Scene(name: "t", summary: "", size: Size(120, 40), loopDuration: 1, root: root)
        let drawn = try frame(recorded, at: 0)
        #expect(drawn == (try frame(model, at: 0)))
        #expect(drawn.pixels.contains { $0 != 0 }, "the text is drawn")
    }

    @Test func aStringMustBeAString() {
        #expect(throws: QuartzCoreError.self) {
            _ = try FlipbookScene.record(name: "t", size: CGSize(width: 10, height: 10), duration: 1) { root in
                let label = CATextLayer()
                label.string = 42
                root.addSublayer(label)
            }
        }
    }
}
