import CPURaster
import Geometry
import Paths
import Presentation

/// The Fuber "Chimes" tile (SCENES.md §1.4), drawn with Flipbook's own
/// path code: a 90×90 pt transparent square of fuberLightBlue lines,
/// symmetric about x = 45 and y = 45, whose outer rhombi meet their
/// neighbours' at the tile edges, so tiled copies form a lattice of
/// diamonds. The original is a 180×180 px image (90 pt at @2x) in both
/// Fuber projects; the line table here was measured on its alpha mask.
enum ChimesArtwork {
    /// Side of the tile, points (the asset's 90×90 pt page).
    static let side = 90.0
    /// fuberLightBlue #4DB5D9 (Constants.swift); the JPEG in the asset
    /// measures ≈ (72, 179, 213), which is this color after compression.
    static let lineColor = Color(rgb255: 77, 181, 217)
    /// The thick lines measured ≈ 1.9 px at @2x: 1 pt.
    static let thickLineWidth = 1.0
    /// The thin lines measured ≈ 1.0 px at @2x: 0.5 pt.
    static let thinLineWidth = 0.5

    /// The two diagonals, the outer and inner rhombus and the horizontal
    /// bar, in tile points (y down).
    static var thickLines: Path {
        var path = Path()
        polyline(&path, [(0, 0), (90, 90)])
        polyline(&path, [(90, 0), (0, 90)])
        polyline(&path, [(0, 45), (45, 11.35), (90, 45), (45, 78.65)], closed: true)
        polyline(&path, [(24.25, 45), (45, 11.6), (65.75, 45), (45, 78.4)], closed: true)
        polyline(&path, [(24.25, 45), (65.75, 45)])
        return path
    }

    /// The two bent "vertical" lines and the four corner struts from the
    /// diagonals to the outer rhombus, in tile points.
    static var thinLines: Path {
        var path = Path()
        polyline(&path, [(27.55, 0), (24.25, 45), (27.55, 90)])
        polyline(&path, [(62.45, 0), (65.75, 45), (62.45, 90)])
        polyline(&path, [(8.65, 8.65), (15.3, 33.55)])
        polyline(&path, [(81.35, 8.65), (74.7, 33.55)])
        polyline(&path, [(8.65, 81.35), (15.3, 56.45)])
        polyline(&path, [(81.35, 81.35), (74.7, 56.45)])
        return path
    }

    /// The tile as a premultiplied bitmap of `side · scale` pixels square
    /// (rounded), transparent where there are no lines; use it as layer
    /// contents with `contentsScale = scale`.
    /// - Parameters:
    ///   - scale: pixels per point (2 reproduces the @2x asset).
    ///   - color: the lines' color. Default: fuberLightBlue.
    /// - Throws: `RenderError` when `side · scale` rounds to no pixels or
    ///   to more than the CPU renderer accepts.
    static func tile(scale: Double, color: Color = lineColor) throws -> Bitmap {
        let pixels = Int((side * scale).rounded())
        let toPixels = AffineTransform(scaleX: scale, y: scale)
        // Butt caps and miter joins (CAShapeLayer's defaults): lines that
        // end on the tile edge stop exactly there and the neighbour tile
        // continues them.
        func stroke(_ path: Path, width: Double) -> DisplayItem {
            .stroke(StrokeItem(path: path, transform: toPixels, style: StrokeStyle(lineWidth: width),
                               strokeStart: 0, strokeEnd: 1, paint: .solid(color)))
        }
        let list = DisplayList(width: pixels, height: pixels,
                               items: [stroke(thinLines, width: thinLineWidth), stroke(thickLines, width: thickLineWidth)])
        return try CPURenderer().render(list)
    }

    private static func polyline(_ path: inout Path, _ points: [(Double, Double)], closed: Bool = false) {
        guard let first = points.first else { return }
        path.move(to: Point(first.0, first.1))
        for p in points.dropFirst() { path.line(to: Point(p.0, p.1)) }
        if closed { path.close() }
    }
}
