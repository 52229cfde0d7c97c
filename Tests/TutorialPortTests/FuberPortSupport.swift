// What the Fuber port needs that is not the tutorial's Swift code: the
// screen and the asset catalog's Chimes image.

#if canImport(UIKit)
import UIKit
#else
import FlipbookUIKit
#endif
import Geometry
import Layers
import Scenes

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
}
