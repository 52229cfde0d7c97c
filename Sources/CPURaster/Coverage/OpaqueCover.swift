import Geometry
import Paths
import Presentation

/// The first item of a fresh layer, when it paints the whole layer one
/// opaque color: the canvas' root background, or a group's backdrop.
enum OpaqueCover {
    /// The pixel word (RGBA8 in memory order) of `item` when it is an opaque
    /// solid fill of one axis-aligned rectangle containing `rect` (device
    /// pixels) once `outer` places it; nil otherwise. Such a fill, drawn
    /// first into a transparent layer covering `rect`, covers each of its
    /// pixels exactly (its edges are at or beyond the layer's sides, so
    /// every pixel's area sum is exactly 1), and the blend stores an opaque
    /// color at coverage 1 as its bytes whatever lies beneath: the layer may
    /// start as that word instead of transparent, and the item be skipped,
    /// with the same bytes (`FastPathTests`). `cache`: where the item's
    /// polygons may have been kept (default: none).
    static func word(of item: DisplayItem?, outer: AffineTransform, covering rect: PixelRect,
                     tolerance: Double, cache: PolygonCache? = nil) -> UInt32? {
        guard let found = rectangle(of: item, outer: outer, tolerance: tolerance, cache: cache),
              found.left <= Double(rect.x), found.top <= Double(rect.y),
              found.right >= Double(rect.maxX), found.bottom >= Double(rect.maxY) else { return nil }
        return found.word
    }

    /// The pixels of `rect` that `item` covers wholly, and its pixel word,
    /// when `item` is an opaque solid fill of one axis-aligned rectangle
    /// once `outer` places it; nil otherwise or when it covers no pixel of
    /// `rect` wholly. Drawn first into a transparent layer (the canvas'
    /// root background of a frame with bars beside or above it), such a
    /// fill stores its word in those pixels (coverage exactly 1: every edge
    /// crossing their rows spans them whole) and draws only the pixels
    /// around them with coverage below 1: the layer may start as that word
    /// there, and the fill be drawn only around them (`RasterContext.
    /// drawFill(around:)`), with the same bytes (`FastPathTests`).
    static func interior(of item: DisplayItem?, outer: AffineTransform, within rect: PixelRect,
                         tolerance: Double) -> (word: UInt32, pixels: PixelRect)? {
        guard let found = rectangle(of: item, outer: outer, tolerance: tolerance), !rect.isEmpty else { return nil }
        // Clamped to the rect first, so that the conversions stay in range.
        func clamped(_ v: Double, _ low: Int, _ high: Int) -> Double { min(max(v, Double(low)), Double(high)) }
        let pixels = PixelRect(minX: Int(clamped(found.left, rect.x, rect.maxX).rounded(.up)),
                               minY: Int(clamped(found.top, rect.y, rect.maxY).rounded(.up)),
                               maxX: Int(clamped(found.right, rect.x, rect.maxX).rounded(.down)),
                               maxY: Int(clamped(found.bottom, rect.y, rect.maxY).rounded(.down)))
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        return (found.word, pixels)
    }

    /// Whether `path` is few enough straight sides to be worth flattening
    /// here: at most 8 moves, lines and closes. Rectangles are made of
    /// lines (`Path(rect:)`, a Lottie rectangle or one drawn with zero
    /// tangents), and flattening every group's first shape to find out cost
    /// TrackMattes.json 5 % of its frame; a rectangle this turns away (one
    /// of flat curves) only loses the shortcut, not a byte.
    private static func mayBeRectangle(_ path: Path) -> Bool {
        guard path.elements.count <= 8 else { return false }
        return path.elements.allSatisfy {
            switch $0 {
            case .move, .line, .close: true
            case .quad, .cubic: false
            }
        }
    }

    /// The pixel word and device-pixel sides of `item` when it is an opaque
    /// solid fill of one axis-aligned rectangle (four distinct corners
    /// joined by horizontal and vertical sides, as `drawFill` would
    /// flatten it) once `outer` places it; nil otherwise.
    private static func rectangle(of item: DisplayItem?, outer: AffineTransform, tolerance: Double,
                                  cache: PolygonCache? = nil)
        -> (word: UInt32, left: Double, top: Double, right: Double, bottom: Double)? {
        guard case .fill(let fill)? = item, case .solid(let paint) = fill.paint else { return nil }
        let color = PremultipliedColor(paint)
        guard color.alpha >= 255, Self.mayBeRectangle(fill.path) else { return nil }
        // The polygon the fill would be drawn with (`drawFill`'s transform).
        let transform = fill.transform.concatenating(outer)
        let polygons = cache?.fill(fill.path, transform: transform, tolerance: tolerance)
            ?? DevicePolygons.fill(fill.path, transform: transform, tolerance: tolerance)
        guard let sides = sides(of: polygons) else { return nil }
        return (color.word, sides.left, sides.top, sides.right, sides.bottom)
    }

    /// The device-pixel sides of `polygons` when they are one axis-aligned
    /// rectangle: four distinct finite corners (a fifth repeating the
    /// first) joined by horizontal and vertical sides; nil otherwise.
    static func sides(of polygons: [[Point]]) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        guard polygons.count == 1 else { return nil }
        let corners = polygons[0]
        guard corners.count == 4 || (corners.count == 5 && corners[4] == corners[0]),
              corners[0 ..< 4].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let left = min(a.x, b.x, c.x, d.x), right = max(a.x, b.x, c.x, d.x)
        let top = min(a.y, b.y, c.y, d.y), bottom = max(a.y, b.y, c.y, d.y)
        // The four corners, each once, joined by horizontal and vertical sides.
        for (p, q) in [(a, b), (b, c), (c, d), (d, a)] {
            guard p.x == left || p.x == right, p.y == top || p.y == bottom, (p.x == q.x) != (p.y == q.y) else { return nil }
        }
        guard a != b, a != c, a != d, b != c, b != d, c != d else { return nil }
        return (left, top, right, bottom)
    }
}
