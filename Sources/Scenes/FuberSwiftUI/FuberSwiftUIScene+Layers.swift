import Geometry
import Layers
import Paths
import Text

/// SplashScreen's ZStack as layers (see `FuberSwiftUIScene`), with the
/// model values of the steady loop's start: everything the @State
/// variables drive is at its value when a loop begins (uScale and
/// lineScale 0, percent 0, textAlpha 0, textScale 1, coverCircleScale 1,
/// coverCircleAlpha 0, squareScale 1, squareColor fuberBlue).
struct SplashLayers {
    /// The ZStack: the whole canvas, `.background(fuberBlue)`.
    let root: Layer
    let chimes: Layer
    let coverCircle: ShapeLayer
    let text: TextLayer
    let fuberU: ShapeLayer
    let square: Layer
    let line: Layer

    /// The ZStack's center, points: every view is centered there.
    static let center = Point(FuberSwiftUIScene.canvas.width / 2, FuberSwiftUIScene.canvas.height / 2)

    /// - Parameters:
    ///   - fuberBlue: background, cover circle, square and bar color.
    ///   - chimes: the Chimes tile at `FuberSwiftUIScene.chimesScale`.
    ///   - zoomFactor: uZoomFactor, which scales the square at squareScale 1.
    /// - Throws: `TextError` when no font can be found for the text.
    init(fuberBlue: Color, chimes tile: Bitmap, zoomFactor: Double) throws {
        let canvas = FuberSwiftUIScene.canvas, center = Self.center
        root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        root.backgroundColor = fuberBlue

        chimes = Layer(name: "chimes")
        chimes.frame = root.frame
        chimes.contents = tile
        chimes.contentsScale = FuberSwiftUIScene.chimesScale
        chimes.tilesContents = true
        chimes.opacity = 0

        coverCircle = ShapeLayer()
        coverCircle.name = "coverCircle"
        coverCircle.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
        coverCircle.position = center
        coverCircle.path = Path(ellipseIn: coverCircle.bounds)
        coverCircle.fillColor = fuberBlue
        coverCircle.opacity = 0

        text = try Self.makeText()
        fuberU = Self.makeFuberU()

        square = Layer(name: "square")
        let side = FuberSwiftUIScene.uSquareLength
        square.bounds = Rect(x: 0, y: 0, width: side, height: side)
        square.position = center
        square.backgroundColor = fuberBlue
        // transform.scale sets all three axes; the model keeps them equal
        // so that reading it back gives squareScale × uZoomFactor.
        square.transform = .scale(zoomFactor, zoomFactor, zoomFactor)

        line = Layer(name: "line")
        line.bounds = Rect(origin: .zero, size: FuberSwiftUIScene.lineSize)
        line.anchorPoint = Point(0.5, 1)
        line.position = Point(center.x, center.y + FuberSwiftUIScene.lineOffset + FuberSwiftUIScene.lineSize.height / 2)
        line.backgroundColor = fuberBlue
        line.transform = .scale(0, 0, 0)

        for layer in [chimes, coverCircle, text, fuberU, square, line] { root.addSublayer(layer) }
    }

    /// The text, sized as SwiftUI sizes a Text (its advance width by one
    /// line height) and centered, then moved 20 pt right with its anchor
    /// point kept on the screen center, where `.scaleEffect` pivots.
    static func makeText() throws -> TextLayer {
        let text = TextLayer()
        text.name = "text"
        text.string = FuberSwiftUIScene.text
        text.fontName = FuberSwiftUIScene.fontName
        text.fontSize = FuberSwiftUIScene.fontSize
        text.foregroundColor = .white
        let font = try Font(name: text.fontName, size: text.fontSize)
        let size = TextLayout.sizeThatFits(text.string, font: font)
        text.bounds = Rect(origin: .zero, size: size)
        let offset = FuberSwiftUIScene.textOffset
        text.anchorPoint = Point(0.5 - offset / size.width, 0.5)
        text.position = center
        text.opacity = 0
        try text.layOutGlyphs()
        return text
    }

    /// FuberU(percent:) stroked white, rotated −90°, in its 5×5 pt rect.
    static func makeFuberU() -> ShapeLayer {
        let u = ShapeLayer()
        u.name = "fuberU"
        let side = FuberSwiftUIScene.uFrameSide - 2 * FuberSwiftUIScene.uPadding
        u.bounds = Rect(x: 0, y: 0, width: side, height: side)
        u.position = center
        // FuberU.path(in:): addArc(center: (w/2, w/2), radius: w/2, 0° → 360°,
        // clockwise: false), i.e. increasing angles, visually clockwise on a
        // y-down screen; `.rotationEffect(.degrees(-90))` turns it about the
        // rect's center so the sweep starts at 12 o'clock.
        var arc = Path()
        arc.addArc(center: Point(side / 2, side / 2), radius: side / 2, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let rotation = AffineTransform(translationX: -side / 2, y: -side / 2)
            .concatenating(AffineTransform(rotationAngle: -.pi / 2))
            .concatenating(AffineTransform(translationX: side / 2, y: side / 2))
        u.path = arc.applying(rotation)
        u.fillColor = nil
        u.strokeColor = .white
        u.lineWidth = FuberSwiftUIScene.uLineWidth
        u.strokeEnd = 0
        u.transform = .scale(0, 0, 0)
        return u
    }
}
