// What the Fuber port needs that is not the tutorial's Swift code and that
// FlipbookUIKit does not have: the screen, the asset catalog's Chimes
// image, a UILabel that can typeset and size itself, UIKit's layout pass
// and UIView.bringSubviewToFront(_:).

#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
import Geometry
import Layers
import Scenes
// UILabel measures its text as UIKit does; only the Text stage can.
import Text

extension FuberPort {
    /// `UIScreen.main.bounds`: the iPhone 6/7/8 screen, 375×667 pt (the
    /// code names no device; the built-in scene's canvas, a RECONSTRUCTION
    /// in Sources/Scenes/README.md, Fuber (UIKit) › Fuber layout).
    static let screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// `UIImage(named:in:compatibleWith:)` for the SplashScreenUI bundle's
    /// asset catalog, which holds one image: "Chimes" (Chimes.pdf, a 90×90 pt
    /// page holding a 180×180 px image), drawn by the built-in scene's asset
    /// code (`ChimesTile`) in fuberLightBlue at @2x. Nil for any other name
    /// or when drawing fails.
    static func image(named name: String) -> UIImage? {
        guard name == "Chimes",
              let bitmap = try? ChimesTile.image(color: FuberScene.fuberLightBlue, scale: ChimesTile.contentsScale)
        else { return nil }
        return UIImage(cgImage: CGImage(bitmap: bitmap), scale: CGFloat(ChimesTile.contentsScale), orientation: .up)
    }

    /// The layout pass UIKit runs over the window's views before the first
    /// frame: `layoutSubviews()` of every view that lays out its subviews,
    /// parents before children. In this port only TileGridView does.
    static func layoutPass(_ view: UIView) {
        (view as? TileGridView)?.layoutSubviews()
        for subview in view.subviews { layoutPass(subview) }
    }

    /// UILabel, as much as the splash needs: one line of `text` in `font`
    /// and `textColor`, left-aligned from the top-left of its bounds;
    /// `sizeToFit()` sizes it to the text's line box. The text is drawn by a
    /// text sublayer that fills the bounds and is typeset (Text's layout,
    /// through the model's `TextLayer`) whenever the text, font, color or
    /// size changes. Set them before the label is committed (the turn that
    /// makes it), as the splash does.
    class UILabel: UIView {
        /// Default: nil (no text).
        var text: String? { didSet { typeset() } }
        /// Default: the system font at 17 pt.
        var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { typeset() } }
        /// Default: black.
        var textColor: UIColor! = UIColor.black { didSet { typeset() } }

        private let textLayer = TextLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(CALayer(model: textLayer))
            typeset()
        }

        /// The font as the Text stage resolves it; nil when no font at all
        /// is installed.
        private var resolvedFont: Font? {
            try? Font(name: font.fontName, size: Double(font.pointSize))
        }

        /// UIKit's sizeToFit(): the frame keeps its origin and takes the
        /// size of the text's line box (advance width × line height).
        func sizeToFit() {
            let size = resolvedFont.map { TextLayout.sizeThatFits(text ?? "", font: $0) } ?? .zero
            frame = CGRect(origin: frame.origin, size: CGSize(width: size.width, height: size.height))
            typeset()
        }

        /// Lays the text out into the text layer, which fills the bounds.
        private func typeset() {
            textLayer.frame = Rect(origin: .zero, size: Size(Double(bounds.width), Double(bounds.height)))
            textLayer.string = text ?? ""
            textLayer.fontName = font.fontName
            textLayer.fontSize = Double(font.pointSize)
            textLayer.foregroundColor = textColor.cgColor.model
            if (try? textLayer.layOutGlyphs()) == nil { textLayer.glyphs = nil }
        }
    }
}

extension UIView {
    /// UIKit's bringSubviewToFront(_:): `view`, one of the subviews, moves
    /// on top of its siblings. (FlipbookUIKit has none yet; removing and
    /// adding it again does the same before the layers are committed.)
    func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }
}
