import Geometry
import Paths

/// SBLoader's UIBezierPaths (Sources/Scenes/README.md, Loader › Loader
/// paths), in holder-view
/// coordinates for the original 100 × 100 pt box: every layer is a
/// CAShapeLayer with zero bounds at position (0, 0), so its path
/// coordinates are the holder's. `LoaderScene` scales them by
/// boxSize / 100.
enum LoaderPaths {
    // MARK: OvalLayer

    /// ovalPathSmall: an oval in the empty rect at (50, 50), i.e. five
    /// elements all at the box center (nothing is drawn, but it matches the
    /// other ovals element for element, so it can morph into them).
    static let ovalSmall = Path(ellipseIn: Rect(x: 50, y: 50, width: 0, height: 0))
    /// ovalPathLarge: 95 pt circle, 2.5 pt in from the sides, its bottom at
    /// 112.5 (below the box: the oval sits low around the triangle).
    static let ovalLarge = Path(ellipseIn: Rect(x: 2.5, y: 17.5, width: 95, height: 95))
    /// ovalPathSquishVertical: 5 pt flatter than the large oval.
    static let ovalSquishVertical = Path(ellipseIn: Rect(x: 2.5, y: 20, width: 95, height: 90))
    /// ovalPathSquishHorizontal: also 5 pt narrower.
    static let ovalSquishHorizontal = Path(ellipseIn: Rect(x: 5, y: 20, width: 90, height: 90))

    // MARK: TriangleLayer

    /// TriangleLayer.innerPadding: how far (pt) each corner of the small
    /// triangle sits inside its extended position.
    static let triangleInnerPadding = 30.0

    /// A closed triangle: bottom-left, apex, bottom-right (the tutorial's
    /// point order, so all four triangles morph corner to corner).
    static func triangle(left: Double, apex: Double, right: Double) -> Path {
        Path(elements: [.move(Point(left, 95)), .line(Point(50, apex)), .line(Point(right, 95)), .close])
    }

    /// trianglePathSmall: (35, 95) → (50, 42.5) → (65, 95).
    static let triangleSmall = triangle(left: 5 + triangleInnerPadding, apex: 12.5 + triangleInnerPadding,
                                               right: 95 - triangleInnerPadding)
    /// trianglePathLeftExtension: the left corner out to x = 5.
    static let triangleLeftExtension = triangle(left: 5, apex: 12.5 + triangleInnerPadding,
                                                       right: 95 - triangleInnerPadding)
    /// trianglePathRightExtension: the right corner out to x = 95.
    static let triangleRightExtension = triangle(left: 5, apex: 12.5 + triangleInnerPadding, right: 95)
    /// trianglePathTopExtension: the apex up to y = 12.5.
    static let triangleTopExtension = triangle(left: 5, apex: 12.5, right: 95)

    // MARK: RectangleLayer

    /// RectangleLayer.lineWidth, points.
    static let rectangleLineWidth = 5.0

    /// rectanglePathFull: from the bottom-left corner up the left side to
    /// y = −lineWidth, across the top, down the right side and along the
    /// bottom to x = −lineWidth/2 (so the butt end covers the corner the
    /// stroke started from), then closed.
    static let rectangleFull = Path(elements: [
        .move(Point(0, 100)), .line(Point(0, -rectangleLineWidth)), .line(Point(100, -rectangleLineWidth)),
        .line(Point(100, 100)), .line(Point(-rectangleLineWidth / 2, 100)), .close,
    ])

    // MARK: ArcLayer

    /// An arc path: up the left edge from (0, 100) to `level`, across the
    /// top (a cubic with the given control points, or a straight line when
    /// they are nil), down the right edge and back along the bottom.
    static func arc(level: Double, control1: Point? = nil, control2: Point? = nil) -> Path {
        let top: PathElement
        if let control1, let control2 {
            top = .cubic(control1, control2, Point(100, level))
        } else {
            top = .line(Point(100, level))
        }
        return Path(elements: [.move(Point(0, 100)), .line(Point(0, level)), top, .line(Point(100, 100)),
                               .line(Point(0, 100)), .close])
    }

    /// arcPathPre: a 1 pt sliver of water at the bottom, flat.
    static let arcPre = arc(level: 99)
    /// arcPathStarting: level 80 with a wave (the layer's model path).
    static let arcStarting = arc(level: 80, control1: Point(30, 70), control2: Point(40, 90))
    /// arcPathLow: level 60.
    static let arcLow = arc(level: 60, control1: Point(30, 65), control2: Point(40, 50))
    /// arcPathMid: level 40.
    static let arcMid = arc(level: 40, control1: Point(30, 30), control2: Point(40, 50))
    /// arcPathHigh: level 20.
    static let arcHigh = arc(level: 20, control1: Point(30, 25), control2: Point(40, 10))
    /// arcPathComplete: flat at −5, the top of the rectangle's stroke path,
    /// so the glass is full.
    static let arcComplete = arc(level: -5)

    /// The fill sequence ArcLayer.animate() steps through, 0.18 s apart.
    static let arcSequence = [arcPre, arcStarting, arcLow, arcMid, arcHigh, arcComplete]
}
