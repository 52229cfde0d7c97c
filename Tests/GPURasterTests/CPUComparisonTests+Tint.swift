import Geometry
import Layers
import Paths
import Presentation

extension ComparisonCase {
    /// Layers under `Layer.tintColor` (a replicator's tint): the display
    /// list builder multiplies colors and image bytes, so both backends
    /// must draw the tinted list alike.
    static var tinted: [ComparisonCase] {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 96, height: 96)
        let tinted = Layer(name: "tinted")
        tinted.frame = Rect(x: 4, y: 4, width: 88, height: 88)
        tinted.tintColor = Color(red: 0.9, green: 0.6, blue: 0.3, alpha: 0.8)
        tinted.contents = image
        let ring = ShapeLayer()
        ring.path = Path(ellipseIn: Rect(x: 14, y: 14, width: 60, height: 60))
        ring.fillColor = nil
        ring.strokeColor = blue
        ring.lineWidth = 9
        let band = GradientLayer()
        band.frame = Rect(x: 8, y: 54, width: 72, height: 26)
        band.colors = ramp.stops.map(\.color)
        band.tintColor = Color(red: 0.5, green: 1, blue: 1, alpha: 0.7)
        for sub in [ring, band] { tinted.addSublayer(sub) }
        root.addSublayer(tinted)
        let scene = Scene(name: "tinted", summary: "", size: Size(96, 96), loopDuration: 1, root: root)
        // A model this small always evaluates; `try!` keeps the case list static.
        let list = try! scene.presentation(at: 0).displayList(scale: 1)
        return [ComparisonCase(name: "tinted-image-stroke-gradient", list: list)]
    }
}
