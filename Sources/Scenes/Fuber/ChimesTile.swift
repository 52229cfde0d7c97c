import CPURaster
import Geometry
import Paths
import Presentation

/// The Fuber tile picture, `Chimes.pdf` (Sources/Scenes/README.md,
/// Fuber (UIKit) › Chimes tile), drawn with
/// Flipbook's own path code: a 90×90 pt lattice of fuberLightBlue lines on
/// a transparent background, symmetric about x = 45 and y = 45.
///
/// Coordinates are tile points, origin top-left, y down. The line table is
/// the one measured on the asset's alpha mask (same README section).
///
/// RECONSTRUCTION: the inner rhombus shares the outer rhombus' top and
/// bottom apex (45, 11.35) / (45, 78.65), as the measurement describes it (its
/// ≈11.6 reading is the ink tip of the sharper corner); joins are miter
/// and caps butt (Core Graphics' defaults); lines that run along or out of
/// the tile edge are clipped by the image, so neighboring tiles complete
/// them.
public enum ChimesTile {
    /// The tile's size in points (the PDF's MediaBox).
    public static let size = Size(90, 90)
    /// Pixels per point of the rasterized tile: the asset holds a 180×180
    /// px image in a 90×90 pt page, i.e. @2x.
    public static let contentsScale = 2.0
    /// Stroke width of the main lines, points (≈1.9 px measured at 2×).
    public static let thickLineWidth = 1.0
    /// Stroke width of the thin polylines and struts, points (≈1.0 px at 2×).
    public static let thinLineWidth = 0.5

    /// The two diagonals, the outer and inner rhombus and the horizontal
    /// bar joining the inner rhombus' side corners: the 1 pt lines.
    public static var thickLines: Path {
        var path = Path()
        path.move(to: Point(0, 0)); path.line(to: Point(90, 90))
        path.move(to: Point(90, 0)); path.line(to: Point(0, 90))
        // Outer rhombus: the tile's edge midpoints left/right, apexes 11.35
        // pt inside the top and bottom edges.
        path.move(to: Point(0, 45)); path.line(to: Point(45, 11.35)); path.line(to: Point(90, 45))
        path.line(to: Point(45, 78.65)); path.close()
        // Inner rhombus through the same apexes, side corners at x = 24.25 / 65.75.
        path.move(to: Point(24.25, 45)); path.line(to: Point(45, 11.35)); path.line(to: Point(65.75, 45))
        path.line(to: Point(45, 78.65)); path.close()
        path.move(to: Point(24.25, 45)); path.line(to: Point(65.75, 45))
        return path
    }

    /// The two thin near-vertical polylines through the inner rhombus'
    /// side corners and the four short corner struts: the 0.5 pt lines.
    public static var thinLines: Path {
        var path = Path()
        path.move(to: Point(27.55, 0)); path.line(to: Point(24.25, 45)); path.line(to: Point(27.55, 90))
        path.move(to: Point(62.45, 0)); path.line(to: Point(65.75, 45)); path.line(to: Point(62.45, 90))
        // Struts from the diagonals to the outer rhombus, one per quadrant.
        let struts: [(Point, Point)] = [
            (Point(8.65, 8.65), Point(15.3, 33.55)), (Point(81.35, 8.65), Point(74.7, 33.55)),
            (Point(8.65, 81.35), Point(15.3, 56.45)), (Point(81.35, 81.35), Point(74.7, 56.45)),
        ]
        for (a, b) in struts {
            path.move(to: a); path.line(to: b)
        }
        return path
    }

    /// The tile's drawing commands at `scale` pixels per point, onto a
    /// transparent canvas of `size · scale` pixels (rounded).
    public static func displayList(color: Color, scale: Double = contentsScale) -> DisplayList {
        let toDevice = AffineTransform(scaleX: scale, y: scale)
        func stroke(_ path: Path, width: Double) -> DisplayItem {
            .stroke(StrokeItem(path: path, transform: toDevice, style: StrokeStyle(lineWidth: width),
                               strokeStart: 0, strokeEnd: 1, paint: .solid(color)))
        }
        return DisplayList(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                           items: [stroke(thickLines, width: thickLineWidth), stroke(thinLines, width: thinLineWidth)])
    }

    /// The tile rasterized by the CPU backend: premultiplied RGBA8,
    /// `size · scale` pixels (180×180 at the default @2x).
    /// - Throws: `RenderError` for a scale that gives an empty or too
    ///   large canvas.
    public static func image(color: Color, scale: Double = contentsScale) throws -> Bitmap {
        try CPURenderer().render(displayList(color: color, scale: scale))
    }
}
