import Geometry
import Paths
import Presentation

/// The CPU backend and Flipbook's reference renderer: flattens every shape
/// into polygons, scan-converts them with exact area coverage and
/// composites premultiplied source-over in sRGB-encoded space. The same
/// display list always gives byte-identical frames (no threads, no
/// randomness, a fixed order of float operations).
///
/// A value of this type holds only settings; every `render` call uses its
/// own scratch memory, so one renderer may be shared by many threads.
public struct CPURenderer: RenderBackend, Sendable {
    /// Largest distance, in device pixels, between a curve and the polygon
    /// that replaces it. A value that is not a positive finite number
    /// renders with `defaultTolerance`. Default: `defaultTolerance` (0.1 px).
    public var tolerance: Double

    /// 0.1 px, lyon's default: an edge pixel's coverage moves by at most a
    /// tenth of a pixel (≤ 26 of 255 levels, typically far less), which is
    /// invisible, while a 100 px radius circle still needs only ~70 segments
    /// (n ≈ π·√(r / (2·tolerance)) for a circle of radius r).
    public static let defaultTolerance = 0.1

    /// The shortcuts that run; tests turn them off to compare against the
    /// general code, which gives the same bytes. Default: all on.
    var switches = DebugSwitches()

    /// A renderer flattening curves to within `tolerance` device pixels.
    public init(tolerance: Double = CPURenderer.defaultTolerance) {
        self.tolerance = tolerance
    }

    /// Draws `list` onto a transparent `list.width` × `list.height` canvas:
    /// premultiplied RGBA8. Throws `RenderError.invalidCanvasSize` for an
    /// empty or negative canvas, or one over `CanvasLimits.cpuMaximumSide`
    /// pixels a side or `CanvasLimits.cpuMaximumPixels` in all.
    public func render(_ list: DisplayList) throws -> Bitmap {
        let width = list.width, height = list.height
        guard width > 0, height > 0, width <= CanvasLimits.cpuMaximumSide,
              height <= CanvasLimits.cpuMaximumSide, width * height <= CanvasLimits.cpuMaximumPixels else {
            throw RenderError.invalidCanvasSize(width: width, height: height)
        }
        var canvas = RasterLayer(rect: PixelRect(x: 0, y: 0, width: width, height: height))
        let usable = tolerance.isFinite && tolerance > 0 ? tolerance : Self.defaultTolerance
        let context = RasterContext(tolerance: usable, switches: switches)
        context.draw(list.items, outer: .identity, opacity: 1, into: &canvas)
        return Bitmap(width: width, height: height, pixels: canvas.pixels)
    }
}
