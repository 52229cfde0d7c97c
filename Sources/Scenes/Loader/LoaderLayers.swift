import Geometry
import Layers
import Paths
import Text

/// SBLoader's views and layers with their model values, i.e. what each
/// shows before any step or animation (`LoaderScene` adds those). Layers
/// the app adds later start hidden; see `LoaderScene`'s doc comment.
struct LoaderLayers {
    /// ViewController.view: the full screen, white (storyboard).
    let view: Layer
    /// HolderView: boxSize square centered in the view, clear.
    let holder: Layer
    /// OvalLayer: red fill, model path ovalPathSmall.
    let oval: ShapeLayer
    /// TriangleLayer: red fill and 7 pt red stroke, round caps and joins.
    let triangle: ShapeLayer
    /// The RectangleLayer stroked red (added at 2.55 s).
    let redRectangle: ShapeLayer
    /// The RectangleLayer stroked blue, above the red one (added at 2.75 s).
    let blueRectangle: ShapeLayer
    /// ArcLayer: blue fill, model path arcPathStarting.
    let arc: ShapeLayer
    /// The "S" UILabel (full-screen frame), scaled to 0.25 until it springs.
    let label: TextLayer

    /// TriangleLayer.lineWidth in the 100 pt design, points.
    static let triangleLineWidth = 7.0
    /// animateLabel's font name.
    static let labelFontName = "HelveticaNeue-Thin"
    /// animateLabel's font size, points.
    static let labelFontSize = 170.0
    /// The label's transform before it springs: CGAffineTransformScale by
    /// 0.25 (it springs ×4 back to identity).
    static let labelStartScale = 0.25

    /// - Throws: `TextError` when no font can be found for the label.
    init(style: LoaderStyle) throws {
        let screen = Rect(x: 0, y: 0, width: LoaderScene.canvas.width, height: LoaderScene.canvas.height)
        view = Layer(name: "view")
        view.frame = screen
        view.backgroundColor = .white

        let box = LoaderScene.boxSize * style.scale
        holder = Layer(name: "holderView")
        holder.frame = Rect(x: screen.midX - box / 2, y: screen.midY - box / 2, width: box, height: box)
        view.addSublayer(holder)

        oval = ShapeLayer()
        oval.name = "ovalLayer"
        oval.fillColor = style.red
        oval.path = style.scaled(LoaderPaths.ovalSmall)

        triangle = ShapeLayer()
        triangle.name = "triangleLayer"
        triangle.fillColor = style.red
        triangle.strokeColor = style.red
        triangle.lineWidth = Self.triangleLineWidth * style.scale
        triangle.lineCap = .round
        triangle.lineJoin = .round
        triangle.path = style.scaled(LoaderPaths.triangleSmall)

        redRectangle = Self.makeRectangle(named: "redRectangleLayer", style: style)
        blueRectangle = Self.makeRectangle(named: "blueRectangleLayer", style: style)

        arc = ShapeLayer()
        arc.name = "arcLayer"
        arc.fillColor = style.blue
        arc.path = style.scaled(LoaderPaths.arcStarting)

        for layer in [oval, triangle, redRectangle, blueRectangle, arc] {
            holder.addSublayer(layer)
        }
        // Added by later timer callbacks: hidden until then.
        for layer in [triangle, redRectangle, blueRectangle, arc] {
            layer.isHidden = true
        }

        label = try Self.makeLabel(frame: screen, color: style.labelColor)
        view.addSublayer(label)
    }

    /// A RectangleLayer: clear fill, lineWidth 5, strokeColor nil until
    /// animateStrokeWithColor sets it.
    static func makeRectangle(named name: String, style: LoaderStyle) -> ShapeLayer {
        let rectangle = ShapeLayer()
        rectangle.name = name
        rectangle.fillColor = .clear
        rectangle.lineWidth = LoaderPaths.rectangleLineWidth * style.scale
        rectangle.path = style.scaled(LoaderPaths.rectangleFull)
        return rectangle
    }

    /// The "S" label: text centered horizontally and, as UILabel centers a
    /// single line, its line box (Font.metrics.lineHeight) centered
    /// vertically in `frame`; scaled by 0.25 about the frame's center and
    /// hidden until animateLabel adds it.
    static func makeLabel(frame: Rect, color: Color) throws -> TextLayer {
        let label = TextLayer()
        label.name = "label"
        label.string = "S"
        label.fontName = labelFontName
        label.fontSize = labelFontSize
        label.foregroundColor = color
        label.alignmentMode = .center
        label.frame = frame
        try label.layOutGlyphs()
        let lineHeight = try Font(name: labelFontName, size: labelFontSize).metrics.lineHeight
        let top = (frame.height - lineHeight) / 2
        label.glyphs = label.glyphs?.applying(AffineTransform(translationX: 0, y: top))
        label.transform = .scale(labelStartScale, labelStartScale)
        label.isHidden = true
        return label
    }
}
